import { describe, expect, it } from 'vitest';
import { cancellationMoney, type CancellationInput } from './cancellation.js';
import { feeCodeOf, feeCodeOfService } from '../money/feeCodes.js';
import { lineOf } from './registry.js';

const USD = (service: string, amount: string) => ({ currency: 'USD', service, amount });
const entrusted = lineOf('entrusted')!;
const testing = lineOf('testing')!;
const customs = lineOf('customs')!;

const base = (over: Partial<CancellationInput>): CancellationInput => ({
  rule: entrusted.cancellation,
  status: 'processing',
  step: 'date_confirmation',
  lines: [USD('Inspection', '147.64'), USD('Travel', '400.00')],
  paid: [{ currency: 'USD', amount: '400.00' }],
  today: '2026-12-01', // a Tuesday
  ...over,
});

describe('cancellationMoney', () => {
  // Inspection on Thursday 3 Dec: Wednesday is a full working day in between until Tuesday; Wednesday is late.
  it.each([
    ['two days ahead: free', { inspectionDate: '2026-12-03', today: '2026-12-01' }, 'beforeCutoff', '0', '400', '147.64'],
    ['the day before: the fee kept', { inspectionDate: '2026-12-03', today: '2026-12-02' }, 'lateInspection', '147.64', '252.36', '147.64'],
    ['inspection day: the fee kept', { inspectionDate: '2026-12-03', today: '2026-12-03' }, 'lateInspection', '147.64', '252.36', '147.64'],
    // Friday for Monday: the weekend is no working day, so it is late.
    ['Friday for Monday: late', { inspectionDate: '2026-12-07', today: '2026-12-04' }, 'lateInspection', '147.64', '252.36', '147.64'],
    // The stored calendar: Wednesday a holiday makes Tuesday late for Thursday.
    [
      'a holiday in between: late',
      { inspectionDate: '2026-12-03', today: '2026-12-01', calendar: { holidays: ['2026-12-02'] } },
      'lateInspection',
      '147.64',
      '252.36',
      '147.64',
    ],
    // A make-up Saturday counts: Friday for Monday is free again.
    [
      'a make-up Saturday: free',
      { inspectionDate: '2026-12-07', today: '2026-12-04', calendar: { workdays: ['2026-12-05'] } },
      'beforeCutoff',
      '0',
      '400',
      '147.64',
    ],
    ['not yet accepted: free', { status: 'pending_acceptance' as const, step: 'pending' as const }, 'notStarted', '0', '400', '147.64'],
  ])('entrusted: %s', (_, over, reason, kept, credited, released) => {
    const out = cancellationMoney(base(over));
    expect(out.reason).toBe(reason);
    expect(out.money).toEqual([expect.objectContaining({ currency: 'USD', owed: '547.64', paid: '400', kept, credited, released })]);
  });

  it('late: the inspection fee lines are kept, or the whole booking when no line names the inspection', () => {
    const fee = cancellationMoney(base({ inspectionDate: '2026-12-02', paid: [{ currency: 'USD', amount: '547.64' }] }));
    expect(fee.money[0]).toMatchObject({ kept: '147.64', credited: '400', released: '0' });
    const whole = cancellationMoney(base({ inspectionDate: '2026-12-02', lines: [USD('Service', '300')], paid: [{ currency: 'USD', amount: '300' }] }));
    expect(whole.money[0]).toMatchObject({ kept: '300', credited: '0', released: '0' });
  });

  it('late and unpaid: owes the fee only', () => {
    const out = cancellationMoney(base({ inspectionDate: '2026-12-02', paid: [], lines: [USD('Inspection', '147.64')] }));
    expect(out.money[0]).toMatchObject({ kept: '147.64', credited: '0', released: '0' });
    const early = cancellationMoney(base({ inspectionDate: '2026-12-10', paid: [], lines: [USD('Inspection', '147.64')] }));
    expect(early.money[0]).toMatchObject({ kept: '0', credited: '0', released: '147.64' });
  });

  it.each([
    ['before laboratory testing', 'acceptance', 'testingNotStarted', '0', '500'],
    ['in laboratory testing', 'laboratory_testing', 'testingStarted', '500', '0'],
  ] as const)('testing: %s', (_, step, reason, kept, credited) => {
    const out = cancellationMoney(
      base({
        rule: testing.cancellation,
        workSteps: testing.workSteps.map((s) => s.step),
        step,
        lines: [USD('EMC', '500')],
        paid: [{ currency: 'USD', amount: '500' }],
      }),
    );
    expect(out.reason).toBe(reason);
    expect(out.money[0]).toMatchObject({ kept, credited });
  });

  it('certification keeps the application fee once work started, per currency', () => {
    const lines = [
      { currency: 'USD', service: 'Application fee', amount: '100' },
      { currency: 'USD', service: 'PVoC certificate', amount: '300' },
      { currency: 'KWD', service: '申请费', amount: '1.250' },
    ];
    const paid = [
      { currency: 'USD', amount: '250' },
      { currency: 'KWD', amount: '1.250' },
    ];
    const out = cancellationMoney(base({ rule: customs.cancellation, step: 'field_inspection', lines, paid }));
    expect(out.reason).toBe('applicationFee');
    expect(out.money).toEqual([
      { currency: 'KWD', owed: '1.25', paid: '1.25', kept: '1.25', credited: '0', released: '0' },
      { currency: 'USD', owed: '400', paid: '250', kept: '100', credited: '150', released: '150' },
    ]);
    expect(cancellationMoney(base({ rule: customs.cancellation, step: 'acceptance', lines, paid })).reason).toBe('notStarted');
    const none = cancellationMoney(base({ rule: customs.cancellation, step: 'field_inspection', lines: [USD('PVoC certificate', '300')], paid: [] }));
    expect(none).toEqual({ reason: 'noApplicationFee', money: [expect.objectContaining({ kept: '0', released: '300' })] });
  });

  it('never credits more than paid nor keeps more than owed', () => {
    const out = cancellationMoney(base({ inspectionDate: '2026-12-02', paid: [{ currency: 'USD', amount: '600' }] }));
    expect(out.money[0]).toMatchObject({ kept: '147.64', credited: '452.36', released: '0' });
  });
});

describe('fee codes decide what a cancellation keeps (issue 28)', () => {
  it('a line keeps its chosen code; one without reads its service text', () => {
    expect(feeCodeOfService('Inspection fee')).toBe('inspection');
    expect(feeCodeOfService('验货费')).toBe('inspection');
    expect(feeCodeOfService('رسوم الطلب')).toBe('application');
    expect(feeCodeOfService('Application fee for inspection')).toBe('application');
    expect(feeCodeOfService('Travel')).toBe('other');
    expect(feeCodeOfService('Anything', 'express_surcharge')).toBe('surcharge');
    expect(feeCodeOf({ service: 'Inspection travel', fee_code: 'travel' })).toBe('travel');
    expect(feeCodeOf({ service: 'Vor-Ort-Termin', fee_code: null })).toBe('other');
  });

  it('late: the lines coded inspection are kept, whatever their text says', () => {
    const lines = [
      { currency: 'USD', service: 'Vor-Ort-Termin', fee_code: 'inspection' as const, amount: '200' },
      { currency: 'USD', service: 'Inspection travel', fee_code: 'travel' as const, amount: '80' },
    ];
    const out = cancellationMoney(base({ inspectionDate: '2026-12-02', lines, paid: [{ currency: 'USD', amount: '280' }] }));
    expect(out.reason).toBe('lateInspection');
    expect(out.money[0]).toMatchObject({ owed: '280', kept: '200', credited: '80' });
  });

  it('started certification work keeps the lines coded application, not a text that merely mentions it', () => {
    const lines = [
      { currency: 'USD', service: 'Dossier review', fee_code: 'application' as const, amount: '100' },
      { currency: 'USD', service: 'Certificate (application fee waived)', fee_code: 'certificate' as const, amount: '300' },
    ];
    const out = cancellationMoney(base({ rule: customs.cancellation, step: 'field_inspection', lines, paid: [] }));
    expect(out.reason).toBe('applicationFee');
    expect(out.money[0]).toMatchObject({ owed: '400', kept: '100', released: '300' });
  });
});
