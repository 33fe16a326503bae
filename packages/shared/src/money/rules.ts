/**
 * The money rules the server applies and the web shows: quotation line totals, the instant-quote fee rule,
 * the derived payment status and the allocation of a remittance over applications.
 */
import type { PaymentStatus } from '../lifecycle.js';
import { Decimal, isCurrency, roundMoney, moneyText, totalsByCurrency } from './money.js';

export interface QuoteLineInput {
  quantity: string;
  unit_price: string;
  /** Percent off the line (0-100). */
  discount_pct: string;
  /** Tax percent on the discounted line (0-100). */
  tax_pct: string;
}

/** One line: net = roundMoney(quantity x unit price x (1 - discount)), tax = roundMoney(net x tax), amount = net + tax. */
export function lineTotals(line: QuoteLineInput, currency: string) {
  const gross = new Decimal(line.quantity).times(line.unit_price);
  const net = roundMoney(gross.times(new Decimal(100).minus(line.discount_pct)).div(100), currency);
  const tax = roundMoney(net.times(line.tax_pct).div(100), currency);
  return { net: moneyText(net, currency), tax: moneyText(tax, currency), amount: moneyText(net.plus(tax), currency) };
}

/** A quotation's totals: the sums of its rounded lines (so the lines always add up to the total shown). */
export function quoteTotals(lines: readonly QuoteLineInput[], currency: string) {
  let net = new Decimal(0);
  let tax = new Decimal(0);
  for (const l of lines) {
    const t = lineTotals(l, currency);
    net = net.plus(t.net);
    tax = tax.plus(t.tax);
  }
  return { net: moneyText(net, currency), tax: moneyText(tax, currency), total: moneyText(net.plus(tax), currency) };
}

export interface FeeRule {
  percent: string;
  min_amount: string;
  max_amount: string;
  currency: string;
}

/** Instant quote (PVoC): percent of the FOB value, never below the minimum nor above the maximum. */
export function ruleFee(rule: FeeRule, fob: string): string {
  const raw = new Decimal(fob).times(rule.percent).div(100);
  const clamped = Decimal.min(Decimal.max(raw, rule.min_amount), rule.max_amount);
  return moneyText(clamped, rule.currency);
}

/** What the instant quote says on an application form, from its invoices (see invoiceQuote). */
export type InvoiceQuote =
  /** One currency, the rule's: the FOB value (the invoices' sum) and the fee of the rule. */
  | { kind: 'fee'; fob: string; fee: string; currency: string }
  /** No invoice amount yet. */
  | { kind: 'empty' }
  /** Invoices in several currencies: they are never added, so no fee is computed. */
  | { kind: 'mixed'; currencies: string[] }
  /** One currency that is not the rule's (no exchange rate is applied: staff quote it). */
  | { kind: 'otherCurrency'; currency: string };

const amountLike = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v) && v > 0) || (typeof v === 'string' && /^\d{1,15}(\.\d+)?$/.test(v.trim()) && Number(v) > 0);

/**
 * The instant quote of an application form as the customer fills it in: the invoices' amounts (the goods'
 * FOB value) are added per currency, never across currencies; with one currency, the rule's, the fee is
 * ruleFee of that sum. The same function the server's /fee-rule/quote applies.
 */
export function invoiceQuote(rule: FeeRule, invoices: readonly { amount?: unknown; currency?: unknown }[] | null | undefined): InvoiceQuote {
  const items = (invoices ?? [])
    .filter((i): i is { amount: number | string; currency: string } => !!i && amountLike(i.amount) && typeof i.currency === 'string' && isCurrency(i.currency))
    .map((i) => ({ amount: String(i.amount).trim(), currency: i.currency }));
  const totals = totalsByCurrency(items);
  if (totals.length === 0) return { kind: 'empty' };
  if (totals.length > 1) return { kind: 'mixed', currencies: totals.map((t) => t.currency) };
  const [only] = totals as [{ currency: string; amount: string }];
  if (only.currency !== rule.currency) return { kind: 'otherCurrency', currency: only.currency };
  return { kind: 'fee', fob: only.amount, fee: ruleFee(rule, only.amount), currency: only.currency };
}

/**
 * The payment status an application's amounts imply (spec section 4): no live quotation -> to be quoted;
 * quoted and nothing confirmed -> to be paid; confirmed less than owed -> partially paid; else paid in full.
 * Issue 28: a fee notice awaiting the customer's decision (`feeNoticeOpen`) bills more work, so an application paid
 * in full reads partially paid until the notice is paid, rejected or expired.
 */
export function derivePaymentStatus(input: { quoted: boolean; owed: Decimal.Value; paid: Decimal.Value; feeNoticeOpen?: boolean }): PaymentStatus {
  const owed = new Decimal(input.owed);
  const paid = new Decimal(input.paid);
  if (!input.quoted) return 'to_be_quoted';
  // Nothing confirmed yet (an issued quotation not yet accepted owes nothing so far): to be paid.
  if (paid.lte(0)) return 'to_be_paid';
  return paid.lt(owed) || input.feeNoticeOpen ? 'partially_paid' : 'paid_in_full';
}

export interface AllocationRequest {
  application_id: number;
  amount: string;
}
export interface Outstanding {
  application_id: number;
  currency: string | null;
  unpaid: string;
}

/**
 * Why a split of `total` over applications is refused (validation.* key), or null. Each application at
 * most once, in the remittance's currency, never more than it still owes; the split never exceeds the total
 * (what is left over is the customer's credit once finance confirms it).
 */
export function allocationRefusal(total: string, currency: string, allocations: readonly AllocationRequest[], owed: readonly Outstanding[]): string | null {
  if (allocations.length === 0) return 'validation.allocationRequired';
  const seen = new Set<number>();
  let sum = new Decimal(0);
  for (const a of allocations) {
    if (seen.has(a.application_id)) return 'validation.allocationDuplicate';
    seen.add(a.application_id);
    const o = owed.find((x) => x.application_id === a.application_id);
    if (!o) return 'validation.allocationNotOwed';
    if (o.currency !== currency) return 'validation.allocationCurrency';
    const amt = new Decimal(a.amount);
    if (amt.lte(0)) return 'validation.amountPositive';
    if (amt.gt(o.unpaid)) return 'validation.allocationOverOwed';
    sum = sum.plus(amt);
  }
  if (sum.gt(total)) return 'validation.allocationOverTotal';
  return null;
}
