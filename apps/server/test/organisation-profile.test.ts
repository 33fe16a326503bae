import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, multipart, savableProfile, type TestContext } from './helpers.js';
import { organisationTools, type Cookies } from './organisationHelpers.js';
import { assertProfileComplete } from '../src/modules/accounts/profile.js';

/**
 * Issue 30: the organisation's company profile (its founding account's) is kept by its owners and administrators
 * acting in it; each member's own fields (name, contact, password, avatar, identity documents, notifications) stay
 * their own and are never written through the company. Others saving the company get 403 in their language;
 * another organisation's profile is not found; every change of the company is in the organisation's audit log.
 */
let ctx: TestContext;
const { person, call } = organisationTools(() => ctx, 'opf');
type Person = Awaited<ReturnType<typeof person>>;
let owner: Person;
let admin: Person;
let viewer: Person;
let applicant: Person;
let finance: Person;
let stranger: Person;

const DROP = ['id', 'username', 'missing', 'editable', 'verified', 'is_control', 'id_card', 'files', 'organisation_id', 'company_editable'];
/** The page's save: what GET answered, less what is read-only. */
async function bodyOf(cookies: Cookies, id: number, org?: number) {
  const res = await call(cookies, 'GET', `/customer/${id}`, org);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as Record<string, unknown>;
  return { data, body: Object.fromEntries(Object.entries(data).filter(([k]) => !DROP.includes(k))) };
}
const row = async (id: number) =>
  (
    (await ctx.database.db.execute(sql`select name, identity, profile from users where id = ${id}`)) as unknown as {
      rows: { name: string; identity: string | null; profile: Record<string, unknown> }[];
    }
  ).rows[0]!;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await person('own', { complete: true });
  // Members in each role, made straight in the table (the invitations have their own suite); each has an organisation of its own.
  const member = async (role: string) => {
    const p = await person(role.slice(0, 3), { complete: true });
    await ctx.database.db.execute(sql`insert into organisation_members (organisation_id, user_id, role) values (${owner.id}, ${p.id}, ${role})`);
    return p;
  };
  admin = await member('administrator');
  viewer = await member('viewer');
  applicant = await member('applicant');
  finance = await member('finance');
  stranger = await person('str', { complete: true });
  // The owner's company differs from the demo company every member's own organisation was given.
  await ctx.database.db.execute(
    sql`update users set profile = profile || '{"company": "Owner Trading Co", "intro": "From the owner"}'::jsonb where id = ${owner.id}`,
  );
}, 240_000);
afterAll(() => ctx.close());

describe("the organisation's company profile", () => {
  it("answers a member the company's fields of the organisation acted in and their own person's fields", async () => {
    const { data } = await bodyOf(admin.cookies, admin.id, owner.id);
    expect(data).toMatchObject({ id: admin.id, username: admin.username, name: admin.username, email: admin.email, company: 'Owner Trading Co' });
    expect(data).toMatchObject({ organisation_id: owner.id, company_editable: true, editable: true, missing: [] });
    expect((await bodyOf(viewer.cookies, viewer.id, owner.id)).data).toMatchObject({ company: 'Owner Trading Co', company_editable: false, editable: true });
    // Without the header the member acts in their own organisation: their own company, which they keep.
    expect((await bodyOf(admin.cookies, admin.id)).data).toMatchObject({ organisation_id: admin.id, company_editable: true });
    expect((await bodyOf(admin.cookies, admin.id)).data.company).not.toBe('Owner Trading Co');
  });

  it('an administrator saves the company; their own name goes to their own account, never through the company', async () => {
    const { body } = await bodyOf(admin.cookies, admin.id, owner.id);
    const ownBefore = await row(admin.id);
    const res = await call(admin.cookies, 'PUT', `/customer/${admin.id}`, owner.id, { ...body, intro: 'Kept by the administrator', name: 'Ada Admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ intro: 'Kept by the administrator', name: 'Ada Admin', organisation_id: owner.id });
    const founder = await row(owner.id);
    expect(founder.profile.intro).toBe('Kept by the administrator');
    expect(founder.name).toBe(owner.username);
    const mine = await row(admin.id);
    expect(mine.name).toBe('Ada Admin');
    // The administrator's own organisation's company is untouched.
    expect(mine.profile.intro).toEqual(ownBefore.profile.intro);
    expect(mine.profile.company).toEqual(ownBefore.profile.company);
    // The owner reads it, and the audit log names who changed what.
    expect((await bodyOf(owner.cookies, owner.id)).data).toMatchObject({ intro: 'Kept by the administrator', name: owner.username });
    const log = (await call(owner.cookies, 'GET', '/organisations/current/audit', owner.id)).json().data.data as {
      actor: string;
      action: string;
      comment: string;
    }[];
    expect(log).toContainEqual(expect.objectContaining({ actor: 'Ada Admin', action: 'profile.company', comment: 'intro' }));
  });

  it('a viewer, an applicant or a finance member saving the company gets 403 in their language, nothing changed; their own part saves', async () => {
    const messages = {
      en: 'Your role in this organisation does not allow this',
      zh_CN: '您在该组织中的角色无权执行此操作',
      ar: 'دورك في هذه المؤسسة لا يسمح بهذا الإجراء',
    };
    const before = await row(owner.id);
    for (const m of [viewer, applicant, finance]) {
      const { body } = await bodyOf(m.cookies, m.id, owner.id);
      for (const lang of ['en', 'zh_CN', 'ar'] as const) {
        const res = await call(m.cookies, 'PUT', `/customer/${m.id}`, owner.id, { ...body, company: 'Taken Over Ltd', name: 'Not Saved' }, lang);
        expect(res.statusCode, `${m.username} ${lang}`).toBe(403);
        expect(res.json().msg).toBe(messages[lang]);
      }
      expect((await row(m.id)).name).toBe(m.username);
      // Their own fields, with the company as the page received it: saved.
      const own = await call(m.cookies, 'PUT', `/customer/${m.id}`, owner.id, { ...body, name: `Own ${m.username.slice(-4)}` });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().data).toMatchObject({ name: `Own ${m.username.slice(-4)}`, company_editable: false });
    }
    const after = await row(owner.id);
    expect(after.profile).toEqual(before.profile);
    expect(after.identity).toBe(before.identity);
  });

  it('a viewer saves their own fields when the company was stored before its rules normalised it; changing it is still refused', async () => {
    // Kept before the rules of today (an older save, an import): the credit code with dashes, a space and small
    // letters, the address with spaces around it. The form sends them back as it received them.
    await ctx.database.db.execute(
      sql`update users set profile = profile || '{"company_usci": "9131-0000 ma1fl0xx1q", "address": "  18 Keji Road  "}'::jsonb where id = ${owner.id}`,
    );
    const before = await row(owner.id);
    const companyChanges = async () =>
      ((await call(owner.cookies, 'GET', '/organisations/current/audit', owner.id)).json().data.data as { action: string }[]).filter(
        (e) => e.action === 'profile.company',
      ).length;
    const logged = await companyChanges();
    const got = await call(viewer.cookies, 'GET', `/customer/${viewer.id}`, owner.id);
    const body = savableProfile(got.json().data as Record<string, unknown>);
    expect(body).toMatchObject({ company_usci: '9131-0000 ma1fl0xx1q', address: '  18 Keji Road  ' });
    const res = await call(viewer.cookies, 'PUT', `/customer/${viewer.id}`, owner.id, { ...body, name: 'Viola Viewer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Viola Viewer', company_usci: '9131-0000 ma1fl0xx1q', company_editable: false });
    expect((await row(viewer.id)).name).toBe('Viola Viewer');
    // The company's row is untouched (still as stored: nobody who may keep it saved it), and no change is logged.
    expect(await row(owner.id)).toEqual(before);
    expect(await companyChanges()).toBe(logged);
    // A real change of a company field, even written the way the rules would store it: 403, nothing saved.
    for (const patch of [{ company_usci: '91310000MA1FL0XX2Q' }, { address: '19 Keji Road' }]) {
      const refused = await call(viewer.cookies, 'PUT', `/customer/${viewer.id}`, owner.id, { ...body, ...patch, name: 'Not Saved' });
      expect(refused.statusCode, JSON.stringify(patch)).toBe(403);
      expect(refused.json().msg).toBe('Your role in this organisation does not allow this');
    }
    expect((await row(viewer.id)).name).toBe('Viola Viewer');
    expect(await row(owner.id)).toEqual(before);
    expect(await companyChanges()).toBe(logged);
  });

  it("another organisation's profile is not found; a tab naming an organisation one left saves no company", async () => {
    const { body } = await bodyOf(stranger.cookies, stranger.id);
    expect((await call(stranger.cookies, 'GET', `/customer/${owner.id}`)).statusCode).toBe(404);
    expect((await call(stranger.cookies, 'PUT', `/customer/${owner.id}`, undefined, body)).statusCode).toBe(404);
    expect((await call(admin.cookies, 'GET', `/customer/${owner.id}`, owner.id)).statusCode).toBe(404);
    expect((await call(admin.cookies, 'PUT', `/customer/${owner.id}`, owner.id, body)).statusCode).toBe(404);
    // Naming an organisation the stranger is no member of: the company is not theirs to change.
    const res = await call(stranger.cookies, 'PUT', `/customer/${stranger.id}`, owner.id, { ...body, company: 'Not Mine Ltd' });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('You are not a member of this organisation');
    expect((await row(owner.id)).profile.company).toBe('Owner Trading Co');
  });

  it("an administrator's licence upload is the organisation's and joins its profile; a person's file of their own does not", async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 2)]);
    const upload = async (kind: string) => {
      const m = multipart({ filename: `${kind}.png`, content: png });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/frontend/v1/api/upload?kind=${kind}`,
        cookies: admin.cookies,
        payload: m.payload,
        headers: { ...m.headers, 'x-organisation': String(owner.id) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { path: string; id: number };
    };
    const licence = await upload('licence');
    const avatar = await upload('avatar');
    const { body } = await bodyOf(admin.cookies, admin.id, owner.id);
    const refused = await call(admin.cookies, 'PUT', `/customer/${admin.id}`, owner.id, { ...body, license: [avatar.path] });
    expect(refused.statusCode).toBe(400);
    const res = await call(admin.cookies, 'PUT', `/customer/${admin.id}`, owner.id, { ...body, license: [licence.path], avatar: avatar.path });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(owner.id)).profile.license).toEqual([licence.path]);
    // The owner's page names the organisation's licence; the owner downloads it.
    const mine = (await bodyOf(owner.cookies, owner.id)).data as { files: Record<string, unknown>; avatar?: string };
    expect(Object.keys(mine.files)).toContain(licence.path);
    expect(mine.avatar).not.toBe(avatar.path);
    expect((await call(owner.cookies, 'GET', licence.path, owner.id)).statusCode).toBe(200);
  });

  it("a member's page names what the organisation's profile lacks, as the gate before applying reads it", async () => {
    await expect(assertProfileComplete(ctx.database.db, owner.id)).resolves.toBeUndefined();
    await ctx.database.db.execute(sql`update users set profile = profile - 'address' where id = ${owner.id}`);
    await expect(assertProfileComplete(ctx.database.db, owner.id)).rejects.toMatchObject({ statusCode: 400 });
    expect((await bodyOf(applicant.cookies, applicant.id, owner.id)).data.missing).toEqual(['address']);
    // The member's own organisation is complete: their own page there says nothing is missing.
    expect((await bodyOf(applicant.cookies, applicant.id)).data.missing).toEqual([]);
  });
});
