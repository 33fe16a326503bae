import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { customsForm } from './applicationFixtures.js';
import { organisationTools } from './organisationHelpers.js';
import { acceptedApplication, invoiceProfile, issueQuote, remitAs } from './moneyFixtures.js';
import { writeNotice } from '../src/modules/notifications/service.js';

/**
 * Issue 30: a customer is an organisation. Every account is its own organisation's owner (migration 0039), a member
 * acts in one organisation (x-organisation), the member policy decides, invitations join people, removal cuts
 * them off at once, the last owner stays, the audit log says who did what.
 */
let ctx: TestContext;
const { run, person, call, tokenFromOutbox } = organisationTools(() => ctx, 'org');
type Cookies = Record<string, string>;

/** Invites `who` into `owner`'s organisation as `role` and has them accept; answers the organisation's id. */
async function join(owner: { id: number; cookies: Cookies }, who: { email: string; cookies: Cookies }, role: string) {
  const inv = await call(owner.cookies, 'POST', '/organisations/current/invitations', owner.id, { email: who.email, role });
  expect(inv.statusCode, inv.body).toBe(200);
  const token = await tokenFromOutbox(who.email);
  const acc = await call(who.cookies, 'POST', '/organisations/invitations/accept', undefined, { token });
  expect(acc.statusCode, acc.body).toBe(200);
  return { orgId: acc.json().data.id as number, token };
}

beforeAll(async () => {
  ctx = await createTestContext();
}, 240_000);
afterAll(() => ctx.close());

describe('every customer account is an organisation', () => {
  it('each customer has its own organisation, owned by it; staff have none', async () => {
    const rows = await ctx.database.db.execute(sql`
      select count(*)::int as n from users u where u.kind = 'customer'
        and not exists (select 1 from organisation_members m where m.organisation_id = u.id and m.user_id = u.id and m.role = 'owner')`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const demo = (await login(ctx.app)).cookies;
    const mine = (await call(demo, 'GET', '/organisations')).json().data;
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ role: 'owner', own: true });
    const current = (await call(demo, 'GET', '/organisations/current')).json().data;
    expect(current.actions).toEqual(['read', 'apply', 'pay', 'documents', 'profile', 'members', 'integrations', 'audit', 'ownership']);
    const staff = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
    expect((await call(staff, 'GET', '/organisations')).json().data.items).toEqual([]);
  });
});

describe('a finance member invited by the owner', () => {
  it('reads the organisation’s records, may pay, may not apply; the audit log names who did what', async () => {
    const owner = await person('o');
    const fin = await person('f');
    const created = await call(owner.cookies, 'POST', '/kenya/create', owner.id, { application_type: 'kenya_pvoc', title: `Org ${run}` });
    // The owner's profile is incomplete: creating needs it complete, so the answer names what is missing.
    expect([200, 400]).toContain(created.statusCode);
    const { orgId } = await join(owner, fin, 'finance');
    expect(orgId).toBe(owner.id);
    const list = await call(fin.cookies, 'GET', '/organisations', undefined);
    expect(list.json().data.items.map((i: { id: number; role: string }) => [i.id, i.role])).toEqual(
      expect.arrayContaining([
        [fin.id, 'owner'],
        [owner.id, 'finance'],
      ]),
    );
    // Each organisation says how many of its notices wait unread (the switcher marks where something waits).
    await ctx.database.db.transaction((tx) => writeNotice(tx, { kind: 'profile_verified', userId: owner.id }, { defaultLang: 'en' }));
    const unread = (await call(fin.cookies, 'GET', '/organisations', undefined)).json().data.items as { id: number; unread: number }[];
    expect(unread.find((i) => i.id === owner.id)?.unread).toBeGreaterThanOrEqual(1);
    expect(unread.find((i) => i.id === fin.id)?.unread).toBe(0);
    // A plain link (a PDF, an export) names the organisation in its query instead of the header.
    expect((await call(fin.cookies, 'GET', `/organisations/current?org=${owner.id}`)).json().data).toMatchObject({ id: owner.id, role: 'finance' });
    expect((await call(fin.cookies, 'GET', `/quotation/list?org=${owner.id}`)).statusCode).toBe(200);
    // Acting in the owner's organisation: its quotations are readable, applying is refused before the body is read.
    expect((await call(fin.cookies, 'GET', '/quotation/list', owner.id)).statusCode).toBe(200);
    const refused = await call(fin.cookies, 'POST', '/kenya/create', owner.id, { application_type: 'kenya_pvoc', title: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Your role in this organisation does not allow this');
    const zh = await call(fin.cookies, 'POST', '/kenya/create', owner.id, {}, 'zh_CN');
    expect(zh.json().msg).toBe('您在该组织中的角色无权执行此操作');
    // Members: the finance member sees the members but not the invitations, and may not invite.
    const members = (await call(fin.cookies, 'GET', '/organisations/current/members', owner.id)).json().data;
    expect(members.members.map((m: { user_id: number; role: string }) => [m.user_id, m.role]).sort((x: number[], y: number[]) => x[0]! - y[0]!)).toEqual([
      [owner.id, 'owner'],
      [fin.id, 'finance'],
    ]);
    expect(members.invitations).toEqual([]);
    expect((await call(fin.cookies, 'POST', '/organisations/current/invitations', owner.id, { email: 'x@example.com', role: 'viewer' })).statusCode).toBe(403);
    const log = (await call(owner.cookies, 'GET', '/organisations/current/audit', owner.id)).json().data;
    expect(log.data.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['member.invite', 'member.joined']));
    expect((await call(fin.cookies, 'GET', '/organisations/current/audit', owner.id)).statusCode).toBe(403);
    const csv = await call(owner.cookies, 'GET', '/organisations/current/audit.csv', owner.id);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('member.joined');
  });

  it('a person acts only in organisations they belong to; another organisation’s records answer 404', async () => {
    const a = await person('a');
    const b = await person('b');
    expect((await call(a.cookies, 'GET', '/organisations/current', b.id)).statusCode).toBe(403);
    const demo = (await login(ctx.app)).cookies;
    const demoApps = (await call(demo, 'GET', '/kenya/rfc/list?per_page=1')).json().data.data as { id: number }[];
    expect(demoApps.length).toBe(1);
    expect((await call(a.cookies, 'GET', `/rfc/detail/${demoApps[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('an applicant member of the demo company', () => {
  it('creates an application the company owns; the detail says which member created it', async () => {
    const demo = {
      id: (await call((await login(ctx.app)).cookies, 'GET', '/organisations/current')).json().data.id as number,
      cookies: (await login(ctx.app)).cookies,
    };
    const clerk = await person('ap');
    await join(demo, clerk, 'applicant');
    const made = await call(clerk.cookies, 'POST', '/kenya/create', demo.id, customsForm(`Clerk ${run}`));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const seen = (await call(demo.cookies, 'GET', `/rfc/detail/${id}`)).json().data;
    expect(seen.created_by).toBe(clerk.username);
    expect(seen.submitted_by).toBeNull();
    // The back office sees the company's members and their roles on the customer's page.
    const staff = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
    const page = (await call(staff, 'GET', `/staff/customers/${demo.id}`)).json().data;
    expect(page.members).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: clerk.id, role: 'applicant', name: clerk.username })]));
    // Acting in their own organisation, the clerk does not reach the company's application.
    expect((await call(clerk.cookies, 'GET', `/rfc/detail/${id}`)).statusCode).toBe(404);
  });
});

describe('a finance member of the demo company pays', () => {
  it('accepts a quotation and submits a remittance; both answers name that member', async () => {
    const owner = (await login(ctx.app)).cookies;
    const demo = { id: (await call(owner, 'GET', '/organisations/current')).json().data.id as number, cookies: owner };
    const staff = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
    const api = apiCaller(ctx.app);
    const appId = await acceptedApplication(ctx.app, api, owner, staff);
    const profile = await invoiceProfile(api, owner, `Paid by ${run}`);
    const issued = await issueQuote(api, staff, appId, '300.00');
    expect(issued.statusCode, issued.body).toBe(200);
    const q = issued.json().data as { id: number; decided_by_name: string | null };
    expect(q.decided_by_name).toBeNull();
    const fin = await person('pay');
    await join(demo, fin, 'finance');
    const accepted = await call(fin.cookies, 'POST', `/quotation/${q.id}/accept`, demo.id, { invoice_profile_id: profile });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', decided_by_name: fin.username });
    // The owner reads the same name on the quotation (the list and the one).
    expect((await call(owner, 'GET', `/quotation/${q.id}`, demo.id)).json().data.decided_by_name).toBe(fin.username);
    const listed = (await call(owner, 'GET', `/quotation/list?application_id=${appId}`, demo.id)).json().data.data as {
      id: number;
      decided_by_name: string | null;
    }[];
    expect(listed.find((x) => x.id === q.id)?.decided_by_name).toBe(fin.username);
    // Finance keeps no documents of the organisation, but uploads the bank slip of a remittance it sends.
    const plain = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/upload',
      cookies: fin.cookies,
      headers: { langId: 'en', 'x-organisation': String(demo.id) },
    });
    expect(plain.statusCode).toBe(403);
    const paid = await remitAs(
      ctx.app,
      fin.cookies,
      { amount: '300.00', allocations: [{ application_id: appId, amount: '300.00' }] },
      `paid-by-${run}`,
      demo.id,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const rem = paid.json().data as { id: number; no: string; created_by_name: string | null };
    expect(rem.created_by_name).toBe(fin.username);
    expect((await call(owner, 'GET', `/remittance/${rem.id}`, demo.id)).json().data.created_by_name).toBe(fin.username);
    const remList = (await call(owner, 'GET', `/remittance/list?no=${rem.no}`, demo.id)).json().data.data as { created_by_name: string | null }[];
    expect(remList.map((r) => r.created_by_name)).toEqual([fin.username]);
  });
});

describe('invitations', () => {
  it('refuses an existing member, a second open invitation, a used and an expired link, each in the user’s language', async () => {
    const owner = await person('io');
    const m = await person('im');
    const { token } = await join(owner, m, 'viewer');
    const again = await call(owner.cookies, 'POST', '/organisations/current/invitations', owner.id, { email: m.email, role: 'viewer' });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('This person is already a member of the organisation');
    const reuse = await call(m.cookies, 'POST', '/organisations/invitations/accept', undefined, { token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toBe('This invitation has already been used or withdrawn');
    const other = `late${run}@example.com`;
    expect((await call(owner.cookies, 'POST', '/organisations/current/invitations', owner.id, { email: other, role: 'applicant' })).statusCode).toBe(200);
    const dup = await call(owner.cookies, 'POST', '/organisations/current/invitations', owner.id, { email: other, role: 'viewer' }, 'ar');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('ما زالت هناك دعوة مفتوحة لهذا العنوان؛ أعد إرسالها بدلًا من ذلك');
    const lateToken = await tokenFromOutbox(other);
    expect((await call(undefined, 'GET', `/organisations/invitations/${lateToken}`)).json().data).toMatchObject({ role: 'applicant', contact: other });
    ctx.clock.advance(8 * 86_400_000);
    try {
      // Sessions do not last 8 days either: sign in again on the later day.
      const later = (await login(ctx.app, m.username)).cookies;
      const late = await call(later, 'POST', '/organisations/invitations/accept', undefined, { token: lateToken });
      expect(late.statusCode).toBe(400);
      expect(late.json().msg).toBe('This invitation has expired; ask for a new one');
    } finally {
      ctx.clock.advance(-8 * 86_400_000);
    }
    const bad = await call(owner.cookies, 'POST', '/organisations/current/invitations', owner.id, { role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect((await call(undefined, 'GET', '/organisations/invitations/nosuchtokennosuchtoken')).statusCode).toBe(404);
  });

  it('a revoked invitation no longer opens', async () => {
    const owner = await person('ro');
    const email = `gone${run}@example.com`;
    const inv = (await call(owner.cookies, 'POST', '/organisations/current/invitations', owner.id, { email, role: 'viewer' })).json().data;
    const token = await tokenFromOutbox(email);
    expect((await call(owner.cookies, 'DELETE', `/organisations/current/invitations/${inv.id}`, owner.id)).statusCode).toBe(200);
    expect((await call(undefined, 'GET', `/organisations/invitations/${token}`)).statusCode).toBe(400);
  });
});

describe('roles, owners and removal', () => {
  it('keeps one owner at least; only owners touch owners; removal ends the member’s access and tokens at once', async () => {
    const owner = await person('ko');
    const admin = await person('ka');
    await join(owner, admin, 'administrator');
    const last = await call(owner.cookies, 'PUT', `/organisations/current/members/${owner.id}`, owner.id, { role: 'viewer' });
    expect(last.statusCode).toBe(409);
    expect(last.json().msg).toBe('The organisation must keep at least one owner; make someone else owner first');
    expect((await call(admin.cookies, 'PUT', `/organisations/current/members/${owner.id}`, owner.id, { role: 'viewer' })).statusCode).toBe(403);
    expect((await call(admin.cookies, 'PUT', `/organisations/current/members/${admin.id}`, owner.id, { role: 'owner' })).statusCode).toBe(403);
    // The administrator makes an API token in the organisation; removal revokes it and refuses the next request.
    const tok = await call(admin.cookies, 'POST', '/user/tokens', owner.id, { name: 'erp', scope: 'read' });
    expect(tok.statusCode, tok.body).toBe(200);
    const bearer = (t: string) => ctx.app.inject({ method: 'GET', url: '/backend/v1/kenya/rfc/list', headers: { authorization: `Bearer ${t}` } });
    expect((await bearer(tok.json().data.token)).statusCode).toBe(200);
    expect((await call(admin.cookies, 'GET', '/organisations/current', owner.id)).statusCode).toBe(200);
    expect((await call(owner.cookies, 'DELETE', `/organisations/current/members/${admin.id}`, owner.id)).statusCode).toBe(200);
    const after = await call(admin.cookies, 'GET', '/organisations/current', owner.id);
    expect(after.statusCode).toBe(403);
    expect(after.json().msg).toBe('You are not a member of this organisation');
    expect((await bearer(tok.json().data.token)).statusCode).toBe(401);
    // The ex-member still has their own organisation.
    expect((await call(admin.cookies, 'GET', '/organisations/current')).json().data.id).toBe(admin.id);
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const a = await person('ca');
    const b = await person('cb');
    await join(a, b, 'owner');
    const [x, y] = await Promise.all([
      call(a.cookies, 'PUT', `/organisations/current/members/${b.id}`, a.id, { role: 'viewer' }),
      call(b.cookies, 'PUT', `/organisations/current/members/${a.id}`, a.id, { role: 'viewer' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    // Both are still members (one owner, one viewer): either reads the list.
    const members = (await call(a.cookies, 'GET', '/organisations/current/members', a.id)).json().data.members as { role: string }[];
    expect(members.filter((m) => m.role === 'owner')).toHaveLength(1);
  });
});
