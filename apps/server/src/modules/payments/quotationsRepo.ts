import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { applications, quotationLines, quotations } from '../../db/schema/index.js';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationInsert = typeof quotations.$inferInsert;
export type QuotationLineInsert = typeof quotationLines.$inferInsert;

/** SQL of quotations and fee notices (quotations.ts). */
export const quotationsRepo = {
  /** One quotation of a customer (null: any customer's), optionally locked. */
  mine: (db: Db | Tx, userId: number | null, id: number, lock = false) => {
    const q = db
      .select()
      .from(quotations)
      .where(userId === null ? eq(quotations.id, id) : and(eq(quotations.id, id), eq(quotations.userId, userId)));
    return (lock ? q.for('update') : q).then((r) => r[0]);
  },

  /** The lines of these quotations with their applications' numbers and titles, in order. */
  linesOf: (db: Db | Tx, quotationIds: number[]) =>
    db
      .select({ l: quotationLines, rfcNo: applications.rfcNo, title: applications.title })
      .from(quotationLines)
      .innerJoin(applications, eq(applications.id, quotationLines.applicationId))
      .where(inArray(quotationLines.quotationId, quotationIds))
      .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position)),

  /** A customer's quotations of a kind and a status (expired: stored, or issued and past `today`), newest first. */
  async page(
    db: Db,
    userId: number,
    f: { kind?: string; status?: string; no?: string; application_id?: number },
    today: string,
    limit: number,
    offset: number,
  ) {
    const where: SQL[] = [eq(quotations.userId, userId)];
    if (f.kind) where.push(eq(quotations.kind, f.kind));
    if (f.no) where.push(eq(quotations.no, f.no));
    if (f.application_id !== undefined)
      where.push(
        sql`exists (select 1 from ${quotationLines} where ${quotationLines.quotationId} = ${quotations.id} and ${quotationLines.applicationId} = ${f.application_id})`,
      );
    if (f.status === 'expired')
      where.push(sql`(${quotations.status} = 'expired' or (${quotations.status} = 'issued' and ${quotations.validUntil} < ${today}))`);
    else if (f.status === 'issued') where.push(sql`${quotations.status} = 'issued' and ${quotations.validUntil} >= ${today}`);
    else if (f.status) where.push(eq(quotations.status, f.status));
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(quotations)
      .where(and(...where));
    const rows = await db
      .select()
      .from(quotations)
      .where(and(...where))
      .orderBy(desc(quotations.id))
      .limit(limit)
      .offset(offset);
    return { rows, total: Number(n) };
  },

  /**
   * The live quotations of `kind` with a line on any of these applications: accepted, or issued and still valid on
   * `today` (the ledger's `live`, ledgerRepo.ts). Read without a lock; issueQuotation locks what it finds.
   */
  liveOn: async (db: Db | Tx, applicationIds: readonly number[], kind: string, today: string) =>
    (
      await db
        .selectDistinct({ id: quotations.id })
        .from(quotations)
        .innerJoin(quotationLines, eq(quotationLines.quotationId, quotations.id))
        .where(
          and(
            inArray(quotationLines.applicationId, [...applicationIds]),
            eq(quotations.kind, kind),
            sql`(${quotations.status} = 'accepted' or (${quotations.status} = 'issued' and ${quotations.validUntil} >= ${today}))`,
          ),
        )
    ).map((r) => r.id),

  /** These quotations locked FOR UPDATE in id order (the order every path locks them in, before the applications). */
  lockAll: async (tx: Tx, ids: readonly number[]) => {
    const out: QuotationRow[] = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
      if (row) out.push(row);
    }
    return out;
  },

  markSuperseded: (tx: Tx, id: number) => tx.update(quotations).set({ status: 'superseded', decidedAt: new Date() }).where(eq(quotations.id, id)),

  insert: async (tx: Tx, q: QuotationInsert, lines: QuotationLineInsert[]) => {
    await tx.insert(quotations).values(q);
    await tx.insert(quotationLines).values(lines);
  },

  decide: (tx: Tx, id: number, set: Partial<QuotationInsert>) => tx.update(quotations).set(set).where(eq(quotations.id, id)),

  applicationIdsOf: async (tx: Tx, quotationId: number) =>
    (await tx.select({ a: quotationLines.applicationId }).from(quotationLines).where(eq(quotationLines.quotationId, quotationId))).map((l) => l.a),
};
