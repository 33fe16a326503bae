import { and, asc, desc, eq } from 'drizzle-orm';
import { amountRefusal, feeRuleBody, moneyText, ruleFee, type FeeRuleView } from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { feeRuleHistory, feeRules } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';

type Row = typeof feeRules.$inferSelect;
const view = (r: Row): FeeRuleView => ({
  id: r.id,
  code: r.code,
  application_type: r.applicationType,
  percent: String(Number(r.percent)),
  min_amount: moneyText(r.minAmount, r.currency),
  max_amount: moneyText(r.maxAmount, r.currency),
  currency: r.currency,
  active: r.active,
  version: r.version,
  updated_at: r.updatedAt.toISOString(),
});

export const listFeeRules = async (db: Db) => (await db.select().from(feeRules).orderBy(asc(feeRules.id))).map(view);

/** Staff change a rule at the version they read (409 when stale); the new version is appended to its history. */
export async function updateFeeRule(db: Db, staffId: number, id: number, body: z.output<typeof feeRuleBody>) {
  return db.transaction(async (tx) => {
    const [r] = await tx.select().from(feeRules).where(eq(feeRules.id, id)).for('update');
    if (!r) throw notFound();
    if (r.version !== body.version) throw new AppError(409, 'error.409');
    const v = { percent: body.percent, minAmount: body.min_amount, maxAmount: body.max_amount, currency: body.currency, active: body.active };
    const [u] = await tx
      .update(feeRules)
      .set({ ...v, version: r.version + 1, updatedBy: staffId, updatedAt: new Date() })
      .where(eq(feeRules.id, id))
      .returning();
    await tx.insert(feeRuleHistory).values({ ruleId: id, version: u!.version, ...v, changedBy: staffId });
    return view(u!);
  });
}

export async function feeRuleHistoryOf(db: Db, id: number) {
  const rows = await db.select().from(feeRuleHistory).where(eq(feeRuleHistory.ruleId, id)).orderBy(desc(feeRuleHistory.version));
  if (rows.length === 0) throw notFound();
  return rows.map((h) => ({
    percent: String(Number(h.percent)),
    min_amount: moneyText(h.minAmount, h.currency),
    max_amount: moneyText(h.maxAmount, h.currency),
    currency: h.currency,
    active: h.active,
    version: h.version,
    updated_at: h.changedAt.toISOString(),
    changed_by: h.changedBy,
  }));
}

/** The instant quote of an application type for a FOB value (null: that type has no active rule, staff quote it). */
export async function instantQuote(db: Db, applicationType: string, fob: string, currency: string) {
  const [r] = await db
    .select()
    .from(feeRules)
    .where(and(eq(feeRules.applicationType, applicationType), eq(feeRules.active, true)));
  if (!r) return null;
  if (currency !== r.currency) throw badRequest('money.ruleCurrency', { currency: r.currency });
  const why = amountRefusal(fob, currency);
  if (why) throw badRequest(why);
  const v = view(r);
  return { fee: ruleFee(v, fob), currency: r.currency, percent: v.percent, min_amount: v.min_amount, max_amount: v.max_amount };
}
