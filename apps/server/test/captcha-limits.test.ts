import { afterAll, beforeAll, expect, it } from 'vitest';
import { CAPTCHA_TTL_SECONDS } from '@tic/shared';
import { captchaRepo } from '../src/modules/accounts/captchaRepo.js';
import { createTestContext, type TestContext } from './helpers.js';

// Issue 17: GET /captcha wrote a row per anonymous call, without throttle or clean-up.
let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext({ RATE_LIMIT_CAPTCHA_PER_MINUTE: '5' })));
afterAll(() => ctx.close());

const ask = (ip: string) => ctx.app.inject({ method: 'GET', url: '/frontend/v1/captcha', remoteAddress: ip, headers: { langId: 'en' } });

it('is rate-limited per client', async () => {
  for (let i = 0; i < 5; i++) expect((await ask('198.51.100.1')).statusCode).toBe(200);
  const over = await ask('198.51.100.1');
  expect(over.statusCode).toBe(429);
  expect(over.json().msg).toBeTruthy();
  expect((await ask('198.51.100.2')).statusCode).toBe(200);
});

it('expired captchas are removed as new ones are made', async () => {
  expect(await captchaRepo.count(ctx.database.db)).toBeGreaterThanOrEqual(6);
  ctx.clock.advance((CAPTCHA_TTL_SECONDS + 1) * 1000);
  expect((await ask('198.51.100.3')).statusCode).toBe(200);
  expect(await captchaRepo.count(ctx.database.db)).toBe(1);
});
