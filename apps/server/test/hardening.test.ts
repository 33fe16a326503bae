import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiCaller, login, multipart, signedInContext, type TestContext } from './helpers.js';
import { safeError } from '../src/platform/logSafety.js';

// Issue 17: what the probe found, each reproduced.
let ctx: TestContext, customer: Record<string, string>, staff: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  ({ ctx, customer, staff } = await signedInContext());
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const CSP = 'content-security-policy';

describe('framework-level refusals answer the envelope with the security headers', () => {
  it.each([
    ['bad percent-encoding', { method: 'GET', url: '/frontend/v1/rfc/detail/%E0%A4%A' }, 400, 'The address is malformed'],
    ['over-long path parameter', { method: 'GET', url: `/frontend/v1/rfc/detail/${'1'.repeat(300)}` }, 414, 'The address is too long'],
    [
      'unsupported media type',
      { method: 'POST', url: '/frontend/v1/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
      415,
      'This content type is not accepted',
    ],
    [
      'malformed JSON',
      { method: 'POST', url: '/frontend/v1/login', headers: { 'content-type': 'application/json' }, payload: '{bad' },
      400,
      'The request body could not be read',
    ],
  ])('%s', async (_, req, status, msg) => {
    const res = await ctx.app.inject({ ...(req as object), headers: { langId: 'en', ...(req as { headers?: object }).headers } } as never);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, msg });
    expect(res.headers[CSP]).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('a body nested deeper than the bound is refused before it is parsed', async () => {
    const deep = '['.repeat(520_000) + ']'.repeat(520_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/login',
      headers: { 'content-type': 'application/json', langId: 'en' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('The request is nested too deeply');
    // A form's ordinary nesting passes.
    const normal = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/login',
      headers: { 'content-type': 'application/json', langId: 'en' },
      payload: { username: 'demo', password: 'Demo@2026' },
    });
    expect(normal.statusCode).toBe(200);
  });
});

describe('uploads and imports: broken files are 400 with a message', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  it('a malformed multipart body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/upload',
      cookies: customer,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', langId: 'en' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBeTruthy();
  });
  it('a truncated PDF', async () => {
    const m = multipart({ filename: 'cut.pdf', content: PDF.subarray(0, 12) });
    const res = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies: customer, ...m, headers: { ...m.headers, langId: 'en' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBe('The file is incomplete or damaged: upload it again');
    // The whole file (its trailer's %%EOF in the last 1,024 bytes) is accepted.
    const whole = multipart({ filename: 'whole.pdf', content: PDF });
    const ok = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies: customer, ...whole, headers: { ...whole.headers, langId: 'en' } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
  it('a file that is no xlsx, named .xlsx', async () => {
    const m = multipart({ filename: 'products.xlsx', content: 'name,qty\nlamp,1\n' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/kenya/product/import',
      cookies: customer,
      ...m,
      headers: { ...m.headers, langId: 'en' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toBeTruthy();
  });
});

describe('control characters', () => {
  it('a NUL in a text field is refused with a message naming the field, nothing written', async () => {
    const before = (await call(customer, 'GET', '/invoice-info')).json().data;
    const res = await call(customer, 'POST', '/invoice-info', { title: 'Bright\u0000Star', type: 'pro_forma', address: 'Kowloon' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toMatch(/control character/);
    expect((await call(customer, 'GET', '/invoice-info')).json().data).toEqual(before);
  });
  it('in a search query, in the reader language', async () => {
    const res = await call(customer, 'GET', '/kenya/rfc/list?keywords=a%00b', undefined, 'zh_CN');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toContain('控制字符');
  });
  it('a failed query never logs its parameters', async () => {
    let caught: unknown;
    try {
      await ctx.database.db.execute(sql`select ${'secret\u0000value'}::text as x`);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeTruthy();
    const logged = JSON.stringify(safeError(caught));
    expect(logged).not.toContain('secret');
    expect(logged).toContain('select $1::text');
  });
});

describe('demo mode', () => {
  it('/dev/* answers clients on this machine only', async () => {
    const local = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/dev/outbox' });
    expect(local.statusCode).toBe(200);
    const remote = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    const proxied = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(404);
  });
});

describe('cross-site requests', () => {
  const evil = { origin: 'https://evil.example' };
  it('state-changing requests whose Origin or Sec-Fetch-Site says cross-site are refused', async () => {
    const id = (await call(customer, 'GET', '/kenya/rfc/list?status=pending_acceptance')).json().data.data[0]?.id ?? 1;
    for (const headers of [evil, { 'sec-fetch-site': 'cross-site' }]) {
      const accept = await ctx.app.inject({
        method: 'POST',
        url: `/frontend/v1/staff/rfc/${id}/accept`,
        cookies: staff,
        headers: { langId: 'en', ...headers },
      });
      expect(accept.statusCode).toBe(403);
      expect(accept.json().msg).toBe('Requests from another site are refused');
      const logout = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/logout', cookies: customer, headers });
      expect(logout.statusCode).toBe(403);
      const m = multipart({ filename: 'a.pdf', content: '%PDF-1.4\n%%EOF\n' });
      const upload = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies: customer, ...m, headers: { ...m.headers, ...headers } });
      expect(upload.statusCode).toBe(403);
    }
    // The session still works: the refused logout did nothing.
    expect((await call(customer, 'GET', '/me')).statusCode).toBe(200);
  });
  it('same-origin pages, reads and clients without a browser are served', async () => {
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/login',
      headers: { origin: 'http://portal.test:8080', host: 'portal.test:8080', 'sec-fetch-site': 'same-origin' },
      payload: { username: 'demo', password: 'Demo@2026' },
    });
    expect(same.statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', cookies: customer, headers: evil });
    expect(read.statusCode).toBe(200);
    const curl = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/login', payload: { username: 'demo', password: 'Demo@2026' } });
    expect(curl.statusCode).toBe(200);
  });
});

describe('staff routes check the role before the body', () => {
  it('a customer sending a bad body to a staff route gets 403, not 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/staff/rfc/1/return',
      cookies: customer,
      headers: { langId: 'en' },
      payload: { reason: 12 },
    });
    expect(res.statusCode).toBe(403);
    const anon = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/staff/rfc/abc/issue',
      headers: { langId: 'en', 'content-type': 'application/json' },
      payload: '{x',
    });
    expect(anon.statusCode).toBe(401);
  });
  it('every staff route (of any module) answers a customer 403 whatever the body', async () => {
    const doc = (ctx.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const staffOps = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/frontend/v1/staff/'))
      .flatMap(([p, ops]) =>
        Object.keys(ops)
          .filter((m) => ['post', 'put', 'delete', 'patch'].includes(m))
          .map((m) => ({ method: m.toUpperCase(), url: p.replace(/\{[^}]+\}/g, 'abc') })),
      );
    expect(staffOps.length).toBeGreaterThan(3);
    const customerOf = (await login(ctx.app, 'demo2')).cookies;
    for (const op of staffOps) {
      const res = await ctx.app.inject({
        method: op.method as 'POST',
        url: `${op.url}?current_page=x`,
        cookies: customerOf,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ bad: [1, { x: 'y' }] }),
      });
      expect(res.statusCode, `${op.method} ${op.url}`).toBe(403);
    }
  });
});
