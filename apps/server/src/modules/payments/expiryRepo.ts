import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { quotationLines, quotations } from '../../db/schema/index.js';

/** SQL of the quotation expiry job (expiry.ts). */
export const expiryRepo = {
  /** Issued quotations whose validity ended before `today` (ids, oldest first). */
  due: async (db: Db, today: string, limit: number) =>
    (
      await db
        .select({ id: quotations.id })
        .from(quotations)
        .where(and(eq(quotations.status, 'issued'), lt(quotations.validUntil, today)))
        .orderBy(asc(quotations.id))
        .limit(limit)
    ).map((r) => r.id),

  /**
   * Marks one quotation expired if it still is issued and past its validity; answers it, else undefined. The
   * row lock of the UPDATE makes a second job running at the same time wait, then find nothing to change.
   */
  markExpired: async (tx: Tx, id: number, today: string) =>
    (
      await tx
        .update(quotations)
        .set({ status: 'expired', decidedAt: sql`now()` })
        .where(and(eq(quotations.id, id), eq(quotations.status, 'issued'), lt(quotations.validUntil, today)))
        .returning()
    )[0],

  applicationIds: async (tx: Tx, quotationId: number) =>
    (await tx.select({ a: quotationLines.applicationId }).from(quotationLines).where(eq(quotationLines.quotationId, quotationId))).map((r) => r.a),
};
