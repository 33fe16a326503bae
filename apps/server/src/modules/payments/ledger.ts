import { and, eq, inArray, sql } from 'drizzle-orm';
import { Decimal, derivePaymentStatus, LIFECYCLE_RULES, type Locale, type PaymentStatus, type TransitionAction } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { applications, quotationLines, quotations, remittanceAllocations, remittances } from '../../db/schema/index.js';
import { applicationsRepo, type ApplicationRow } from '../applications/repo.js';
import { transition } from '../applications/transition.js';

export const todayIso = () => new Date().toISOString().slice(0, 10);
/** Statuses of a remittance whose confirmed allocations count as paid. */
export const COUNTED = ['confirmed', 'partly_confirmed'] as const;

/** Locks applications FOR UPDATE in id order (two transactions locking the same set never deadlock). */
export async function lockApplications(tx: Tx, ids: readonly number[]): Promise<Map<number, ApplicationRow>> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const out = new Map<number, ApplicationRow>();
  for (const id of unique) {
    const row = await applicationsRepo.lock(tx, null, id);
    if (row) out.set(id, row);
  }
  return out;
}

/** What the amounts of one application are now, from the quotation lines and confirmed allocations. */
async function amountsOf(tx: Tx, applicationId: number) {
  const [q] = await tx
    .select({
      owed: sql<string>`coalesce(sum(${quotationLines.amount}) filter (where ${quotations.status} = 'accepted'), 0)`,
      live: sql<number>`count(*) filter (where ${quotations.status} = 'accepted' or (${quotations.status} = 'issued' and ${quotations.validUntil} >= ${todayIso()}))`,
    })
    .from(quotationLines)
    .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
    .where(eq(quotationLines.applicationId, applicationId));
  const [p] = await tx
    .select({ paid: sql<string>`coalesce(sum(${remittanceAllocations.confirmed}), 0)` })
    .from(remittanceAllocations)
    .innerJoin(remittances, eq(remittances.id, remittanceAllocations.remittanceId))
    .where(and(eq(remittanceAllocations.applicationId, applicationId), inArray(remittances.status, [...COUNTED])));
  return { owed: String(q?.owed ?? '0'), quoted: Number(q?.live ?? 0) > 0, paid: String(p?.paid ?? '0') };
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
  const a = await amountsOf(tx, app.id);
  const target = derivePaymentStatus(a);
  const set = { quotedAmount: a.owed, paidAmount: a.paid };
  const action = paymentAction(app.paymentStatus as PaymentStatus | null, target);
  // A derived move the customer's own act caused (rejecting the only quotation) is theirs when the rule lets the
  // customer make it; otherwise it is recorded as the back office's (the finance desk, the quoting staff).
  const own = !!action && LIFECYCLE_RULES[action].actors.includes(ctx.actor);
  if (action) return transition(tx, app, action, { actor: own ? ctx.actor : 'staff', actorId: own ? ctx.actorId : null, defaultLang: ctx.defaultLang, set });
  if (new Decimal(app.quotedAmount).eq(a.owed) && new Decimal(app.paidAmount).eq(a.paid)) return app;
  const [row] = await tx.update(applications).set(set).where(eq(applications.id, app.id)).returning();
  return row!;
}

/** Outstanding amount of a locked application in its fee currency. */
export const unpaidOf = (app: ApplicationRow) => Decimal.max(new Decimal(app.quotedAmount).minus(app.paidAmount), 0);

/** The next id of a serial table (to build its number before the insert). */
export async function nextId(tx: Tx, table: 'quotations' | 'remittances'): Promise<number> {
  const res = (await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as next`)) as unknown as { rows: { next: number }[] };
  return Number(res.rows[0]!.next);
}
