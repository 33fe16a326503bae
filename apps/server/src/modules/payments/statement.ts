/**
 * The customer's statement per currency (issue 28, docs/money.md "Statement"): the movements of the money the customer
 * owes and holds, read from the ledger itself (accepted quotation lines, cancellations, confirmed and reversed
 * remittances, credit used, refunds), put in a period by the shared buildStatement. The closing balance of a period
 * ending today equals what the unpaid list owes minus the credit held (statement.test.ts).
 */
import {
  buildStatement,
  Decimal,
  defaultStatementPeriod,
  owedChanges,
  type OwedEvent,
  type Statement,
  type StatementKind,
  type StatementMovement,
  type statementQuery,
} from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { todayIso } from './ledger.js';
import { statementRepo } from './statementRepo.js';

const iso = (d: Date | string | null | undefined) => new Date(d ?? 0).toISOString();
const numbered = (no: string | null, version: number | null) => (no ? (version && version > 1 ? `${no} v${version}` : no) : '');
const uniq = (xs: (string | null | undefined)[]) => [...new Set(xs.filter((x): x is string => !!x))];

/** Every movement of one customer in one currency, oldest first. */
export async function statementMovements(db: Db, userId: number, currency: string): Promise<StatementMovement[]> {
  const [lines, cancelled, rems, credits] = await Promise.all([
    statementRepo.acceptedLines(db, userId, currency),
    statementRepo.cancelled(db, userId, currency),
    statementRepo.remittances(db, userId, currency),
    statementRepo.creditRows(db, userId, currency),
  ]);
  const out: StatementMovement[] = [];

  // What each application owes, event by event: accepted lines add, a cancellation caps it at what it kept.
  const events = new Map<number, OwedEvent[]>();
  const push = (appId: number, e: OwedEvent) => events.set(appId, [...(events.get(appId) ?? []), e]);
  for (const l of lines) push(l.applicationId, { at: iso(l.at), kind: 'accepted', key: String(l.quotationId), amount: l.amount });
  for (const c of cancelled) push(c.applicationId, { at: iso(c.at), kind: 'cancelled', key: String(c.applicationId), kept: c.kept ?? '0' });
  const byQuotation = new Map<string, Decimal>();
  for (const [appId, evs] of events)
    for (const { event, change } of owedChanges(evs)) {
      if (event.kind === 'accepted') byQuotation.set(event.key, (byQuotation.get(event.key) ?? new Decimal(0)).plus(change));
      else if (change.lt(0)) {
        const c = cancelled.find((x) => x.applicationId === appId)!;
        out.push({ at: event.at, kind: 'cancellation', reference: c.rfcNo ?? String(appId), applications: uniq([c.rfcNo]), debit: 0, credit: change.neg() });
      }
    }
  for (const [key, amount] of byQuotation) {
    if (amount.lte(0)) continue;
    const qLines = lines.filter((l) => String(l.quotationId) === key);
    const q = qLines[0]!;
    out.push({
      at: iso(q.at),
      kind: q.kind === 'fee_notice' ? 'fee_notice' : 'quotation',
      reference: numbered(q.no, q.version),
      applications: uniq(qLines.map((l) => l.rfcNo)),
      debit: amount,
      credit: 0,
    });
  }

  // Remittances: what finance received pays the applications and the surplus is credit; reversed, it all comes back.
  const allocs = await statementRepo.allocationsOf(
    db,
    rems.map((r) => r.id),
  );
  for (const r of rems) {
    const received = new Decimal(r.received ?? '0');
    if (received.lte(0)) continue;
    const apps = uniq(allocs.filter((a) => a.remittanceId === r.id).map((a) => a.rfcNo));
    out.push({ at: iso(r.confirmedAt), kind: 'remittance', reference: r.no, applications: apps, debit: 0, credit: received });
    if (r.status === 'reversed') out.push({ at: iso(r.reviewedAt), kind: 'reversal', reference: r.no, applications: apps, debit: received, credit: 0 });
  }

  // Credit used on a quotation (one row per use: the rows one use wrote share their quotation and timestamp).
  const uses = new Map<string, { at: string; reference: string; apps: (string | null)[]; amount: Decimal }>();
  for (const c of credits) {
    const amount = new Decimal(c.amount).abs();
    if (c.kind === 'applied') {
      const key = `${c.quotationId}|${iso(c.at)}`;
      const u = uses.get(key) ?? { at: iso(c.at), reference: numbered(c.quotationNo, c.quotationVersion), apps: [], amount: new Decimal(0) };
      u.apps.push(c.rfcNo);
      u.amount = u.amount.plus(amount);
      uses.set(key, u);
    } else {
      const kind: StatementKind = c.kind === 'refund' ? 'refund' : 'refund_returned';
      out.push({
        at: iso(c.at),
        kind,
        reference: c.refundNo ?? '',
        applications: [],
        debit: kind === 'refund' ? amount : 0,
        credit: kind === 'refund' ? 0 : amount,
      });
    }
  }
  for (const u of uses.values())
    out.push({ at: u.at, kind: 'credit_applied', reference: u.reference, applications: uniq(u.apps), debit: u.amount, credit: u.amount });
  return out.sort((a, b) => a.at.localeCompare(b.at));
}

/** GET /payment/statement: the signed-in customer's statement of a currency for a period. */
export async function statement(db: Db, userId: number, q: z.output<typeof statementQuery>): Promise<Statement> {
  const currencies = await statementRepo.currencies(db, userId);
  const currency = q.currency ?? currencies[0] ?? 'USD';
  const period = defaultStatementPeriod(todayIso());
  const from = q.from ?? (q.to && q.to < period.from ? `${q.to.slice(0, 4)}-01-01` : period.from);
  const to = q.to ?? (from > period.to ? from : period.to);
  return { ...buildStatement(currency, from, to, await statementMovements(db, userId, currency)), currencies };
}
