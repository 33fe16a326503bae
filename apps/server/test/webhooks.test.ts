import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { WEBHOOK_DISABLE_AFTER, type WebhookDelivery } from '@tic/shared';
import { buildApp } from '../src/app.js';
import { deliverWebhook } from '../src/modules/webhooks/deliver.js';
import { webhooksRepo } from '../src/modules/webhooks/repo.js';
import { signWebhook, verifyWebhookSignature } from '../src/modules/webhooks/signature.js';
import type { HostResolver } from '../src/modules/webhooks/target.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { acceptedApplication } from './moneyFixtures.js';

/**
 * Webhooks on a real database (PGlite; PostgreSQL with DATABASE_URL, where the concurrent senders really race):
 * registration rules, signed deliveries of real events through the job queue, retry after a failing receiver,
 * never twice for one event (concurrent workers, a restart), the delivery log, isolation, token access.
 */
interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let receiver: Server;
let base: string;
const received: Received[] = [];
/** Answers per path: a queue of status codes to give before answering 200. */
const failFirst = new Map<string, number[]>();
const until = <T>(fn: () => Promise<T> | T) => vi.waitFor(fn, { timeout: 60_000, interval: 200 });
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const deps = () => ({ db: ctx.app.db, log: ctx.app.log, demo: true, resolve: ctx.app.resolveHost });
/** The app's host name resolver, injected: answers as DNS would from this table (a test changes it), and counts the questions. */
const dnsAnswers = new Map<string, string[]>();
const dnsAsked = new Map<string, number>();
const testDns: HostResolver = async (host) => {
  dnsAsked.set(host, (dnsAsked.get(host) ?? 0) + 1);
  const answer = dnsAnswers.get(host);
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};
const eventsAt = (path: string) =>
  received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const queue = failFirst.get(req.url ?? '');
      const code = queue?.shift() ?? 200;
      res.writeHead(code, { 'content-type': 'text/plain' }).end(code === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  ctx = await createTestContext({ WEBHOOK_RETRY_SECONDS: '1' }, { jobs: true, resolveHost: testDns });
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await new Promise((r) => receiver.close(r));
});

async function register(path: string, events: string[], cookies = demo) {
  const res = await call(cookies, 'POST', '/webhooks', { url: `${base}${path}`, events, description: `test ${path}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; secret: string; secret_hint: string };
}

describe('webhook endpoints', () => {
  it('refuses what is not an https endpoint or an event, in the caller’s language, and keeps the secret out of lists', async () => {
    const bad = async (payload: object, lang = 'en') => {
      const r = await call(demo, 'POST', '/webhooks', payload, lang);
      expect(r.statusCode, r.body).toBe(400);
      return JSON.stringify(r.json().data);
    };
    expect(await bad({ url: 'http://example.com/hook', events: ['notice.created'] })).toMatch(/https/);
    expect(await bad({ url: 'https://10.1.2.3/hook', events: ['notice.created'] })).toMatch(/private network/);
    expect(await bad({ url: 'not a url', events: ['notice.created'] })).toMatch(/https:\/\//);
    expect(await bad({ url: 'https://erp.example.com/hook', events: [] }, 'zh_CN')).toMatch(/至少选择一个事件/);
    expect(await bad({ url: 'https://erp.example.com/hook', events: ['application.deleted'] })).toBeTruthy();
    const hook = await register('/list', ['notice.created']);
    expect(hook.secret).toMatch(/^whsec_/);
    const list = (await call(demo, 'GET', '/webhooks')).json().data as object[];
    expect(JSON.stringify(list)).not.toContain(hook.secret);
    expect(list.some((h) => (h as { id: number }).id === hook.id)).toBe(true);
    // Another customer's endpoint does not exist for them.
    expect((await call(demo2, 'GET', `/webhooks/${hook.id}/deliveries`)).statusCode).toBe(404);
    expect((await call(demo2, 'PUT', `/webhooks/${hook.id}`, { active: false })).statusCode).toBe(404);
    expect((await call(demo2, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'DELETE', `/webhooks/${hook.id}`)).statusCode).toBe(200);
  });
});

describe('host names that lead inside (checked with the injected resolver)', () => {
  const post = (url: string, lang = 'en') => call(demo, 'POST', '/webhooks', { url, events: ['certificate.status_changed'] }, lang);
  const delivery = async (hookId: number, eventId: string) =>
    ((await call(demo, 'GET', `/webhooks/${hookId}/deliveries`)).json().data.data as WebhookDelivery[]).find((x) => x.event_id === eventId);

  it('refuses at registration a name resolving to a private address, in the caller’s language; a public one is registered', async () => {
    dnsAnswers.set('intranet.example.test', ['10.9.8.7']);
    dnsAnswers.set('mapped.example.test', ['93.184.215.14', '::ffff:192.168.3.4']);
    dnsAnswers.set('metadata.example.test', ['fd00:ec2::254']);
    dnsAnswers.set('erp.example.test', ['93.184.215.14']);
    const refused = async (url: string, lang: string, message: RegExp) => {
      const r = await post(url, lang);
      expect(r.statusCode, r.body).toBe(400);
      expect(JSON.stringify(r.json())).toMatch(message);
    };
    await refused('https://intranet.example.test/hook', 'en', /The name intranet.example.test leads to an address inside a private network/);
    await refused('https://intranet.example.test/hook', 'zh_CN', /域名 intranet.example.test 指向私有网络内的地址/);
    await refused('https://mapped.example.test/hook', 'ar', /يشير الاسم mapped.example.test إلى عنوان داخل شبكة خاصة/);
    await refused('https://metadata.example.test/hook', 'en', /private network/);
    await refused('https://nowhere.example.test/hook', 'en', /The name nowhere.example.test could not be found/);
    const ok = await post('https://erp.example.test/hook');
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().data.id as number;
    // Changing the URL is checked the same way.
    const moved = await call(demo, 'PUT', `/webhooks/${id}`, { url: 'https://intranet.example.test/hook' });
    expect(moved.statusCode, moved.body).toBe(400);
    expect((await call(demo, 'DELETE', `/webhooks/${id}`)).statusCode).toBe(200);
  });

  it('refuses a delivery once the name leads inside: logged as failed at once, nothing sent', async () => {
    dnsAnswers.set('moved.localhost', ['127.0.0.1']);
    const port = (receiver.address() as AddressInfo).port;
    const r = await post(`http://moved.localhost:${port}/moved`);
    expect(r.statusCode, r.body).toBe(200);
    const hook = r.json().data as { id: number };
    // Between registration and delivery, the name's answer changes to an address inside.
    dnsAnswers.set('moved.localhost', ['10.0.0.7']);
    const eventId = (await call(demo, 'POST', `/webhooks/${hook.id}/ping`)).json().data.event_id as string;
    await until(async () => expect((await delivery(hook.id, eventId))?.status).toBe('failed'));
    const d = (await delivery(hook.id, eventId))!;
    expect(d).toMatchObject({ attempts: 1, last_status_code: null, last_error: 'refused: moved.localhost is resolved to 10.0.0.7, private' });
    expect(d.log).toMatchObject([{ attempt: 1, status_code: null, error: 'refused: moved.localhost is resolved to 10.0.0.7, private' }]);
    expect(received.filter((x) => x.path === '/moved')).toHaveLength(0);
    const listed = ((await call(demo, 'GET', '/webhooks')).json().data as { id: number; consecutive_failures: number }[]).find((h) => h.id === hook.id);
    expect(listed?.consecutive_failures).toBe(1);
  }, 120_000);

  it('connects to the address it checked, not to a second DNS answer', async () => {
    // A receiver on another loopback address: only the checked answer (127.0.0.2) reaches it; the system resolver
    // knows no such name, and 127.0.0.1 has nothing on this port.
    const paths: string[] = [];
    const second = createServer((req, res) => {
      paths.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((done) => second.listen(0, '127.0.0.2', done));
    try {
      const port = (second.address() as AddressInfo).port;
      dnsAnswers.set('pinned.localhost', ['127.0.0.2']);
      dnsAsked.delete('pinned.localhost');
      const r = await post(`http://pinned.localhost:${port}/pinned`);
      expect(r.statusCode, r.body).toBe(200);
      const hook = r.json().data as { id: number };
      const eventId = (await call(demo, 'POST', `/webhooks/${hook.id}/ping`)).json().data.event_id as string;
      await until(async () => expect((await delivery(hook.id, eventId))?.status).toBe('delivered'));
      expect(paths).toEqual(['/pinned']);
      expect((await delivery(hook.id, eventId))?.last_status_code).toBe(204);
      // Asked once at registration and once for the delivery: the connection itself asked nobody.
      expect(dnsAsked.get('pinned.localhost')).toBe(2);
    } finally {
      await new Promise((done) => second.close(done));
    }
  }, 120_000);
});

describe('deliveries', () => {
  it('sends signed events of a status change and its notice once each, through the job queue', async () => {
    const hook = await register('/events', ['application.status_changed', 'notice.created']);
    const appId = await acceptedApplication(ctx.app, call, demo, admin);
    await until(() => {
      const types = eventsAt('/events').map((e) => e.type);
      expect(types.filter((t) => t === 'application.status_changed').length).toBeGreaterThanOrEqual(2); // submitted, accepted
      expect(types).toContain('notice.created');
    });
    // Everything raised so far has been sent.
    await until(async () => {
      const log = (await call(demo, 'GET', `/webhooks/${hook.id}/deliveries?per_page=100`)).json().data;
      expect(log.data.every((d: { status: string }) => d.status === 'delivered')).toBe(true);
    });
    const got = received.filter((r) => r.path === '/events');
    for (const r of got) {
      const sig = String(r.headers['x-tic-signature']);
      expect(verifyWebhookSignature(hook.secret, sig, r.body, new Date())).toBe(true);
      // One changed byte, or another secret, fails the check.
      expect(verifyWebhookSignature(hook.secret, sig, r.body.replace('"', "'"), new Date())).toBe(false);
      expect(verifyWebhookSignature('whsec_other', sig, r.body, new Date())).toBe(false);
      expect(r.headers['x-tic-event-id']).toBe(JSON.parse(r.body).id);
    }
    // A signature older than the tolerance is refused by the receiver's check (replay).
    expect(verifyWebhookSignature(hook.secret, signWebhook(hook.secret, '{}', new Date(Date.now() - 3_600_000)), '{}', new Date())).toBe(false);
    const accepted = eventsAt('/events').find((e) => e.type === 'application.status_changed' && e.data.status === 'processing');
    expect(accepted?.data).toMatchObject({ application_id: appId, from_status: 'pending_acceptance' });
    // Every event id arrived once.
    const ids = eventsAt('/events').map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const log = (await call(demo, 'GET', `/webhooks/${hook.id}/deliveries?per_page=100`)).json().data;
    expect(log.total).toBe(ids.length);
    expect(log.data.every((d: { status: string; log: { status_code: number }[] }) => d.status === 'delivered' && d.log[0]?.status_code === 200)).toBe(true);
  }, 120_000);

  it('retries after the receiver answers 500, then delivers, and lists both answers', async () => {
    failFirst.set('/flaky', [500]);
    // An event this suite never raises otherwise: the endpoint receives only the ping.
    const hook = await register('/flaky', ['certificate.status_changed']);
    const ping = await call(demo, 'POST', `/webhooks/${hook.id}/ping`);
    expect(ping.statusCode, ping.body).toBe(200);
    const eventId = ping.json().data.event_id;
    const delivery = async () =>
      ((await call(demo, 'GET', `/webhooks/${hook.id}/deliveries`)).json().data.data as WebhookDelivery[]).find((x) => x.event_id === eventId);
    await until(async () => expect((await delivery())?.status).toBe('delivered'));
    const d = (await delivery())!;
    expect(d).toMatchObject({ event_id: eventId, event_type: 'ping', attempts: 2, last_status_code: 200 });
    expect(d.log.map((a) => a.status_code)).toEqual([500, 200]);
    expect(d.log[0]?.response_excerpt).toBe('receiver is down');
    expect(received.filter((r) => r.path === '/flaky').length).toBe(2);
  }, 120_000);

  it('never delivers one event twice: concurrent senders, and again after a restart', async () => {
    const hook = await register('/once', ['certificate.status_changed']);
    const eventId = (await call(demo, 'POST', `/webhooks/${hook.id}/ping`)).json().data.event_id as string;
    const [delivery] = await rows<{ id: string }>(sql`select id from webhook_deliveries where event_id = ${eventId}`);
    // The queue's own worker races these five.
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(deps(), delivery!.id)));
    expect(outcomes.filter((o) => o === 'delivered').length).toBeLessThanOrEqual(1);
    await until(async () =>
      expect((await rows<{ status: string }>(sql`select status from webhook_deliveries where id = ${delivery!.id}`))[0]!.status).toBe('delivered'),
    );
    // A restarted process on the same database: its queue, its sweep and a direct resend find nothing to send.
    const restarted = await buildApp({ config: ctx.config, database: ctx.database, logger: false, mailWorker: false, jobs: true, jobsPollingSeconds: 0.5 });
    await restarted.ready();
    try {
      await restarted.jobs.send('webhooks.sweep', {});
      expect(await deliverWebhook(deps(), delivery!.id)).toBe('skipped');
      expect(await restarted.jobs.send('webhooks.deliver', { id: delivery!.id }, { id: delivery!.id })).toBeNull();
    } finally {
      await restarted.close();
    }
    expect(received.filter((r) => r.path === '/once' && r.headers['x-tic-event-id'] === eventId)).toHaveLength(1);
    // The unique (endpoint, event) row: the same pair cannot be queued twice.
    await ctx.database.db.execute(
      sql`insert into webhook_deliveries (id, webhook_id, event_id) values (gen_random_uuid(), ${hook.id}, ${eventId}) on conflict do nothing`,
    );
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from webhook_deliveries where event_id = ${eventId}`))[0]!.n).toBe(1);
  }, 120_000);

  it('switches an endpoint off after repeated failed deliveries; switching it on clears the count', async () => {
    const hook = await register('/dead', ['notice.created']);
    await ctx.database.db.execute(sql`update webhooks set consecutive_failures = ${WEBHOOK_DISABLE_AFTER - 2} where id = ${hook.id}`);
    expect((await webhooksRepo.failed(ctx.app.db, hook.id, WEBHOOK_DISABLE_AFTER))?.active).toBe(true);
    expect((await webhooksRepo.failed(ctx.app.db, hook.id, WEBHOOK_DISABLE_AFTER))?.active).toBe(false);
    const off = ((await call(demo, 'GET', '/webhooks')).json().data as { id: number; active: boolean; disabled_reason: string }[]).find(
      (h) => h.id === hook.id,
    );
    expect(off).toMatchObject({ active: false, disabled_reason: 'failures' });
    const on = await call(demo, 'PUT', `/webhooks/${hook.id}`, { active: true });
    expect(on.json().data).toMatchObject({ active: true, disabled_reason: null, consecutive_failures: 0 });
  });

  it('lets a customer’s system manage its endpoints with a write token on /backend/v1', async () => {
    const t = await call(demo, 'POST', '/user/tokens', { name: 'ERP hooks', scope: 'write' });
    const token = t.json().data.token as string;
    const list = await ctx.app.inject({ method: 'GET', url: '/backend/v1/webhooks', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode, list.body).toBe(200);
    const r = await call(demo, 'POST', '/user/tokens', { name: 'ERP read', scope: 'read' });
    const readToken = r.json().data.token as string;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/backend/v1/webhooks',
      headers: { authorization: `Bearer ${readToken}` },
      payload: { url: 'https://erp.example.com/hook', events: ['notice.created'] },
    });
    expect(refused.statusCode).toBe(403);
    // Every token action is a row of the audit trail: creation, use, revocation.
    const tokenId = t.json().data.id as number;
    expect((await call(demo, 'POST', `/user/tokens/${tokenId}/revoke`)).statusCode).toBe(200);
    const audit = await rows<{ action: string }>(
      sql`select action from staff_audit where comment like ${`#${tokenId} %`} or comment = ${`#${tokenId}`} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['token.create', 'token.use', 'token.revoke']);
  });
});
