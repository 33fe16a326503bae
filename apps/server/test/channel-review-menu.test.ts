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
    for (const [user, password] of [
      ['service', 'Staff@2026'],
      ['admin', 'Admin@2026'],
    ])
      expect(await menuOf(user, password), user).toContain('"path":"/staff/channelProfiles"');
    for (const [user, password] of [
      ['engineer', 'Staff@2026'],
      ['finance', 'Staff@2026'],
      ['demo', 'Demo@2026'],
    ])
      expect(await menuOf(user, password), user).not.toContain('/staff/channelProfiles');
    expect(await menuOf('service', 'Staff@2026')).toContain('"title":"Channel profiles"');
  });

  it('the list answers 403 to a staff role the policy refuses, before reading anything', async () => {
    const { cookies } = await login(ctx.app, 'engineer', 'Staff@2026');
    const res = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/staff/channel/profiles?status=bogus', cookies });
    expect(res.statusCode).toBe(403);
  });
});
