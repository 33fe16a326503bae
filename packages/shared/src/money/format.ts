/**
 * The one money formatter of every screen and PDF (issue 27: "USD 1400.00" on one table, "USD 1,400.00" on the
 * next). Intl.NumberFormat in the reader's language, Latin digits in Arabic too, the currency's ISO code before or
 * after the amount as the language places it, and exactly the currency's minor units (JPY 0, USD 2, KWD 3),
 * rounded half away from zero like the stored amounts. The amount goes to Intl as decimal text, never through a
 * float, so large amounts keep every digit.
 */
import { numberLocaleTag } from '../i18n/translate.js';
import { currencyDigits, moneyText, type Decimal } from './money.js';

const formats = new Map<string, Intl.NumberFormat>();
function formatOf(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(numberLocaleTag(locale), {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, f);
  }
  return f;
}

/** "USD 1,234.50" (en), "USD 1,234.50" (zh_CN), "1,234.50 USD" (ar); an unknown currency or a non-amount as given. */
export function formatMoney(amount: Decimal.Value, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const text = String(amount).trim();
  if (digits === null || !/^-?\d+(\.\d+)?$/.test(text)) return `${currency} ${text}`;
  // Intl reads a decimal string exactly (ECMA-402 NumberFormat v3); the type still asks for a number.
  return formatOf(locale, currency, digits).format(moneyText(text, currency) as unknown as number);
}

/** Several amounts (one per currency, never added) in one line: "USD 1,200.00, EUR 300.50". */
export const formatMoneyList = (items: readonly { amount: Decimal.Value; currency: string }[], locale: string): string =>
  items.map((m) => formatMoney(m.amount, m.currency, locale)).join(', ');
