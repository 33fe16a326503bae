/** Validity per application type (business-lines.md, "Validity of what is issued"), with clamped month arithmetic. */
import { describe, expect, it } from 'vitest';
import { LINE_REGISTRY, REPORT_FORMS, expiryOf, validityOf } from './registry.js';
import { expiryAfter, expiryAtIssue } from './validity.js';

describe('expiry of what is issued, per form, type and route', () => {
  it.each([
    // form, type, route, issued, expires
    ['customs', 'kenya_pvoc', 'A', '2026-03-10', '2026-06-08'], // Route A: one consignment, 90 days
    ['customs', 'kenya_pvoc', null, '2026-03-10', '2026-06-08'], // no route chosen: as Route A
    ['customs', 'kenya_pvoc', 'D', '2026-03-10', '2026-06-08'],
    ['customs', 'kenya_pvoc', 'B', '2026-03-10', '2027-03-10'], // Route B registration: 1 year
    ['customs', 'kenya_pvoc', 'C', '2026-03-10', '2029-03-10'], // Route C licence: 3 years
    ['customs', 'kenya_pvoc', 'B', '2028-02-29', '2029-02-28'], // 29 February + 12 months clamps
    ['customs', 'kenya_pvoc', 'C', '2028-02-29', '2031-02-28'],
    ['customs', 'kenya_pvoc', 'A', '2028-02-29', '2028-05-29'],
    ['customs', 'kenya_pvoc', 'A', '2026-12-31', '2027-03-31'], // across the year
    ['customs', 'iraq_coc', null, '2026-03-10', null], // one shipment: no calendar expiry
    ['customs', 'nigeria_soncap', null, '2026-03-10', null],
    ['saudi', 'saudi_pcoc', null, '2026-03-10', '2027-03-10'],
    ['saudi', 'saudi_pcoc', null, '2028-02-29', '2029-02-28'],
    ['saudi', 'saudi_sc', null, '2026-03-10', null],
    ['gcc', 'gcc', null, '2026-03-10', '2029-03-10'], // G-Mark: 3 years
    ['gcc', 'gcc', null, '2028-02-29', '2031-02-28'],
    ['nb', 'nb_new', null, '2026-03-10', '2031-03-10'], // EU-type examination: 5 years
    ['nb', 'nb_extension', null, '2028-02-29', '2033-02-28'],
    ['nb', 'nb_reassessment', null, '2026-01-31', '2031-01-31'],
    ['cb', 'cb', null, '2026-03-10', null], // tied to the standard's edition
    ['communication', 'comm_srrc', null, '2026-03-10', '2031-03-10'], // SRRC: 5 years
    ['communication', 'comm_cta', null, '2028-02-29', '2031-02-28'], // CTA: 3 years
    ['communication', 'pvoc', null, '2026-01-31', '2027-01-31'],
    ['entrusted', 'insp_pre_shipment', null, '2026-03-10', null], // reports do not expire
    ['testing', 'textile_test', null, '2028-02-29', null],
    ['audit', 'audit_social', null, '2026-03-10', null],
  ] as const)('%s %s route %s issued %s: expires %s', (form, type, route, issued, expires) => {
    expect(expiryOf({ form, type, route }, issued)).toBe(expires);
  });

  it('month arithmetic clamps to the month end, days count across months', () => {
    expect(expiryAfter('2028-02-29', { months: 12 })).toBe('2029-02-28');
    expect(expiryAfter('2028-02-29', { months: 48 })).toBe('2032-02-29');
    expect(expiryAfter('2026-01-31', { months: 1 })).toBe('2026-02-28');
    expect(expiryAfter('2026-08-31', { months: 1 })).toBe('2026-09-30');
    expect(expiryAfter('2028-02-29', { days: 1 })).toBe('2028-03-01');
    expect(expiryAfter('2026-03-10', null)).toBeNull();
    expect(() => expiryAfter('10/03/2026', { days: 1 })).toThrow(RangeError);
  });

  it('every type of every certificate line names its validity; report lines issue without expiry', () => {
    for (const line of LINE_REGISTRY) {
      if (line.issues.kind === 'report') expect(REPORT_FORMS).toContain(line.form);
      else expect(Object.keys(line.issues.validity).sort()).toEqual(line.types.map((t) => t.code).sort());
      for (const t of line.types) if (line.issues.kind === 'report') expect(validityOf(line.form, t.code)).toBeNull();
    }
  });
});

describe('staff shortening the validity at issue', () => {
  it.each([
    // type's expiry, issued, asked, answer
    ['2027-03-10', '2026-03-10', undefined, { expiry: '2027-03-10' }],
    ['2027-03-10', '2026-03-10', '2026-09-30', { expiry: '2026-09-30' }],
    ['2027-03-10', '2026-03-10', '2027-03-10', { expiry: '2027-03-10' }],
    ['2027-03-10', '2026-03-10', '2027-03-11', { refused: { key: 'validation.validUntilTooLate', max: '2027-03-10' } }],
    ['2027-03-10', '2026-03-10', '2026-03-10', { refused: { key: 'validation.validUntilBeforeIssue' } }],
    [null, '2026-03-10', '2030-01-01', { expiry: '2030-01-01' }], // no expiry: any later date is shorter
    [null, '2026-03-10', undefined, { expiry: null }],
  ] as const)('type expires %s, issued %s, asked %s', (typeExpiry, issued, asked, answer) => {
    expect(expiryAtIssue(typeExpiry, issued, asked)).toEqual(answer);
  });
});
