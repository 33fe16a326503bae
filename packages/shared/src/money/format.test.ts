import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyList } from '../index.js';

// Intl marks direction in Arabic (U+200F); the tests compare what a reader sees.
const seen = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('the money formatter, per language and currency', () => {
  it('writes the currency code and groups thousands in each language, Latin digits in Arabic too', () => {
    expect(seen(formatMoney('1400', 'USD', 'en'))).toBe('USD 1,400.00');
    expect(seen(formatMoney('1400', 'USD', 'zh_CN'))).toBe('USD 1,400.00');
    expect(seen(formatMoney('1400', 'USD', 'ar'))).toBe('1,400.00 USD');
    expect(seen(formatMoney('1234567.5', 'CNY', 'zh_CN'))).toBe('CNY 1,234,567.50');
    expect(seen(formatMoney('265', 'KES', 'en'))).toBe('KES 265.00');
    expect(seen(formatMoney('2700', 'SAR', 'ar'))).toBe('2,700.00 SAR');
    expect(formatMoney('2700', 'SAR', 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('shows exactly the currency minor units: JPY none, KWD three', () => {
    expect(seen(formatMoney('1400', 'JPY', 'en'))).toBe('JPY 1,400');
    expect(seen(formatMoney('1400', 'JPY', 'zh_CN'))).toBe('JPY 1,400');
    expect(seen(formatMoney('1400', 'JPY', 'ar'))).toBe('1,400 JPY');
    expect(seen(formatMoney('12.5', 'KWD', 'en'))).toBe('KWD 12.500');
    expect(seen(formatMoney('0.1', 'USD', 'en'))).toBe('USD 0.10');
  });

  it('rounds half away from zero like the stored amounts, and keeps every digit of large amounts', () => {
    expect(seen(formatMoney('1.005', 'USD', 'en'))).toBe('USD 1.01');
    expect(seen(formatMoney('1234.5', 'JPY', 'en'))).toBe('JPY 1,235');
    expect(seen(formatMoney('999999999999.99', 'USD', 'en'))).toBe('USD 999,999,999,999.99');
    expect(seen(formatMoney('123456789012.345', 'KWD', 'en'))).toBe('KWD 123,456,789,012.345');
  });

  it('gives an unknown currency or a non-amount back as it came, never throwing', () => {
    expect(formatMoney('10', 'XYZ', 'en')).toBe('XYZ 10');
    expect(formatMoney('abc', 'USD', 'en')).toBe('USD abc');
  });

  it('lists amounts of several currencies side by side, never added', () => {
    expect(
      seen(
        formatMoneyList(
          [
            { amount: '1200', currency: 'USD' },
            { amount: '300.5', currency: 'EUR' },
          ],
          'en',
        ),
      ),
    ).toBe('USD 1,200.00, EUR 300.50');
  });
});
