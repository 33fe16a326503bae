import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_POLICY } from '@tic/shared';
import { createTestContext, login, type TestContext } from './helpers.js';

/** Issue 19: the staff navigation's "Channel profiles" entry follows the shared policy's review_channel row. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const menuOf = async (username: string, password: string) => {
  const { cookies } = await login(ctx.app, username, password);
  const res = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/menu', cookies, headers: { langId: 'en' } });
  expect(res.statusCode).toBe(200);
  return JSON.stringify(res.json().data.menu);
};

describe('staff navigation: channel profiles', () => {
  it('is seeded for exactly the roles of review_channel', () => {
    expect([...STAFF_POLICY.review_channel.roles].sort()).toEqual(['admin', 'customer_service']);
  });

  it('customer service and the administrator see it, other staff roles and customers do not', async () => {
    const allowed: [string, string][] = [
      ['service', 'Staff@2026'],
      ['admin', 'Admin@2026'],
    ];
    const refused: [string, string][] = [
      ['engineer', 'Staff@2026'],
      ['finance', 'Staff@2026'],
      ['demo', 'Demo@2026'],
    ];
    for (const [user, password] of allowed) expect(await menuOf(user, password), user).toContain('"path":"/staff/channelProfiles"');
    for (const [user, password] of refused) expect(await menuOf(user, password), user).not.toContain('/staff/channelProfiles');
    expect(await menuOf('service', 'Staff@2026')).toContain('"title":"Channel profiles"');
  });

  it('the list answers 403 to a staff role the policy refuses, before reading anything', async () => {
    const { cookies } = await login(ctx.app, 'engineer', 'Staff@2026');
    const res = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/staff/channel/profiles?status=bogus', cookies });
    expect(res.statusCode).toBe(403);
  });
});

describe('staff decision: the shared rule, worded in the reader language', () => {
  it('a return without a reason is 400 "Please give a reason" (zh_CN, ar too); a refused role is 403 first', async () => {
    const { cookies } = await login(ctx.app, 'service', 'Staff@2026');
    const post = (langId: string, payload: Record<string, unknown>, c = cookies) =>
      ctx.app.inject({ method: 'POST', url: '/frontend/v1/staff/channel/profiles/999999/decision', cookies: c, headers: { langId }, payload });
    const en = await post('en', { decision: 'return', reason: ' ', version: 1 });
    expect(en.statusCode).toBe(400);
    expect(JSON.stringify(en.json())).toContain('Please give a reason');
    expect(JSON.stringify((await post('zh_CN', { decision: 'return', version: 1 })).json())).toContain('请填写原因');
    expect(JSON.stringify((await post('ar', { decision: 'return', version: 1 })).json())).toContain('يرجى ذكر السبب');
    const engineer = await login(ctx.app, 'engineer', 'Staff@2026');
    expect((await post('en', { decision: 'return', version: 1 }, engineer.cookies)).statusCode).toBe(403);
    // A well-formed decision on no profile: 404.
    expect((await post('en', { decision: 'approve', version: 1 })).statusCode).toBe(404);
  });
});
