import { describe, expect, it } from 'vitest';
import { cancellationMoney, GENERAL_KEPT_SINCE_STEPS, type CancellationInput, type CancellationMark } from './cancellation.js';
import { feeCodeOf, feeCodeOfService, FEE_CODES, type FeeCode } from '../money/feeCodes.js';
import { canTransition, LIFECYCLE_RULES, mayCancel, PROCESS_STEPS, TRANSITION_ACTIONS, type LifecycleState, type ProcessStep } from '../lifecycle.js';
import { FORM_DECLARATIONS } from '../forms/index.js';
import { translate } from '../i18n/index.js';
import { KEPT_SINCE_STEPS, LINE_REGISTRY, lineOf, type ApplicationForm } from './registry.js';
import type { LineDefinition } from './types.js';

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
    expect(fee.kept).toEqual([{ fees: ['inspection'], since: 'cutoff', whole: false, money: [{ currency: 'USD', amount: '147.64' }] }]);
    const whole = cancellationMoney(base({ inspectionDate: '2026-12-02', lines: [USD('Service', '300')], paid: [{ currency: 'USD', amount: '300' }] }));
    expect(whole.money[0]).toMatchObject({ kept: '300', credited: '0', released: '0' });
    expect(whole.kept).toEqual([{ fees: ['other'], since: 'cutoff', whole: true, money: [{ currency: 'USD', amount: '300' }] }]);
  });

  it('late and unpaid: owes the fee only', () => {
    const out = cancellationMoney(base({ inspectionDate: '2026-12-02', paid: [], lines: [USD('Inspection', '147.64')] }));
    expect(out.money[0]).toMatchObject({ kept: '147.64', credited: '0', released: '0' });
    const early = cancellationMoney(base({ inspectionDate: '2026-12-10', paid: [], lines: [USD('Inspection', '147.64')] }));
    expect(early.money[0]).toMatchObject({ kept: '0', credited: '0', released: '147.64' });
  });

  it.each([
    ['accepted, samples not yet in test', 'acceptance', [], 'nothingKept', '0', '500'],
    ['samples on their way', 'sample_in_transit', ['sample_delivery'], 'nothingKept', '0', '500'],
    ['in laboratory testing', 'laboratory_testing', ['sample_receipt'], 'feesKept', '500', '0'],
    // The customer disputed the data: back in testing, or reviewing it; the history says testing started.
    ['reviewing the test data', 'data_review', ['laboratory_testing'], 'feesKept', '500', '0'],
    ['waiting on additional information after testing', 'additional_information', ['laboratory_testing'], 'feesKept', '500', '0'],
  ] as const)('testing, a quotation not itemised by code: %s', (_, step, reached, reason, kept, credited) => {
    const out = cancellationMoney(base({ rule: testing.cancellation, step, reached, lines: [USD('EMC', '500')], paid: [{ currency: 'USD', amount: '500' }] }));
    expect(out.reason).toBe(reason);
    expect(out.money[0]).toMatchObject({ kept, credited });
  });

  it('certification keeps the application fee once accepted, per currency', () => {
    const lines = [
      { currency: 'USD', service: 'Application fee', amount: '100' },
      { currency: 'USD', service: 'PVoC certificate', fee_code: 'certificate' as const, amount: '300' },
      { currency: 'KWD', service: '申请费', amount: '1.250' },
    ];
    const paid = [
      { currency: 'USD', amount: '250' },
      { currency: 'KWD', amount: '1.250' },
    ];
    const out = cancellationMoney(base({ rule: customs.cancellation, step: 'acceptance', lines, paid }));
    expect(out.reason).toBe('feesKept');
    expect(out.money).toEqual([
      { currency: 'KWD', owed: '1.25', paid: '1.25', kept: '1.25', credited: '0', released: '0' },
      { currency: 'USD', owed: '400', paid: '250', kept: '100', credited: '150', released: '150' },
    ]);
    expect(out.kept).toEqual([
      {
        fees: ['application'],
        since: 'acceptance',
        whole: false,
        money: [
          { currency: 'KWD', amount: '1.25' },
          { currency: 'USD', amount: '100' },
        ],
      },
    ]);
    // Drafted: the certificate fee is kept too.
    const drafted = cancellationMoney(base({ rule: customs.cancellation, step: 'certificate_issuance', lines, paid }));
    expect(drafted.money[1]).toMatchObject({ currency: 'USD', kept: '400', credited: '0', released: '0' });
    expect(cancellationMoney(base({ rule: customs.cancellation, status: 'pending_acceptance', step: 'pending', lines, paid })).reason).toBe('notStarted');
    const none = cancellationMoney(base({ rule: customs.cancellation, step: 'field_inspection', lines: [USD('PVoC certificate', '300')], paid: [] }));
    expect(none).toEqual({ reason: 'nothingKept', kept: [], money: [expect.objectContaining({ kept: '0', released: '300' })] });
  });

  it('never credits more than paid nor keeps more than owed', () => {
    const out = cancellationMoney(base({ inspectionDate: '2026-12-02', paid: [{ currency: 'USD', amount: '600' }] }));
    expect(out.money[0]).toMatchObject({ kept: '147.64', credited: '452.36', released: '0' });
  });
});

/*
 * Every line of the registry, at every point of its work its rule names (issue 28): the expected kept fee codes are
 * written here by hand (the line folders' declared choices, docs/money.md), one table per line. The table is a
 * Record over the registry's forms, so a new line does not compile until its rows are written, and each mark its
 * rule declares must be exercised by a row.
 */
interface Stage {
  /** Where the work is: the current step, the steps the history went through. */
  step: ProcessStep;
  reached?: readonly ProcessStep[];
  /** The line's date (entrusted inspection), with today 2026-12-01 (a Tuesday). */
  inspectionDate?: string;
  kept: readonly FeeCode[];
}

const CERTIFICATION: readonly [string, Stage][] = [
  ['accepted', { step: 'acceptance', kept: ['application'] }],
  ['goods inspected', { step: 'field_inspection', kept: ['application', 'inspection', 'travel'] }],
  ['factory inspected', { step: 'factory_inspection', reached: ['field_inspection'], kept: ['application', 'inspection', 'travel'] }],
  ['type testing', { step: 'type_test', kept: ['application', 'testing'] }],
  ['samples in test', { step: 'laboratory_testing', kept: ['application', 'testing'] }],
  ['assessing conformity, nothing tested', { step: 'conformity_assessment', kept: ['application'] }],
  ['draft certificate with the customer', { step: 'certificate_issuance', reached: ['conformity_assessment'], kept: ['application', 'certificate'] }],
  [
    'certificate in production after everything',
    {
      step: 'certificate_production',
      reached: ['field_inspection', 'laboratory_testing', 'certificate_issuance'],
      kept: ['application', 'inspection', 'testing', 'certificate', 'travel'],
    },
  ],
];

const STAGES: Record<ApplicationForm, readonly [string, Stage][]> = {
  customs: CERTIFICATION,
  saudi: CERTIFICATION,
  entrusted: [
    ['accepted, inspection a week away', { step: 'acceptance', inspectionDate: '2026-12-08', kept: [] }],
    ['date confirmed, two working days away', { step: 'date_confirmation', inspectionDate: '2026-12-03', kept: [] }],
    ['scheduled for tomorrow', { step: 'scheduled', inspectionDate: '2026-12-02', kept: ['inspection'] }],
    ['on site (aborted, never cancelled)', { step: 'inspection', inspectionDate: '2026-12-08', kept: ['inspection'] }],
    ['report in review', { step: 'report_review', reached: ['inspection'], kept: ['inspection'] }],
  ],
  nb: [
    ['accepted (contract review)', { step: 'acceptance', kept: ['application'] }],
    ['technical documentation in review', { step: 'documentation_review', kept: ['application'] }],
    ['waiting on additional information', { step: 'additional_information', reached: ['documentation_review'], kept: ['application'] }],
    ['assessment', { step: 'conformity_assessment', reached: ['documentation_review'], kept: ['application', 'testing'] }],
    [
      'draft certificate with the customer',
      { step: 'certificate_issuance', reached: ['conformity_assessment'], kept: ['application', 'testing', 'certificate'] },
    ],
    ['certificate in production', { step: 'certificate_production', reached: ['documentation_review'], kept: ['application', 'certificate'] }],
  ],
  communication: [
    ['accepted', { step: 'acceptance', kept: ['application'] }],
    ['samples asked for', { step: 'sample_delivery', kept: ['application'] }],
    ['samples received', { step: 'sample_receipt', reached: ['sample_delivery', 'sample_in_transit'], kept: ['application'] }],
    ['samples in test', { step: 'laboratory_testing', reached: ['sample_receipt'], kept: ['application', 'testing', 'surcharge'] }],
    ['test data with the customer', { step: 'data_review', kept: ['application', 'testing', 'surcharge'] }],
    ['draft certificate', { step: 'certificate_issuance', reached: ['laboratory_testing'], kept: ['application', 'testing', 'certificate', 'surcharge'] }],
    ['certificate in production', { step: 'certificate_production', kept: ['application', 'certificate'] }],
  ],
  testing: [
    ['accepted', { step: 'acceptance', kept: ['application'] }],
    ['samples on their way', { step: 'sample_in_transit', reached: ['sample_delivery'], kept: ['application'] }],
    ['samples in test', { step: 'laboratory_testing', kept: ['application', 'testing', 'surcharge'] }],
    ['test data with the customer', { step: 'data_review', reached: ['laboratory_testing'], kept: ['application', 'testing', 'surcharge'] }],
    ['report in review', { step: 'report_review', kept: ['application', 'testing', 'surcharge'] }],
  ],
  gcc: [
    ['accepted', { step: 'acceptance', kept: ['application'] }],
    ['documentation review', { step: 'documentation_review', kept: ['application'] }],
    ['type testing', { step: 'type_test', kept: ['application', 'testing'] }],
    ['draft certificate', { step: 'certificate_issuance', reached: ['type_test'], kept: ['application', 'testing', 'certificate'] }],
    ['certificate in production', { step: 'certificate_production', kept: ['application', 'certificate'] }],
  ],
  cb: [
    ['accepted', { step: 'acceptance', kept: ['application'] }],
    ['type testing', { step: 'type_test', kept: ['application', 'testing', 'surcharge'] }],
    ['samples in test', { step: 'laboratory_testing', kept: ['application', 'testing', 'surcharge'] }],
    ['test data with the customer', { step: 'data_review', kept: ['application', 'testing', 'surcharge'] }],
    ['factory inspected', { step: 'factory_inspection', reached: ['type_test'], kept: ['application', 'inspection', 'testing', 'travel', 'surcharge'] }],
    ['draft certificate', { step: 'certificate_issuance', kept: ['application', 'certificate'] }],
    [
      'certificate in production',
      { step: 'certificate_production', reached: ['factory_inspection'], kept: ['application', 'inspection', 'certificate', 'travel'] },
    ],
  ],
  audit: [
    ['accepted', { step: 'acceptance', kept: ['application'] }],
    ['date confirmed', { step: 'date_confirmation', kept: ['application'] }],
    ['audited', { step: 'inspection', reached: ['date_confirmation'], kept: ['application', 'inspection', 'travel'] }],
    ['report in review', { step: 'report_review', kept: ['application', 'inspection', 'travel'] }],
  ],
};

/** One quotation line per fee code, each a distinct power of two, so the kept total names the kept codes. */
const AMOUNTS: Record<FeeCode, number> = { inspection: 1, application: 2, testing: 4, certificate: 8, travel: 16, surcharge: 32, other: 64 };
const QUOTE = FEE_CODES.map((code) => ({ currency: 'USD', service: `Line ${code}`, fee_code: code, amount: String(AMOUNTS[code]) }));
const TOTAL = FEE_CODES.reduce((s, c) => s + AMOUNTS[c], 0);
const codesOf = (kept: number) => FEE_CODES.filter((c) => (kept & AMOUNTS[c]) !== 0);

const markSteps = (line: LineDefinition): (ProcessStep | 'cutoff')[] =>
  line.cancellation.keep.flatMap((k) => k.once.map((m: CancellationMark) => (typeof m === 'object' ? ('cutoff' as const) : m)));

/** The steps an application of the line can be at in processing: acceptance, its work steps, those its transitions set. */
function stepsOf(line: LineDefinition): Set<ProcessStep> {
  const samples = FORM_DECLARATIONS[line.form as ApplicationForm].sampleLogistics === true;
  const out = new Set<ProcessStep>(['acceptance', ...line.workSteps.map((s) => s.step)]);
  for (const action of TRANSITION_ACTIONS) {
    const rule = LIFECYCLE_RULES[action];
    if (rule.forms && !rule.forms.includes(line.form)) continue;
    if (rule.exceptForms?.includes(line.form)) continue;
    if (rule.samples && !samples) continue;
    if (!rule.from.includes('processing') || typeof rule.step !== 'string' || rule.step === 'given' || rule.step === 'resume') continue;
    if (rule.to !== 'same' && rule.to !== 'processing') continue;
    out.add(rule.step);
  }
  return out;
}

describe.each(LINE_REGISTRY.map((l) => [l.form, l] as const))('the %s line’s cancellation rule (issue 28)', (form, line) => {
  const stages = STAGES[form as ApplicationForm];

  it.each(stages.map(([name, s]) => [name, s] as const))('%s', (_, s) => {
    const paid = [{ currency: 'USD', amount: String(TOTAL) }];
    const out = cancellationMoney({
      rule: line.cancellation,
      status: 'processing',
      step: s.step,
      reached: s.reached ?? [],
      lines: QUOTE,
      paid,
      inspectionDate: s.inspectionDate,
      today: '2026-12-01',
    });
    const kept = Number(out.money[0]!.kept);
    expect(codesOf(kept)).toEqual(FEE_CODES.filter((c) => s.kept.includes(c)));
    // Paid in full: what is not kept is credited, nothing is left owing nor released.
    expect(out.money[0]).toMatchObject({ owed: String(TOTAL), paid: String(TOTAL), credited: String(TOTAL - kept), released: '0' });
    if (kept === 0) expect(['nothingKept', 'beforeCutoff']).toContain(out.reason);
    else expect(out.reason).toBe(out.kept.some((k) => k.since === 'cutoff') ? 'lateInspection' : 'feesKept');
    // Unpaid: what is kept stays owed, the rest is released; nothing is credited.
    const unpaid = cancellationMoney({
      rule: line.cancellation,
      status: 'processing',
      step: s.step,
      reached: s.reached ?? [],
      lines: QUOTE,
      paid: [],
      inspectionDate: s.inspectionDate,
      today: '2026-12-01',
    });
    expect(unpaid.money[0]).toMatchObject({ kept: String(kept), credited: '0', released: String(TOTAL - kept) });
    // The kept parts add up to the kept total and name the codes kept.
    expect(out.kept.flatMap((k) => k.money).reduce((sum, m) => sum + Number(m.amount), 0)).toBe(kept);
    expect(out.kept.flatMap((k) => k.fees).sort()).toEqual([...s.kept].sort());
  });

  it('before work (submitted, returned) nothing is kept and everything paid is credited', () => {
    for (const status of ['pending_acceptance', 'returned'] as const) {
      const out = cancellationMoney({
        rule: line.cancellation,
        status,
        step: 'pending',
        lines: QUOTE,
        paid: [{ currency: 'USD', amount: '10' }],
        today: '2026-12-01',
      });
      expect(out).toMatchObject({ reason: 'notStarted', kept: [] });
      expect(out.money[0]).toMatchObject({ kept: '0', credited: '10', released: String(TOTAL - 10) });
    }
  });

  it('each point its rule names is one its work reaches, and is tested above', () => {
    const reachable = stepsOf(line);
    const tested = new Set(stages.flatMap(([, s]) => [s.step, ...(s.reached ?? []), ...(s.inspectionDate ? ['cutoff'] : [])]));
    for (const mark of markSteps(line)) {
      if (mark !== 'cutoff') expect(reachable, `${form}: ${mark}`).toContain(mark);
      expect(tested, `${form}: ${mark}`).toContain(mark);
    }
    for (const [, s] of stages) expect(reachable.has(s.step) || s.step === 'additional_information', `${form}: ${s.step}`).toBe(true);
  });

  it('the lifecycle cancels it in work as its rule says', () => {
    const state = (processStep: ProcessStep): LifecycleState => ({
      status: 'processing',
      paymentStatus: 'paid_in_full',
      stage: 'export_certification',
      processStep,
      form,
    });
    for (const step of stepsOf(line)) {
      const cancel = canTransition(state(step), 'cancel', { actor: 'customer', reason: 'r' });
      expect(cancel, `${form} at ${step}`).toBe(line.cancellation.inWork === 'anyStep');
      expect(mayCancel({ status: 'processing', form })).toBe(line.cancellation.inWork === 'anyStep');
    }
    expect(Object.keys(line.transitions).includes('cancel_booking')).toBe(line.cancellation.inWork === 'booking');
    // Before work every line cancels; issued or cancelled, none.
    expect(canTransition({ ...state('pending'), status: 'pending_acceptance' }, 'cancel', { actor: 'customer', reason: 'r' })).toBe(true);
    expect(canTransition({ ...state('end'), status: 'issued' }, 'cancel', { actor: 'customer', reason: 'r' })).toBe(false);
    expect(canTransition({ ...state('end'), status: 'cancelled' }, 'cancel', { actor: 'staff', reason: 'r' })).toBe(false);
  });

  it('says why in three languages', () => {
    for (const lang of ['zh_CN', 'en', 'ar'] as const) {
      for (const mark of markSteps(line)) expect(translate(lang, `cancellation.since.${mark}`, { date: '2026-12-03' })).not.toMatch(/cancellation\./);
      for (const k of line.cancellation.keep) for (const f of k.fees) expect(translate(lang, `cancellation.fee.${f}`)).not.toMatch(/cancellation\./);
    }
  });
});

it('every step a rule may name is a step of the lifecycle (a typecheck: the line folders cannot name ProcessStep)', () => {
  const steps: readonly ProcessStep[] = KEPT_SINCE_STEPS;
  expect(steps.every((s) => PROCESS_STEPS.includes(s))).toBe(true);
});

it('the steps a kept fee is named from: the general ones, then the steps the lines add that their rules name', () => {
  expect(KEPT_SINCE_STEPS).toEqual([...GENERAL_KEPT_SINCE_STEPS, 'inspection', 'report_review']);
});

it('every step a rule may name has its sentence', () => {
  for (const lang of ['zh_CN', 'en', 'ar'] as const)
    for (const step of KEPT_SINCE_STEPS) expect(translate(lang, `cancellation.since.${step}`)).not.toBe(`cancellation.since.${step}`);
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
    expect(out.reason).toBe('feesKept');
    expect(out.money[0]).toMatchObject({ owed: '400', kept: '100', released: '300' });
  });
});
