import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { Jobs } from '../src/platform/jobs/jobs.js';
import { EXPIRE_QUOTATIONS_JOB, expireQuotations } from '../src/modules/payments/expiry.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { acceptedApplication, issueQuote } from './moneyFixtures.js';

/**
 * The platform job queue (pg-boss on the application's database: PGlite here, PostgreSQL with DATABASE_URL) and
 * the scheduled quotation expiry that runs on it.
 */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let admin: Record<string, string>;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const until = <T>(fn: () => Promise<T>) => vi.waitFor(fn, { timeout: 60_000, interval: 200 });

beforeAll(async () => {
  ctx = await createTestContext({}, { jobs: true });
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('platform job queue', () => {
  it('starts with the app, runs a job once per id, and retries a failing one until it succeeds', async () => {
    expect(ctx.app.jobs.started).toBe(true);
    // A second queue owner on the same database, as another process would be.
    const other = new Jobs(ctx.database, ctx.app.log, { worker: true, pollingIntervalSeconds: 0.5 });
    const name = `test.echo-${randomUUID().slice(0, 8)}`;
    const runs: { n: number; retry: number }[] = [];
    other.define<{ n: number }>({
      name,
      retryLimit: 3,
      retryDelay: 1,
      handler: async (data, job) => {
        runs.push({ n: data.n, retry: job.retryCount });
        if (data.n === 2 && job.retryCount === 0) throw new Error('receiver answered 500');
      },
    });
    await other.start();
    try {
      const id = randomUUID();
      expect(await other.send(name, { n: 1 }, { id })).toBe(id);
      expect(await other.send(name, { n: 1 }, { id })).toBeNull();
      const failing = (await other.send(name, { n: 2 }))!;
      await until(async () => expect((await other.get(name, failing))?.state).toBe('completed'));
      await until(async () => expect((await other.get(name, id))?.state).toBe('completed'));
      expect(runs.filter((r) => r.n === 1)).toHaveLength(1);
      expect(runs.filter((r) => r.n === 2).map((r) => r.retry)).toEqual([0, 1]);
      await expect(other.send('no.such-job', {})).rejects.toThrow(/unknown job/);
    } finally {
      await other.stop();
    }
  }, 120_000);
});

describe('quotation expiry (scheduled job)', () => {
  const pastDue = (id: number) => ctx.database.db.execute(sql`update quotations set valid_until = current_date - 1 where id = ${id}`);
  const expiredNotices = async (no: string) =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from notices where kind = 'quotation_expired' and params->>'quotation' = ${no}`))[0]!.n;

  it('expires a quotation past its validity exactly once, however many runs overlap, and notifies the customer', async () => {
    const appId = await acceptedApplication(ctx.app, call, demo, admin);
    const q = (await issueQuote(call, admin, appId)).json().data;
    expect((await call(demo, 'GET', `/rfc/detail/${appId}`)).json().data.payment_status).toBe('to_be_paid');
    await pastDue(q.id);
    await Promise.all([expireQuotations(ctx.app.db, 'en'), expireQuotations(ctx.app.db, 'en'), expireQuotations(ctx.app.db, 'en')]);
    await expireQuotations(ctx.app.db, 'en');
    expect(await expiredNotices(q.no)).toBe(1);
    const [stored] = await rows<{ status: string }>(sql`select status from quotations where id = ${q.id}`);
    expect(stored!.status).toBe('expired');
    expect((await call(demo, 'GET', `/quotation/${q.id}`)).json().data.status).toBe('expired');
    // The application's only quotation is gone: it is to be quoted again, and the expired one cannot be accepted.
    expect((await call(demo, 'GET', `/rfc/detail/${appId}`)).json().data.payment_status).toBe('to_be_quoted');
    const profileId = (await call(demo, 'GET', '/invoice-info')).json().data[0].id;
    const accept = await call(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profileId });
    expect(accept.statusCode).toBe(409);
    const list = (await call(demo, 'GET', '/quotation/list?status=expired&per_page=100')).json().data.data as { id: number }[];
    expect(list.map((x) => x.id)).toContain(q.id);
    // Staff may still issue a new version of it.
    const v2 = await call(admin, 'POST', '/staff/quotation', {
      currency: 'USD',
      valid_until: new Date(Date.now() + 86_400_000 * 10).toISOString().slice(0, 10),
      terms_version: 'T-2026-1',
      supersedes_id: q.id,
      lines: [{ service: 'PVoC certificate', quantity: '1', application_id: appId, unit_price: '450.00' }],
    });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json().data.version).toBe(2);
  }, 120_000);

  it('runs through the queue: the scheduled job expires what is due', async () => {
    const appId = await acceptedApplication(ctx.app, call, demo, admin);
    const q = (await issueQuote(call, admin, appId)).json().data;
    await pastDue(q.id);
    // The schedule sends this job once a minute; sending it now runs the same worker.
    await ctx.app.jobs.send(EXPIRE_QUOTATIONS_JOB, {});
    await until(async () => expect(await expiredNotices(q.no)).toBe(1));
    const [schedule] = await rows<{ cron: string }>(sql`select cron from pgboss.schedule where name = ${EXPIRE_QUOTATIONS_JOB}`);
    expect(schedule!.cron).toBe('* * * * *');
  }, 120_000);
});
