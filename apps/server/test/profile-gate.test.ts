import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel, translate, type Locale } from '@tic/shared';
import { customsForm } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, savableProfile, type TestContext } from './helpers.js';
import { organisationTools } from './organisationHelpers.js';

/** "Users must complete their profile before applying": the application engine refuses, naming what is missing. */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
}, 240_000);
afterAll(() => ctx.close());

const applicationsOf = async (username: string) =>
  Number(
    (
      (await ctx.database.db.execute(
        sql`select count(*) as n from applications a join users u on u.id = a.user_id where u.username = ${username}`,
      )) as unknown as { rows: { n: string }[] }
    ).rows[0]!.n,
  );

describe('profile gate', () => {
  it('a customer whose profile lacks the real name and address cannot create an application, and nothing is created', async () => {
    await ctx.database.db.execute(sql`update users set name = null, profile = profile - 'address' where username = 'demo2'`);
    const demo2 = (await login(ctx.app, 'demo2')).cookies;
    const before = await applicationsOf('demo2');
    const res = await call(demo2, 'POST', '/kenya/create', { application_type: 'kenya_pvoc' });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { msg: string; data: string[] };
    expect(body.msg).toMatch(/complete your profile/);
    expect(body.data.join(' ')).toMatch(/name/i);
    expect(body.data.join(' ')).toMatch(/address/i);
    expect(await applicationsOf('demo2')).toBe(before);
  });

  it('the demo customer, whose profile is complete, can', async () => {
    const demo = (await login(ctx.app)).cookies;
    const res = await call(demo, 'POST', '/kenya/create', { application_type: 'kenya_pvoc' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

/**
 * Issue 30: the profile a member applies with is the organisation's company part and the member's own fields. A
 * member whose own name or mobile is missing is refused creating and submitting, told in their language which of
 * their own fields to fill in on "My profile" (and, apart, which company fields to ask an owner or administrator
 * for); nothing is created or submitted. Once they have filled them in, they apply.
 */
describe("a member's own fields before applying", () => {
  const { run, person, call: orgCall } = organisationTools(() => ctx, 'gate');
  type Person = Awaited<ReturnType<typeof person>>;
  const LANGS = ['en', 'zh_CN', 'ar'] as const;
  /** The 400 the member must get: each line in the reader's language, the first as its message. */
  const told = (lang: Locale, lines: [key: string, fields: string[]][]) =>
    lines.map(([key, fields]) => translate(lang, key, { fields: fields.map((f) => fieldLabel(lang, [f])).join(', ') }));
  const count = async (sqlText: ReturnType<typeof sql>) =>
    Number(((await ctx.database.db.execute(sqlText)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
  const appsOf = (orgId: number) => count(sql`select count(*) as n from applications where user_id = ${orgId}`);
  const join = (org: Person, p: Person, role: string) =>
    ctx.database.db.execute(sql`insert into organisation_members (organisation_id, user_id, role) values (${org.id}, ${p.id}, ${role})`);
  /** Saves the member's own name the way /myProfile does (the rest as GET answered it), acting in the organisation. */
  async function saveName(p: Person, org: Person, name: string) {
    const got = await orgCall(p.cookies, 'GET', `/customer/${p.id}`, org.id);
    expect(got.statusCode, got.body).toBe(200);
    const res = await orgCall(p.cookies, 'PUT', `/customer/${p.id}`, org.id, { ...savableProfile(got.json().data), name });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { missing: string[] };
  }
  const submit = (p: Person, org: Person, id: number, version: number, title: string, key: string, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${id}/submit`,
      cookies: p.cookies,
      payload: { ...customsForm(title), version },
      headers: { langId: lang, 'x-organisation': String(org.id), 'idempotency-key': key },
    });

  it('a member lacking their own name and mobile creates nothing, told which are theirs, in their language; once filled in, applies', async () => {
    const owner = await person('own', { complete: true });
    const clerk = await person('clk');
    await join(owner, clerk, 'applicant');
    await ctx.database.db.execute(sql`update users set name = null, mobile = null where id = ${clerk.id}`);
    const before = await appsOf(owner.id);
    for (const lang of LANGS) {
      const res = await orgCall(clerk.cookies, 'POST', '/kenya/create', owner.id, customsForm(`Gate ${run} ${lang}`), lang);
      expect(res.statusCode, res.body).toBe(400);
      const expected = told(lang, [['accounts.profileIncompleteOwn', ['name', 'mobile']]]);
      expect(res.json()).toMatchObject({ msg: expected[0], data: expected });
    }
    expect((await orgCall(clerk.cookies, 'POST', '/kenya/create', owner.id, customsForm(`Gate ${run}`))).json().msg).toBe(
      `Please complete your own details on My profile before applying: ${fieldLabel('en', ['name'])}, Mobile`,
    );
    // The founding account's own fields are not the member's: the owner's complete name does not stand in for theirs.
    expect(await appsOf(owner.id)).toBe(before);

    // The company's part missing as well: the member is told, apart, to ask an owner or administrator for it; the
    // owner, who keeps it, is told to complete the profile.
    const { rows } = (await ctx.database.db.execute(sql`select profile->>'address' as address from users where id = ${owner.id}`)) as unknown as {
      rows: { address: string }[];
    };
    await ctx.database.db.execute(sql`update users set profile = profile - 'address' where id = ${owner.id}`);
    const both = await orgCall(clerk.cookies, 'POST', '/kenya/create', owner.id, customsForm(`Gate ${run} both`), 'zh_CN');
    expect(both.statusCode).toBe(400);
    expect(both.json().data).toEqual(
      told('zh_CN', [
        ['accounts.profileIncompleteOwn', ['name', 'mobile']],
        ['accounts.profileIncompleteAskAdmin', ['address']],
      ]),
    );
    const ownerAnswer = await orgCall(owner.cookies, 'POST', '/kenya/create', owner.id, customsForm(`Gate ${run} owner`));
    expect(ownerAnswer.json()).toMatchObject({ msg: told('en', [['accounts.profileIncomplete', ['address']]])[0] });
    // The member's page names the same fields as the gate.
    expect((await orgCall(clerk.cookies, 'GET', `/customer/${clerk.id}`, owner.id)).json().data.missing).toEqual(['name', 'mobile', 'address']);
    await ctx.database.db.execute(sql`update users set profile = profile || jsonb_build_object('address', ${rows[0]!.address}::text) where id = ${owner.id}`);
    expect(await appsOf(owner.id)).toBe(before);

    // The member fills them in on their profile: the mobile through its verified dialog, then the name.
    const mobile = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    ctx.clock.advance(60_000);
    expect(
      (await orgCall(clerk.cookies, 'POST', '/send/code', owner.id, { purpose: 'change_contact', verify_type: 1, mobile_zone: '+86', mobile })).statusCode,
    ).toBe(200);
    await ctx.app.delivery.idle();
    const outbox = (await orgCall(undefined, 'GET', '/dev/outbox')).json().data as { recipient: string; text: string }[];
    const code = /\d{6}/.exec(outbox.filter((m) => m.recipient === `+86 ${mobile}`).at(-1)!.text)![0];
    const verified = await orgCall(clerk.cookies, 'POST', '/verify/code', owner.id, { verify_type: 1, mobile_zone: '+86', mobile, code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await saveName(clerk, owner, 'Clara Clerk')).missing).toEqual([]);
    const made = await orgCall(clerk.cookies, 'POST', '/kenya/create', owner.id, customsForm(`Gate ${run} made`));
    expect(made.statusCode, made.body).toBe(200);
    expect(await appsOf(owner.id)).toBe(before + 1);
  });

  it('submitting is refused to a member lacking their own name, nothing submitted, and accepted once they filled it in', async () => {
    const owner = await person('own', { complete: true });
    const clerk = await person('clk');
    const late = await person('lat');
    await join(owner, clerk, 'applicant');
    await join(owner, late, 'applicant');
    const title = `Gate ${run} submit`;
    const made = await orgCall(clerk.cookies, 'POST', '/kenya/create', owner.id, customsForm(title));
    expect(made.statusCode, made.body).toBe(200);
    const { id, version } = made.json().data as { id: number; version: number };
    await ctx.database.db.execute(sql`update users set name = null where id = ${late.id}`);
    for (const lang of LANGS) {
      const res = await submit(late, owner, id, version, title, `gate-${run}-refused-${lang}`, lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data).toEqual(told(lang, [['accounts.profileIncompleteOwn', ['name']]]));
    }
    const status = async () =>
      (
        (await ctx.database.db.execute(sql`select status, rfc_no, submitted_by from applications where id = ${id}`)) as unknown as {
          rows: { status: string; rfc_no: string | null; submitted_by: number | null }[];
        }
      ).rows[0]!;
    expect(await status()).toEqual({ status: 'draft', rfc_no: null, submitted_by: null });
    await saveName(late, owner, 'Leo Late');
    const res = await submit(late, owner, id, version, title, `gate-${run}-accepted`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await status()).toMatchObject({ status: 'pending_acceptance', submitted_by: late.id });
  });

  it('in an organisation the back office verified, a member still fills in their own name and applies; the company stays locked', async () => {
    const owner = await person('ver', { complete: true });
    const clerk = await person('vcl');
    await join(owner, clerk, 'applicant');
    await ctx.database.db.execute(sql`update users set profile = profile || '{"verified": true}'::jsonb where id = ${owner.id}`);
    await ctx.database.db.execute(sql`update users set name = null where id = ${clerk.id}`);
    const title = `Gate ${run} verified`;
    expect((await orgCall(clerk.cookies, 'POST', '/kenya/create', owner.id, customsForm(title))).statusCode).toBe(400);
    const got = (await orgCall(clerk.cookies, 'GET', `/customer/${clerk.id}`, owner.id)).json().data as Record<string, unknown>;
    expect(got).toMatchObject({ verified: true, editable: true, company_editable: false, missing: ['name'] });
    const locked = await orgCall(clerk.cookies, 'PUT', `/customer/${clerk.id}`, owner.id, { ...savableProfile(got), name: 'Vera Clerk', intro: 'Changed' });
    expect(locked.statusCode).toBe(403);
    expect((await saveName(clerk, owner, 'Vera Clerk')).missing).toEqual([]);
    expect((await orgCall(clerk.cookies, 'POST', '/kenya/create', owner.id, customsForm(title))).statusCode).toBe(200);
    // The founding account, acting in its own organisation, keeps the whole profile locked.
    expect((await orgCall(owner.cookies, 'GET', `/customer/${owner.id}`, owner.id)).json().data).toMatchObject({ verified: true, editable: false });
  });
});
