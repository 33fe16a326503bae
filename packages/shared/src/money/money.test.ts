import { describe, expect, it } from 'vitest';
import {
  allocationRefusal,
  amountRefusal,
  currencyDigits,
  derivePaymentStatus,
  lineTotals,
  moneyText,
  quoteTotals,
  roundMoney,
  ruleFee,
  invoiceQuote,
  sumMoney,
  totalsByCurrency,
} from '../index.js';

describe('money per currency', () => {
  it('knows the minor units of each currency and refuses non-currencies', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD'), currencyDigits('CNY')]).toEqual([2, 0, 3, 2]);
    expect([currencyDigits('XAU'), currencyDigits('ABC'), currencyDigits('usd')]).toEqual([null, null, null]);
  });

  it('rounds half away from zero to the currency (no float error)', () => {
    expect(moneyText('0.125', 'USD')).toBe('0.13');
    expect(moneyText('1.005', 'USD')).toBe('1.01');
    expect(moneyText('0.1', 'USD')).toBe('0.10');
    expect(moneyText('1234.5', 'JPY')).toBe('1235');
    expect(moneyText('1.0005', 'KWD')).toBe('1.001');
    expect(roundMoney('0.1', 'USD').plus('0.2').toString()).toBe('0.3');
  });

  it('refuses bad amounts: decimals beyond the currency, negative, zero, absurd, unknown currency', () => {
    expect(amountRefusal('10.00', 'USD')).toBeNull();
    expect(amountRefusal('10.001', 'USD')).toBe('validation.amountDecimals');
    expect(amountRefusal('10.5', 'JPY')).toBe('validation.amountDecimals');
    expect(amountRefusal('10.125', 'KWD')).toBeNull();
    expect(amountRefusal('-1', 'USD')).toBe('validation.amountPositive');
    expect(amountRefusal('0', 'USD')).toBe('validation.amountPositive');
    expect(amountRefusal('0', 'USD', { allowZero: true })).toBeNull();
    expect(amountRefusal('1e5', 'USD')).toBe('validation.amount');
    expect(amountRefusal('1000000000000', 'USD')).toBe('validation.amountTooLarge');
    expect(amountRefusal('10', 'XYZ')).toBe('validation.currency');
  });

  it('never adds different currencies', () => {
    expect(
      sumMoney(
        [
          { amount: '1.10', currency: 'USD' },
          { amount: '2.20', currency: 'USD' },
        ],
        'USD',
      ).toString(),
    ).toBe('3.3');
    expect(() =>
      sumMoney(
        [
          { amount: '1', currency: 'USD' },
          { amount: '1', currency: 'EUR' },
        ],
        'USD',
      ),
    ).toThrow();
    expect(
      totalsByCurrency([
        { amount: '1200', currency: 'USD' },
        { amount: '300.5', currency: 'EUR' },
        { amount: '0.5', currency: 'USD' },
        { amount: null, currency: 'USD' },
      ]),
    ).toEqual([
      { currency: 'EUR', amount: '300.50' },
      { currency: 'USD', amount: '1200.50' },
    ]);
  });

  it('quotation lines: discount then tax, each rounded, and the total is the sum of the rounded lines', () => {
    expect(lineTotals({ quantity: '3', unit_price: '33.33', discount_pct: '10', tax_pct: '6' }, 'USD')).toEqual({ net: '89.99', tax: '5.40', amount: '95.39' });
    expect(lineTotals({ quantity: '1', unit_price: '999', discount_pct: '0', tax_pct: '10' }, 'JPY')).toEqual({ net: '999', tax: '100', amount: '1099' });
    const lines = [
      { quantity: '1', unit_price: '0.05', discount_pct: '0', tax_pct: '10' },
      { quantity: '1', unit_price: '0.05', discount_pct: '0', tax_pct: '10' },
    ];
    expect(quoteTotals(lines, 'USD')).toEqual({ net: '0.10', tax: '0.02', total: '0.12' });
  });

  it('instant quote: percent of FOB clamped to the minimum and maximum', () => {
    const rule = { percent: '0.5', min_amount: '265.00', max_amount: '2700.00', currency: 'USD' };
    expect(ruleFee(rule, '1000')).toBe('265.00');
    expect(ruleFee(rule, '100000')).toBe('500.00');
    expect(ruleFee(rule, '123456.78')).toBe('617.28');
    expect(ruleFee(rule, '99999999')).toBe('2700.00');
  });

  it('instant quote of a form: invoices added per currency, never across currencies', () => {
    const rule = { percent: '0.5', min_amount: '265.00', max_amount: '2700.00', currency: 'USD' };
    expect(invoiceQuote(rule, [])).toEqual({ kind: 'empty' });
    expect(invoiceQuote(rule, [{}, { amount: 'x', currency: 'USD' }, { amount: 5, currency: 'XYZ' }])).toEqual({ kind: 'empty' });
    expect(
      invoiceQuote(rule, [
        { amount: 60000.1, currency: 'USD' },
        { amount: '40000.2', currency: 'USD' },
      ]),
    ).toEqual({ kind: 'fee', fob: '100000.30', fee: '500.00', currency: 'USD' });
    expect(invoiceQuote(rule, [{ amount: 1200, currency: 'USD' }])).toEqual({ kind: 'fee', fob: '1200.00', fee: '265.00', currency: 'USD' });
    expect(
      invoiceQuote(rule, [
        { amount: 1200, currency: 'USD' },
        { amount: 300.5, currency: 'EUR' },
      ]),
    ).toEqual({ kind: 'mixed', currencies: ['EUR', 'USD'] });
    expect(invoiceQuote(rule, [{ amount: 300, currency: 'EUR' }])).toEqual({ kind: 'otherCurrency', currency: 'EUR' });
  });
});

describe('derived payment status', () => {
  it('to be quoted -> to be paid -> partially paid -> paid in full', () => {
    expect(derivePaymentStatus({ quoted: false, owed: '0', paid: '0' })).toBe('to_be_quoted');
    expect(derivePaymentStatus({ quoted: true, owed: '0', paid: '0' })).toBe('to_be_paid');
    expect(derivePaymentStatus({ quoted: true, owed: '100', paid: '0' })).toBe('to_be_paid');
    expect(derivePaymentStatus({ quoted: true, owed: '100', paid: '99.99' })).toBe('partially_paid');
    expect(derivePaymentStatus({ quoted: true, owed: '100', paid: '100' })).toBe('paid_in_full');
    // Issue 28: a fee notice awaiting a decision on paid work bills more; nothing paid yet stays to be paid.
    expect(derivePaymentStatus({ quoted: true, owed: '100', paid: '100', feeNoticeOpen: true })).toBe('partially_paid');
    expect(derivePaymentStatus({ quoted: true, owed: '100', paid: '0', feeNoticeOpen: true })).toBe('to_be_paid');
  });
});

describe('allocation rules', () => {
  const owed = [
    { application_id: 1, currency: 'USD', unpaid: '100.00' },
    { application_id: 2, currency: 'USD', unpaid: '50.00' },
    { application_id: 3, currency: 'EUR', unpaid: '10.00' },
  ];
  it('accepts a split within what each owes and the total (the rest is credit)', () => {
    expect(
      allocationRefusal(
        '200.00',
        'USD',
        [
          { application_id: 1, amount: '100.00' },
          { application_id: 2, amount: '50.00' },
        ],
        owed,
      ),
    ).toBeNull();
  });
  it('refuses over owed, over the total, other currency, unknown, duplicate, empty, zero', () => {
    expect(allocationRefusal('200', 'USD', [{ application_id: 1, amount: '100.01' }], owed)).toBe('validation.allocationOverOwed');
    expect(
      allocationRefusal(
        '120',
        'USD',
        [
          { application_id: 1, amount: '100' },
          { application_id: 2, amount: '30' },
        ],
        owed,
      ),
    ).toBe('validation.allocationOverTotal');
    expect(allocationRefusal('10', 'USD', [{ application_id: 3, amount: '10' }], owed)).toBe('validation.allocationCurrency');
    expect(allocationRefusal('10', 'USD', [{ application_id: 9, amount: '10' }], owed)).toBe('validation.allocationNotOwed');
    expect(
      allocationRefusal(
        '10',
        'USD',
        [
          { application_id: 1, amount: '5' },
          { application_id: 1, amount: '5' },
        ],
        owed,
      ),
    ).toBe('validation.allocationDuplicate');
    expect(allocationRefusal('10', 'USD', [], owed)).toBe('validation.allocationRequired');
    expect(allocationRefusal('10', 'USD', [{ application_id: 1, amount: '0' }], owed)).toBe('validation.amountPositive');
  });
});
