import { describe, expect, it } from 'vitest';
import { auditRatingFits, auditReportBody, followUpData } from './work.js';

const report = { rating: 'C', audited_on: '2026-12-01', auditor: 'Wang Fang', summary: 'Overtime over 60 hours', ca_due_date: '2027-01-15' };
const paths = (v: unknown) => {
  const r = auditReportBody.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('factory audit report', () => {
  it('a rating that asks for a follow-up needs the corrective action plan due date, after the audit', () => {
    expect(paths(report)).toEqual([]);
    expect(paths({ ...report, ca_due_date: undefined })).toEqual(['ca_due_date:validation.required']);
    expect(paths({ ...report, rating: 'fail', ca_due_date: null })).toEqual(['ca_due_date:validation.required']);
    expect(paths({ ...report, ca_due_date: '2026-12-01' })).toEqual(['ca_due_date:audit.caAfterAudit']);
    // A good rating asks for none.
    expect(paths({ ...report, rating: 'A', ca_due_date: undefined })).toEqual([]);
  });
  it('names each bad field', () => {
    expect(paths({ rating: 'Z', audited_on: '1 Dec', auditor: '', summary: '' }).map((p) => p.split(':')[0])).toEqual([
      'rating',
      'audited_on',
      'auditor',
      'summary',
    ]);
  });
  it('ratings by the audit’s standard', () => {
    expect(auditRatingFits('audit_social', 'C')).toBe(true);
    expect(auditRatingFits('audit_social', 'pass')).toBe(false);
    expect(auditRatingFits('audit_quality', 'fail')).toBe(true);
    expect(auditRatingFits('audit_technical', 'A')).toBe(false);
  });
  it('the follow-up is prefilled from the first audit, linked by number, on the CA due date (or today once past)', () => {
    const first = {
      audit: { announcement: 'announced', preferred_date: '2026-11-01', social_standard: 'amfori_bsci' },
      factory: { headcount: 650 },
      attachments: [{ id: 1 }],
    };
    expect(followUpData(first, 'AUD-XX-2026-000001', '2027-01-15', '2026-12-02')).toEqual({
      audit: { announcement: 'announced', preferred_date: '2027-01-15', social_standard: 'amfori_bsci', follow_up_of: 'AUD-XX-2026-000001' },
      factory: { headcount: 650 },
      attachments: [],
    });
    expect((followUpData(first, 'AUD-1', '2026-11-20', '2026-12-02').audit as { preferred_date: string }).preferred_date).toBe('2026-12-02');
  });
});
