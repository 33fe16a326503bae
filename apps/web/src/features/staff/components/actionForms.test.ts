import { describe, expect, it } from 'vitest';
import { staffQuotationBody, type StaffApplication } from '@tic/shared';
import { ACTION_FORMS, actionPath, type ActionContext } from './actionForms';

/** The parts of a staff application page the action forms read. */
const app = (quotation: unknown = null, extra: Record<string, unknown> = {}) =>
  ({
    id: 7,
    fee_currency: 'EUR',
    test_report: null,
    work: { quotation, remittances: [], certificates: [], requests: [] },
    ...extra,
  }) as unknown as StaffApplication;

describe('staff action forms', () => {
  it("posts an application's actions under /staff/rfc/{id}, a subject's under its own path", () => {
    const ctx: ActionContext = { app: app(), subjectId: 42 };
    expect(actionPath('accept', ctx)).toBe('/staff/rfc/7/accept');
    expect(actionPath('confirm_date', ctx)).toBe('/staff/rfc/7/confirm-date');
    expect(actionPath('record_test_report', ctx)).toBe('/staff/rfc/7/test-report');
    expect(actionPath('partly_confirm_remittance', ctx)).toBe('/staff/remittance/42/confirm');
    expect(actionPath('supersede_certificate', ctx)).toBe('/staff/cert/42/supersede');
    expect(actionPath('accept_info', ctx)).toBe('/staff/additional-info/42/accept');
    expect(actionPath('quote', ctx)).toBe('/staff/quotation');
  });

  it("every form's first values name only its own fields", () => {
    for (const [action, form] of Object.entries(ACTION_FORMS)) {
      const names = new Set(form.fields.map((f) => f.name));
      for (const key of Object.keys(form.initial?.({ app: app(), subjectId: 1 }) ?? {})) expect(names.has(key), `${action}.${key}`).toBe(true);
    }
  });

  it('a first quotation is in the application’s fee currency and its body passes the shared schema', () => {
    const quote = ACTION_FORMS.quote!;
    const first = quote.initial!({ app: app() });
    expect(first).toMatchObject({ kind: 'quotation', currency: 'EUR', tax_pct: '0' });
    const body = quote.body!({ ...first, service: 'Inspection', unit_price: '150' }, { app: app() });
    expect(body.supersedes_id).toBeUndefined();
    expect(body.lines).toEqual([{ application_id: 7, service: 'Inspection', quantity: '1', unit_price: '150', discount_pct: '0', tax_pct: '0' }]);
    expect(staffQuotationBody.safeParse(body).success).toBe(true);
  });

  it("a new version of the open quotation supersedes it and keeps the other applications' lines", () => {
    const other = { application_id: 9, service: 'Testing', quantity: '2', unit_price: '10', discount_pct: '0', tax_pct: '0' };
    const open = { id: 3, kind: 'fee_notice', currency: 'USD', terms_version: 'GT-1', lines: [other, { ...other, application_id: 7, service: 'Old' }] };
    const quote = ACTION_FORMS.quote!;
    const first = quote.initial!({ app: app(open) });
    expect(first).toMatchObject({ kind: 'fee_notice', currency: 'USD', service: 'Old', terms_version: 'GT-1' });
    const body = quote.body!({ ...first, service: 'New', unit_price: '5' }, { app: app(open) });
    expect(body).toMatchObject({ supersedes_id: 3, kind: 'fee_notice' });
    expect((body.lines as { application_id: number; service: string }[]).map((l) => [l.application_id, l.service])).toEqual([
      [9, 'Testing'],
      [7, 'New'],
    ]);
  });

  it("a new version of an express booking's quotation sends no surcharge line back (the server adds its own)", () => {
    const line = { application_id: 7, service: 'Inspection', quantity: '1', unit_price: '298.00', discount_pct: '0', tax_pct: '0', kind: 'service' };
    const surcharge = { ...line, service: 'Express surcharge', unit_price: '149.00', kind: 'express_surcharge' };
    const other = { ...line, application_id: 9 };
    const open = { id: 4, kind: 'quotation', currency: 'USD', terms_version: 'GT-1', lines: [line, other, surcharge, { ...surcharge, application_id: 9 }] };
    const quote = ACTION_FORMS.quote!;
    const first = quote.initial!({ app: app(open) });
    expect(first).toMatchObject({ service: 'Inspection', unit_price: '298.00' });
    const body = quote.body!(first, { app: app(open) });
    expect((body.lines as { application_id: number; service: string }[]).map((l) => [l.application_id, l.service])).toEqual([
      [9, 'Inspection'],
      [7, 'Inspection'],
    ]);
  });

  it('an inspection report counts its defects as numbers', () => {
    const body = ACTION_FORMS.record_report!.body!({ result: 'passed', inspected_on: '2026-01-02', summary: 'ok', critical: '0', major: '2' }, { app: app() });
    expect(body.defects).toEqual({ critical: 0, major: 2, minor: 0 });
    expect(ACTION_FORMS.record_report!.schema!.safeParse(body).success).toBe(true);
  });

  it('a correction of a test report starts from the report recorded', () => {
    const report = { tested_on: '2026-02-03', engineer: 'Wang', summary: 's', items: [{ item: 'EMC', verdict: 'fail' }], result: 'failed' };
    expect(ACTION_FORMS.record_test_report!.initial!({ app: app(null, { test_report: report }) })).toEqual({
      tested_on: '2026-02-03',
      engineer: 'Wang',
      summary: 's',
      items: [{ item: 'EMC', verdict: 'fail' }],
    });
  });
});
