import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, multipart, type TestContext } from './helpers.js';
import { customsForm } from './applicationFixtures.js';
import { organisationTools, type Cookies } from './organisationHelpers.js';

/**
 * Issue 30: an upload keeps the member who uploaded it (stored_files.created_by) beside the organisation that owns it
 * (uploaded_by); the application's detail names them on each attachment ("uploaded by …") for its members and staff.
 */
let ctx: TestContext;
const { run, person, call } = organisationTools(() => ctx, 'oup');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestContext();
}, 240_000);
afterAll(() => ctx.close());

async function upload(cookies: Cookies, org: number, filename: string) {
  const m = multipart({ filename, content: PDF });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/frontend/v1/upload',
    cookies,
    payload: m.payload,
    headers: { ...m.headers, langId: 'en', 'x-organisation': String(org) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number };
}
const fileRow = async (id: number) =>
  (
    (await ctx.database.db.execute(sql`select uploaded_by, created_by from stored_files where id = ${id}`)) as unknown as {
      rows: { uploaded_by: number; created_by: number }[];
    }
  ).rows[0]!;

describe('uploads name who uploaded them', () => {
  it("a member's upload is the organisation's and names the member on the application's attachments", async () => {
    const owner = await person('own', { complete: true });
    const clerk = await person('clk');
    await ctx.database.db.execute(sql`insert into organisation_members (organisation_id, user_id, role) values (${owner.id}, ${clerk.id}, 'applicant')`);
    await ctx.database.db.execute(sql`update users set name = 'Clara Clerk' where id = ${clerk.id}`);

    const byClerk = await upload(clerk.cookies, owner.id, 'invoice.pdf');
    const byOwner = await upload(owner.cookies, owner.id, 'packing.pdf');
    expect(await fileRow(byClerk.id)).toEqual({ uploaded_by: owner.id, created_by: clerk.id });
    expect(await fileRow(byOwner.id)).toEqual({ uploaded_by: owner.id, created_by: owner.id });

    const made = await call(clerk.cookies, 'POST', '/kenya/create', owner.id, customsForm(`Uploads ${run}`, {}));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const version = made.json().data.version as number;
    const put = await call(clerk.cookies, 'PUT', `/kenya/rfc/${id}`, owner.id, {
      version,
      attachments: [
        { file_id: byClerk.id, file_type: 'invoice' },
        { file_id: byOwner.id, file_type: 'packing_list' },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);

    // The owner (a member of the same organisation) reads who uploaded each file; so do the back office.
    const seen = (await call(owner.cookies, 'GET', `/rfc/detail/${id}`, owner.id)).json().data.attachments as { name: string; uploaded_by: string | null }[];
    expect(seen.map((a) => [a.name, a.uploaded_by])).toEqual([
      ['invoice.pdf', 'Clara Clerk'],
      ['packing.pdf', owner.username],
    ]);
    // The owner downloads the clerk's file: it is the organisation's.
    expect((await call(owner.cookies, 'GET', `/attachment/${byClerk.id}`, owner.id)).statusCode).toBe(200);
  });

  it('a profile document of the person is theirs whichever organisation they act in', async () => {
    const owner = await person('own2', { complete: true });
    const admin = await person('adm');
    await ctx.database.db.execute(sql`insert into organisation_members (organisation_id, user_id, role) values (${owner.id}, ${admin.id}, 'administrator')`);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 3)]);
    const m = multipart({ filename: 'me.png', content: png });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/api/upload?kind=avatar',
      cookies: admin.cookies,
      payload: m.payload,
      headers: { ...m.headers, 'x-organisation': String(owner.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const avatar = res.json().data as { id: number; path: string };
    expect(await fileRow(avatar.id)).toEqual({ uploaded_by: admin.id, created_by: admin.id });
    // The admin downloads it acting in either organisation; the owner does not (it is the admin's own).
    expect((await call(admin.cookies, 'GET', avatar.path, owner.id)).statusCode).toBe(200);
    expect((await call(admin.cookies, 'GET', avatar.path)).statusCode).toBe(200);
    expect((await call(owner.cookies, 'GET', avatar.path, owner.id)).statusCode).toBe(404);
  });

  it("a viewer uploads their own avatar but no document of the organisation (the role's refusal, in their language)", async () => {
    const owner = await person('own3', { complete: true });
    const viewer = await person('vie');
    await ctx.database.db.execute(sql`insert into organisation_members (organisation_id, user_id, role) values (${owner.id}, ${viewer.id}, 'viewer')`);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 4)]);
    const send = (query: string, lang = 'en') => {
      const m = multipart({ filename: 'v.png', content: png });
      return ctx.app.inject({
        method: 'POST',
        url: `/frontend/v1/api/upload${query}`,
        cookies: viewer.cookies,
        payload: m.payload,
        headers: { ...m.headers, langId: lang, 'x-organisation': String(owner.id) },
      });
    };
    const own = await send('?kind=avatar');
    expect(own.statusCode, own.body).toBe(200);
    expect(await fileRow((own.json().data as { id: number }).id)).toEqual({ uploaded_by: viewer.id, created_by: viewer.id });
    for (const query of ['?kind=licence', '']) {
      const refused = await send(query, 'zh_CN');
      expect(refused.statusCode, query).toBe(403);
      expect(refused.json().msg).toBe('您在该组织中的角色无权执行此操作');
    }
  });
});
