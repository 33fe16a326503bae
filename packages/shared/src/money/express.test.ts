import { describe, expect, it } from 'vitest';
import { isExpress } from '../lines/entrusted/rules.js';
import { expressSurcharge, expressSurchargeLines } from './express.js';

describe('an express booking: fewer than 2 working days ahead, the inspection day counted', () => {
  // 2026-12-02 is a Wednesday; 2026-12-03 (Thursday) a holiday of this calendar; 2026-12-05 (Saturday) a make-up working day.
  const cal = { holidays: ['2026-12-03'], workdays: ['2026-12-05'] };
  it.each([
    // [today, inspection date, express with the calendar, express weekends only]
    ['2026-12-01', '2026-12-02', true, true], // Tuesday for Wednesday: one working day
    ['2026-12-01', '2026-12-03', true, false], // Tuesday for the Thursday holiday: Wednesday only (the holiday is no working day)
    ['2026-12-02', '2026-12-04', true, false], // Wednesday for Friday: the Thursday holiday between leaves Friday alone
    ['2026-12-01', '2026-12-04', false, false], // Tuesday for Friday: Wednesday and Friday
    ['2026-12-04', '2026-12-07', false, true], // Friday for Monday: the make-up Saturday and Monday
    ['2026-12-11', '2026-12-14', true, true], // Friday for Monday, an ordinary weekend: Monday only
    ['2026-12-11', '2026-12-15', false, false], // Friday for Tuesday: Monday and Tuesday
    ['2026-12-12', '2026-12-13', true, true], // Saturday for Sunday: no working day at all
    ['2026-12-02', '2026-12-02', true, true], // the same day
  ])('booked %s for %s: express %s (weekends only: %s)', (today, date, express, weekendsOnly) => {
    expect(isExpress(date, today, cal)).toBe(express);
    expect(isExpress(date, today)).toBe(weekendsOnly);
  });
  it('is not express without a date', () => {
    expect(isExpress(undefined, '2026-12-02', cal)).toBe(false);
    expect(isExpress('not a date', '2026-12-02', cal)).toBe(false);
  });
});

describe('the express surcharge from its fee rule', () => {
  const usd = { percent: '50', min_amount: '50.00', max_amount: '500.00', currency: 'USD' };
  const line = (application_id: number, unit_price: string, extra: Record<string, string> = {}) => ({
    application_id,
    quantity: '1',
    unit_price,
    discount_pct: '0',
    tax_pct: '0',
    ...extra,
  });

  it('is the percent of the fees, at least the minimum, at most the maximum, in the currency', () => {
    expect(expressSurcharge(usd, '398.00', 'USD')).toBe('199.00');
    expect(expressSurcharge(usd, '60', 'USD')).toBe('50.00');
    expect(expressSurcharge(usd, '5000', 'USD')).toBe('500.00');
    expect(expressSurcharge({ ...usd, percent: '33.3333' }, '100.01', 'USD')).toBe('50.00');
    expect(expressSurcharge({ percent: '12.5', min_amount: '0', max_amount: '100000', currency: 'JPY' }, '12345', 'JPY')).toBe('1543');
    expect(expressSurcharge({ percent: '0', min_amount: '0', max_amount: '0', currency: 'USD' }, '100', 'USD')).toBeNull();
    expect(() => expressSurcharge(usd, '100', 'EUR')).toThrow();
  });

  it("makes one line per express application from its own lines' net (after discount, before tax), taxed as its first line", () => {
    const lines = [
      line(1, '200.00', { discount_pct: '10', tax_pct: '6' }),
      line(2, '300.00'),
      line(1, '100.00', { tax_pct: '6' }),
      line(1, '999.00', { kind: 'express_surcharge' }),
    ] as const;
    const out = expressSurchargeLines([...lines], (id) => id === 1, usd, 'USD');
    // Net of application 1: 180.00 + 100.00 = 280.00; 50 %: 140.00; the sent surcharge line is ignored.
    expect(out).toEqual([
      { application_id: 1, service: 'Express surcharge', kind: 'express_surcharge', quantity: '1', unit_price: '140.00', discount_pct: '0', tax_pct: '6' },
    ]);
    expect(expressSurchargeLines([...lines], () => false, usd, 'USD')).toEqual([]);
    expect(expressSurchargeLines([...lines], () => true, null, 'USD')).toEqual([]);
  });
});
