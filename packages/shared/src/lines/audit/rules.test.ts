import { describe, expect, it } from 'vitest';
import { FORM_SCHEMAS } from '../../forms/index.js';
import { auditManDays, needsFollowUp, ratingsOf } from './rules.js';

describe('factory audit rules', () => {
  it('man-days follow the headcount bands, one more day per further 1,000 workers', () => {
    expect([1, 100, 101, 500, 501, 1000, 1001, 2000, 2001].map(auditManDays)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect([0, -5, 1.5, '100', null, undefined, 100_001].map(auditManDays)).toEqual([null, null, null, null, null, null, null]);
  });
  it('ratings by type, and which ask for a follow-up audit', () => {
    expect(ratingsOf('audit_social')).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(ratingsOf('audit_quality')).toEqual(['pass', 'fail']);
    expect((['A', 'B', 'C', 'pass', 'fail'] as const).map(needsFollowUp)).toEqual([false, false, true, false, true]);
  });
  it('the submit schema asks for the social standard of a social audit and the window of a semi-announced one', () => {
    const base = {
      application_type: 'audit_social',
      title: 'BSCI audit of the Dongguan factory',
      audit: { announcement: 'semi_announced', preferred_date: '2099-01-10', audit_report_language: 'en' },
      factory: {
        factory_name: '工厂',
        factory_name_en: 'Factory',
        factory_address: '地址',
        factory_address_en: 'Address',
        contact_name: 'Li',
        contact_phone: '+8613800138000',
        contact_email: 'li@example.com',
        headcount: 250,
        production_processes: 'Cutting, sewing',
      },
      attachments: [],
    };
    const r = FORM_SCHEMAS.audit.submit.safeParse(base);
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['audit.social_standard', 'audit.window_days']));
    const ok = FORM_SCHEMAS.audit.submit.safeParse({ ...base, audit: { ...base.audit, social_standard: 'amfori_bsci', window_days: 14 } });
    expect(ok.success, JSON.stringify(ok.error?.issues)).toBe(true);
  });
});
