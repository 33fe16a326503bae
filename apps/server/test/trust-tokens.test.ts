import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/** Issue 15: personal access tokens on /backend/v1 (scopes, reach, another customer's data, revocation in every process, rate limit). */
let ctx: TestContext;
let other: FastifyInstance;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let demo2: Record<string, string>;

const bearer = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/backend/v1${url}`, headers: { authorization: `Bearer ${token}`, langId: 'en' }, payload });
const create = async (name: string, scope: 'read' | 'write') => {
  const res = await call(demo, 'POST', '/user/tokens', { name, scope });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; token: string; prefix: string };
};

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  // A second process on the same database: its own caches and its own LISTEN connection. Its token limit is 3 a minute.
  other = await buildApp({
    config: { ...ctx.config, rateLimits: { ...ctx.config.rateLimits, token: 3 } },
    database: ctx.database,
    logger: false,
    mailWorker: false,
    jobs: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

describe('personal access tokens', () => {
  it('shown once, stored hashed, listed with the last use; lists applications with the bearer header', async () => {
    const t = await create('ERP read', 'read');
    expect(t.token).toMatch(/^tic_pat_/);
    const rows = (await ctx.database.db.execute(`select token_hash from access_tokens where id = ${t.id}`)) as unknown as { rows: { token_hash: string }[] };
    expect(rows.rows[0]!.token_hash).not.toContain(t.token.slice(8));
    const list = await bearer(ctx.app, t.token, 'GET', '/kenya/rfc/list');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(0);
    expect((await bearer(ctx.app, t.token, 'GET', '/certs')).statusCode).toBe(200);
    expect((await bearer(ctx.app, t.token, 'GET', '/corner/notify')).statusCode).toBe(200);
    const mine = (await call(demo, 'GET', '/user/tokens')).json().data as { id: number; last_used_at: string | null; token?: string }[];
    const row = mine.find((x) => x.id === t.id)!;
    expect(row.last_used_at).not.toBeNull();
    expect(row.token).toBeUndefined();
  });

  it('read scope cannot write (403); read-and-write can; a token reaches neither staff, token management nor /frontend', async () => {
    const r = await create('ERP read only', 'read');
    const w = await create('ERP write', 'write');
    const body = { application_type: 'kenya_pvoc', title: `Token draft ${Date.now()}` };
    const denied = await bearer(ctx.app, r.token, 'POST', '/kenya/create', body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toContain('read');
    const allowed = await bearer(ctx.app, w.token, 'POST', '/kenya/create', body);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const draft = allowed.json().data as { id: number; title: string; status: string };
    expect(draft.title).toBe(body.title);
    // The draft belongs to the token's owner: the owner's session reads it, another customer's does not.
    expect((await call(demo, 'GET', `/rfc/detail/${draft.id}`)).statusCode).toBe(200);
    expect((await call(demo2, 'GET', `/rfc/detail/${draft.id}`)).statusCode).toBe(404);
    expect((await bearer(ctx.app, w.token, 'GET', '/user/tokens')).statusCode).toBe(403);
    expect((await bearer(ctx.app, w.token, 'POST', '/staff/rfc/1/accept')).statusCode).toBe(403);
    expect((await bearer(ctx.app, w.token, 'GET', '/user/info')).statusCode).toBe(403);
    const front = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/kenya/rfc/list', headers: { authorization: `Bearer ${w.token}` } });
    expect(front.statusCode).toBe(401);
    expect((await bearer(ctx.app, 'tic_pat_unknown', 'GET', '/kenya/rfc/list')).statusCode).toBe(401);
  });

  it("a token of customer A never reaches customer B's application (404)", async () => {
    // Customer B has an application of its own (a draft, made for this test), which B's session reads.
    const made = await call(demo2, 'POST', '/kenya/create', { application_type: 'kenya_pvoc', title: `B's own ${Date.now()}` });
    expect(made.statusCode, made.body).toBe(200);
    const theirs = made.json().data as { id: number };
    expect((await call(demo2, 'GET', `/rfc/detail/${theirs.id}`)).statusCode).toBe(200);
    const t = await create('ERP cross', 'read');
    const cross = await bearer(ctx.app, t.token, 'GET', `/rfc/detail/${theirs.id}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.body).not.toContain(`B's own`);
    // Nor does A's token find it in a list.
    const listed = (await bearer(ctx.app, t.token, 'GET', '/kenya/rfc/list')).json().data.data as { id: number }[];
    expect(listed.map((x) => x.id)).not.toContain(theirs.id);
    const mine = (await call(demo, 'GET', '/kenya/rfc/list')).json().data.data as { id: number }[];
    expect((await bearer(ctx.app, t.token, 'GET', `/rfc/detail/${mine[0]!.id}`)).statusCode).toBe(200);
  });

  it('a revoked token answers 401 in every process (the session-cache signal), including one that had it cached', async () => {
    const t = await create('ERP revoke', 'read');
    expect((await bearer(other, t.token, 'GET', '/certs')).statusCode).toBe(200);
    expect((await bearer(ctx.app, t.token, 'GET', '/certs')).statusCode).toBe(200);
    const res = await call(demo, 'POST', `/user/tokens/${t.id}/revoke`);
    expect(res.statusCode).toBe(200);
    expect((await bearer(ctx.app, t.token, 'GET', '/certs')).statusCode).toBe(401);
    // The other process hears the database's signal (delivered after commit, asynchronously).
    await vi.waitFor(async () => expect((await bearer(other, t.token, 'GET', '/certs')).statusCode).toBe(401), { timeout: 3000, interval: 20 });
    expect((await call(demo2, 'POST', `/user/tokens/${t.id}/revoke`)).statusCode).toBe(404);
  });

  it('rate limit per token: the fourth request in a minute is 429; another token is not affected', async () => {
    const a = await create('ERP busy', 'read');
    const b = await create('ERP quiet', 'read');
    for (let i = 0; i < 3; i++) expect((await bearer(other, a.token, 'GET', '/certs')).statusCode).toBe(200);
    expect((await bearer(other, a.token, 'GET', '/certs')).statusCode).toBe(429);
    expect((await bearer(other, b.token, 'GET', '/certs')).statusCode).toBe(200);
  });

  it('bad input: no name or an unknown scope is 400 and creates nothing', async () => {
    const before = ((await call(demo, 'GET', '/user/tokens')).json().data as unknown[]).length;
    expect((await call(demo, 'POST', '/user/tokens', { name: '', scope: 'read' })).statusCode).toBe(400);
    expect((await call(demo, 'POST', '/user/tokens', { name: 'x', scope: 'admin' })).statusCode).toBe(400);
    expect(((await call(demo, 'GET', '/user/tokens')).json().data as unknown[]).length).toBe(before);
  });
});
