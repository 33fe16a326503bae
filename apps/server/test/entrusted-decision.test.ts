/**
 * Entrusted inspection after the report (issue 29, business-lines.md "Entrusted inspection"): the client releases
 * the goods, rejects them, or asks for a re-inspection (a draft booking linked to this one, prefilled from it), once
 * per report, recorded with who and when, in the customer's history and the staff audit trail, raised as the
 * webhook event inspection.decision_recorded. And the customer's notices along the booking: accepted, date
 * confirmed, inspector scheduled, postponed (the new date), aborted (the reason).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { formatDate, todayIso } from '@tic/shared';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { notices, users, webhookDeliveries, webhookEvents, webhooks } from '../src/db/schema/index.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let issuer: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
let demoId: number;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  issuer = (await login(ctx.app, 'issuer', 'Staff@2026')).cookies;
  demoId = (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo')))[0]!.id;
  // The demo customer's endpoint subscribed to the decision (no sender runs here: the event and its delivery rows are what is checked).
  await ctx.app.db.insert(webhooks).values({
    userId: demoId,
    url: 'https://hooks.example.com/tic',
    events: ['inspection.decision_recorded'],
    secretSealed: 'sealed',
    secretHint: 'abcd',
  });
}, 120_000);
afterAll(() => ctx.close());

/** The answer's data, once it is 200 (as the API answers it: read by the test, its shape checked by RESPONSE_CHECK). */
const ok = async (res: Promise<LightMyRequestResponse>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

/** The customer's notices of an application, oldest first: kind and the parameters they name. */
const noticesOf = (id: number) =>
  ctx.app.db
    .select({ kind: notices.kind, params: notices.params })
    .from(notices)
    .where(and(eq(notices.applicationId, id), eq(notices.userId, demoId)))
    .orderBy(asc(notices.id));

/** A booking of the demo customer, submitted and accepted. */
async function accepted(title: string) {
  const d = await ok(call(demo, 'POST', '/kenya/create?area=entrustedInspection', inspectionBooking(title)));
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...inspectionBooking(title), version: d.version },
    headers: { langId: 'en', 'idempotency-key': `submit-${title}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  await ok(call(admin, 'POST', `/staff/rfc/${d.id}/accept`));
  return d.id as number;
}

/** Accepted, date confirmed, scheduled, report recorded (passed) and issued. */
async function issued(title: string) {
  const id = await accepted(title);
  await ok(call(admin, 'POST', `/staff/rfc/${id}/confirm-date`, { date: inDays(12) }));
  await ok(call(admin, 'POST', `/staff/rfc/${id}/schedule`, { date: inDays(12), inspector: 'Zhao Lei' }));
  const report = { result: 'passed', inspected_on: todayIso(), summary: 'All good', sections: [], defects: { critical: 0, major: 1, minor: 2 } };
  await ok(call(admin, 'POST', `/staff/rfc/${id}/report`, report));
  const d = await ok(call(issuer, 'POST', `/staff/rfc/${id}/issue-report`));
  expect(d).toMatchObject({ status: 'issued', process_step: 'report_issued', inspection: { decision: null, decision_open: true } });
  return { id, reportNo: d.certificate.cert_no as string, rfcNo: d.rfc_no as string };
}

const decide = (id: number, body: object, cookies = demo, lang = 'en') => call(cookies, 'POST', `/kenya/rfc/${id}/decision`, body, lang);
const decisionEvents = (id: number) =>
  ctx.app.db
    .select({ id: webhookEvents.id, type: webhookEvents.type, data: webhookEvents.data })
    .from(webhookEvents)
    .where(eq(webhookEvents.type, 'inspection.decision_recorded'))
    .then((rows) => rows.filter((r) => r.data.application_id === id));

describe('the customer is told each step of the booking', () => {
  it('accepted, date confirmed, inspector scheduled, postponed with the new date, in the reader’s language', async () => {
    const id = await accepted('Notices along the booking');
    await ok(call(admin, 'POST', `/staff/rfc/${id}/confirm-date`, { date: inDays(8) }));
    await ok(call(admin, 'POST', `/staff/rfc/${id}/schedule`, { date: inDays(8), inspector: 'Zhao Lei' }));
    await ok(call(admin, 'POST', `/staff/rfc/${id}/postpone`, { date: inDays(15), reason: 'Factory closed for a fair' }));
    const rows = await noticesOf(id);
    expect(rows.map((r) => r.kind)).toEqual([
      'application_submitted',
      'inspection_accepted',
      'inspection_date_confirmed',
      'inspection_scheduled',
      'inspection_postponed',
    ]);
    expect(rows[2]!.params).toMatchObject({ date: inDays(8) });
    expect(rows[3]!.params).toMatchObject({ date: inDays(8), inspector: 'Zhao Lei' });
    expect(rows[4]!.params).toMatchObject({ date: inDays(15), reason: 'Factory closed for a fair' });
    // The message centre renders them in the reader's language.
    const list = async (lang: string) =>
      ((await ok(call(demo, 'GET', '/corner/notify?per_page=100', undefined, lang))).data as { application_id: number; title: string }[])
        .filter((n) => n.application_id === id)
        .map((n) => n.title);
    expect(await list('en')).toContain(
      `Inspection of ${(await ok(call(demo, 'GET', `/rfc/detail/${id}`))).rfc_no} postponed to ${formatDate('en', inDays(15))}`,
    );
    expect((await list('zh_CN')).some((t) => t.includes('改期至') && t.includes(formatDate('zh_CN', inDays(15))))).toBe(true);
    expect((await list('ar')).some((t) => t.includes('تأجّل') && t.includes(formatDate('ar', inDays(15))))).toBe(true);
  });

  it('aborted on site, with the reason', async () => {
    const id = await accepted('Aborted on site');
    await ok(call(admin, 'POST', `/staff/rfc/${id}/schedule`, { date: inDays(9), inspector: 'Qian Hui' }));
    const d = await ok(call(admin, 'POST', `/staff/rfc/${id}/abort`, { reason: 'No access to the warehouse' }));
    expect(d).toMatchObject({ status: 'cancelled', process_step: 'aborted', inspection: { decision_open: false } });
    const rows = await noticesOf(id);
    expect(rows.map((r) => r.kind)).toEqual(['application_submitted', 'inspection_accepted', 'inspection_scheduled', 'inspection_aborted']);
    expect(rows[3]!.params).toMatchObject({ reason: 'No access to the warehouse' });
    // Nothing to decide on an aborted booking.
    const r = await decide(id, { decision: 'release' });
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toBe('A decision is taken once the inspection report is issued');
  });
});

describe('the client’s decision on the issued report', () => {
  it('release: recorded with who and when, once; in the history, the staff audit trail and a webhook event', async () => {
    const { id, reportNo } = await issued('Released goods');
    // Another customer's booking: 404; a decision that does not exist: 400.
    expect((await decide(id, { decision: 'release' }, demo2)).statusCode).toBe(404);
    expect((await decide(id, { decision: 'ship' })).statusCode).toBe(400);
    const d = await ok(decide(id, { decision: 'release', comment: '  Ship with the next vessel ' }));
    expect(d.status).toBe('issued');
    expect(d.inspection).toMatchObject({
      decision_open: false,
      decision: { decision: 'release', comment: 'Ship with the next vessel', decided_by: expect.any(String), reinspection: null },
    });
    expect(d.inspection.decision.decided_by.length).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(d.inspection.decision.decided_at)).toBeLessThan(60_000);
    expect(d.history.at(-1)).toMatchObject({ action: 'release_goods', actor: 'customer', reason: 'Ship with the next vessel', to_status: 'issued' });
    // A second decision: 409, in the caller's language; nothing changes.
    const again = await decide(id, { decision: 'reject' }, demo, 'zh_CN');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该报告的决定已经记录');
    expect((await ok(call(demo, 'GET', `/rfc/detail/${id}`))).inspection.decision.decision).toBe('release');
    // Staff see it on the application's audit trail.
    const staff = await ok(call(admin, 'GET', `/staff/rfc/${id}`));
    expect(staff.audit.at(-1)).toMatchObject({ action: 'release_goods', comment: 'Ship with the next vessel', from_step: 'report_issued' });
    expect(staff.inspection.decision.decision).toBe('release');
    // One webhook event, with its delivery to the subscribed endpoint.
    const events = await decisionEvents(id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      application_id: id,
      report_no: reportNo,
      decision: 'release',
      comment: 'Ship with the next vessel',
      reinspection_id: null,
    });
    const deliveries = await ctx.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, events[0]!.id));
    expect(deliveries.map((x) => x.status)).toEqual(['pending']);
  });

  it('reject', async () => {
    const { id } = await issued('Rejected goods');
    const d = await ok(decide(id, { decision: 'reject' }));
    expect(d.inspection.decision).toMatchObject({ decision: 'reject', comment: null, reinspection: null });
    expect(d.history.at(-1)).toMatchObject({ action: 'reject_goods', reason: null });
    expect((await decisionEvents(id)).map((e) => e.data.decision)).toEqual(['reject']);
  });

  it('re-inspect: a draft booking linked to this one, prefilled from it, naming the report', async () => {
    const { id, reportNo, rfcNo } = await issued('Re-inspected goods');
    const d = await ok(decide(id, { decision: 're_inspect', comment: 'Rework the packing first' }));
    const re = d.inspection.decision.reinspection;
    expect(re).toMatchObject({ id: expect.any(Number), rfc_no: null, status: 'draft' });
    expect(d.children).toEqual([expect.objectContaining({ id: re.id, relation: 'reinspection', status: 'draft' })]);
    const draft = await ok(call(demo, 'GET', `/rfc/detail/${re.id}`));
    expect(draft).toMatchObject({ status: 'draft', form: 'entrusted', application_type: 'insp_re_inspection', title: `Re-inspection of ${rfcNo}` });
    expect(draft.parent).toMatchObject({ id, relation: 'reinspection' });
    expect(draft.data.booking).toMatchObject({ previous_order_no: reportNo, contact_name: 'Li Ming' });
    expect(draft.data.booking.inspection_date ?? null).toBeNull();
    expect(draft.data.parties.factory.company_name).toBe(inspectionBooking('x').parties.factory.company_name);
    expect(draft.data.po_lines).toEqual([expect.objectContaining({ po_no: 'PO-1', quantity: 5000 })]);
    expect((await decisionEvents(id))[0]!.data).toMatchObject({ decision: 're_inspect', reinspection_id: re.id });
    // Once: a second re-inspection is refused and no second draft is made.
    expect((await decide(id, { decision: 're_inspect' })).statusCode).toBe(409);
    expect((await ok(call(demo, 'GET', `/rfc/detail/${id}`))).children).toHaveLength(1);
  });

  it('not before the report is issued', async () => {
    const id = await accepted('Not issued yet');
    const r = await decide(id, { decision: 'release' }, demo, 'ar');
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toBe('يُتَّخذ القرار بعد صدور تقرير الفحص');
    expect((await ok(call(demo, 'GET', `/rfc/detail/${id}`))).inspection).toMatchObject({ decision: null, decision_open: false });
  });
});
