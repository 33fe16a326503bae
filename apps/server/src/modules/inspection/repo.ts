import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inspectionOrders } from '../../db/schema/index.js';

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
};
