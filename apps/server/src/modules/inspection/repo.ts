import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inspectionOrders, users } from '../../db/schema/index.js';

export type InspectionRow = typeof inspectionOrders.$inferSelect;

/** The booking's inspection date: the one agreed or scheduled, else the one the customer asked for. */
export const inspectionDateOf = (a: { data: Record<string, unknown> }, o: InspectionRow | undefined) =>
  o?.scheduledDate ?? o?.confirmedDate ?? (a.data.booking as { inspection_date?: string } | undefined)?.inspection_date ?? undefined;

export const inspectionRepo = {
  find: (db: Db, applicationId: number) =>
    db
      .select()
      .from(inspectionOrders)
      .where(eq(inspectionOrders.applicationId, applicationId))
      .then((r) => r[0]),
  /** Writes the staff side of a booking (created on its first action). */
  upsert: (db: Db, applicationId: number, userId: number, v: Partial<Omit<InspectionRow, 'applicationId' | 'userId' | 'updatedAt'>>) =>
    db
      .insert(inspectionOrders)
      .values({ applicationId, userId, ...v })
      .onConflictDoUpdate({ target: inspectionOrders.applicationId, set: { ...v, updatedAt: new Date() } }),
  /** Records the client's decision once: false when one is already recorded (or the booking has no report row). */
  decide: (t: Tx, applicationId: number, v: Pick<InspectionRow, 'decision' | 'decisionComment' | 'decidedBy' | 'decidedAt' | 'reinspectionId'>) =>
    t
      .update(inspectionOrders)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(inspectionOrders.applicationId, applicationId), isNull(inspectionOrders.decision)))
      .returning({ id: inspectionOrders.applicationId })
      .then((r) => r.length === 1),
  /** The name of whoever decided (their name, else their user name). */
  deciderName: (db: Db, userId: number) =>
    db
      .select({ name: users.name, username: users.username })
      .from(users)
      .where(eq(users.id, userId))
      .then((r) => (r[0] ? r[0].name || r[0].username : '')),
};
