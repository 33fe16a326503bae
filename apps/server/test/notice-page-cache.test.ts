import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { envelope, noticePageSchema } from '@tic/shared';
import { users } from '../src/db/schema/index.js';
import { noticesRepo } from '../src/modules/notifications/repo.js';
import { writeNotice } from '../src/modules/notifications/service.js';
import { createTestContext, login, type TestContext } from './helpers.js';

/**
 * GET /corner/notify keeps the page as sent (its serialised text), per user, reader's language and query
 * (issue 18). A repeat is the same bytes without a query; a new notice, a read, another language or
 * another user never gets a cached text it should not. (demo3 and demo2: notices.test.ts reseeds demo.)
 */
let ctx: TestContext;
let demo3: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let demo3Id: number;

const PAGE = '/frontend/v1/corner/notify?is_deal=0&current_page=1&per_page=30';
const page = (cookies: Record<string, string>, lang = 'en', url = PAGE) => ctx.app.inject({ method: 'GET', url, cookies, headers: { langId: lang } });
const codes = (body: string) => (JSON.parse(body) as { data: { data: { batch_code: string }[] } }).data.data.map((n) => n.batch_code);

beforeAll(async () => {
  ctx = await createTestContext();
  demo3Id = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo3')))[0]!.id;
  // Two notices of demo3 that keep their event's parameters, so each language renders its own text.
  for (const kind of ['certificate_issued', 'profile_verified'] as const) {
    await ctx.database.db.transaction((tx) =>
      writeNotice(
        tx,
        kind === 'profile_verified'
          ? { kind, userId: demo3Id }
          : { kind, userId: demo3Id, application: { id: 1, no: 'KE-RFC-CACHE', title: 'Cache test' }, certificateNo: 'CERT-CACHE' },
        { defaultLang: 'en' },
      ),
    );
  }
  ({ cookies: demo3 } = await login(ctx.app, 'demo3'));
  ({ cookies: demo2 } = await login(ctx.app, 'demo2'));
  ({ cookies: admin } = await login(ctx.app, 'admin', 'Admin@2026'));
});
afterAll(() => ctx.close());

describe('notice page answer cache', () => {
  it('answers a repeated poll with the same bytes, without a query, as JSON that matches the schema', async () => {
    const spy = vi.spyOn(noticesRepo, 'page');
    try {
      const first = await page(demo3);
      const second = await page(demo3);
      expect(first.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(envelope(noticePageSchema).safeParse(second.json()).success).toBe(true);
      expect(spy.mock.calls.filter((c) => c[1] === demo3Id)).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps one page per language: the Arabic poll is not the English text, and each repeats itself', async () => {
    const en = await page(demo3, 'en');
    const ar = await page(demo3, 'ar');
    const zh = await page(demo3, 'zh_CN');
    expect(codes(ar.body)).toEqual(codes(en.body));
    expect(ar.body).not.toBe(en.body);
    expect(zh.body).not.toBe(en.body);
    expect(zh.body).not.toBe(ar.body);
    expect(ar.json().data.data[0].title).toMatch(/[\u0600-\u06ff]/);
    expect(zh.json().data.data[0].title).toMatch(/[\u4e00-\u9fff]/);
    expect((await page(demo3, 'ar')).body).toBe(ar.body);
    expect((await page(demo3, 'en')).body).toBe(en.body);
  });

  it('answers a browser holding the same bytes 304 without a body, gzips for one that accepts it, and a change gets the new bytes', async () => {
    const first = await page(demo3);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('Accept-Encoding');
    // The browser's revalidation of its copy (its cache sends If-None-Match by itself for a `no-cache` answer).
    const again = await ctx.app.inject({ method: 'GET', url: PAGE, cookies: demo3, headers: { langId: 'en', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of validators, one of them ours (weak comparison: the W/ prefix does not matter).
    const listed = await ctx.app.inject({
      method: 'GET',
      url: PAGE,
      cookies: demo3,
      headers: { langId: 'en', 'if-none-match': `W/"other", ${etag.slice(2)}` },
    });
    expect(listed.statusCode).toBe(304);
    // Another language's bytes are another validator: the English copy is no answer to an Arabic poll.
    const ar = await ctx.app.inject({ method: 'GET', url: PAGE, cookies: demo3, headers: { langId: 'ar', 'if-none-match': etag } });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers.etag).not.toBe(etag);
    // Gzipped for a browser that accepts it: the same bytes once unpacked, and the same validator.
    const packed = await ctx.app.inject({
      method: 'GET',
      url: PAGE,
      cookies: demo3,
      headers: { langId: 'en', 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.etag).toBe(etag);
    expect(gunzipSync(packed.rawPayload).toString('utf8')).toBe(first.body);
    // gzip refused (q=0): the plain bytes.
    const plain = await ctx.app.inject({ method: 'GET', url: PAGE, cookies: demo3, headers: { langId: 'en', 'accept-encoding': 'gzip;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first.body);
    // A new notice: the old validator no longer matches, the new page comes whole.
    await ctx.database.db.transaction((tx) => writeNotice(tx, { kind: 'profile_verified', userId: demo3Id }, { defaultLang: 'en' }));
    await vi.waitFor(
      async () => {
        const changed = await ctx.app.inject({ method: 'GET', url: PAGE, cookies: demo3, headers: { langId: 'en', 'if-none-match': etag } });
        expect(changed.statusCode).toBe(200);
        expect(changed.headers.etag).not.toBe(etag);
        expect(changed.json().data.total).toBe(first.json().data.total + 1);
      },
      { timeout: 5_000, interval: 20 },
    );
  });

  it('never answers one user with the page cached for another', async () => {
    const mine = await page(demo3);
    const theirs = await page(demo2);
    expect(theirs.statusCode).toBe(200);
    const shared = codes(theirs.body).filter((c) => codes(mine.body).includes(c));
    expect(shared).toEqual([]);
  });

  it('shows a new notice on the very next poll (written by a staff request of this process), in every language', async () => {
    const before = { en: await page(demo3, 'en'), ar: await page(demo3, 'ar') };
    const sim = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/demo/notify/simulate',
      cookies: admin,
      payload: { username: 'demo3', kind: 'certificate_issued' },
    });
    expect(sim.statusCode).toBe(200);
    const code = sim.json().data.batch_code as string;
    for (const lang of ['en', 'ar'] as const) {
      const after = await page(demo3, lang);
      expect(codes(after.body)[0]).toBe(code);
      expect(after.json().data.total).toBe(JSON.parse(before[lang].body).data.total + 1);
    }
  });

  it('drops a notice read by its reader from the very next poll, and the read filter shows it', async () => {
    const list = await page(demo3);
    const code = codes(list.body)[0]!;
    await page(demo3, 'en', '/frontend/v1/corner/notify?is_deal=1&current_page=1&per_page=30');
    const deal = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/corner/notify/deal', cookies: demo3, payload: { ids: [code] } });
    expect(deal.statusCode).toBe(200);
    const after = await page(demo3);
    expect(codes(after.body)).not.toContain(code);
    expect(after.json().data.total).toBe(list.json().data.total - 1);
    expect(codes((await page(demo3, 'en', '/frontend/v1/corner/notify?is_deal=1&current_page=1&per_page=30')).body)).toContain(code);
  });

  it('is dropped for a user when the database signals a write made outside any request', async () => {
    await page(demo3);
    const row = await ctx.database.db.transaction((tx) => writeNotice(tx, { kind: 'profile_verified', userId: demo3Id }, { defaultLang: 'en' }));
    await vi.waitFor(async () => expect(codes((await page(demo3)).body)[0]).toBe(row.batchCode), { timeout: 5_000, interval: 20 });
  });
});
