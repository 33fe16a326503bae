import { describe, expect, it } from 'vitest';
import { creditUseRefusal, refundRefusal, spreadCredit } from './credit.js';

describe('credit arithmetic per currency', () => {
  const use = (amount: string, over: Partial<Parameters<typeof creditUseRefusal>[0]> = {}) =>
    creditUseRefusal({ amount, currency: 'USD', quotationCurrency: 'USD', held: '100.00', owed: '80.00', ...over });
  it('uses all or part of what is held, never more than held or owed, never in another currency', () => {
    expect(use('80.00')).toBeNull();
    expect(use('0.01')).toBeNull();
    expect(use('80.01')).toBe('money.creditOverOwed');
    expect(use('100.01', { owed: '500' })).toBe('money.creditOverHeld');
    expect(use('10', { currency: 'EUR' })).toBe('money.creditCurrency');
    expect(use('-1')).toBe('validation.amountPositive');
    expect(use('0')).toBe('validation.amountPositive');
    expect(use('1.001')).toBe('validation.amountDecimals');
    // The currency's own minor units: JPY none, KWD three.
    expect(use('5.5', { currency: 'JPY', quotationCurrency: 'JPY' })).toBe('validation.amountDecimals');
    expect(use('5.125', { currency: 'KWD', quotationCurrency: 'KWD' })).toBeNull();
  });
  it('refunds at most what is held', () => {
    expect(refundRefusal({ amount: '100.00', currency: 'USD', held: '100' })).toBeNull();
    expect(refundRefusal({ amount: '100.01', currency: 'USD', held: '100' })).toBe('money.creditOverHeld');
    expect(refundRefusal({ amount: '1', currency: 'XAU', held: '100' })).toBe('validation.currency');
  });
  it('spreads a use over the applications in line order, each at most what it owes; the parts add up exactly', () => {
    const owed = [
      { application_id: 1, owed: '30.005' },
      { application_id: 2, owed: '0' },
      { application_id: 3, owed: '50' },
    ];
    expect(spreadCredit('40.010', owed)).toEqual([
      { application_id: 1, amount: '30.005' },
      { application_id: 3, amount: '10.005' },
    ]);
    expect(spreadCredit('10', owed)).toEqual([{ application_id: 1, amount: '10' }]);
  });
});
