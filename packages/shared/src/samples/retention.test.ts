import { describe, expect, it } from 'vitest';
import { addMonths, sampleCategoryOf, sampleRetention } from './retention.js';
import { SAMPLE_LOGISTICS_FORMS, sampleFieldsOf, valueAt } from '../forms/index.js';
import { cbApplication, testingApplication } from '../forms/fixtures/labApplications.js';

describe('sample retention (spec section 9 and the terms)', () => {
  it('keeps samples 3 months after the report in general', () => {
    expect(sampleRetention({ category: 'general', disposition: 'dispose', reportDate: '2026-11-24' })).toEqual({ rule: 'general', disposeOn: '2027-02-24' });
  });
  it('clamps to the last day of a shorter month', () => {
    expect(sampleRetention({ category: 'general', reportDate: '2026-11-30' }).disposeOn).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
  it('keeps chemistry samples 30 days, liquid or powder ones 1 week', () => {
    expect(sampleRetention({ category: 'chemistry', physicalForm: 'solid', reportDate: '2026-12-15' })).toEqual({ rule: 'chemistry', disposeOn: '2027-01-14' });
    expect(sampleRetention({ category: 'chemistry', physicalForm: 'liquid', reportDate: '2026-12-28' })).toEqual({
      rule: 'chemistry_liquid_powder',
      disposeOn: '2027-01-04',
    });
    expect(sampleRetention({ category: 'chemistry', physicalForm: 'powder', reportDate: '2026-02-25' }).disposeOn).toBe('2026-03-04');
    // a liquid sample outside chemistry keeps the general period
    expect(sampleRetention({ category: 'general', physicalForm: 'liquid', reportDate: '2026-02-25' }).rule).toBe('general');
  });
  it('abandons samples asked back 12 months after the report when nobody collects them', () => {
    expect(sampleRetention({ category: 'general', disposition: 'return', reportDate: '2026-02-28' })).toEqual({
      rule: 'returned_abandoned',
      disposeOn: '2027-02-28',
    });
    expect(sampleRetention({ category: 'chemistry', physicalForm: 'liquid', disposition: 'return', reportDate: '2028-02-29' }).disposeOn).toBe('2029-02-28');
  });
  it('has no date before the report', () => {
    expect(sampleRetention({ category: 'general', disposition: 'dispose', reportDate: null })).toEqual({ rule: 'general', disposeOn: null });
  });
  it('tells chemistry samples by the application type', () => {
    expect(sampleCategoryOf('chemistry_test')).toBe('chemistry');
    expect(sampleCategoryOf('comm_srrc')).toBe('general');
  });
  it('the forms in the loop, and where each keeps what the rule reads', () => {
    expect([...SAMPLE_LOGISTICS_FORMS].sort()).toEqual(['cb', 'communication', 'testing']);
    expect(sampleFieldsOf('communication')).toEqual({ disposition: 'samples.after_testing', physicalForm: 'samples.physical_form' });
    const chem = testingApplication('chemistry_test', 'x');
    const f = sampleFieldsOf('testing');
    expect([valueAt(chem, f.disposition), valueAt(chem, f.physicalForm!)]).toEqual(['dispose', 'solid']);
    expect(valueAt(cbApplication('x'), sampleFieldsOf('cb').disposition)).toBe('return');
  });
});
