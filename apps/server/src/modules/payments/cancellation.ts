/**
 * Cancellation with money (issue 28, business-lines.md "Cancellation, credit and refunds"): the line's rule
 * (lines/<line>/index.ts `cancellation`, computed by the shared cancellationMoney) decides what is kept. In the
 * cancellation's own transaction, what was paid and is not kept becomes the customer's credit (a `cancellation` row of
 * the credit ledger: who, why, which application), the application owes at most what is kept (`cancel_kept`, read by
 * ledgerRepo.amountsOf) so what is no longer owed leaves the unpaid list, and its payment status is derived again.
 * The preview answers the same computation before the customer confirms.
 */
import {
  cancellationMoney,
  canTransition,
  Decimal,
  formatMoney,
  lineOf,
  translate,
  type ApplicationStatus,
  type CancellationOutcome,
  type CancellationRule,
  type LifecycleState,
  type Locale,
  type ProcessStep,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { cancellationDateOf } from '../applications/extensions.js';
import { applicationStore, type ApplicationRow } from '../applications/service.js';
import { calendarService, officeToday } from '../staff/calendar.js';
import { cancellationRepo } from './cancellationRepo.js';
import { creditRepo } from './creditRepo.js';
import { ledgerRepo } from './ledgerRepo.js';
import { syncApplication, todayIso, type SyncContext } from './ledger.js';

/** A form no line declares (none today): the application fee once accepted, never cancelled in work. */
const NO_LINE_RULE: CancellationRule = { inWork: 'never', keep: [{ fees: ['application'], once: ['acceptance'] }] };

export interface CancellationPlan extends CancellationOutcome {
  inspection_date: string | null;
}

/** Cancelling twice: 409, nothing changed. */
export function assertNotCancelled(app: ApplicationRow) {
  if (app.status === 'cancelled') throw new AppError(409, 'cancellation.cancelled');
}

/** What cancelling this application now would keep, credit and release (read inside the caller's transaction). */
export async function cancellationPlan(tx: Tx, app: ApplicationRow): Promise<CancellationPlan> {
  const line = lineOf(app.form);
  const inspectionDate = await cancellationDateOf(tx, app);
  const lines = await cancellationRepo.acceptedLines(tx, app.id);
  const { paid } = await ledgerRepo.amountsOf(tx, app.id, todayIso());
  const outcome = cancellationMoney({
    rule: line?.cancellation ?? NO_LINE_RULE,
    status: app.status as ApplicationStatus,
    step: app.processStep as ProcessStep,
    reached: await cancellationRepo.reachedSteps(tx, app.id),
    lines,
    paid: app.feeCurrency && new Decimal(paid).gt(0) ? [{ currency: app.feeCurrency, amount: paid }] : [],
    inspectionDate,
    today: officeToday(),
    // The calendar as of this transaction (what a transition computes its due date with), not the process's copy.
    calendar: await calendarService.fresh(tx),
  });
  return { ...outcome, inspection_date: inspectionDate ?? null };
}

/**
 * Settles the money of a cancellation inside its transaction: `plan` was read before the status changed, `cancelled`
 * is the row the cancel transition left (locked). Credit rows per currency, the kept amount, the amounts and status.
 */
export async function settleCancellation(tx: Tx, cancelled: ApplicationRow, plan: CancellationPlan, by: SyncContext, reason: string) {
  // Nothing accepted nor paid: nothing to settle; a quotation accepted later still owes nothing (kept 0), and one
  // still awaiting the customer no longer makes it "to be paid" (never quoted: the payment status stays empty).
  if (!plan.money.length) {
    const row = await ledgerRepo.setAmounts(tx, cancelled.id, { cancelKept: '0' });
    return row.paymentStatus === null ? row : syncApplication(tx, row, by);
  }
  for (const m of plan.money) {
    if (new Decimal(m.credited).lte(0)) continue;
    await creditRepo.insert(tx, {
      userId: cancelled.userId,
      currency: m.currency,
      amount: m.credited,
      kind: 'cancellation',
      applicationId: cancelled.id,
      createdBy: by.actorId,
      reason,
    });
  }
  const kept = plan.money.find((m) => m.currency === cancelled.feeCurrency)?.kept ?? '0';
  const row = await ledgerRepo.setAmounts(tx, cancelled.id, { cancelKept: kept });
  return syncApplication(tx, row, by);
}

/**
 * A remittance reversed after the cancellation credited what it paid: the credit it made is taken back (a negative
 * `cancellation` row of the same application), so the application's paid amount never goes below zero; the credit
 * already used or refunded: 409 money.creditSpent (the transaction is rolled back).
 */
export async function takeBackCancellationCredit(tx: Tx, app: ApplicationRow, by: SyncContext, remittanceId: number, reason: string) {
  if (app.status !== 'cancelled' || app.cancelKept === null || !app.feeCurrency) return;
  const { paid } = await ledgerRepo.amountsOf(tx, app.id, todayIso());
  if (new Decimal(paid).gte(0)) return;
  const back = new Decimal(paid).neg();
  if (new Decimal(await creditRepo.lockBalance(tx, app.userId, app.feeCurrency)).lt(back)) throw new AppError(409, 'money.creditSpent');
  await creditRepo.insert(tx, {
    userId: app.userId,
    currency: app.feeCurrency,
    amount: back.neg().toString(),
    kind: 'cancellation',
    applicationId: app.id,
    remittanceId,
    createdBy: by.actorId,
    reason,
  });
}

/** The line's cancellation in the caller's transaction: the plan before, the transition, then the money. */
export async function cancelWithMoney(
  tx: Tx,
  app: ApplicationRow,
  by: SyncContext,
  reason: string,
  cancel: (app: ApplicationRow) => Promise<ApplicationRow>,
): Promise<ApplicationRow> {
  assertNotCancelled(app);
  const plan = await cancellationPlan(tx, app);
  return settleCancellation(tx, await cancel(app), plan, by, reason);
}

/** The sentences the customer reads before confirming (the web renders the same codes itself). */
function messagesOf(plan: CancellationPlan, locale: Locale): string[] {
  const fmt = (amount: string, currency: string) => formatMoney(amount, currency, locale);
  const out: string[] = [];
  for (const m of plan.money) {
    if (new Decimal(m.credited).gt(0)) out.push(translate(locale, 'cancellation.credited', { amount: fmt(m.credited, m.currency) }));
    if (new Decimal(m.released).gt(0)) out.push(translate(locale, 'cancellation.released', { amount: fmt(m.released, m.currency) }));
    const owes = Decimal.max(new Decimal(m.kept).minus(m.paid), 0);
    if (owes.gt(0)) out.push(translate(locale, 'cancellation.owes', { amount: fmt(owes.toFixed(), m.currency) }));
  }
  const date = plan.inspection_date ?? '';
  if (plan.reason === 'feesKept') {
    // One sentence per kept part of the line's rule: what it bills, how much, and the point of the work that keeps it.
    const list = translate(locale, 'cancellation.listSeparator');
    for (const k of plan.kept) {
      const fees = k.whole ? translate(locale, 'cancellation.wholeFee') : k.fees.map((f) => translate(locale, `cancellation.fee.${f}`)).join(list);
      const kept = k.money.map((m) => fmt(m.amount, m.currency)).join(list);
      out.push(translate(locale, 'cancellation.keptFees', { fees, kept, because: translate(locale, `cancellation.since.${k.since}`, { date }) }));
    }
  } else {
    const kept = plan.money.filter((m) => new Decimal(m.kept).gt(0)).map((m) => fmt(m.kept, m.currency));
    out.push(translate(locale, `cancellation.reason.${plan.reason}`, { kept: kept.join(', '), date }));
  }
  if (!plan.money.length) out.push(translate(locale, 'cancellation.nothing'));
  return out;
}

/**
 * GET /kenya/rfc/{id}/cancel/preview: what cancelling now would do, with the action that cancels it (`cancel` before
 * work, and in work on the lines whose rule allows it; `cancel_booking` for a booking before the inspection). Another customer's: 404; cancelled already or no
 * longer cancellable: 409.
 */
export async function cancellationPreview(db: Db, userId: number | null, id: number, locale: Locale) {
  return db.transaction(async (tx) => {
    const app = await applicationStore.find(tx, userId, id);
    if (!app) throw notFound();
    assertNotCancelled(app);
    const state = { status: app.status, paymentStatus: app.paymentStatus, stage: app.stage, processStep: app.processStep, form: app.form } as LifecycleState;
    const action = canTransition(state, 'cancel', { actor: 'customer', reason: 'preview' })
      ? ('cancel' as const)
      : canTransition(state, 'cancel_booking', { actor: 'customer', reason: 'preview' })
        ? ('cancel_booking' as const)
        : null;
    if (!action) throw new AppError(409, 'validation.cannotCancel', { status: translate(locale, `applications.status.${app.status}`) });
    const plan = await cancellationPlan(tx, app);
    return { action, ...plan, messages: messagesOf(plan, locale) };
  });
}
