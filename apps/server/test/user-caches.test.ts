import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestContext, login, type TestContext } from './helpers.js';

/**
 * Sessions and notice pages are cached in each process. Two app instances on one database play two
 * server processes: what one changes, the other must stop answering from its cache (the database's
 * signal after commit), and a user's own write must show on their very next request in the same process.
 */
let ctx: TestContext;
let other: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  other = await buildApp({ config: ctx.config, database: ctx.database, now: ctx.clock.now, logger: false, mailWorker: false, jobs: false });
  await other.ready();
  await ctx.app.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const me = (app: FastifyInstance, cookies: Record<string, string>) => app.inject({ method: 'GET', url: '/frontend/v1/me', cookies });
const unread = (app: FastifyInstance, cookies: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/frontend/v1/corner/notify?is_deal=0&current_page=1&per_page=30', cookies });

describe('session cache', () => {
  it('a logout in one process ends the session in the other, which had it cached', async () => {
    const { cookies } = await login(ctx.app);
    expect((await me(other, cookies)).statusCode).toBe(200);
    expect((await me(other, cookies)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/frontend/v1/logout', cookies })).statusCode).toBe(200);
    // The same process answers from the database at once; the other one on the signal after commit.
    expect((await me(ctx.app, cookies)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(other, cookies)).statusCode).toBe(401), { timeout: 5_000, interval: 20 });
  });

  it("a user's own change shows on their next request, and in the other process after the signal", async () => {
    const { cookies } = await login(ctx.app);
    expect((await me(ctx.app, cookies)).json().data.lang).not.toBe('ar');
    expect((await me(other, cookies)).json().data.lang).not.toBe('ar');
    const switched = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/switch-lang', cookies, payload: { lang: 'ar' } });
    expect(switched.statusCode).toBe(200);
    expect((await me(ctx.app, cookies)).json().data.lang).toBe('ar');
    await vi.waitFor(async () => expect((await me(other, cookies)).json().data.lang).toBe('ar'), { timeout: 5_000, interval: 20 });
    await ctx.app.inject({ method: 'POST', url: '/frontend/v1/switch-lang', cookies, payload: { lang: 'zh_CN' } });
  });

  it('still expires a cached session at its idle timeout', async () => {
    const { cookies } = await login(ctx.app);
    expect((await me(ctx.app, cookies)).statusCode).toBe(200);
    ctx.clock.advance(ctx.config.sessionIdleMs + 1000);
    expect((await me(ctx.app, cookies)).statusCode).toBe(401);
  });
});

describe('notice page cache', () => {
  it('a notice written by another process appears in the cached page, and reading it removes it', async () => {
    const customer = await login(ctx.app);
    const staff = await login(other, 'admin', 'Admin@2026');
    const before = (await unread(ctx.app, customer.cookies)).json().data;
    expect((await unread(ctx.app, customer.cookies)).json().data.total).toBe(before.total);

    const sim = await other.inject({
      method: 'POST',
      url: '/frontend/v1/demo/notify/simulate',
      cookies: staff.cookies,
      payload: { username: 'demo', kind: 'certificate_issued' },
    });
    expect(sim.statusCode).toBe(200);
    const code = sim.json().data.batch_code as string;
    await vi.waitFor(
      async () => {
        const page = (await unread(ctx.app, customer.cookies)).json().data;
        expect(page.total).toBe(before.total + 1);
        expect(page.data[0].batch_code).toBe(code);
      },
      { timeout: 5_000, interval: 20 },
    );

    // The reader's own write: the very next list no longer holds it.
    const deal = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/corner/notify/deal', cookies: customer.cookies, payload: { ids: [code] } });
    expect(deal.statusCode).toBe(200);
    const after = (await unread(ctx.app, customer.cookies)).json().data;
    expect(after.total).toBe(before.total);
    expect(after.data.map((n: { batch_code: string }) => n.batch_code)).not.toContain(code);
  });
});
