import { Decimal, derivePaymentStatus, LIFECYCLE_RULES, type Locale, type PaymentStatus, type TransitionAction } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { applicationStore, type ApplicationRow } from '../applications/service.js';
import { amountColumns, transition } from '../applications/transition.js';
import { ledgerRepo } from './ledgerRepo.js';
import { businessClock } from '../../platform/clock.js';

export { COUNTED } from './ledgerRepo.js';
/** Today on the business clock (platform/clock.ts). */
export const todayIso = () => businessClock.todayIso();

/** Locks applications FOR UPDATE in id order (two transactions locking the same set never deadlock). */
export async function lockApplications(tx: Tx, ids: readonly number[]): Promise<Map<number, ApplicationRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const out = new Map<number, ApplicationRow>();
  for (const id of unique) {
    const row = await applicationStore.lock(tx, null, id);
    if (row) out.set(id, row);
  }
  return out;
}

/** The lifecycle action that moves payment status `from` to `to` (null: nothing to change). */
function paymentAction(from: PaymentStatus | null, to: PaymentStatus): TransitionAction | null {
  if (from === to || from === null) return null;
  if (to === 'to_be_paid') return from === 'to_be_quoted' ? 'quote' : 'reverse_payment';
  if (to === 'partially_paid') return 'record_partial_payment';
  if (to === 'paid_in_full') return 'record_full_payment';
  return 'withdraw_quote';
}

export interface SyncContext {
  actor: 'customer' | 'staff';
  actorId: number | null;
  defaultLang: Locale;
}

/**
 * Writes an application's quoted and paid amounts and its derived payment status (through the lifecycle's
 * transition, so the history records it) inside the caller's transaction. The row must be locked.
 */
export async function syncApplication(tx: Tx, app: ApplicationRow, ctx: SyncContext): Promise<ApplicationRow> {
  const a = await ledgerRepo.amountsOf(tx, app.id, todayIso());
  const target = derivePaymentStatus(a);
  const set = { quotedAmount: a.owed, paidAmount: a.paid };
  // A cancelled application has no lifecycle left: its amounts and derived status are written as they are.
  if (app.status === 'cancelled') {
    if (app.paymentStatus === target && new Decimal(app.quotedAmount).eq(a.owed) && new Decimal(app.paidAmount).eq(a.paid)) return app;
    return ledgerRepo.setAmounts(tx, app.id, { ...set, paymentStatus: target });
  }
  const action = paymentAction(app.paymentStatus as PaymentStatus | null, target);
  // A derived move the customer's own act caused (rejecting the only quotation) is theirs when the rule lets the
  // customer make it; otherwise it is recorded as the back office's (the finance desk, the quoting staff).
  const own = !!action && LIFECYCLE_RULES[action].actors.includes(ctx.actor);
  if (action) return transition(tx, app, action, { actor: own ? ctx.actor : 'staff', actorId: own ? ctx.actorId : null, defaultLang: ctx.defaultLang, set });
  if (new Decimal(app.quotedAmount).eq(a.owed) && new Decimal(app.paidAmount).eq(a.paid)) return app;
  return ledgerRepo.setAmounts(tx, app.id, { ...set, ...(await amountColumns(tx, app, set)) });
}

/** Outstanding amount of a locked application in its fee currency. */
export const unpaidOf = (app: ApplicationRow) => Decimal.max(new Decimal(app.quotedAmount).minus(app.paidAmount), 0);

/** The next id of a serial table (to build its number before the insert). */
export const nextId = ledgerRepo.nextId;
