import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inspectionOrders } from '../../db/schema/index.js';

export type InspectionRow = typeof inspectionOrders.$inferSelect;

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
