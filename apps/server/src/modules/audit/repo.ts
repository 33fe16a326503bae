import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditOrders } from '../../db/schema/index.js';

export type AuditRow = typeof auditOrders.$inferSelect;

export const auditRepo = {
  find: (db: Db, applicationId: number) =>
    db
      .select()
      .from(auditOrders)
      .where(eq(auditOrders.applicationId, applicationId))
      .then((r) => r[0]),
  /** Writes the staff side of an audit (created on its first action). */
  upsert: (db: Db, applicationId: number, userId: number, v: Partial<Omit<AuditRow, 'applicationId' | 'userId' | 'updatedAt'>>) =>
    db
      .insert(auditOrders)
      .values({ applicationId, userId, ...v })
      .onConflictDoUpdate({ target: auditOrders.applicationId, set: { ...v, updatedAt: new Date() } }),
};
