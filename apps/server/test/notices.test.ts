import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { notices, users } from '../src/db/schema/index.js';
import { DEMO_NOTICE_COUNT, DEMO_NOTICES_READ, seedDemoNotices } from '../src/db/seed/notices.js';
import { writeNotice } from '../src/modules/notifications/service.js';
import { createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let demo2Code: string;
const UNREAD = DEMO_NOTICE_COUNT - DEMO_NOTICES_READ;

const userId = async (username: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

beforeAll(async () => {
  ctx = await createTestContext();
  // On PostgreSQL the files share one database: start from the seeded state whatever earlier runs did.
  const ids = [await userId('demo'), await userId('demo2')];
  await ctx.database.db.delete(notices).where(inArray(notices.userId, ids));
  await ctx.database.db.update(users).set({ lang: 'en' }).where(eq(users.username, 'demo2'));
  await seedDemoNotices(ctx.database.db, 'demo', 'zh_CN');
  const row = await ctx.database.db.transaction((tx) => writeNotice(tx, { kind: 'profile_verified', userId: ids[1]! }, { defaultLang: 'zh_CN' }));
  demo2Code = row.batchCode;
  ({ cookies: demo } = await login(ctx.app, 'demo'));
  ({ cookies: demo2 } = await login(ctx.app, 'demo2'));
  ({ cookies: admin } = await login(ctx.app, 'admin', 'Admin@2026'));
});
afterAll(() => ctx.close());

const get = (url: string, cookies = demo, headers: Record<string, string> = { langId: 'en' }) => ctx.app.inject({ method: 'GET', url, cookies, headers });
const deal = (payload: unknown, cookies = demo, headers: Record<string, string> = { langId: 'en' }) =>
  ctx.app.inject({ method: 'POST', url: '/frontend/v1/corner/notify/deal', cookies, payload: payload as object, headers });
const unreadTotal = async (cookies = demo) => (await get('/frontend/v1/corner/notify?is_deal=0&per_page=1', cookies)).json().data.total as number;

describe('GET /corner/notify', () => {
  it('answers a page of 30 unread notices, newest first, with the total', async () => {
    const res = await get('/frontend/v1/corner/notify?is_deal=0');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ total: UNREAD, current_page: 1, per_page: 30 });
    expect(body.data.data).toHaveLength(30);
    const first = body.data.data[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'application_id',
        'application_no',
        'application_title',
        'batch_code',
        'created_at',
        'current_stage',
        'is_deal',
        'number',
        'send_department',
        'sender',
        'target',
        'title',
        'type',
      ].sort(),
    );
    expect(first.number).toMatch(/^MSG\d{8}$/);
    const dates = body.data.data.map((n: { created_at: string }) => n.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data.data.every((n: { is_deal: number }) => n.is_deal === 0)).toBe(true);
  });

  it('pages without overlap and ends with the remainder', async () => {
    const p1 = (await get('/frontend/v1/corner/notify?is_deal=0&current_page=1')).json().data.data;
    const p2 = (await get('/frontend/v1/corner/notify?is_deal=0&current_page=2')).json().data;
    expect(p2.data).toHaveLength(UNREAD - 30);
    expect(p2.total).toBe(UNREAD);
    const codes = new Set([...p1, ...p2.data].map((n: { batch_code: string }) => n.batch_code));
    expect(codes.size).toBe(UNREAD);
    expect((await get('/frontend/v1/corner/notify?is_deal=0&current_page=3')).json().data).toMatchObject({ data: [], total: UNREAD });
  });

  it('filters by read state and type; without is_deal it lists both', async () => {
    expect((await get('/frontend/v1/corner/notify?is_deal=1')).json().data.total).toBe(DEMO_NOTICES_READ);
    expect((await get('/frontend/v1/corner/notify?per_page=100')).json().data.total).toBe(DEMO_NOTICE_COUNT);
    const certs = (await get('/frontend/v1/corner/notify?type=certificate&per_page=100')).json().data;
    expect(certs.total).toBe(14);
    expect(certs.data.every((n: { type: string }) => n.type === 'certificate')).toBe(true);
  });

  it('writes the demo notices in the customer language (demo reads Chinese) and reads them in the reader’s; the profile was verified once', async () => {
    const account = (await get('/frontend/v1/corner/notify?type=account', demo, { langId: 'zh_CN' })).json().data;
    expect(account.total).toBe(1);
    const [n] = account.data;
    expect(n.title).toBe('您的资料已通过认证');
    expect(n.send_department).toBe('客户服务部');
    // Stored in Chinese; an English reader reads English (issue 16).
    const [stored] = await ctx.database.db.select({ title: notices.title }).from(notices).where(eq(notices.batchCode, n.batch_code));
    expect(stored!.title).toBe('您的资料已通过认证');
    const [en] = (await get('/frontend/v1/corner/notify?type=account')).json().data.data;
    expect(en.title).toBe('Your profile has been verified');
    expect(en.send_department).toBe('Customer Service Department');
  });

  it('requires a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/frontend/v1/corner/notify' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/frontend/v1/corner/notify/deal', payload: { ids: [] } })).statusCode).toBe(401);
  });
});

describe('GET /corner/notify/{batch_code}', () => {
  it('answers the notice with its content', async () => {
    const [n] = (await get('/frontend/v1/corner/notify?is_deal=0&per_page=1')).json().data.data;
    const res = await get(`/frontend/v1/corner/notify/${n.batch_code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ batch_code: n.batch_code, title: n.title, is_deal: 0, read_at: null });
    expect(res.json().data.content.length).toBeGreaterThan(20);
  });

  it("isolates customers: another customer's notice is not found, and cannot be marked read", async () => {
    expect((await get(`/frontend/v1/corner/notify/${demo2Code}`, demo2)).statusCode).toBe(200);
    const res = await get(`/frontend/v1/corner/notify/${demo2Code}`, demo);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'Resource not found', data: null });
    expect((await deal({ ids: [demo2Code] }, demo)).json().data.updated).toBe(0);
    expect((await get(`/frontend/v1/corner/notify/${demo2Code}`, demo2)).json().data.is_deal).toBe(0);
    // demo2's own list holds only its notice, in its language (English).
    const list = (await get('/frontend/v1/corner/notify', demo2)).json().data;
    expect(list.total).toBe(1);
    expect(list.data[0].title).toBe('Your profile has been verified');
  });

  it('answers 404 for an unknown code', async () => {
    expect((await get('/frontend/v1/corner/notify/doesnotexist0000')).statusCode).toBe(404);
  });
});

describe('bad input answers 400 with messages in the user language and changes nothing', () => {
  it.each([
    ['per_page=0', 'Page size must be a whole number from 1 to 100'],
    ['per_page=101', 'Page size must be a whole number from 1 to 100'],
    ['is_deal=7', 'Read flag must be 0 (unread) or 1 (read)'],
    ['current_page=abc', 'Page must be a whole number of at least 1'],
    ['type=spam', 'Message type must be application, attachment, certificate or account'],
  ])('GET ?%s', async (query, message) => {
    const res = await get(`/frontend/v1/corner/notify?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: message, data: [message] });
  });

  it('answers in Chinese and Arabic too', async () => {
    expect((await get('/frontend/v1/corner/notify?per_page=101', demo, { langId: 'zh_CN' })).json().data).toEqual(['每页条数须为 1 至 100 的整数']);
    expect((await get('/frontend/v1/corner/notify?is_deal=7', demo, { langId: 'ar' })).json().data).toEqual([
      'يجب أن تكون علامة القراءة 0 (غير مقروءة) أو 1 (مقروءة)',
    ]);
  });

  it.each([[{ ids: 'abc' }], [{ ids: 5 }], [{}], [{ ids: { a: 1 } }]])('POST deal %o', async (body) => {
    const res = await deal(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toEqual(['ids must be a list of message codes']);
    expect(await unreadTotal()).toBe(UNREAD);
  });

  it('POST deal with a malformed body or code', async () => {
    const raw = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/corner/notify/deal',
      cookies: demo,
      headers: { langId: 'en', 'content-type': 'application/json' },
      payload: '{"ids": [',
    });
    expect(raw.statusCode).toBe(400);
    expect((await deal({ ids: ['bad code!'] })).json().data).toEqual(['Message code must be 1 to 64 letters, digits, - or _']);
    expect((await get('/frontend/v1/corner/notify/bad%20code')).statusCode).toBe(400);
    expect(await unreadTotal()).toBe(UNREAD);
  });
});

describe('POST /corner/notify/deal', () => {
  it('marks the listed batch codes read and answers the new unread count', async () => {
    const [a, b] = (await get('/frontend/v1/corner/notify?is_deal=0&per_page=2')).json().data.data;
    const res = await deal({ ids: [a.batch_code, b.batch_code, a.batch_code] });
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { updated: 2, unread: UNREAD - 2 } });
    const unread = (await get('/frontend/v1/corner/notify?is_deal=0&per_page=100')).json().data;
    expect(unread.total).toBe(UNREAD - 2);
    expect(unread.data.map((n: { batch_code: string }) => n.batch_code)).not.toContain(a.batch_code);
    const detail = (await get(`/frontend/v1/corner/notify/${a.batch_code}`)).json().data;
    expect(detail.is_deal).toBe(1);
    expect(detail.read_at).not.toBeNull();
    // Marking again changes nothing.
    expect((await deal({ ids: [a.batch_code] })).json().data).toEqual({ updated: 0, unread: UNREAD - 2 });
  });

  it('an empty list marks every notice of the user read, and only theirs', async () => {
    const res = await deal({ ids: [] });
    expect(res.json().data).toEqual({ updated: UNREAD - 2, unread: 0 });
    expect(await unreadTotal()).toBe(0);
    expect((await get('/frontend/v1/corner/notify?is_deal=1')).json().data.total).toBe(DEMO_NOTICE_COUNT);
    expect(await unreadTotal(demo2)).toBe(1);
  });
});

describe('demo event simulator (demo mode only)', () => {
  it('lets staff raise an event that writes a notice in the customer language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/demo/notify/simulate',
      cookies: admin,
      payload: { username: 'demo2', kind: 'certificate_issued' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'certificate', is_deal: 0, current_stage: 'certificate_issuance' });
    expect(res.json().data.title).toMatch(/^Certificate CERT-/);
    expect(await unreadTotal(demo2)).toBe(2);
  });

  it('refuses customers, unknown customers and unknown kinds', async () => {
    const asCustomer = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/demo/notify/simulate',
      cookies: demo,
      payload: { username: 'demo2', kind: 'certificate_issued' },
    });
    expect(asCustomer.statusCode).toBe(403);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/demo/notify/simulate',
      cookies: admin,
      payload: { username: 'nobody', kind: 'certificate_issued' },
    });
    expect(unknown.statusCode).toBe(404);
    const badKind = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/demo/notify/simulate',
      cookies: admin,
      headers: { langId: 'en' },
      payload: { username: 'demo2', kind: 'party' },
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().data).toEqual(['Unknown event kind']);
  });

  it('does not exist outside demo mode', async () => {
    const prod = await createTestContext({ DEMO: '0' });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/frontend/v1/demo/notify/simulate', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('trigger-kept counts', () => {
  it('match the rows after every kind of write: bulk seed, events, read, mark-all, delete', async () => {
    const db = ctx.database.db;
    const check = async () => {
      const actual = await db.execute(
        sql`select user_id, count(*) filter (where is_deal = 0)::int as unread, count(*)::int as total from notices group by user_id order by user_id`,
      );
      const kept = await db.execute(sql`select user_id, unread, total from notice_counts where total > 0 order by user_id`);
      expect((kept as unknown as { rows: unknown[] }).rows).toEqual((actual as unknown as { rows: unknown[] }).rows);
    };
    await check();
    const id2 = await userId('demo2');
    await db.transaction((tx) => writeNotice(tx, { kind: 'profile_verified', userId: id2 }, { defaultLang: 'en' }));
    await check();
    const [one] = (await get('/frontend/v1/corner/notify?is_deal=0&per_page=1', demo2)).json().data.data;
    await deal({ ids: [one.batch_code] }, demo2);
    await check();
    await deal({ ids: [] }, demo2);
    await check();
    await db.update(notices).set({ isDeal: 0 }).where(eq(notices.userId, id2));
    await check();
    await db.delete(notices).where(eq(notices.batchCode, one.batch_code));
    await check();
    // The list's total comes from them and agrees with a count.
    const list = (await get('/frontend/v1/corner/notify?is_deal=0', demo2)).json().data;
    expect(list.total).toBe(list.data.length);
    expect((await get('/frontend/v1/corner/notify?is_deal=1', demo2)).json().data.total).toBe(0);
  });
});

describe('indexes', () => {
  it('has the per-user read-state index the lists use', async () => {
    const res = await ctx.database.db.execute(sql`select indexdef from pg_indexes where tablename = 'notices'`);
    const defs = (res as unknown as { rows: { indexdef: string }[] }).rows.map((r) => r.indexdef).join('\n');
    expect(defs).toMatch(/notices_user_deal_created_idx ON public.notices USING btree \(user_id, is_deal, created_at DESC, id DESC\)/);
  });
});
