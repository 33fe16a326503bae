import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customsForm } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let issuer: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
let app: { id: number; version: number; rfc_no: string; title: string };

const summary = async (id: number) =>
  (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data as {
    status: string;
    process_step: string;
    version: number;
    history: { action: string; reason: string | null; actor: string }[];
  };
const decide = (body: Record<string, unknown>, cookies = demo, lang = 'en') => call(cookies, 'POST', `/kenya/cert/draft/${app.id}`, body, lang);

const stamp = Date.now().toString(36);
const TITLE = `Smart sockets for review ${stamp}`;
const form = customsForm(TITLE);

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  issuer = (await login(ctx.app, 'issuer', 'Staff@2026')).cookies;
  // An application of demo's own, taken to the review through the API: submitted, accepted, draft sent.
  const d = (await call(demo, 'POST', '/kenya/create', form)).json().data;
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...form, version: d.version },
    headers: { 'idempotency-key': `draft-test-${stamp}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
  expect((await call(admin, 'POST', `/staff/rfc/${d.id}/draft`)).json().data).toMatchObject({ status: 'processing', process_step: 'certificate_issuance' });
  app = (await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data;
});
afterAll(() => ctx.close());

describe('the draft certificate', () => {
  it("the demo data has an application waiting for review, found by the list's status and process-step filters", async () => {
    const waiting = (await call(demo, 'GET', '/kenya/rfc/list?status=processing&process_step=certificate_issuance&per_page=100')).json().data;
    expect(waiting.data.map((a: { title: string }) => a.title)).toEqual(expect.arrayContaining(['Smart plugs to Nairobi', TITLE]));
    expect((await call(demo, 'GET', '/kenya/rfc/list?process_step=nonsense')).statusCode).toBe(400);
  });
  it('tells the customer with a notice that the draft waits for review', async () => {
    // Read in the reader's language (issue 16): Chinese for a Chinese reader, English for an English one.
    const latest = (await call(demo, 'GET', '/corner/notify?is_deal=0&per_page=5', undefined, 'zh_CN')).json().data.data as {
      title: string;
      type: string;
      current_stage: string;
    }[];
    expect(latest.find((n) => n.title === `申请 ${app.rfc_no} 的证书草稿待您确认`)).toMatchObject({
      type: 'certificate',
      current_stage: 'certificate_issuance',
    });
    const en = (await call(demo, 'GET', '/corner/notify?is_deal=0&per_page=5')).json().data.data as { title: string }[];
    expect(en.some((n) => n.title === `Draft certificate of application ${app.rfc_no} ready for your review`)).toBe(true);
  });
  it('shows the owner the planned certificate: number from the RFC number, route of the form, its 90 days of validity, product lines', async () => {
    const res = await call(demo, 'GET', `/kenya/cert/draft/${app.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.application).toMatchObject({ id: app.id, status: 'processing', process_step: 'certificate_issuance', title: TITLE });
    expect(d.certificate).toMatchObject({
      cert_no: `CoC-${app.rfc_no.replace(/^RFC-/, '')}`,
      rfc_no: app.rfc_no,
      type: 'kenya_pvoc',
      importer: 'Nairobi Smart Home Ltd',
      route: 'A',
    });
    // Kenya PVoC Route A: one consignment, 90 days from issue.
    expect((Date.parse(d.certificate.expiry_date) - Date.parse(d.certificate.issue_date)) / 86_400_000).toBe(90);
    expect(d.products).toEqual([
      { hs_code: '853952', description: 'LED bulbs', brand: 'BrightStar', model: 'LED-9W', quantity: '2000', unit: 'PCE', origin: 'CN' },
    ]);
  });
  it('renders it as a DRAFT PDF shown inline, for the owner and staff', async () => {
    for (const [cookies, lang] of [
      [demo, 'en'],
      [demo, 'ar'],
      [admin, 'zh_CN'],
    ] as const) {
      const res = await call(cookies, 'GET', `/kenya/cert/draft/${app.id}/pdf`, undefined, lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="CoC-.*-draft\.pdf"/);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
  it("is another customer's: 404 for the preview, the PDF and the decision, and nothing changes", async () => {
    expect((await call(demo2, 'GET', `/kenya/cert/draft/${app.id}`)).statusCode).toBe(404);
    expect((await call(demo2, 'GET', `/kenya/cert/draft/${app.id}/pdf`)).statusCode).toBe(404);
    expect((await decide({ decision: 'confirm', version: app.version }, demo2)).statusCode).toBe(404);
    expect((await call(demo, 'GET', '/kenya/cert/draft/999999')).statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/kenya/cert/draft/${app.id}`)).statusCode).toBe(401);
    expect((await summary(app.id)).process_step).toBe('certificate_issuance');
  });
  it("refuses bad input with 400 and a message in the caller's language, changing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ version: app.version }, 'Choose to confirm the draft or to request changes'],
      [{ decision: 'maybe', version: app.version }, 'Choose to confirm the draft or to request changes'],
      [{ decision: 'request_changes', version: app.version }, 'Please describe what should be changed'],
      [{ decision: 'request_changes', comment: '   ', version: app.version }, 'Please describe what should be changed'],
      [{ decision: 'request_changes', comment: 'x'.repeat(501), version: app.version }, 'The comment may have at most 500 characters'],
    ];
    for (const [body, msg] of cases) {
      const res = await decide(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().data).toContain(msg);
    }
    expect((await decide({ decision: 'confirm' })).statusCode).toBe(400);
    const zh = await decide({ decision: 'request_changes', version: app.version }, demo, 'zh_CN');
    expect(zh.json().data).toContain('请说明需要修改的内容');
    const s = await summary(app.id);
    expect(s).toMatchObject({ status: 'processing', process_step: 'certificate_issuance', version: app.version });
  });
  it('refuses a decision at a stale version with 409', async () => {
    const res = await decide({ decision: 'confirm', version: app.version - 1 });
    expect(res.statusCode).toBe(409);
    expect((await summary(app.id)).process_step).toBe('certificate_issuance');
  });
  it('staff cannot issue or move the step while the customer reviews; the customer cannot send a draft', async () => {
    // Wrong step: 409 (issue 14). The issuer asks, since the administrator sent the draft (separation of duties).
    const refused = await call(issuer, 'POST', `/staff/rfc/${app.id}/issue`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe("This action is not possible at the application's current process step");
    expect((await call(admin, 'POST', `/staff/rfc/${app.id}/draft`)).statusCode).toBe(409);
    expect((await call(demo, 'POST', `/staff/rfc/${app.id}/draft`)).statusCode).toBe(403);
  });
  it('a change request goes back to conformity assessment with the comment in the history; then no draft waits (409)', async () => {
    const res = await decide({ decision: 'request_changes', comment: 'The importer is Nairobi Smart Home Limited', version: app.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'processing', process_step: 'conformity_assessment' });
    const s = await summary(app.id);
    expect(s.history.at(-1)).toMatchObject({ action: 'request_draft_changes', actor: 'customer', reason: 'The importer is Nairobi Smart Home Limited' });
    const again = await call(demo, 'GET', `/kenya/cert/draft/${app.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This application has no draft certificate waiting for your review');
    expect((await decide({ decision: 'confirm', version: s.version })).statusCode).toBe(409);
  });
  it('staff send the corrected draft; the customer confirms it; staff issue the certificate shown in the draft', async () => {
    const sent = await call(admin, 'POST', `/staff/rfc/${app.id}/draft`);
    expect(sent.statusCode, sent.body).toBe(200);
    const draft = (await call(demo, 'GET', `/kenya/cert/draft/${app.id}`)).json().data;
    const res = await decide({ decision: 'confirm', version: draft.application.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'processing', process_step: 'certificate_production' });
    expect((await summary(app.id)).history.at(-1)).toMatchObject({ action: 'confirm_draft', actor: 'customer', reason: null });
    expect((await decide({ decision: 'confirm', version: res.json().data.version })).statusCode).toBe(409);
    // The administrator sent the draft, so another (the issuer) issues: separation of duties (issue 14).
    expect((await call(admin, 'POST', `/staff/rfc/${app.id}/issue`, {})).statusCode).toBe(403);
    const issued = await call(issuer, 'POST', `/staff/rfc/${app.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data.certificate.cert_no).toBe(draft.certificate.cert_no);
    const info = (await call(demo, 'GET', `/cert/info/${issued.json().data.certificate.id}`)).json().data;
    expect(info).toMatchObject({ route: draft.certificate.route, expiry_date: draft.certificate.expiry_date });
  });
  it('an application in another status has no draft to review (409)', async () => {
    const list = (await call(demo, 'GET', '/kenya/rfc/list?status=pending_acceptance')).json().data;
    const other = list.data[0];
    expect((await call(demo, 'GET', `/kenya/cert/draft/${other.id}`)).statusCode).toBe(409);
    expect((await call(demo, 'POST', `/kenya/cert/draft/${other.id}`, { decision: 'confirm', version: other.version })).statusCode).toBe(409);
  });
});

describe('migration 0011: certificate issuance became the review step', () => {
  const accepted = async (title: string) => {
    const d = (await call(demo, 'POST', '/kenya/create', { ...form, title })).json().data;
    const s = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
      cookies: demo,
      payload: { ...form, title, version: d.version },
      headers: { 'idempotency-key': `mig-${title}` },
    });
    expect(s.statusCode, s.body).toBe(200);
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
    return d.id as number;
  };
  it('moves an application left at that step without a draft on to production, with history; a waiting draft stays', async () => {
    const old = await accepted(`Left at issuance ${stamp}`);
    const waiting = await accepted(`Draft waiting ${stamp}`);
    expect((await call(admin, 'POST', `/staff/rfc/${waiting}/draft`)).statusCode).toBe(200);
    // The state an earlier version could leave: staff advanced to certificate_issuance, no draft was sent.
    await ctx.database.db.execute(sql.raw(`update applications set process_step = 'certificate_issuance' where id = ${old}`));
    const before = await summary(old);
    const file = new URL('../src/db/migrations/0011_draft_review_step.sql', import.meta.url);
    const moveStatement = readFileSync(file, 'utf8').split('--> statement-breakpoint')[0]!;
    await ctx.database.db.execute(sql.raw(moveStatement));
    const after = await summary(old);
    expect(after).toMatchObject({ status: 'processing', process_step: 'certificate_production', version: before.version + 1 });
    expect(after.history.at(-1)).toMatchObject({ action: 'advance' });
    expect(await summary(waiting)).toMatchObject({ process_step: 'certificate_issuance' });
  });
});
