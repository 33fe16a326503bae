/**
 * Money (business-lines.md "Money"): a decimal amount with an ISO 4217 currency. Amounts travel as strings
 * ("1234.50"), are computed with decimal.js and stored as PostgreSQL numeric; each currency has its own
 * number of minor units (JPY 0, USD 2, KWD 3) from the ISO list (currency-codes). Amounts of different
 * currencies are never added: every operation checks the currencies first.
 */
import Decimal from 'decimal.js';
import cc from 'currency-codes';

export { Decimal };

/** Largest amount accepted anywhere (a remittance, a quotation line, a rule's maximum). */
export const MONEY_MAX = new Decimal('999999999999');

const digitsCache = new Map<string, number | null>();
/** Minor units of a currency (JPY 0, USD 2, KWD 3), or null when it is no ISO 4217 currency for payments. */
export function currencyDigits(code: string): number | null {
  if (digitsCache.has(code)) return digitsCache.get(code)!;
  const c = /^[A-Z]{3}$/.test(code) ? cc.code(code) : undefined;
  // Funds, metals and testing codes (XAU, XTS ...) have no minor units: not a currency one pays in.
  const digits = c && typeof c.digits === 'number' && !code.startsWith('X') ? c.digits : null;
  digitsCache.set(code, digits);
  return digits;
}
export const isCurrency = (code: string) => currencyDigits(code) !== null;

/** Why an amount text is refused (the validation.* key), or null when it is an amount in that currency. */
export function amountRefusal(text: string, currency: string, opts: { allowZero?: boolean } = {}): string | null {
  const digits = currencyDigits(currency);
  if (digits === null) return 'validation.currency';
  if (!/^-?\d{1,15}(\.\d+)?$/.test(text.trim())) return 'validation.amount';
  const d = new Decimal(text.trim());
  if (d.isNegative() || (d.isZero() && !opts.allowZero)) return 'validation.amountPositive';
  if (d.gt(MONEY_MAX)) return 'validation.amountTooLarge';
  if (d.decimalPlaces() > digits) return 'validation.amountDecimals';
  return null;
}

/** Rounds to the currency's minor units, half away from zero (the usual commercial rounding). */
export function roundMoney(value: Decimal.Value, currency: string): Decimal {
  const digits = currencyDigits(currency);
  if (digits === null) throw new Error(`unknown currency ${currency}`);
  return new Decimal(value).toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
}

/** The amount as text with exactly the currency's minor units ("1234.50", "1200", "12.345"). */
export function moneyText(value: Decimal.Value, currency: string): string {
  return roundMoney(value, currency).toFixed(currencyDigits(currency)!);
}

export interface Money {
  amount: string;
  currency: string;
}

/** Sums amounts of ONE currency; mixing currencies is a programming error, never silently added. */
export function sumMoney(items: readonly Money[], currency: string): Decimal {
  return items.reduce((s, m) => {
    if (m.currency !== currency) throw new Error(`cannot add ${m.currency} to ${currency}`);
    return s.plus(m.amount);
  }, new Decimal(0));
}

/** Totals per currency (the goods value of several invoices, credit balances): never one number across currencies. */
export function totalsByCurrency(items: readonly { amount: Decimal.Value | null | undefined; currency: string | null | undefined }[]): Money[] {
  const by = new Map<string, Decimal>();
  for (const i of items) {
    if (i.amount === null || i.amount === undefined || !i.currency || !isCurrency(i.currency)) continue;
    by.set(i.currency, (by.get(i.currency) ?? new Decimal(0)).plus(i.amount));
  }
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, d]) => ({ currency, amount: moneyText(d, currency) }));
}
