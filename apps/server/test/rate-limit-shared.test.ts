import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createTestContext, type TestContext } from './helpers.js';

// The machine's Redis (CI runs on a machine that has one); TEST_REDIS_URL points elsewhere.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();
// In CI the test must run (.ci/run starts Redis): a missing Redis there is a failure, not a silent skip.
if (!reachable && process.env.CI === 'true') throw new Error(`rate-limit-shared: no Redis at ${redisUrl} (CI=true: .ci/run starts one)`);
if (!reachable) console.warn(`rate-limit-shared: no Redis at ${redisUrl}; the shared rate-limit test is skipped`);

describe.skipIf(!reachable)('rate limits shared through Redis (REDIS_URL)', () => {
  const prefix = `tic-test-${randomBytes(6).toString('hex')}:`;
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix, RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    other = await buildApp({ config: ctx.config, database: ctx.database, now: ctx.clock.now, logger: false, mailWorker: false, jobs: false });
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const attempt = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/frontend/v1/login', payload: { username: 'nobody7', password: 'x' }, headers: { langId: 'en' }, remoteAddress: ip });

  it('counts one IP across two processes and answers the fourth sign-in with a readable 429', async () => {
    expect((await attempt(ctx.app, '10.7.0.1')).statusCode).not.toBe(429);
    expect((await attempt(other, '10.7.0.1')).statusCode).not.toBe(429);
    expect((await attempt(ctx.app, '10.7.0.1')).statusCode).not.toBe(429);
    const limited = await attempt(other, '10.7.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/^Too many attempts; please wait (1 second|\d+ seconds) and try again$/);
    // Another IP is not affected.
    expect((await attempt(other, '10.7.0.2')).statusCode).not.toBe(429);
  });
});

describe('rate limits when the Redis of REDIS_URL does not answer', () => {
  it('sign-in still answers (the limiter lets requests through; the captcha and daily caps are rows)', async () => {
    const ctx = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_LOGIN_PER_MINUTE: '1' });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/frontend/v1/login',
          payload: { username: 'demo', password: 'Demo@2026' },
          headers: { langId: 'en' },
          remoteAddress: '10.7.1.1',
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    } finally {
      await ctx.close();
    }
  });
});
