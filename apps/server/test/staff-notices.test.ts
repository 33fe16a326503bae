/**
 * Staff notices (issue 29): what the customer did that staff act on reaches the staff members responsible as a notice
 * (the customers' notices table, bell and message centre), in each one's language: the client's decision on an issued
 * entrusted inspection report, an answered request for additional information, samples sent, a returned application
 * submitted again. The assignee is told when there is one; else the holders of the role whose work the application is
 * now (packages/shared staff/notices.ts); administrators only when nobody holds it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { staffNoticeAudience, todayIso } from '@tic/shared';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { testingApplication } from '../../../packages/shared/src/forms/fixtures/labApplications.js';
import { notices, users } from '../src/db/schema/index.js';
import { customsForm } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { inDays } from './sampleLoopFixtures.js';

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, Record<string, string>> = {};
const ids: Record<string, number> = {};
const RUN = Date.now().toString(36);

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  who.demo = (await login(ctx.app)).cookies;
  who.demo2 = (await login(ctx.app, 'demo2')).cookies;
  who.admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  for (const u of ['officer', 'engineer', 'reviewer', 'issuer']) who[u] = (await login(ctx.app, u, 'Staff@2026')).cookies;
  for (const u of await ctx.app.db.select({ id: users.id, username: users.username }).from(users)) ids[u.username] = u.id;
}, 120_000);
afterAll(() => ctx.close());

const ok = async (res: Promise<LightMyRequestResponse>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};

/** The staff notices written about an application: recipient's username, kind, stored language, title and content. */
async function staffNotices(applicationId: number) {
  const rows = await ctx.app.db
    .select({ userId: notices.userId, kind: notices.kind, lang: notices.lang, title: notices.title, content: notices.content, sender: notices.sender })
    .from(notices)
    .where(and(eq(notices.applicationId, applicationId), like(notices.kind, 'staff_%')))
    .orderBy(asc(notices.id));
  const name = Object.fromEntries(Object.entries(ids).map(([u, id]) => [id, u]));
  return rows.map((r) => ({ ...r, to: name[r.userId] }));
}

async function submit(id: number, body: object, version: number, area = '') {
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit${area ? `?area=${area}` : ''}`,
    cookies: who.demo,
    payload: { ...body, version },
    headers: { langId: 'en', 'idempotency-key': `staff-notice-${id}-${version}-${RUN}` },
  });
  expect(s.statusCode, s.body).toBe(200);
}

/** An entrusted inspection booking of the demo customer taken to its issued report. */
async function issuedBooking(title: string) {
  const d = await ok(call(who.demo, 'POST', '/kenya/create?area=entrustedInspection', inspectionBooking(title)));
  await submit(d.id, inspectionBooking(title), d.version);
  await ok(call(who.admin, 'POST', `/staff/rfc/${d.id}/accept`));
  await ok(call(who.admin, 'POST', `/staff/rfc/${d.id}/confirm-date`, { date: inDays(12) }));
  await ok(call(who.admin, 'POST', `/staff/rfc/${d.id}/schedule`, { date: inDays(12), inspector: 'Zhao Lei' }));
  const report = { result: 'passed', inspected_on: todayIso(), summary: 'All good', sections: [], defects: { critical: 0, major: 0, minor: 1 } };
  await ok(call(who.admin, 'POST', `/staff/rfc/${d.id}/report`, report));
  const issued = await ok(call(who.issuer, 'POST', `/staff/rfc/${d.id}/issue-report`));
  return { id: d.id as number, rfcNo: issued.rfc_no as string, reportNo: issued.certificate.cert_no as string };
}

describe('who is responsible (the shared rule)', () => {
  it('the assignee; else the role whose work it is now; else the event’s policy row without administrators', () => {
    expect(staffNoticeAudience('staff_documents_resubmitted', { assigneeId: 7, status: 'pending_acceptance', processStep: 'pending' })).toEqual({
      assigneeId: 7,
    });
    expect(staffNoticeAudience('staff_documents_resubmitted', { assigneeId: null, status: 'pending_acceptance', processStep: 'pending' })).toEqual({
      roles: ['acceptance_officer'],
    });
    expect(staffNoticeAudience('staff_samples_shipped', { assigneeId: null, status: 'processing', processStep: 'sample_in_transit' })).toEqual({
      roles: ['inspector'],
    });
    expect(staffNoticeAudience('staff_decision_release', { assigneeId: null, status: 'issued', processStep: 'report_issued' })).toEqual({
      roles: ['acceptance_officer', 'inspector'],
    });
  });
});

describe('the client’s decision reaches the booking’s coordinators', () => {
  it('release with a comment: the acceptance officers and inspectors are told, each in their language; the bell counts it; read marks it', async () => {
    const { id, rfcNo, reportNo } = await issuedBooking(`Staff notice release ${RUN}`);
    await ok(call(who.demo, 'POST', `/kenya/rfc/${id}/decision`, { decision: 'release', comment: 'Ship with the next vessel' }));
    const rows = await staffNotices(id);
    expect(rows.map((r) => [r.to, r.kind]).sort()).toEqual([
      ['engineer', 'staff_decision_release'],
      ['officer', 'staff_decision_release'],
    ]);
    const officer = rows.find((r) => r.to === 'officer')!;
    const engineer = rows.find((r) => r.to === 'engineer')!;
    // 陈晓 reads Chinese, Omar Saleh English (their stored languages); the customer is the sender.
    expect(officer).toMatchObject({ lang: 'zh_CN', title: `客户已放行 ${rfcNo} 的货物`, sender: 'Shenzhen Bright Star Electronics Co., Ltd.' });
    expect(officer.content).toContain(`根据报告 ${reportNo} 放行了预约`);
    expect(officer.content).toContain('备注：“Ship with the next vessel”。');
    expect(engineer).toMatchObject({ lang: 'en', title: `Client released the goods of ${rfcNo}` });
    expect(engineer.content).toBe(
      `Shenzhen Bright Star Electronics Co., Ltd. released the goods of booking “Staff notice release ${RUN}” (${rfcNo}) after report ` +
        `${reportNo}. Comment: “Ship with the next vessel”.`,
    );
    // Nobody else: not the administrator who did the work, not the reviewer, not the issuer, not the customer.
    expect(rows.some((r) => ['admin', 'reviewer', 'issuer', 'demo'].includes(r.to!))).toBe(false);

    // The officer's bell and list (the customers' notice routes), rendered in the language the page asks for, linking to the workstation.
    const list = await ok(call(who.officer, 'GET', '/corner/notify?is_deal=0&per_page=100', undefined, 'ar'));
    const mine = list.data.filter((n: { application_id: number }) => n.application_id === id);
    expect(mine).toEqual([
      expect.objectContaining({ title: `أفرج العميل عن بضائع ${rfcNo}`, send_department: 'العميل', target: { type: 'staff_application', ref: null } }),
    ]);
    const detail = await ok(call(who.officer, 'GET', `/corner/notify/${mine[0].batch_code}`, undefined, 'en'));
    expect(detail.content).toContain('Comment: “Ship with the next vessel”.');
    const before = (await ok(call(who.officer, 'POST', '/corner/notify/deal', { ids: [] }))).unread;
    expect(before).toBe(0);
    expect((await ok(call(who.officer, 'GET', '/corner/notify?is_deal=0', undefined, 'en'))).total).toBe(0);
    // Another user's notice is not found.
    expect((await call(who.engineer, 'GET', `/corner/notify/${mine[0].batch_code}`)).statusCode).toBe(404);
  });

  it('reject and re-inspect: their own words; no comment, no comment sentence', async () => {
    const a = await issuedBooking(`Staff notice reject ${RUN}`);
    await ok(call(who.demo, 'POST', `/kenya/rfc/${a.id}/decision`, { decision: 'reject' }));
    const rejected = (await staffNotices(a.id)).find((r) => r.to === 'engineer')!;
    expect(rejected).toMatchObject({ kind: 'staff_decision_reject', title: `Client rejected the goods of ${a.rfcNo}` });
    expect(rejected.content).not.toContain('Comment');
    const b = await issuedBooking(`Staff notice re-inspect ${RUN}`);
    await ok(call(who.demo, 'POST', `/kenya/rfc/${b.id}/decision`, { decision: 're_inspect', comment: 'Rework the packing' }));
    const re = (await staffNotices(b.id)).find((r) => r.to === 'officer')!;
    expect(re).toMatchObject({ kind: 'staff_decision_re_inspect', title: `客户申请复检 ${b.rfcNo}` });
    // A refused decision (taken already) tells nobody again.
    expect((await call(who.demo, 'POST', `/kenya/rfc/${b.id}/decision`, { decision: 'release' })).statusCode).toBe(409);
    expect((await staffNotices(b.id)).length).toBe(2);
  });

  it('nobody holds the role: the administrators are told', async () => {
    const { id } = await issuedBooking(`Staff notice fallback ${RUN}`);
    // The officer and the engineer are away (disabled) for this one.
    await ctx.app.db.update(users).set({ status: 0 }).where(eq(users.username, 'officer'));
    await ctx.app.db.update(users).set({ status: 0 }).where(eq(users.username, 'engineer'));
    try {
      await ok(call(who.demo, 'POST', `/kenya/rfc/${id}/decision`, { decision: 'release' }));
    } finally {
      await ctx.app.db.update(users).set({ status: 1 }).where(eq(users.username, 'officer'));
      await ctx.app.db.update(users).set({ status: 1 }).where(eq(users.username, 'engineer'));
    }
    expect((await staffNotices(id)).map((r) => r.to)).toEqual(['admin']);
  });
});

describe('answers, samples and resubmissions', () => {
  it('a returned application submitted again: its officer (the assignee) only', async () => {
    const title = `Staff notice resubmit ${RUN}`;
    const d = await ok(call(who.demo, 'POST', '/kenya/create', customsForm(title)));
    await submit(d.id, customsForm(title), d.version);
    await ok(call(who.officer, 'POST', `/staff/rfc/${d.id}/take`));
    await ok(call(who.officer, 'POST', `/staff/rfc/${d.id}/return`, { reason: 'Invoice amount differs' }));
    expect(await staffNotices(d.id)).toEqual([]);
    const back = await ok(call(who.demo, 'GET', `/rfc/detail/${d.id}`));
    await submit(d.id, customsForm(title), back.version);
    const rows = await staffNotices(d.id);
    expect(rows.map((r) => [r.to, r.kind])).toEqual([['officer', 'staff_documents_resubmitted']]);
    expect(rows[0]!.title).toBe(`申请 ${back.rfc_no} 已修改并重新提交`);
  });

  it('an answered request for additional information: the role whose step it resumes, with the items counted', async () => {
    const title = `Staff notice answer ${RUN}`;
    const d = await ok(call(who.demo, 'POST', '/kenya/create', customsForm(title)));
    await submit(d.id, customsForm(title), d.version);
    await ok(call(who.admin, 'POST', `/staff/rfc/${d.id}/accept`));
    const request = await ok(
      call(who.admin, 'POST', `/staff/rfc/${d.id}/additional-info`, {
        due_date: inDays(10),
        items: [{ question: 'Which antenna?' }, { question: 'Which gain?' }],
      }),
    );
    await ok(
      call(who.demo, 'POST', `/additional-info/${request.id}/answer`, {
        version: request.version,
        items: request.items.map((i: { id: number }) => ({ id: i.id, answer: 'Answered' })),
      }),
    );
    const rows = await staffNotices(d.id);
    // Back at acceptance, the inspectors' work (ROLE_WORK): the engineer.
    expect(rows.map((r) => [r.to, r.kind])).toEqual([['engineer', 'staff_info_answered']]);
    expect(rows[0]!.content).toContain('answered the request for additional information');
    expect(rows[0]!.content).toContain(': 2 items.');
  });

  it('samples sent: the inspectors, naming the courier and the tracking number', async () => {
    const title = `Staff notice samples ${RUN}`;
    const body = testingApplication('textile_test', title);
    const d = await ok(call(who.demo, 'POST', '/kenya/create?area=entrustedInspection', { application_type: body.application_type }));
    await submit(d.id, body, d.version, 'entrustedInspection');
    await ok(call(who.admin, 'POST', `/staff/rfc/${d.id}/accept`));
    await ok(call(who.engineer, 'POST', `/staff/rfc/${d.id}/samples/request`, { lab_address: 'TIC Laboratory, Shenzhen', quantity: 2, due_date: inDays(10) }));
    // Another customer cannot ship them (404) and nobody is told.
    expect((await call(who.demo2, 'POST', `/kenya/rfc/${d.id}/samples/shipment`, { courier: 'SF', tracking_no: 'SF2000000002' })).statusCode).toBe(404);
    expect(await staffNotices(d.id)).toEqual([]);
    await ok(call(who.demo, 'POST', `/kenya/rfc/${d.id}/samples/shipment`, { courier: 'SF Express', tracking_no: 'SF3000000001' }));
    const rows = await staffNotices(d.id);
    expect(rows.map((r) => [r.to, r.kind])).toEqual([['engineer', 'staff_samples_shipped']]);
    expect(rows[0]!.content).toContain('with SF Express, tracking number SF3000000001');
  });
});
