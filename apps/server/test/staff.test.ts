/**
 * The staff workstation (issue 14) through the API on a real database: the authorization matrix of every staff
 * route for every role and for a customer, separation of duties, two officers at once, the audit trail, the
 * waiting-on line of the customer's detail.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@tic/shared';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/passwords.js';
import { customsForm, submitApplication } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, type Method, type TestContext } from './helpers.js';

let ctx: TestContext;
/** A permitted role's answer on the issued application: the status and (part of) its message. */
type Expected = [number, string];
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, Record<string, string>> = {};
const stamp = Date.now().toString(36);

/** A new application of the demo customer, submitted: pending acceptance. */
async function submitted(title: string) {
  return submitApplication(ctx.app, call, who.demo!, customsForm(title), `staff-test-${title}`);
}

const ACCOUNTS: Record<StaffRole, string> = {
  customer_service: 'service',
  acceptance_officer: 'officer',
  inspector: 'engineer',
  reviewer: 'reviewer',
  finance: 'finance',
  issuer: 'issuer',
  admin: 'admin',
};

async function staffUser(username: string, role: string, staffRoles: string[] = []) {
  await ctx.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword('Staff@2026'), kind: 'staff', role, staffRoles, name: username })
    .onConflictDoNothing();
  return (await login(ctx.app, username, 'Staff@2026')).cookies;
}

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  who.demo = (await login(ctx.app)).cookies;
  for (const [role, username] of Object.entries(ACCOUNTS))
    who[role] = (await login(ctx.app, username, username === 'admin' ? 'Admin@2026' : 'Staff@2026')).cookies;
  who.officer2 = await staffUser(`o2${stamp}`, 'acceptance_officer');
  who.engineerReviewer = await staffUser(`er${stamp}`, 'inspector', ['reviewer']);
  who.reviewerIssuer = await staffUser(`ri${stamp}`, 'reviewer', ['issuer']);
}, 240_000);
afterAll(() => ctx.close());

describe('authorization matrix: every staff route, every role, and a customer', () => {
  let issuedId: number;
  let customerId: number;
  beforeAll(async () => {
    const [row] = await rows<{ id: number; user_id: number }>(
      sql`select a.id, a.user_id from applications a join users u on u.id = a.user_id where u.username = 'demo' and a.status = 'issued' limit 1`,
    );
    issuedId = row!.id;
    customerId = row!.user_id;
  });
  // [method, path, action's roles, what a permitted role gets, body]: an issued application, so a permitted role
  // gets the one answer its route gives there (409 wrong status, or 400 naming the junk field of its body), never a
  // change; a refused role gets 403 before the body is read.
  const VIEW = STAFF_ROLES;
  const OK: Expected = [200, 'success'];
  const STEP: Expected = [409, "This action is not possible at the application's current status or step"];
  const STATUS: Expected = [409, "This action is not possible in the application's current status"];
  const bad = (msg: string): Expected => [400, msg];
  const HANDLERS = ['acceptance_officer', 'inspector', 'reviewer', 'finance', 'issuer', 'admin'];
  const routes = (): [Method, string, readonly string[], Expected, unknown?][] => [
    ['GET', '/staff/me', VIEW, OK],
    ['GET', '/staff/queues', VIEW, OK],
    ['GET', '/staff/rfc/list?queue=new', VIEW, OK],
    ['GET', `/staff/rfc/${issuedId}`, VIEW, OK],
    ['GET', '/staff/customers', VIEW, OK],
    ['GET', `/staff/customers/${customerId}`, VIEW, OK],
    ['POST', `/staff/rfc/${issuedId}/take`, HANDLERS, STEP],
    ['POST', `/staff/rfc/${issuedId}/release`, HANDLERS, STEP],
    ['POST', `/staff/rfc/${issuedId}/assign`, ['acceptance_officer', 'admin'], bad('assignee_id is required'), { assignee_id: 'x' }],
    ['POST', `/staff/rfc/${issuedId}/accept`, ['acceptance_officer', 'admin'], STATUS],
    ['POST', `/staff/rfc/${issuedId}/return`, ['acceptance_officer', 'admin'], bad('Reason is required'), { reason: 42 }],
    ['POST', `/staff/rfc/${issuedId}/attachment/1/return`, ['acceptance_officer', 'admin'], bad('Reason is required'), {}],
    ['POST', `/staff/rfc/${issuedId}/attachment/1/approve`, ['acceptance_officer', 'admin'], STEP],
    ['POST', `/staff/rfc/${issuedId}/advance`, ['inspector', 'admin'], bad('step: choose one of the options'), { step: 'nowhere' }],
    ['POST', `/staff/rfc/${issuedId}/draft`, ['reviewer', 'admin'], STATUS],
    ['POST', `/staff/rfc/${issuedId}/issue`, ['issuer', 'admin'], bad('Route is invalid'), { route: 'Z' }],
    ['POST', `/staff/rfc/${issuedId}/cancel`, ['acceptance_officer', 'admin'], bad('Reason is required'), {}],
    ['POST', `/staff/customers/${customerId}/verify`, ['customer_service', 'admin'], bad('decision is invalid'), { decision: 'maybe' }],
    ['PUT', `/staff/customer/${customerId}/verify`, ['customer_service', 'admin'], bad('Verified is required'), {}],
    ['PUT', `/staff/customer/${customerId}/waiter`, ['customer_service', 'admin'], bad('Service contact is required'), {}],
    // Refunds of credit (issue 28): the finance desk's list and decisions (an unknown refund: 404 after the role).
    ['GET', '/staff/refunds?status=requested', ['finance', 'admin'], OK],
    ['POST', '/staff/refund/2147483000/confirm', ['finance', 'admin'], bad('File is invalid'), { file_id: 'x' }],
    ['POST', '/staff/refund/2147483000/reject', ['finance', 'admin'], bad('Reason is required'), {}],
  ];
  it("a refused role (and any customer) answers 403 before any 400; a permitted one gets its route's own answer", async () => {
    const application = async () => (await call(who.admin, 'GET', `/staff/rfc/${issuedId}`)).json().data as { version: number; status: string };
    const customer = async () => (await call(who.admin, 'GET', `/staff/customers/${customerId}`)).json().data as object;
    const [before, customerBefore] = [await application(), await customer()];
    const seen: string[] = [];
    for (const [method, url, roles, [status, msg], body] of routes()) {
      for (const role of [...STAFF_ROLES, 'customer']) {
        const res = await call(role === 'customer' ? who.demo : who[role], method, url, body ?? (method === 'GET' ? undefined : {}));
        const label = `${role} ${method} ${url} ${res.body.slice(0, 300)}`;
        seen.push(label);
        if (!roles.includes(role)) {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().code, label).toBe(403);
        } else {
          expect(res.statusCode, label).toBe(status);
          expect(res.json().msg, label).toContain(msg);
        }
      }
    }
    expect(seen.length).toBe(routes().length * (STAFF_ROLES.length + 1));
    // Nothing changed: neither the application (version, status) nor the customer's record.
    expect(await application()).toMatchObject({ version: before.version, status: before.status });
    expect(await customer()).toEqual(customerBefore);
  });
  it('the 403 names why, in the caller language', async () => {
    const res = await call(who.finance, 'POST', `/staff/rfc/${issuedId}/accept`, {}, 'zh_CN');
    expect(res.json()).toMatchObject({ code: 403, msg: '您的角色无权执行此操作' });
  });
  it('the staff area is in the menu of staff roles only', async () => {
    const names = async (c: Record<string, string>) => ((await call(c, 'GET', '/menu')).json().data.menu as { name: string }[]).map((m) => m.name);
    expect(await names(who.demo!)).not.toContain('staff');
    for (const role of STAFF_ROLES) expect(await names(who[role]!)).toContain('staff');
  });
});

describe('the journey: take, return, resubmit, accept, advance, draft, confirm, issue', () => {
  let id: number;
  it('the officer takes a new submission; the customer sees it waits on us, with an expected date', async () => {
    id = await submitted(`Staff journey ${stamp}`);
    const list = (await call(who.acceptance_officer, 'GET', `/staff/rfc/list?queue=new&keywords=${encodeURIComponent(`journey ${stamp}`)}`)).json().data;
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.data[0]).toMatchObject({ waiting_on: 'provider', overdue: false, assignee: null });
    const mine = await call(who.acceptance_officer, 'POST', `/staff/rfc/${id}/take`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.actions).toEqual(expect.arrayContaining(['accept', 'return', 'release']));
    // Assigned to the officer: a second officer may not act on it.
    expect((await call(who.officer2, 'POST', `/staff/rfc/${id}/accept`)).json()).toMatchObject({ code: 403 });
    const waiting = (await call(who.demo, 'GET', `/rfc/detail/${id}`)).json().data.waiting;
    expect(waiting).toMatchObject({ on: 'provider' });
    expect(waiting.expected_at).toEqual(expect.any(String));
  });
  it('returned with a reason: waits on the customer; resubmitted: back with us', async () => {
    expect((await call(who.acceptance_officer, 'POST', `/staff/rfc/${id}/return`, { reason: '' })).statusCode).toBe(400);
    expect((await call(who.acceptance_officer, 'POST', `/staff/rfc/${id}/return`, { reason: 'Invoice amount differs' })).statusCode).toBe(200);
    const d = (await call(who.demo, 'GET', `/rfc/detail/${id}`)).json().data;
    expect(d.waiting).toMatchObject({ on: 'customer', expected_at: null });
    const s = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${id}/submit`,
      cookies: who.demo,
      payload: { ...customsForm(`Staff journey ${stamp}`), version: d.version },
      headers: { 'idempotency-key': `staff-test-resubmit-${stamp}` },
    });
    expect(s.statusCode, s.body).toBe(200);
    expect((await call(who.demo, 'GET', `/rfc/detail/${id}`)).json().data.waiting).toMatchObject({ on: 'provider' });
    // The resubmission comes back to the officer who returned it.
    expect((await call(who.admin, 'GET', `/staff/rfc/${id}`)).json().data.assignee).toMatchObject({ name: expect.stringContaining('陈晓') });
  });
  it('separation of duties: who did the work does not send the draft; who sent it does not issue', async () => {
    expect((await call(who.acceptance_officer, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
    expect((await call(who.engineerReviewer, 'POST', `/staff/rfc/${id}/advance`, { step: 'conformity_assessment' })).statusCode).toBe(200);
    const refused = await call(who.engineerReviewer, 'POST', `/staff/rfc/${id}/draft`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain('Separation of duties');
    expect((await call(who.engineerReviewer, 'GET', `/staff/rfc/${id}`)).json().data.actions).not.toContain('send_draft');
    expect((await call(who.reviewerIssuer, 'POST', `/staff/rfc/${id}/draft`)).statusCode).toBe(200);
    const draft = (await call(who.demo, 'GET', `/kenya/cert/draft/${id}`)).json().data;
    expect((await call(who.demo, 'POST', `/kenya/cert/draft/${id}`, { decision: 'confirm', version: draft.application.version })).statusCode).toBe(200);
    expect((await call(who.reviewerIssuer, 'POST', `/staff/rfc/${id}/issue`, {})).statusCode).toBe(403);
    const issued = await call(who.issuer, 'POST', `/staff/rfc/${id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ status: 'issued', assignee: null, due_at: null, actions: [] });
    const done = (await call(who.demo, 'GET', `/rfc/detail/${id}`)).json().data;
    expect(done.waiting).toBeNull();
    // The spec's "accepter and e-mail" and "certificate number and testing institution", as the customer reads them.
    const officer = (await call(who.acceptance_officer, 'GET', '/me')).json().data;
    expect(done.accepter).toEqual({ name: expect.stringContaining('陈晓'), email: officer.email ?? null });
    expect(done.certificate).toMatchObject({ cert_no: expect.stringMatching(/^CoC-/), testing_institution: ctx.app.config.certIssuerName });
  });
  it('the audit trail holds every staff action with who and in which role; it cannot be changed', async () => {
    const audit = (await call(who.admin, 'GET', `/staff/rfc/${id}`)).json().data.audit as {
      action: string;
      roles: string[];
      actor: { name: string };
      comment: string | null;
      from_status: string;
      to_status: string;
    }[];
    expect(audit.map((a) => a.action)).toEqual(['take', 'return', 'accept', 'advance', 'send_draft', 'issue']);
    expect(audit[1]).toMatchObject({
      roles: ['acceptance_officer'],
      comment: 'Invoice amount differs',
      from_status: 'pending_acceptance',
      to_status: 'returned',
    });
    expect(audit[3]!.roles).toEqual(['inspector', 'reviewer']);
    await expect(ctx.database.db.execute(sql`update staff_audit set comment = 'x' where application_id = ${id}`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from staff_audit where application_id = ${id}`)).rejects.toThrow();
    const signIns = (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from staff_audit a join users u on u.id = a.actor_id where u.username = 'officer' and a.action = 'sign_in'`,
      )
    )[0]!;
    expect(signIns.n).toBeGreaterThan(0);
    const customers = (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from staff_audit a join users u on u.id = a.actor_id where u.kind = 'customer' and a.action not like 'token.%'`,
      )
    )[0]!;
    // Customers appear only as the actors of their own access-token actions (issue 15: token.create / use / revoke).
    expect(customers.n).toBe(0);
  });
});

describe('two officers at once', () => {
  it('take: one wins, the other gets 409 and the new state', async () => {
    const id = await submitted(`Race take ${stamp}`);
    const res = await Promise.all([call(who.acceptance_officer, 'POST', `/staff/rfc/${id}/take`), call(who.officer2, 'POST', `/staff/rfc/${id}/take`)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = res.find((r) => r.statusCode === 409)!;
    expect(loser.json().msg).toBe('A colleague has just taken this application');
  });
  it('accept and return of the same submission: one wins, nothing is written twice', async () => {
    const id = await submitted(`Race accept ${stamp}`);
    const res = await Promise.all([
      call(who.acceptance_officer, 'POST', `/staff/rfc/${id}/accept`),
      call(who.officer2, 'POST', `/staff/rfc/${id}/return`, { reason: 'Missing invoice' }),
    ]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const d = (await call(who.admin, 'GET', `/staff/rfc/${id}`)).json().data;
    expect(d.audit.filter((a: { action: string }) => a.action === 'accept' || a.action === 'return')).toHaveLength(1);
  });
});

describe('queues and customers', () => {
  it('every queue answers its count; filters, sorting and paging hold', async () => {
    const q = (await call(who.admin, 'GET', '/staff/queues')).json().data.queues as { queue: string; count: number }[];
    expect(q.map((x) => x.queue)).toEqual(['new', 'mine', 'available', 'waiting', 'overdue', 'all']);
    for (const name of ['new', 'available', 'waiting', 'overdue', 'all']) expect(q.find((x) => x.queue === name)!.count, name).toBeGreaterThan(0);
    const overdue = (await call(who.admin, 'GET', '/staff/rfc/list?queue=overdue')).json().data;
    expect(overdue.data.every((r: { overdue: boolean; days_left: number }) => r.overdue && r.days_left < 0)).toBe(true);
    const page = (await call(who.admin, 'GET', '/staff/rfc/list?queue=all&country=KE&sort=rfc_no&order=desc&per_page=2')).json().data;
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect(page.data.every((r: { country: string }) => r.country === 'KE')).toBe(true);
    expect((await call(who.admin, 'GET', '/staff/rfc/list?queue=nope')).statusCode).toBe(400);
    expect((await call(who.admin, 'GET', '/staff/rfc/list?per_page=1000')).statusCode).toBe(400);
    expect((await call(who.admin, 'GET', '/staff/rfc/list?customer_id=99999999999')).statusCode).toBe(400);
  });
  it('customer service rejects identity documents with a reason, then approves them', async () => {
    const list = (await call(who.customer_service, 'GET', '/staff/customers?keywords=demo3')).json().data;
    const c = list.data.find((x: { username: string }) => x.username === 'demo3');
    expect(c).toBeTruthy();
    expect((await call(who.customer_service, 'POST', `/staff/customers/${c.id}/verify`, { decision: 'reject' })).statusCode).toBe(400);
    const rejected = (await call(who.customer_service, 'POST', `/staff/customers/${c.id}/verify`, { decision: 'reject', reason: 'Licence expired' })).json()
      .data;
    expect(rejected.verification).toEqual({ status: 'rejected', reason: 'Licence expired' });
    const approved = (await call(who.customer_service, 'POST', `/staff/customers/${c.id}/verify`, { decision: 'approve' })).json().data;
    expect(approved).toMatchObject({ verified: true, verification: { status: 'verified' } });
    expect(approved.applications.length).toBeGreaterThan(0);
  });
});
