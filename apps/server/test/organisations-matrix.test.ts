import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_POLICY, MEMBER_ROLES, NOTIFY_STREAM_PATH, type MemberRole } from '@tic/shared';
import { applicationGuests, applications, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createTestContext, login, savableProfile, type TestContext } from './helpers.js';

/**
 * Issue 30's authorization matrix, generated from the routes as the app registers them (`app.routeRules`): a new route
 * is in it without anyone writing a row. Every route × every kind of caller × both prefixes:
 * - each member role acting in the organisation: refused with the role message exactly when the policy says so;
 * - a removed member whose tab still names the organisation, and a guest on one of its applications: refused as no
 *   member, on everything that needs one;
 * - a member of another organisation and staff: never refused by the member policy (their own rules decide).
 * Path parameters name records that do not exist: what a caller may reach answers 4xx, never 500. The person's own
 * writes (sign-out, sessions, passwords) are left out: they would end the callers' sessions.
 */
let ctx: TestContext;
const run = Date.now().toString(36).slice(-5);
type Cookies = Record<string, string>;
const members = new Map<string, Cookies>();
const ids = new Map<string, number>();
let orgId = 0;

const nameOf = (tag: string) => `mx${run}${tag.slice(0, 6)}`;
async function account(tag: string) {
  const username = nameOf(tag);
  const [u] = await ctx.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword('Demo@2026'), kind: 'customer', name: username, email: `${username}@example.com` })
    .returning();
  ids.set(tag, u!.id);
  return { id: u!.id, cookies: (await login(ctx.app, username)).cookies };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await account('owner');
  orgId = owner.id;
  members.set('owner', owner.cookies);
  // Members in every other role, and one removed again, made straight in the table (the invitations have their own suite).
  for (const role of [...MEMBER_ROLES.filter((r) => r !== 'owner'), 'removed'] as const) {
    const m = await account(role);
    await ctx.database.db.execute(
      `insert into organisation_members (organisation_id, user_id, role) values (${orgId}, ${m.id}, '${role === 'removed' ? 'viewer' : role}')`,
    );
    members.set(role, m.cookies);
    if (role === 'removed') await ctx.database.db.execute(`delete from organisation_members where organisation_id = ${orgId} and user_id = ${m.id}`);
  }
  // A guest on one of the organisation's applications (a factory): no member, so refused as one everywhere the
  // organisation's records are (its own routes are the guests suite's, organisation-guests.test.ts).
  const guest = await account('guest');
  const [booking] = await ctx.database.db
    .insert(applications)
    .values({
      userId: orgId,
      businessArea: 'entrustedInspection',
      form: 'entrusted',
      applicationType: 'insp_pre_shipment',
      status: 'pending_acceptance',
      stage: 'entrusted_inspection',
      processStep: 'acceptance',
      title: `mx${run}`,
      rfcNo: `RFC-MX-${run}`,
    })
    .returning();
  await ctx.database.db.insert(applicationGuests).values({
    applicationId: booking!.id,
    organisationId: orgId,
    email: `${nameOf('guest')}@example.com`,
    tokenHash: `mx${run}`,
    expiresAt: new Date(Date.now() + 86_400_000),
    acceptedAt: new Date(),
    guestUserId: guest.id,
  });
  members.set('guest', guest.cookies);
  members.set('other', (await account('other')).cookies);
  members.set('staff', (await login(ctx.app, 'admin', 'Admin@2026')).cookies);
}, 240_000);
afterAll(() => ctx.close());

const fill = (rel: string) => rel.replace(/:[A-Za-z]+/g, '2147483000').replace(/\*/g, 'x');
const routes = () => [...ctx.app.routeRules.entries()].map(([k, rule]) => ({ method: k.split(' ')[0]!, rel: k.split(' ')[1]!, rule }));

describe('the route list', () => {
  it("lists this app's routes only: a route another app registered in this process is not in it", async () => {
    // Test files share modules (vitest.config.ts): a process-wide list once held api-shapes.test.ts's test route.
    const other = await createTestContext();
    try {
      other.app.get('/frontend/v1/__matrix/elsewhere', async () => ({}));
      await other.app.ready();
      expect(other.app.routeRules.has('GET /__matrix/elsewhere')).toBe(true);
      expect(ctx.app.routeRules.has('GET /__matrix/elsewhere')).toBe(false);
    } finally {
      await other.close();
    }
    for (const { method, rel } of routes()) expect(ctx.app.hasRoute({ method: method as 'GET', url: `/frontend/v1${rel}` }), `${method} ${rel}`).toBe(true);
  }, 120_000);

  it('classifies every write: no route is left to the owners-only fallback', () => {
    expect(routes().length).toBeGreaterThan(150);
    expect(
      routes()
        .filter((r) => r.rule.kind === 'member' && r.rule.unclassified)
        .map((r) => `${r.method} ${r.rel}`),
    ).toEqual([]);
  });
});

describe('every route answers every caller as the member policy says', () => {
  const roleRefused = 'Your role in this organisation does not allow this';
  const notMember = 'You are not a member of this organisation';
  it.each(['/frontend/v1', '/backend/v1'])(
    '%s',
    async (prefix) => {
      const wrong: string[] = [];
      for (const { method, rel, rule } of routes()) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        // The person's own writes (signing out, sessions, passwords) would end the callers' sessions; the policy has no say there.
        if (rule.kind === 'person' && method !== 'GET') continue;
        // The notice stream stays open until its client leaves: it is the notices suite's (notices-read-push.test.ts).
        if (rel === NOTIFY_STREAM_PATH) continue;
        const url = `${prefix}${fill(rel)}`;
        for (const [who, cookies] of members) {
          const res = await ctx.app.inject({
            method: method as 'GET',
            url,
            cookies,
            headers: { langId: 'en', 'x-organisation': who === 'other' ? '' : String(orgId) },
          });
          const msg = res.statusCode === 403 ? (res.json() as { msg: string }).msg : '';
          const line = `${who} ${method} ${url} → ${res.statusCode} ${msg}`;
          if (res.statusCode >= 500) wrong.push(line);
          if (rule.kind !== 'member') continue;
          const role = who as MemberRole;
          if ((MEMBER_ROLES as readonly string[]).includes(who)) {
            const allowed = (MEMBER_POLICY[rule.action].roles as readonly MemberRole[]).includes(role);
            if (allowed === (msg === roleRefused)) wrong.push(`${line} (policy: ${allowed ? 'allowed' : 'refused'})`);
          } else if (who === 'removed' || who === 'guest') {
            if (msg !== notMember) wrong.push(`${line} (a removed member or a guest must be refused)`);
          } else if (msg === roleRefused || msg === notMember) wrong.push(`${line} (not the member policy's caller)`);
        }
      }
      expect(wrong).toEqual([]);
    },
    600_000,
  );
});

describe("the company profile: the person's own route, whose company part asks `profile`", () => {
  // PUT /customer/{id} is the person's (left out above): each caller saves their own profile, acting in the
  // organisation, with the company's intro changed. Refused with the role message exactly when the policy says so;
  // a removed member and a guest as no member; a member of another organisation keeps their own company.
  it('every caller', async () => {
    // Complete profiles (the demo customer's company), so that the saves pass their validation.
    for (const id of ids.values())
      await ctx.database.db.execute(
        `update users u set identity = d.identity, identity_type = d.identity_type, profile = d.profile, mobile_zone = '+86', mobile = '139' || lpad(u.id::text, 8, '0')
           from users d where d.username = 'demo' and u.id = ${id}`,
      );
    const wrong: string[] = [];
    for (const [who, cookies] of members) {
      if (who === 'staff') continue;
      const id = ids.get(who)!;
      const headers = { langId: 'en', 'x-organisation': who === 'other' ? '' : String(orgId) };
      const got = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/customer/${id}`, cookies, headers });
      const answer = got.json().data as Record<string, unknown>;
      const may = answer.company_editable;
      const body = savableProfile(answer);
      const res = await ctx.app.inject({ method: 'PUT', url: `/frontend/v1/customer/${id}`, cookies, headers, payload: { ...body, intro: `by ${who}` } });
      const msg = res.statusCode === 403 ? (res.json() as { msg: string }).msg : '';
      const line = `${who} PUT /customer/${id} → ${res.statusCode} ${msg}`;
      if ((MEMBER_ROLES as readonly string[]).includes(who)) {
        const allowed = (MEMBER_POLICY.profile.roles as readonly MemberRole[]).includes(who as MemberRole);
        if (allowed !== (res.statusCode === 200) || (!allowed && msg !== 'Your role in this organisation does not allow this') || allowed !== may)
          wrong.push(`${line} (policy: ${allowed ? 'allowed' : 'refused'}, company_editable ${String(may)})`);
      } else if (who === 'removed' || who === 'guest') {
        if (msg !== 'You are not a member of this organisation' || may !== false) wrong.push(`${line} (a removed member or a guest must be refused)`);
      } else if (res.statusCode !== 200) wrong.push(`${line} (their own organisation's company is theirs)`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
