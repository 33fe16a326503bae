import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/** "Users must complete their profile before applying": the application engine refuses, naming what is missing. */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
});
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
