import { and, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { applications, customerCredits, quotationLines, quotations, remittanceAllocations, remittances } from '../../db/schema/index.js';

/** Statuses of a remittance whose confirmed allocations count as paid. */
export const COUNTED = ['confirmed', 'partly_confirmed'] as const;

/** SQL of the ledger (ledger.ts): what an application owes and has paid, and writing those amounts. */
export const ledgerRepo = {
  /** What the amounts of one application are now, from the quotation lines and confirmed allocations. */
  async amountsOf(tx: Tx, applicationId: number, today: string) {
    const [q] = await tx
      .select({
        owed: sql<string>`coalesce(sum(${quotationLines.amount}) filter (where ${quotations.status} = 'accepted'), 0)`,
        live: sql<number>`count(*) filter (where ${quotations.status} = 'accepted' or (${quotations.status} = 'issued' and ${quotations.validUntil} >= ${today}))`,
        notices: sql<number>`count(*) filter (where ${quotations.kind} = 'fee_notice' and ${quotations.status} = 'issued' and ${quotations.validUntil} >= ${today})`,
      })
      .from(quotationLines)
      .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
      .where(eq(quotationLines.applicationId, applicationId));
    const [p] = await tx
      .select({ paid: sql<string>`coalesce(sum(${remittanceAllocations.confirmed}), 0)` })
      .from(remittanceAllocations)
      .innerJoin(remittances, eq(remittances.id, remittanceAllocations.remittanceId))
      .where(and(eq(remittanceAllocations.applicationId, applicationId), inArray(remittances.status, [...COUNTED])));
    // Credit the customer used on this application (issue 28) pays it as a confirmed remittance does.
    // A cancellation (lines/cancellation.ts) gave back as credit what was paid and not kept: no longer paid here.
    const [c] = await tx
      .select({
        used: sql<string>`coalesce(-sum(${customerCredits.amount}) filter (where ${customerCredits.kind} = 'applied'), 0)`,
        back: sql<string>`coalesce(sum(${customerCredits.amount}) filter (where ${customerCredits.kind} = 'cancellation'), 0)`,
      })
      .from(customerCredits)
      .where(and(eq(customerCredits.applicationId, applicationId), inArray(customerCredits.kind, ['applied', 'cancellation'])));
    const paid = new Decimal(String(p?.paid ?? '0'))
      .plus(String(c?.used ?? '0'))
      .minus(String(c?.back ?? '0'))
      .toString();
    const [app] = await tx.select({ kept: applications.cancelKept }).from(applications).where(eq(applications.id, applicationId));
    const feeNoticeOpen = Number(q?.notices ?? 0) > 0;
    // Cancelled with money: it owes at most what the cancellation kept; nothing kept, nothing is quoted any more.
    if (app?.kept != null) {
      const owed = Decimal.min(String(q?.owed ?? '0'), app.kept);
      return { owed: owed.toString(), quoted: owed.gt(0), paid, feeNoticeOpen: false };
    }
    return { owed: String(q?.owed ?? '0'), quoted: Number(q?.live ?? 0) > 0, paid, feeNoticeOpen };
  },

  /** Writes an application's money columns (quoted and paid amounts, its fee currency). */
  setAmounts: async (tx: Tx, applicationId: number, set: Partial<typeof applications.$inferInsert>) =>
    (await tx.update(applications).set(set).where(eq(applications.id, applicationId)).returning())[0]!,

  /** The next id of a serial table (to build its number before the insert). */
  async nextId(tx: Tx, table: 'quotations' | 'remittances'): Promise<number> {
    const res = (await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as next`)) as unknown as { rows: { next: number }[] };
    return Number(res.rows[0]!.next);
  },
};
