/**
 * A customer's statement per currency (issue 28, docs/money.md "Statement"). The balance is what the customer owes
 * (accepted quotations and fee notices not yet paid, after cancellations) minus the credit they hold: positive, the
 * customer owes; negative, the customer is in credit. Every movement is a row with a debit (the balance grows) or a
 * credit (it shrinks); a use of credit has both (credit leaves the credit balance and pays the quotation: the balance
 * does not change). closing = opening + debits - credits, to the currency's minor unit.
 */
import { Decimal, moneyText } from './money.js';

export const STATEMENT_KINDS = ['quotation', 'fee_notice', 'remittance', 'reversal', 'credit_applied', 'refund', 'refund_returned', 'cancellation'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** One movement before the period split: when (ISO timestamp), what, and its debit and credit (decimal text). */
export interface StatementMovement {
  at: string;
  kind: StatementKind;
  /** The quotation, remittance, refund or application number. */
  reference: string;
  /** The application numbers it concerns. */
  applications: string[];
  debit: Decimal.Value;
  credit: Decimal.Value;
}

export interface StatementLine {
  date: string;
  at: string;
  kind: StatementKind;
  reference: string;
  applications: string[];
  debit: string;
  credit: string;
  balance: string;
}

export interface StatementTotals {
  debit: string;
  credit: string;
  /** Per kind: its debits minus its credits (a use of credit: the amount used). */
  by_kind: Record<StatementKind, string>;
}

/** The UTC calendar date of a timestamp. */
export const statementDateOf = (at: string) => new Date(at).toISOString().slice(0, 10);

/** The default period: this calendar year up to today (UTC). */
export function defaultStatementPeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** A real calendar date YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * The statement of one currency for [from, to] (dates, both included): the movements before `from` make the opening
 * balance, the ones in the period are the rows with their running balance; later ones are left out.
 */
export function buildStatement(currency: string, from: string, to: string, movements: readonly StatementMovement[]) {
  const sorted = movements.map((m, i) => ({ m, i, date: statementDateOf(m.at) })).sort((a, b) => a.m.at.localeCompare(b.m.at) || a.i - b.i);
  const net = (m: StatementMovement) => new Decimal(m.debit).minus(m.credit);
  let opening = new Decimal(0);
  for (const s of sorted) if (s.date < from) opening = opening.plus(net(s.m));
  let balance = opening;
  let debit = new Decimal(0);
  let credit = new Decimal(0);
  const byKind = Object.fromEntries(STATEMENT_KINDS.map((k) => [k, new Decimal(0)])) as Record<StatementKind, Decimal>;
  const rows: StatementLine[] = [];
  for (const { m, date } of sorted) {
    if (date < from || date > to) continue;
    balance = balance.plus(net(m));
    debit = debit.plus(m.debit);
    credit = credit.plus(m.credit);
    byKind[m.kind] = byKind[m.kind].plus(m.kind === 'credit_applied' ? m.debit : net(m).abs());
    rows.push({
      date,
      at: m.at,
      kind: m.kind,
      reference: m.reference,
      applications: m.applications,
      debit: moneyText(m.debit, currency),
      credit: moneyText(m.credit, currency),
      balance: moneyText(balance, currency),
    });
  }
  const money = (d: Decimal) => moneyText(d, currency);
  return {
    currency,
    from,
    to,
    opening: money(opening),
    closing: money(balance),
    totals: {
      debit: money(debit),
      credit: money(credit),
      by_kind: Object.fromEntries(STATEMENT_KINDS.map((k) => [k, money(byKind[k])])) as Record<StatementKind, string>,
    },
    rows,
  };
}

/** One event of an application's debt: a quotation's lines accepted, or the application cancelled keeping `kept`. */
export type OwedEvent =
  { at: string; kind: 'accepted'; key: string; amount: Decimal.Value } | { at: string; kind: 'cancelled'; key: string; kept: Decimal.Value };

/**
 * How much each event changed what one application owes: accepted lines add to it; a cancellation caps it at what
 * was kept from then on (ledgerRepo.amountsOf: owed = min(accepted lines, kept)). Answers the change per event
 * (positive: owed more; a cancellation: zero or negative), in time order.
 */
export function owedChanges(events: readonly OwedEvent[]): { event: OwedEvent; change: Decimal }[] {
  let accepted = new Decimal(0);
  let cap: Decimal | null = null;
  const owed = () => (cap === null ? accepted : Decimal.min(accepted, cap));
  return [...events]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((event) => {
      const before = owed();
      if (event.kind === 'accepted') accepted = accepted.plus(event.amount);
      else cap = new Decimal(event.kept);
      return { event, change: owed().minus(before) };
    });
}
