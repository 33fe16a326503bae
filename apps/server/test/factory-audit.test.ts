/**
 * The factory audit line (packages/shared/src/lines/audit, one folder and one registry row; its server module
 * apps/server/src/modules/audit, one row of lines.ts) through the engine it plugs into: booked under entrusted
 * inspection with its own form's rules (400 with a message per field, nothing changed), numbered AUD-...,
 * accepted, quoted by man-days from the headcount x the day rate, paid, the date confirmed, audited, the report
 * with a rating and a corrective action plan due date (in review, issued by someone else), its PDF, and the
 * linked follow-up booking the rating asks for, prefilled from the first. Another customer gets 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditManDays, todayIso } from '@tic/shared';
import { auditApplication } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { PNG, upload } from './sampleLoopFixtures.js';
import { recordPdfCells } from './pdfTextSpy.js';

// The PDF's text cells are recorded (the real drawing still runs): the embedded fonts keep the words out of the bytes.
const drawn = recordPdfCells();

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let engineer: Record<string, string>;
let issuer: Record<string, string>;
let finance: Record<string, string>;
let profileId: number;
const RUN = Date.now().toString(36);
let call: ReturnType<typeof apiCaller>;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const AREA = 'entrustedInspection';

const audit = (type: string) => auditApplication(type, 'Social audit of the Dongguan factory', inDays(20));
const submit = (cookies: Record<string, string>, id: number, body: object, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit?area=${AREA}`,
    cookies,
    payload: body,
    headers: { langId: 'en', 'idempotency-key': key },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  engineer = (await login(ctx.app, 'engineer', 'Staff@2026')).cookies;
  issuer = (await login(ctx.app, 'issuer', 'Staff@2026')).cookies;
  finance = (await login(ctx.app, 'finance', 'Staff@2026')).cookies;
  const p = await call(demo, 'POST', '/invoice-info', { title: `Audit buyer ${RUN}`, type: 'pro_forma', address: '88 Keji Road, Shenzhen' });
  expect(p.statusCode, p.body).toBe(200);
  profileId = p.json().data.id;
}, 120_000);
afterAll(() => ctx.close());

describe('the factory audit line', () => {
  it('is an application type of the entrusted inspection area, named in the three languages', async () => {
    for (const [lang, name] of [
      ['en', 'Social compliance audit'],
      ['zh_CN', '社会责任审核'],
      ['ar', 'تدقيق الامتثال الاجتماعي'],
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/common/getDictionaryList?slugs=rfc&langId=${lang}`, cookies: demo });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.rfc.find((e: { dicKey: string }) => e.dicKey === 'audit_social')?.dicValue).toBe(name);
    }
  });

  it('bad input: 400 with a message per field, and nothing changes', async () => {
    const d = (await call(demo, 'POST', `/kenya/create?area=${AREA}`, { application_type: 'audit_social' })).json().data;
    expect(d).toMatchObject({ status: 'draft', form: 'audit', business_area: AREA, stage: 'entrusted_inspection' });
    const bad = audit('audit_social');
    const body = {
      ...bad,
      audit: { ...bad.audit, social_standard: undefined, window_days: undefined },
      factory: { ...bad.factory, headcount: 0, factory_name_en: '' },
      version: d.version,
    };
    const r = await submit(demo, d.id, body, 'audit-bad');
    expect(r.statusCode).toBe(400);
    const messages = r.json().data as string[];
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
    const after = (await call(demo, 'GET', `/rfc/detail/${d.id}?area=${AREA}`)).json().data;
    expect(after).toMatchObject({ status: 'draft', version: d.version, rfc_no: null });
  });

  it('book (AUD number), accept, the line’s own work steps; another customer gets 404', async () => {
    const body = audit('audit_social');
    const d = (await call(demo, 'POST', `/kenya/create?area=${AREA}`, body)).json().data;
    const s = await submit(demo, d.id, { ...body, version: d.version }, 'audit-ok');
    expect(s.statusCode, s.body).toBe(200);
    const booked = s.json().data.application;
    expect(booked).toMatchObject({ status: 'pending_acceptance', form: 'audit' });
    expect(booked.rfc_no).toMatch(/^AUD-XX-\d{4}-\d{6}$/);
    // The man-days the form showed are the shared rule's: 650 workers, 3 days.
    expect(auditManDays(body.factory.headcount)).toBe(3);

    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
    const first = await call(admin, 'POST', `/staff/rfc/${d.id}/advance`, { step: 'date_confirmation' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'processing', process_step: 'date_confirmation' });
    // A step of another line is refused (the lifecycle's stepInvalid: 400), and nothing changes.
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/advance`, { step: 'type_test' })).statusCode).toBe(400);
    expect((await call(admin, 'GET', `/staff/rfc/${d.id}`)).json().data).toMatchObject({ process_step: 'date_confirmation' });
    const second = await call(admin, 'POST', `/staff/rfc/${d.id}/advance`, { step: 'inspection' });
    expect(second.json().data).toMatchObject({ process_step: 'inspection' });

    expect((await call(demo2, 'GET', `/rfc/detail/${d.id}`)).statusCode).toBe(404);
    const list = (await call(demo, 'GET', `/kenya/rfc/list?area=${AREA}&per_page=100`)).json().data;
    expect(list.data.find((a: { id: number }) => a.id === d.id)).toMatchObject({ form: 'audit' });
  });
});

/** A booked (submitted) audit of the demo customer. */
async function booked(body: ReturnType<typeof audit>, key: string) {
  const titled = { ...body, title: `${body.title} ${key} ${RUN}` };
  const d = await ok(demo, 'POST', `/kenya/create?area=${AREA}`, titled);
  const s = await submit(demo, d.id, { ...titled, version: d.version }, `${key}-${RUN}`);
  expect(s.statusCode, s.body).toBe(200);
  return d.id as number;
}
async function ok(cookies: Record<string, string>, method: 'GET' | 'POST', url: string, body?: unknown) {
  const r = await call(cookies, method, url, body);
  expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(200);
  return r.json().data;
}
const DAY_RATE = '450.00';

/** Quoted at man-days x the day rate, accepted by the customer, remitted and confirmed by finance: paid in full. */
async function quoteAndPay(id: number, manDays: number) {
  const q = await ok(admin, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: inDays(30),
    terms_version: 'T-2026-1',
    lines: [{ application_id: id, service: 'Social compliance audit (man-days)', quantity: String(manDays), unit_price: DAY_RATE }],
  });
  const amount = (manDays * Number(DAY_RATE)).toFixed(2);
  expect(q.total).toBe(amount);
  expect((await ok(demo, 'GET', `/rfc/detail/${id}`)).payment_status).toBe('to_be_paid');
  await ok(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profileId });
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/frontend/v1/remittance',
    cookies: demo,
    headers: { langId: 'en', 'idempotency-key': `audit-remit-${RUN}-${id}` },
    payload: {
      remitter: 'Dongguan Garments Buyer Ltd',
      remitted_on: todayIso(),
      currency: 'USD',
      amount,
      contact: 'Li Ming',
      phone: '+86-755-1234',
      bank: 'Bank of China',
      bank_reference: `BOC-AUD-${RUN}-${id}`,
      file_ids: [await upload(ctx.app, demo, { filename: 'slip.png', content: PNG })],
      allocations: [{ application_id: id, amount }],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  await ok(finance, 'POST', `/staff/remittance/${r.json().data.id}/confirm`, {});
  expect((await ok(demo, 'GET', `/rfc/detail/${id}`)).payment_status).toBe('paid_in_full');
}

describe('the factory audit, from booking to the follow-up audit', () => {
  it('book, accept, quote by man-days, pay, confirm the date, audit, report with a rating and a CA date, PDF, follow-up', async () => {
    const body = audit('audit_social');
    const id = await booked(body, 'audit-flow');
    await ok(admin, 'POST', `/staff/rfc/${id}/accept`);
    // The detail shows the man-days the quotation is made of: 650 workers, 3 days.
    const accepted = await ok(demo, 'GET', `/rfc/detail/${id}`);
    expect(accepted.factory_audit).toMatchObject({ man_days: 3, confirmed_date: null, rating: null, follow_up_needed: false, follow_up: null });
    expect(accepted.factory_audit.man_days).toBe(auditManDays(body.factory.headcount));
    // The date waits for the payment (409, the reason named); the inspection line's actions do not take an audit (404).
    const early = await call(admin, 'POST', `/staff/audit/${id}/confirm-date`, { date: inDays(25) });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toMatch(/paid in full/);
    expect((await call(admin, 'POST', `/staff/rfc/${id}/confirm-date`, { date: inDays(25) })).statusCode).toBe(404);

    await quoteAndPay(id, accepted.factory_audit.man_days);
    expect((await call(finance, 'POST', `/staff/audit/${id}/confirm-date`, { date: inDays(25) })).statusCode).toBe(403);
    const dated = await ok(admin, 'POST', `/staff/audit/${id}/confirm-date`, { date: inDays(25) });
    expect(dated).toMatchObject({ process_step: 'date_confirmation', factory_audit: { confirmed_date: inDays(25) } });
    // No report before the audit on site (out of step: 409); then audited.
    const report = {
      rating: 'C',
      audited_on: todayIso(),
      auditor: 'Wang Fang',
      summary: 'Working hours over 60 a week; fire exits blocked',
      ca_due_date: inDays(60),
    };
    expect((await call(engineer, 'POST', `/staff/audit/${id}/report`, report)).statusCode).toBe(409);
    expect((await ok(admin, 'POST', `/staff/rfc/${id}/advance`, { step: 'inspection' })).process_step).toBe('inspection');

    // Bad reports: 400 per field, nothing changed.
    const bad = await call(engineer, 'POST', `/staff/audit/${id}/report`, { rating: 'Z', audited_on: 'yesterday', auditor: '', summary: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toEqual([
      expect.stringMatching(/^Rating/),
      expect.stringMatching(/^Audited on/),
      expect.stringMatching(/^Lead auditor/),
      expect.any(String),
    ]);
    const noCa = await call(engineer, 'POST', `/staff/audit/${id}/report`, { ...report, ca_due_date: undefined });
    expect(noCa.statusCode).toBe(400);
    expect(noCa.json().data).toEqual([expect.stringMatching(/^Corrective action plan due/)]);
    const zh = await call(engineer, 'POST', `/staff/audit/${id}/report`, { ...report, ca_due_date: undefined }, 'zh_CN');
    expect(zh.json().data).toEqual([expect.stringMatching(/纠正措施计划截止日期/)]);
    // A social audit is rated A-E, not pass/fail.
    const wrong = await call(engineer, 'POST', `/staff/audit/${id}/report`, { ...report, rating: 'pass' }, 'ar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/^التصنيف/);
    expect((await ok(admin, 'GET', `/staff/rfc/${id}`)).process_step).toBe('inspection');

    const recorded = await ok(engineer, 'POST', `/staff/audit/${id}/report`, report);
    expect(recorded).toMatchObject({
      status: 'processing',
      process_step: 'report_review',
      factory_audit: { rating: 'C', ca_due_date: inDays(60), follow_up_needed: false },
    });
    // The inspector who recorded it may not issue it; the issuer does, once.
    expect((await call(engineer, 'POST', `/staff/audit/${id}/issue-report`)).statusCode).toBe(403);
    expect((await ok(issuer, 'GET', `/staff/rfc/${id}`)).actions).toContain('issue_report');
    const issued = await ok(issuer, 'POST', `/staff/audit/${id}/issue-report`);
    expect(issued).toMatchObject({ status: 'issued', process_step: 'report_issued' });
    expect(issued.certificate.cert_no).toMatch(/^AUR-XX-\d{4}-\d{6}$/);
    // A report states results for what it covers: no expiry date (issue 29), and the PDF says so.
    expect((await ok(demo, 'GET', `/cert/info/${issued.certificate.id}`)).expiry_date).toBeNull();
    expect((await call(issuer, 'POST', `/staff/audit/${id}/issue-report`)).statusCode).toBe(409);

    // The customer sees the rating, the CA due date and that a follow-up is asked for; the PDF prints them.
    const mine = await ok(demo, 'GET', `/rfc/detail/${id}`);
    expect(mine.factory_audit).toMatchObject({ rating: 'C', ca_due_date: inDays(60), auditor: 'Wang Fang', follow_up_needed: true, follow_up: null });
    for (const [lang, heading, rating, noExpiry] of [
      ['en', 'Factory audit report', 'C (acceptable)', 'No expiry date'],
      ['zh_CN', '验厂审核报告', 'C（可接受）', '无有效期限'],
      ['ar', 'تقرير تدقيق المصنع', 'C (مقبول)', 'بلا تاريخ انتهاء'],
    ]) {
      drawn.length = 0;
      const pdf = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/cert/pdf/${issued.certificate.id}`, cookies: demo, headers: { langId: lang } });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(drawn).toEqual(expect.arrayContaining([heading, rating, inDays(60), 'Wang Fang', noExpiry]));
    }
    expect((await call(demo2, 'GET', `/cert/pdf/${issued.certificate.id}`)).statusCode).toBe(404);

    // The follow-up: another customer 404; a draft of the same audit linked to the first and prefilled from it.
    expect((await call(demo2, 'POST', `/kenya/audit/${id}/follow-up`)).statusCode).toBe(404);
    const f = await ok(demo, 'POST', `/kenya/audit/${id}/follow-up`);
    expect(f).toMatchObject({
      status: 'draft',
      form: 'audit',
      application_type: 'audit_social',
      title: `Follow-up audit of ${issued.rfc_no}`,
      parent: { id, relation: 'follow_up' },
    });
    expect(f.data.audit).toMatchObject({ social_standard: 'amfori_bsci', preferred_date: inDays(60), follow_up_of: issued.rfc_no });
    expect(f.data.factory).toMatchObject({ factory_name_en: 'Dongguan Garments', headcount: 650 });
    expect(f.factory_audit.follow_up_of).toEqual({ id, rfc_no: issued.rfc_no });
    // The link is the audit's own action: the generic create does not take the relation follow_up (400, nothing made).
    const byHand = await call(demo, 'POST', `/kenya/create?area=${AREA}`, { application_type: 'audit_social', parent_id: id, relation: 'follow_up' });
    expect(byHand.statusCode).toBe(400);
    // Asked again: the same draft. The first shows the link.
    expect((await ok(demo, 'POST', `/kenya/audit/${id}/follow-up`)).id).toBe(f.id);
    expect((await ok(demo, 'GET', `/rfc/detail/${id}`)).factory_audit.follow_up).toEqual({ id: f.id, rfc_no: null, status: 'draft' });
    // The follow-up is booked like the first (submitted from its prefilled data).
    const sent = await submit(demo, f.id, { ...f.data, application_type: 'audit_social', title: f.title, version: f.version }, `audit-follow-${RUN}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.application.rfc_no).toMatch(/^AUD-/);
  });

  it('a passing audit asks for no follow-up; a quality audit is rated pass or fail', async () => {
    const body = audit('audit_quality');
    body.factory = { ...body.factory, headcount: 80 };
    const id = await booked(body, 'audit-pass');
    await ok(admin, 'POST', `/staff/rfc/${id}/accept`);
    expect((await ok(admin, 'GET', `/staff/rfc/${id}`)).factory_audit.man_days).toBe(1);
    await quoteAndPay(id, 1);
    await ok(admin, 'POST', `/staff/audit/${id}/confirm-date`, { date: inDays(21) });
    await ok(admin, 'POST', `/staff/rfc/${id}/advance`, { step: 'inspection' });
    const graded = await call(engineer, 'POST', `/staff/audit/${id}/report`, {
      rating: 'B',
      audited_on: todayIso(),
      auditor: 'Li Na',
      summary: 'ISO 9001 system in place',
    });
    expect(graded.statusCode).toBe(400);
    await ok(engineer, 'POST', `/staff/audit/${id}/report`, { rating: 'pass', audited_on: todayIso(), auditor: 'Li Na', summary: 'ISO 9001 system in place' });
    await ok(issuer, 'POST', `/staff/audit/${id}/issue-report`);
    expect((await ok(demo, 'GET', `/rfc/detail/${id}`)).factory_audit).toMatchObject({ rating: 'pass', ca_due_date: null, follow_up_needed: false });
    const none = await call(demo, 'POST', `/kenya/audit/${id}/follow-up`);
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toMatch(/no follow-up/);
  });
});
