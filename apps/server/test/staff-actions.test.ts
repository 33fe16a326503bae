/**
 * The money, inspection, additional-information, certificate-status and channel-review actions through the one
 * staff policy (issue 14): the wrong role is 403 (before any 400), an action out of step is 409, the separation
 * of duties holds (who quoted does not confirm the payment, who confirmed does not reverse it, who recorded a
 * report does not issue it), the staff application page lists the actions each caller may take, and each action
 * lands in the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@tic/shared';
import { customsForm, submitApplication } from './applicationFixtures.js';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
type Who = 'demo' | 'service' | 'officer' | 'engineer' | 'reviewer' | 'finance' | 'issuer' | 'admin';
const who = {} as Record<Who, Record<string, string>>;
const stamp = Date.now().toString(36);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let seq = 0;

const booking = (title: string) => inspectionBooking(title);

/** A submitted application of the demo customer (pending acceptance). */
async function submitted(body: ReturnType<typeof customsForm> | ReturnType<typeof booking>) {
  return submitApplication(ctx.app, call, who.demo, body, `staff-actions-${body.title}`);
}
async function accepted(body: ReturnType<typeof customsForm> | ReturnType<typeof booking>) {
  const id = await submitted(body);
  const a = await call(who.officer, 'POST', `/staff/rfc/${id}/accept`);
  expect(a.statusCode, a.body).toBe(200);
  return id;
}
const page = async (cookies: Record<string, string>, id: number) => {
  const r = await call(cookies, 'GET', `/staff/rfc/${id}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const quoteBody = (application_id: number, extra: Record<string, unknown> = {}) => ({
  currency: 'USD',
  valid_until: inDays(30),
  terms_version: 'T-2026-1',
  lines: [{ application_id, service: 'PVoC certificate', quantity: '1', unit_price: '500.00' }],
  ...extra,
});
async function remit(application_id: number, amount: string) {
  const m = multipart({ filename: 'bank-slip.png', content: PNG });
  const up = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies: who.demo, ...m, headers: { ...m.headers, langId: 'en' } });
  expect(up.statusCode, up.body).toBe(200);
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/frontend/v1/remittance',
    cookies: who.demo,
    headers: { langId: 'en', 'idempotency-key': `staff-actions-remit-${stamp}-${++seq}` },
    payload: {
      remitter: 'Bright Star Electronics',
      remitted_on: todayIso(),
      currency: 'USD',
      amount,
      contact: 'Li Ming',
      phone: '+86-755-1234',
      file_ids: [up.json().data.id],
      allocations: [{ application_id, amount }],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}
const auditActions = async (id: number) => ((await page(who.admin, id)).audit as { action: string }[]).map((a) => a.action);

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  who.demo = (await login(ctx.app)).cookies;
  for (const u of ['service', 'officer', 'engineer', 'reviewer', 'finance', 'issuer'] as const) who[u] = (await login(ctx.app, u, 'Staff@2026')).cookies;
  who.admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
}, 240_000);
afterAll(() => ctx?.close());

describe('money through the policy', () => {
  it('who may quote; out of step 409; who quoted never confirms the payment; who confirmed never reverses it', async () => {
    const pending = await submitted(customsForm(`Money policy pending ${stamp}`));
    // The wrong role: 403 before the body is read (an empty body would be 400).
    expect((await call(who.engineer, 'POST', '/staff/quotation', {})).statusCode).toBe(403);
    expect((await call(who.demo, 'POST', '/staff/quotation', {})).statusCode).toBe(403);
    // Not accepted yet: the policy's quote row refuses the state (409, naming why).
    const early = await call(who.service, 'POST', '/staff/quotation', quoteBody(pending));
    expect(early.statusCode, early.body).toBe(409);

    const id = await accepted(customsForm(`Money policy ${stamp}`));
    expect((await page(who.service, id)).actions).toContain('quote');
    expect((await page(who.engineer, id)).actions).not.toContain('quote');
    const q = await call(who.service, 'POST', '/staff/quotation', quoteBody(id));
    expect(q.statusCode, q.body).toBe(200);
    // A new version of the open quotation, from the page's answer.
    const open = (await page(who.service, id)).work.quotation;
    expect(open).toMatchObject({ id: q.json().data.id, lines: [{ application_id: id, unit_price: '500.00' }] });
    const v2 = await call(
      who.service,
      'POST',
      '/staff/quotation',
      quoteBody(id, { supersedes_id: open.id, lines: [{ ...open.lines[0], unit_price: '450.00' }] }),
    );
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().data).toMatchObject({ version: 2, total: '450.00' });
    const profile = await call(who.demo, 'POST', '/invoice-info', {
      title: 'Bright Star Electronics Co., Ltd.',
      type: 'pro_forma',
      address: '8 Science Park Road',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const profileId = profile.json().data.id;
    expect((await call(who.demo, 'POST', `/quotation/${v2.json().data.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);

    const rem = await remit(id, '450.00');
    // The page lists the remittance with exactly what each caller may do on it.
    const forFinance = (await page(who.finance, id)).work.remittances.find((r: { id: number }) => r.id === rem);
    expect(forFinance).toMatchObject({ status: 'submitted', requested: '450.00' });
    expect(forFinance.actions).toEqual(['review_remittance', 'confirm_remittance', 'partly_confirm_remittance', 'reject_remittance']);
    expect((await page(who.issuer, id)).work.remittances[0].actions).toEqual([]);
    // A customer-service colleague cannot confirm (role: 403); nor can an administrator who quoted (separation: 403).
    expect((await call(who.service, 'POST', `/staff/remittance/${rem}/confirm`, {})).statusCode).toBe(403);
    const adminQuoted = await accepted(customsForm(`Money policy admin ${stamp}`));
    const aq = (await call(who.admin, 'POST', '/staff/quotation', quoteBody(adminQuoted))).json().data;
    await call(who.demo, 'POST', `/quotation/${aq.id}/accept`, { invoice_profile_id: profileId });
    const rem2 = await remit(adminQuoted, '500.00');
    expect((await page(who.admin, adminQuoted)).work.remittances[0].actions).not.toContain('confirm_remittance');
    const sep = await call(who.admin, 'POST', `/staff/remittance/${rem2}/confirm`, {});
    expect(sep.statusCode).toBe(403);
    expect(sep.json().msg).toContain('Separation of duties');

    // Finance confirms in full; again: 409 (out of step). Finance who confirmed cannot reverse; the administrator can.
    const ok = await call(who.finance, 'POST', `/staff/remittance/${rem}/confirm`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(who.finance, 'POST', `/staff/remittance/${rem}/confirm`, {})).statusCode).toBe(409);
    expect((await call(who.finance, 'POST', `/staff/remittance/${rem}/reverse`, { reason: 'Bounced' })).statusCode).toBe(403);
    expect((await page(who.admin, id)).work.remittances[0].actions).toEqual(['reverse_remittance']);
    expect((await call(who.admin, 'POST', `/staff/remittance/${rem}/reverse`, { reason: 'Bounced' })).statusCode).toBe(200);
    // Partial confirmation and rejection of the second one by finance.
    const part = await call(who.finance, 'POST', `/staff/remittance/${rem2}/confirm`, {
      received_amount: '300.00',
      allocations: [{ application_id: adminQuoted, amount: '300.00' }],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.status).toBe('partly_confirmed');
    expect((await call(who.finance, 'POST', `/staff/remittance/${rem2}/reject`, { reason: 'Late' })).statusCode).toBe(409);
  });
});

describe('entrusted inspection through the policy', () => {
  it('coordinators confirm and schedule; only an inspector records; the report is issued by someone else; out of step 409', async () => {
    const id = await accepted(booking(`Inspection policy ${stamp}`));
    expect((await call(who.finance, 'POST', `/staff/rfc/${id}/confirm-date`, {})).statusCode).toBe(403);
    // Out of step: no report before the inspection is scheduled.
    const report = { result: 'passed', inspected_on: todayIso(), summary: 'All good', sections: [], defects: { critical: 0, major: 0, minor: 0 } };
    expect((await call(who.engineer, 'POST', `/staff/rfc/${id}/report`, report)).statusCode).toBe(409);
    expect((await page(who.officer, id)).actions).toEqual(expect.arrayContaining(['confirm_date', 'schedule', 'postpone', 'cancel_booking']));
    expect((await call(who.officer, 'POST', `/staff/rfc/${id}/confirm-date`, { date: inDays(5) })).statusCode).toBe(200);
    expect((await call(who.engineer, 'POST', `/staff/rfc/${id}/schedule`, { date: inDays(5), inspector: 'Zhang Wei' })).statusCode).toBe(200);
    expect((await call(who.officer, 'POST', `/staff/rfc/${id}/report`, report)).statusCode).toBe(403);
    expect((await call(who.engineer, 'POST', `/staff/rfc/${id}/report`, report)).statusCode).toBe(200);
    // The inspector who recorded the report also holds no issuing role; an administrator who recorded one may not issue it.
    expect((await call(who.engineer, 'POST', `/staff/rfc/${id}/issue-report`)).statusCode).toBe(403);
    expect((await page(who.issuer, id)).actions).toContain('issue_report');
    expect((await call(who.issuer, 'POST', `/staff/rfc/${id}/issue-report`)).statusCode).toBe(200);
    expect((await call(who.issuer, 'POST', `/staff/rfc/${id}/issue-report`)).statusCode).toBe(409);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['confirm_date', 'schedule', 'record_report', 'issue_report']));

    const other = await accepted(booking(`Inspection separation ${stamp}`));
    await call(who.admin, 'POST', `/staff/rfc/${other}/schedule`, { date: inDays(5), inspector: 'Admin' });
    expect((await call(who.admin, 'POST', `/staff/rfc/${other}/report`, report)).statusCode).toBe(200);
    const sep = await call(who.admin, 'POST', `/staff/rfc/${other}/issue-report`);
    expect(sep.statusCode).toBe(403);
    expect(sep.json().msg).toContain('Separation of duties');
    expect((await call(who.finance, 'POST', `/staff/rfc/${other}/abort`, { reason: 'x' })).statusCode).toBe(403);
  });
});

describe("a recorded report waits in the technical reviewer's queues", () => {
  it('recorded by the inspector who took it: released to the reviewers\' "available" queue, counted there; issued from it', async () => {
    const title = `Report queue ${stamp}`;
    const id = await accepted(booking(title));
    const listed = async (cookies: Record<string, string>, query: string) =>
      (await call(cookies, 'GET', `/staff/rfc/list?${query}&keywords=${encodeURIComponent(title)}&per_page=100`)).json().data as {
        total: number;
        data: { id: number; process_step: string; assignee: unknown }[];
      };
    expect((await call(who.officer, 'POST', `/staff/rfc/${id}/confirm-date`, { date: inDays(5) })).statusCode).toBe(200);
    expect((await call(who.engineer, 'POST', `/staff/rfc/${id}/take`)).statusCode).toBe(200);
    expect((await call(who.engineer, 'POST', `/staff/rfc/${id}/schedule`, { date: inDays(5), inspector: 'Zhang Wei' })).statusCode).toBe(200);
    expect((await listed(who.reviewer, 'queue=available')).data).toEqual([]);
    const report = { result: 'passed', inspected_on: todayIso(), summary: 'All good', sections: [], defects: { critical: 0, major: 0, minor: 0 } };
    expect((await call(who.engineer, 'POST', `/staff/rfc/${id}/report`, report)).statusCode).toBe(200);
    // Released: no longer the inspector's, listed among the reviewer's work (and not the issuer's or the inspector's).
    expect((await listed(who.engineer, 'queue=mine')).data).toEqual([]);
    expect((await listed(who.engineer, 'queue=available')).data).toEqual([]);
    expect((await listed(who.issuer, 'queue=available')).data).toEqual([]);
    expect((await listed(who.reviewer, 'queue=available')).data).toEqual([expect.objectContaining({ id, process_step: 'report_review', assignee: null })]);
    // The total read from staff_queue_counts (queue and dimensions only) classifies it as the list does.
    const counted = (
      await call(who.reviewer, 'GET', '/staff/rfc/list?queue=available&process_step=report_review&application_type=insp_pre_shipment&per_page=100')
    ).json().data as { total: number; data: { id: number }[] };
    expect(counted.data.map((r) => r.id)).toContain(id);
    expect(counted.total).toBe(counted.data.length);
    // The reviewer takes it from the queue and issues it (the inspector who recorded it never could).
    expect((await call(who.reviewer, 'POST', `/staff/rfc/${id}/take`)).statusCode).toBe(200);
    expect((await listed(who.reviewer, 'queue=mine')).data.map((r) => r.id)).toEqual([id]);
    expect((await page(who.reviewer, id)).actions).toContain('issue_report');
    expect((await call(who.reviewer, 'POST', `/staff/rfc/${id}/issue-report`)).statusCode).toBe(200);
    expect((await listed(who.reviewer, 'queue=available')).data).toEqual([]);
  });
});

describe('additional information, certificate status and channel review through the policy', () => {
  it('raise (role, step), answer, accept once; certificate actions by issuers only, in the right status', async () => {
    const id = await accepted(customsForm(`Info policy ${stamp}`));
    const raise = { due_date: inDays(7), items: [{ question: 'Send the test report of the driver' }] };
    expect((await call(who.finance, 'POST', `/staff/rfc/${id}/additional-info`, {})).statusCode).toBe(403);
    const r = await call(who.engineer, 'POST', `/staff/rfc/${id}/additional-info`, raise);
    expect(r.statusCode, r.body).toBe(200);
    // Waiting on the customer: a second request is out of step.
    expect((await call(who.engineer, 'POST', `/staff/rfc/${id}/additional-info`, raise)).statusCode).toBe(409);
    const req = r.json().data;
    expect((await call(who.engineer, 'POST', `/staff/additional-info/${req.id}/accept`)).statusCode).toBe(409);
    const ans = await call(who.demo, 'POST', `/additional-info/${req.id}/answer`, {
      version: req.version,
      items: [{ id: req.items[0].id, answer: 'Attached to the application', file_ids: [] }],
    });
    expect(ans.statusCode, ans.body).toBe(200);
    expect((await page(who.engineer, id)).work.info_requests[0]).toMatchObject({ status: 'answered', actions: ['accept_info'] });
    expect((await call(who.finance, 'POST', `/staff/additional-info/${req.id}/accept`)).statusCode).toBe(403);
    expect((await call(who.engineer, 'POST', `/staff/additional-info/${req.id}/accept`)).json().data.status).toBe('accepted');
    expect((await call(who.engineer, 'POST', `/staff/additional-info/${req.id}/accept`)).statusCode).toBe(409);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['request_info', 'accept_info']));

    // Take it to an issued certificate: the issuer sees the status actions on it.
    await call(who.engineer, 'POST', `/staff/rfc/${id}/advance`, { step: 'conformity_assessment' });
    expect((await call(who.reviewer, 'POST', `/staff/rfc/${id}/draft`)).statusCode).toBe(200);
    const draft = (await call(who.demo, 'GET', `/kenya/cert/draft/${id}`)).json().data;
    expect((await call(who.demo, 'POST', `/kenya/cert/draft/${id}`, { decision: 'confirm', version: draft.application.version })).statusCode).toBe(200);
    expect((await call(who.issuer, 'POST', `/staff/rfc/${id}/issue`, {})).statusCode).toBe(200);
    const cert = (await page(who.issuer, id)).work.certificates[0];
    expect(cert).toMatchObject({ status: 'valid', actions: ['suspend_certificate', 'withdraw_certificate', 'supersede_certificate'] });
    expect((await page(who.finance, id)).work.certificates[0].actions).toEqual([]);
    expect((await call(who.finance, 'POST', `/staff/cert/${cert.id}/suspend`, {})).statusCode).toBe(403);
    expect((await call(who.issuer, 'POST', `/staff/cert/${cert.id}/reinstate`, {})).statusCode).toBe(409);
    expect((await call(who.issuer, 'POST', `/staff/cert/${cert.id}/suspend`, { until: inDays(20), reason: 'Audit' })).statusCode).toBe(200);
    expect((await page(who.issuer, id)).work.certificates[0]).toMatchObject({ status: 'suspended', suspended_until: inDays(20) });
    expect((await call(who.issuer, 'POST', `/staff/cert/${cert.id}/reinstate`, {})).statusCode).toBe(200);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['suspend_certificate', 'reinstate_certificate']));
  });

  it('channel profiles: customer service and administrators review; others 403', async () => {
    expect((await call(who.finance, 'GET', '/staff/channel/profiles')).statusCode).toBe(403);
    expect((await call(who.service, 'GET', '/staff/channel/profiles')).statusCode).toBe(200);
    expect((await call(who.issuer, 'POST', `/staff/channel/profiles/1/decision`, {})).statusCode).toBe(403);
  });
});
