import { describe, expect, it } from 'vitest';
import { auditReportBody, LINE_REGISTRY, STAFF_ACTIONS, staffQuotationBody, type StaffApplication } from '@tic/shared';
import { actionFormOf, lineActionPath } from './lineActions';

const app = (form: string, extra: Record<string, unknown> = {}) =>
  ({
    id: 9,
    form,
    application_type: 'audit_social',
    fee_currency: 'USD',
    factory_audit: { man_days: 3 },
    work: { quotation: null, remittances: [], certificates: [], requests: [] },
    ...extra,
  }) as unknown as StaffApplication;

describe("a line's own staff actions", () => {
  it('posts the audit’s own actions under /staff/audit/{id}, the shared ones as for every line', () => {
    const ctx = { app: app('audit') };
    expect(lineActionPath('confirm_date', ctx)).toBe('/staff/audit/9/confirm-date');
    expect(lineActionPath('record_report', ctx)).toBe('/staff/audit/9/report');
    expect(lineActionPath('issue_report', ctx)).toBe('/staff/audit/9/issue-report');
    expect(lineActionPath('accept', ctx)).toBe('/staff/rfc/9/accept');
    expect(lineActionPath('quote', ctx)).toBe('/staff/quotation');
    expect(lineActionPath('confirm_date', { app: app('entrusted') })).toBe('/staff/rfc/9/confirm-date');
  });
  it('rates a social audit A-E, a quality audit pass/fail; the body is the shared schema’s', () => {
    const social = actionFormOf('record_report', { app: app('audit') })!;
    expect(social.fields.find((f) => f.name === 'rating')!.options).toEqual(['A', 'B', 'C', 'D', 'E']);
    const quality = actionFormOf('record_report', { app: app('audit', { application_type: 'audit_quality' }) })!;
    expect(quality.fields.find((f) => f.name === 'rating')!.options).toEqual(['pass', 'fail']);
    const body = social.body!({ rating: 'A', audited_on: '2026-12-01', auditor: 'Wang Fang', summary: 'Fine', ca_due_date: '' }, { app: app('audit') });
    expect(body.ca_due_date).toBeUndefined();
    expect(auditReportBody.safeParse(body).success).toBe(true);
    // The inspection line keeps its own report form.
    expect(actionFormOf('record_report', { app: app('entrusted') })!.fields.map((f) => f.name)).toContain('critical');
  });
  it('quotes the audit by man-days (from the headcount) at the day rate', () => {
    const ctx = { app: app('audit') };
    const quote = actionFormOf('quote', ctx)!;
    const v: Record<string, unknown> = { ...quote.initial!(ctx), service: 'Social audit', unit_price: '450.00' };
    expect(v.man_days).toBe(3);
    const body = quote.body!(v, ctx) as { lines: { quantity: string; unit_price: string }[] };
    expect(body.lines).toEqual([expect.objectContaining({ application_id: 9, quantity: '3', unit_price: '450.00' })]);
    expect(staffQuotationBody.safeParse(body).success).toBe(true);
  });
  it('follows each line’s staffActions in the registry: its own routes and dialogs, every other action as for every line', () => {
    for (const line of LINE_REGISTRY) {
      const ctx = { app: app(line.form) };
      for (const [action, own] of Object.entries(line.staffActions)) {
        expect(STAFF_ACTIONS, `${line.form}: ${action}`).toContain(action);
        if (own?.path) expect(lineActionPath(action, ctx)).toBe(`/staff/${line.form}/9/${own.path}`);
        else expect(lineActionPath(action, ctx)).toBe(lineActionPath(action, { app: app('customs') }));
        if (own?.dialog) expect(actionFormOf(action, ctx)?.fields.length).toBeGreaterThan(0);
      }
    }
    // A line naming nothing (customs) takes every action the shared way.
    expect(LINE_REGISTRY.find((l) => l.form === 'customs')!.staffActions).toEqual({});
    expect(actionFormOf('record_report', { app: app('customs') })).toBe(actionFormOf('record_report', { app: app('entrusted') }));
  });
});
