/**
 * SQL of the ledger's invariants (issue 28), asked after every step of the property test (ledger.property.test.ts,
 * also run longer by `npm run bench -- money`), and of that test's set-up. Each invariant reads the tables on its own,
 * so one table cannot hide another's mistake.
 */
import { buildStatement, derivePaymentStatus, Decimal, moneyText } from '@tic/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, inspectionOrders, users } from '../../db/schema/index.js';
import { ledgerRepo } from './ledgerRepo.js';
import { todayIso } from './ledger.js';
import { statementMovements } from './statement.js';

type Sums = Map<string, Decimal>;
const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
async function sums(db: Db, q: ReturnType<typeof sql>): Promise<Sums> {
  const out: Sums = new Map();
  for (const r of await rowsOf<{ user_id: number; currency: string; s: string | null }>(db, q)) out.set(`${r.user_id} ${r.currency}`, new Decimal(r.s ?? 0));
  return out;
}
const COUNTED = sql`('confirmed', 'partly_confirmed')`;

/** The violated invariants (empty: all hold). `applicationIds`: whose payment status and amounts are recomputed. */
export async function ledgerViolations(db: Db, applicationIds: readonly number[]): Promise<string[]> {
  const out: string[] = [];
  const received = await sums(db, sql`select user_id, currency, sum(received_amount) s from remittances where status in ${COUNTED} group by 1, 2`);
  const allocated = await sums(
    db,
    sql`select r.user_id, r.currency, sum(a.confirmed) s from remittance_allocations a join remittances r on r.id = a.remittance_id
        where r.status in ${COUNTED} group by 1, 2`,
  );
  const balance = await sums(db, sql`select user_id, currency, sum(amount) s from customer_credits group by 1, 2`);
  const applied = await sums(db, sql`select user_id, currency, -sum(amount) s from customer_credits where kind = 'applied' group by 1, 2`);
  // What cancellations gave back of allocations and credit used (lines/cancellation.ts): paid once, now credit.
  const cancelled = await sums(db, sql`select user_id, currency, sum(amount) s from customer_credits where kind = 'cancellation' group by 1, 2`);
  const refunded = await sums(db, sql`select user_id, currency, sum(amount) s from credit_refunds where status in ('requested', 'paid') group by 1, 2`);
  const zero = new Decimal(0);
  for (const k of new Set([...received.keys(), ...balance.keys(), ...refunded.keys()])) {
    const left = received.get(k) ?? zero;
    const right = (allocated.get(k) ?? zero)
      .plus(applied.get(k) ?? zero)
      .minus(cancelled.get(k) ?? zero)
      .plus(balance.get(k) ?? zero)
      .plus(refunded.get(k) ?? zero);
    if (!left.eq(right)) out.push(`${k}: confirmed remittances ${left} != allocations + credit used - cancellation credit + balance + refunds ${right}`);
    if ((balance.get(k) ?? zero).isNegative()) out.push(`${k}: negative credit balance ${balance.get(k)}`);
  }
  // The statement (statement.ts) of all time closes at what the unpaid list owes minus the credit held, to the cent.
  const owing = await sums(
    db,
    sql`select user_id, currency, sum(s) s from (
          select user_id, fee_currency currency, quoted_amount - paid_amount s from applications where fee_currency is not null and quoted_amount > paid_amount
          union all select user_id, currency, 0 from quotations where status = 'accepted') x group by 1, 2`,
  );
  for (const k of new Set([...owing.keys(), ...received.keys(), ...balance.keys()])) {
    const [user, currency] = k.split(' ') as [string, string];
    const closing = buildStatement(currency, '0001-01-01', '9999-12-31', await statementMovements(db, Number(user), currency)).closing;
    const expected = moneyText((owing.get(k) ?? zero).minus(balance.get(k) ?? zero), currency);
    if (closing !== expected) out.push(`${k}: statement closes at ${closing}, unpaid minus credit is ${expected}`);
  }
  // Nothing owed twice: per application at most one accepted quotation and at most one live one (fee notices add work).
  for (const r of await rowsOf<{ application_id: number; accepted: number; live: number }>(
    db,
    sql`select l.application_id, count(distinct q.id) filter (where q.status = 'accepted')::int accepted,
          count(distinct q.id) filter (where q.status = 'accepted' or (q.status = 'issued' and q.valid_until >= ${todayIso()}))::int live
        from quotation_lines l join quotations q on q.id = l.quotation_id where q.kind = 'quotation' group by 1
        having count(distinct q.id) filter (where q.status = 'accepted' or (q.status = 'issued' and q.valid_until >= ${todayIso()})) > 1`,
  ))
    out.push(`application ${r.application_id}: ${r.accepted} accepted, ${r.live} live quotations`);
  for (const id of applicationIds) {
    const [app] = await db.select().from(applications).where(eq(applications.id, id));
    if (!app) continue;
    const a = await ledgerRepo.amountsOf(db as never, id, todayIso());
    const status = derivePaymentStatus(a);
    if (app.paymentStatus !== status) out.push(`application ${id}: payment status ${app.paymentStatus}, recomputed ${status}`);
    if (!new Decimal(app.quotedAmount).eq(a.owed) || !new Decimal(app.paidAmount).eq(a.paid))
      out.push(`application ${id}: stored ${app.quotedAmount}/${app.paidAmount}, recomputed ${a.owed}/${a.paid}`);
    if (new Decimal(a.paid).gt(a.owed)) out.push(`application ${id}: paid ${a.paid} more than owed ${a.owed}`);
    if (new Decimal(a.paid).isNegative()) out.push(`application ${id}: paid ${a.paid} below zero`);
    // A cancelled application owes no more than its cancellation kept.
    if (app.status === 'cancelled' && new Decimal(app.quotedAmount).gt(app.cancelKept ?? 0))
      out.push(`application ${id}: cancelled, owes ${app.quotedAmount}, kept ${app.cancelKept}`);
  }
  return out;
}

/** What a refused action must leave as it was: the credit ledger, refunds, remittances and applications' amounts. */
export async function ledgerFingerprint(db: Db): Promise<string> {
  const [r] = await rowsOf<Record<string, string>>(
    db,
    sql`select (select count(*) || ':' || coalesce(sum(amount), 0) from customer_credits) c,
               (select count(*) || ':' || string_agg(status, ',' order by id) from credit_refunds) f,
               (select count(*) || ':' || string_agg(status, ',' order by id) from remittances) r,
               (select count(*) || ':' || string_agg(status, ',' order by id) from quotations) q,
               (select coalesce(sum(paid_amount), 0) || ':' || coalesce(sum(quoted_amount), 0) from applications) a`,
  );
  return JSON.stringify(r);
}

/** Set-up and reads of the property test. */
export const ledgerCheckRepo = {
  userIds: async (db: Db, usernames: string[]) =>
    new Map((await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames))).map((r) => [r.username, r.id])),
  /** A fresh accepted application of the template's customer: a copy of its row (the API's submit and accept take far longer). */
  async cloneApplication(db: Db, templateId: number, n: number): Promise<number> {
    const [t] = await db.select().from(applications).where(eq(applications.id, templateId));
    const { id: _id, ...row } = t!;
    const values = { ...row, rfcNo: `${t!.rfcNo}-P${n}`, title: `${t!.title} P${n}`, version: 1, feeCurrency: null, quotedAmount: '0', paidAmount: '0' };
    const [c] = await db.insert(applications).values(values).returning({ id: applications.id });
    return c!.id;
  },
  creditHeld: async (db: Db, userId: number, currency: string) =>
    new Decimal(
      (await rowsOf<{ s: string }>(db, sql`select coalesce(sum(amount), 0) s from customer_credits where user_id = ${userId} and currency = ${currency}`))[0]!
        .s,
    ),
  /** The booking's agreed inspection date (what the staff's confirm-date writes), for the cancel step's cutoff. */
  setInspectionDate: (db: Db, applicationId: number, userId: number, date: string) =>
    db
      .insert(inspectionOrders)
      .values({ applicationId, userId, confirmedDate: date })
      .onConflictDoUpdate({ target: inspectionOrders.applicationId, set: { confirmedDate: date } }),
  /** The work step staff's advance writes (the cancel step's "work started" for a line other than the inspection). */
  setStep: (db: Db, applicationId: number, step: string) => db.update(applications).set({ processStep: step }).where(eq(applications.id, applicationId)),
  application: async (db: Db, id: number) => (await db.select().from(applications).where(eq(applications.id, id)))[0]!,
};

/** The statuses of these quotations, remittances or refunds (the property test picks its targets by status). */
export async function statusesOf(db: Db, table: 'quotations' | 'remittances' | 'credit_refunds', ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ id: number; status: string; valid_until?: string }>(
    db,
    sql`select id, status from ${sql.identifier(table)} where id in ${sql.raw(`(${ids.map((i) => Number(i)).join(',')})`)}`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.status]));
}
