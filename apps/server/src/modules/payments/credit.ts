/**
 * Credit use (issue 28): the customer applies all or part of the credit they hold in a currency to a quotation
 * they accepted in that currency. One transaction: the quotation row, then the customer's credit rows of that
 * currency (FOR UPDATE: two uses never take the same credit twice), then the applications (id order) are locked;
 * the amount is checked against what is held and what the quotation's applications still owe, one ledger row per
 * application paid is written, and each application's payment status is derived again.
 */
import { creditUseRefusal, Decimal, moneyText, spreadCredit, type applyCreditBody } from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { creditRepo } from './creditRepo.js';
import { lockApplications, syncApplication } from './ledger.js';
import { ledgerRepo } from './ledgerRepo.js';
import { getQuotation, statusOf, type Actor } from './quotations.js';
import { quotationsRepo } from './quotationsRepo.js';
import { creditOf } from './remittances.js';
import { businessClock } from '../../platform/clock.js';

export async function applyCredit(db: Db, customer: Actor, quotationId: number, body: z.output<typeof applyCreditBody>) {
  await db.transaction(async (tx) => {
    const q = await quotationsRepo.mine(tx, customer.id, quotationId, true);
    if (!q) throw notFound();
    if (statusOf(q) !== 'accepted') throw new AppError(409, 'money.creditNotOwed');
    if (body.currency !== q.currency) throw badRequest('money.creditCurrency');
    const held = await creditRepo.lockBalance(tx, customer.id, q.currency);
    const lines = await quotationsRepo.linesOf(tx, [q.id]);
    const apps = await lockApplications(
      tx,
      lines.map((l) => l.l.applicationId),
    );
    // What each application still owes on this quotation: its lines here, at most what it owes overall now.
    const onQuote = new Map<number, Decimal>();
    for (const { l } of lines) onQuote.set(l.applicationId, (onQuote.get(l.applicationId) ?? new Decimal(0)).plus(l.amount));
    const owed: { application_id: number; owed: Decimal }[] = [];
    for (const [appId, here] of onQuote) {
      const a = await ledgerRepo.amountsOf(tx, appId, businessClock.todayIso());
      owed.push({ application_id: appId, owed: Decimal.max(Decimal.min(here, new Decimal(a.owed).minus(a.paid)), 0) });
    }
    const total = owed.reduce((s, o) => s.plus(o.owed), new Decimal(0));
    if (total.lte(0)) throw new AppError(409, 'money.creditNotOwed');
    const why = creditUseRefusal({ amount: body.amount, currency: body.currency, quotationCurrency: q.currency, held, owed: total });
    if (why) throw badRequest(why);
    for (const part of spreadCredit(body.amount, owed))
      await creditRepo.insert(tx, {
        userId: customer.id,
        currency: q.currency,
        amount: new Decimal(part.amount).neg().toString(),
        kind: 'applied',
        quotationId: q.id,
        applicationId: part.application_id,
        createdBy: customer.actorId ?? customer.id,
        reason: q.no,
      });
    for (const a of apps.values()) await syncApplication(tx, a, { actor: 'customer', actorId: customer.id, defaultLang: customer.defaultLang });
  });
  return { quotation: await getQuotation(db, customer.id, quotationId), credit: await creditOf(db, customer.id) };
}

/** The customer's credit ledger: every movement with who, when, why and what it concerns. */
export async function creditMovements(db: Db, userId: number, q: { currency?: string; current_page: number; per_page: number }) {
  const { rows, total } = await creditRepo.movements(db, userId, q.currency, q.per_page, (q.current_page - 1) * q.per_page);
  return {
    data: rows.map(({ c, by, byUsername, quotationNo, rfcNo, remittanceNo, refundNo }) => ({
      id: c.id,
      kind: c.kind as 'overpayment',
      currency: c.currency,
      amount: moneyText(c.amount, c.currency),
      reason: c.reason,
      by: by ?? byUsername ?? null,
      quotation: c.quotationId && quotationNo ? { id: c.quotationId, no: quotationNo } : null,
      application: c.applicationId ? { id: c.applicationId, rfc_no: rfcNo } : null,
      remittance: c.remittanceId && remittanceNo ? { id: c.remittanceId, no: remittanceNo } : null,
      refund: c.refundId && refundNo ? { id: c.refundId, no: refundNo } : null,
      created_at: c.createdAt.toISOString(),
    })),
    total,
    current_page: q.current_page,
    per_page: q.per_page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
  };
}
