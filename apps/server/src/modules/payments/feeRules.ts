import { amountRefusal, feeRuleBody, moneyText, ruleFee, type FeeRuleView } from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { feeRulesRepo, type FeeRuleRow } from './feeRulesRepo.js';

const view = (r: FeeRuleRow): FeeRuleView => ({
  id: r.id,
  code: r.code,
  kind: r.kind as FeeRuleView['kind'],
  application_type: r.applicationType,
  percent: String(Number(r.percent)),
  min_amount: moneyText(r.minAmount, r.currency),
  max_amount: moneyText(r.maxAmount, r.currency),
  currency: r.currency,
  active: r.active,
  version: r.version,
  updated_at: r.updatedAt.toISOString(),
});

export const listFeeRules = async (db: Db) => (await feeRulesRepo.all(db)).map(view);

/** Staff change a rule at the version they read (409 when stale), with a reason; the new version is appended to its history. */
export async function updateFeeRule(db: Db, staffId: number, id: number, body: z.output<typeof feeRuleBody>) {
  return db.transaction(async (tx) => {
    const r = await feeRulesRepo.lock(tx, id);
    if (!r) throw notFound();
    if (r.version !== body.version) throw new AppError(409, 'error.409');
    // An express rule is the rule of its currency (one per line and currency): its currency does not change.
    if (r.kind === 'express_surcharge' && body.currency !== r.currency) throw badRequest('money.expressRuleCurrency', { currency: r.currency });
    const v = { percent: body.percent, minAmount: body.min_amount, maxAmount: body.max_amount, currency: body.currency, active: body.active };
    return view(await feeRulesRepo.update(tx, r, v, staffId, body.reason));
  });
}

export async function feeRuleHistoryOf(db: Db, id: number) {
  const rows = await feeRulesRepo.history(db, id);
  if (rows.length === 0) throw notFound();
  return rows.map(({ h, name, username }) => ({
    percent: String(Number(h.percent)),
    min_amount: moneyText(h.minAmount, h.currency),
    max_amount: moneyText(h.maxAmount, h.currency),
    currency: h.currency,
    active: h.active,
    version: h.version,
    updated_at: h.changedAt.toISOString(),
    changed_by: h.changedBy,
    changed_by_name: name ?? username ?? null,
    reason: h.reason,
  }));
}

/** The active express surcharge rules (optionally in one currency): what the staff quotation form proposes. */
export const expressRules = async (db: Db, currency?: string) => (await feeRulesRepo.activeExpress(db, { currency })).map(view);
/** The active express surcharge rules of a line's form (its form's express warning names them, in every currency). */
export const expressRulesOfForm = async (db: Db, form: string) => (await feeRulesRepo.activeExpress(db, { form })).map(view);

/** The active rule of an application type, which the application form applies as the customer types (null: staff quote it). */
export async function feeRuleOfType(db: Db, applicationType: string): Promise<FeeRuleView | null> {
  const r = await feeRulesRepo.activeOf(db, applicationType);
  return r ? view(r) : null;
}

/** The instant quote of an application type for a FOB value (null: that type has no active rule, staff quote it). */
export async function instantQuote(db: Db, applicationType: string, fob: string, currency: string) {
  const r = await feeRulesRepo.activeOf(db, applicationType);
  if (!r) return null;
  if (currency !== r.currency) throw badRequest('money.ruleCurrency', { currency: r.currency });
  const why = amountRefusal(fob, currency);
  if (why) throw badRequest(why);
  const v = view(r);
  return { fee: ruleFee(v, fob), currency: r.currency, percent: v.percent, min_amount: v.min_amount, max_amount: v.max_amount, version: v.version };
}
