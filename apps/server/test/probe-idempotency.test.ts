import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { todayIso } from '@tic/shared';
import { customsForm } from './applicationFixtures.js';
import { acceptedApplication, issueQuote } from './moneyFixtures.js';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';

/**
 * Issue 34: an Idempotency-Key names one request. Sent again with a different body (or for another application),
 * it is refused with 422 and a readable message instead of silently answering the first request's result.
 */
let ctx: TestContext;
let demo: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = (await login(ctx.app)).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
}, 120_000);
afterAll(() => ctx.close());

const run = Date.now().toString(36);
const form = (title: string) => ({ ...customsForm(title), containers: ['MSCU1234567'] });
const post = (url: string, payload: unknown, key: string, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: `/frontend/v1${url}`, cookies: demo, payload: payload as object, headers: { langId: lang, 'idempotency-key': key } });
const count = async (q: string) => Number(((await ctx.database.db.execute(sql.raw(q))) as unknown as { rows: { n: string }[] }).rows[0]!.n);

const REUSED = {
  en: 'This Idempotency-Key was already used with a different request; send a new key for a new request',
  zh_CN: '此 Idempotency-Key 已用于内容不同的请求；新的请求请使用新的 Key',
  ar: 'استُخدم مفتاح Idempotency-Key هذا مع طلب مختلف؛ أرسل مفتاحًا جديدًا لكل طلب جديد',
};

describe('Idempotency-Key with a different request', () => {
  it('create: the same body replays, another body is a 422 in the reader language, nothing made', async () => {
    const key = `create-${run}`;
    const first = await post('/kenya/create', form(`Idem A ${run}`), key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/kenya/create', form(`Idem A ${run}`), key);
    expect(again.json().data.id).toBe(first.json().data.id);
    for (const [lang, msg] of Object.entries(REUSED)) {
      const other = await post('/kenya/create', form(`Idem B ${run}`), key, lang);
      expect(other.statusCode).toBe(422);
      expect(other.json().msg).toBe(msg);
    }
    expect(await count(`select count(*)::text as n from applications where title = 'Idem B ${run}'`)).toBe(0);
  });

  it('submit: the key of one application sent with another is a 422, the other stays a draft', async () => {
    const make = async (title: string) => (await post('/kenya/create', form(title), `mk-${title}`)).json().data as { id: number; version: number };
    const a = await make(`Sub A ${run}`);
    const b = await make(`Sub B ${run}`);
    const key = `submit-${run}`;
    expect((await post(`/kenya/rfc/${a.id}/submit`, { ...form(`Sub A ${run}`), version: a.version }, key)).statusCode).toBe(200);
    const other = await post(`/kenya/rfc/${b.id}/submit`, { ...form(`Sub B ${run}`), version: b.version }, key);
    expect(other.statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1/rfc/detail/${b.id}`, cookies: demo })).json().data.status).toBe('draft');
  });

  it('remittance: another amount under the same key is a 422, one remittance written', async () => {
    const call = apiCaller(ctx.app);
    const app = await acceptedApplication(ctx.app, call, demo, admin);
    const profile = await call(demo, 'POST', '/invoice-info', { title: 'Bright Star', type: 'pro_forma', address: '8 Science Park Road' });
    const q = (await issueQuote(call, admin, app, '500.00')).json().data;
    expect((await call(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profile.json().data.id })).statusCode).toBe(200);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    const m = multipart({ filename: 'slip.png', content: png });
    const fileId = (await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies: demo, ...m })).json().data.id as number;
    const body = (amount: string) => ({
      remitter: 'Bright Star',
      remitted_on: todayIso(),
      currency: 'USD',
      contact: 'Li Ming',
      phone: '+86-755-1234',
      file_ids: [fileId],
      amount,
      allocations: [{ application_id: app, amount }],
    });
    const key = `remit-${run}`;
    const first = await post('/remittance', body('200.00'), key);
    expect(first.statusCode, first.body).toBe(200);
    expect((await post('/remittance', body('200.00'), key)).json().data.id).toBe(first.json().data.id);
    const other = await post('/remittance', body('300.00'), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe(REUSED.en);
    expect(await count(`select count(*)::text as n from remittances where idempotency_key = '${key}'`)).toBe(1);
  });
});
