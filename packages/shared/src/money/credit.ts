/**
 * Credit (issue 28): what a customer holds per currency from confirmed overpayments, used on a quotation or
 * asked back as a refund. Credit never changes currency, never goes negative, never pays more than is owed.
 */
import { Decimal, amountRefusal } from './money.js';

/** Why a use of credit on a quotation is refused (an i18n key), or null. */
export function creditUseRefusal(input: {
  amount: string;
  currency: string;
  quotationCurrency: string;
  held: Decimal.Value;
  owed: Decimal.Value;
}): string | null {
  if (input.currency !== input.quotationCurrency) return 'money.creditCurrency';
  const bad = amountRefusal(input.amount, input.currency);
  if (bad) return bad;
  const amount = new Decimal(input.amount);
  if (amount.gt(input.held)) return 'money.creditOverHeld';
  if (amount.gt(input.owed)) return 'money.creditOverOwed';
  return null;
}

/** Why a refund of credit is refused (an i18n key), or null. */
export function refundRefusal(input: { amount: string; currency: string; held: Decimal.Value }): string | null {
  const bad = amountRefusal(input.amount, input.currency);
  if (bad) return bad;
  return new Decimal(input.amount).gt(input.held) ? 'money.creditOverHeld' : null;
}

/**
 * Spreads `amount` over the applications of a quotation in line order, each at most what it still owes on that
 * quotation (min of its line amounts there and its unpaid amount). The parts add up to `amount` exactly when
 * `amount` is at most the sum of what they owe (creditUseRefusal checks it first).
 */
export function spreadCredit(amount: Decimal.Value, owed: readonly { application_id: number; owed: Decimal.Value }[]) {
  let left = new Decimal(amount);
  const out: { application_id: number; amount: string }[] = [];
  for (const o of owed) {
    if (left.lte(0)) break;
    const part = Decimal.min(left, o.owed);
    if (part.lte(0)) continue;
    out.push({ application_id: o.application_id, amount: part.toString() });
    left = left.minus(part);
  }
  return out;
}
