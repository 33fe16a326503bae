import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HEAD_SCRIPT } from '@tic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

/** A built web app as the Vite build leaves it: index.html, robots.txt, a hashed asset with its .br and .gz. */
const web = mkdtempSync(path.join(tmpdir(), 'tic-web-'));
const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
mkdirSync(path.join(web, 'assets'));
// The build puts the once-per-tab reload first in <head> (apps/web/build/headScript.ts).
writeFileSync(path.join(web, 'index.html'), `<!doctype html><html><head><script>${HEAD_SCRIPT}</script></head><body><div id="root"></div></body></html>`);
writeFileSync(path.join(web, 'robots.txt'), 'User-agent: *\nDisallow: /frontend/\n');
writeFileSync(path.join(web, 'assets', 'index-AbC123.js'), js);
writeFileSync(path.join(web, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
writeFileSync(path.join(web, 'assets', 'index-AbC123.js.gz'), gzipSync(js));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ WEB_DIST: web });
});
afterAll(async () => {
  await ctx.close();
  rmSync(web, { recursive: true, force: true });
});

describe('the web app as served', () => {
  it('answers / with the app (HTML 200, never cached), not a 403', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('id="root"');
  });

  it("allows index.html's inline script by its hash and no other inline script", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/customsClearance/workBench' });
    const inline = /<script>(.*?)<\/script>/.exec(res.body)?.[1];
    expect(inline).toBe(HEAD_SCRIPT);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${createHash('sha256').update(inline!).digest('base64')}'`);
  });

  it('answers every SPA path, with or without a trailing slash, with the app', async () => {
    for (const url of ['/login', '/customsClearance/workBench/', '/assets', '/frontendish', '/healthzone', '/some/unknown/page/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });

  it('keeps the API envelope for API paths and a 404 for a missing asset', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).not.toMatch(/text\/html/);
  });

  it("answers a known API path asked with another method 405 with Allow, in the caller's language; unknown paths stay 404", async () => {
    const put = await ctx.app.inject({ method: 'PUT', url: '/frontend/v1/kenya/workbench?area=kenya', headers: { langId: 'en' } });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    expect(put.json()).toMatchObject({ code: 405, msg: 'Method not allowed', data: null });
    // A path with a parameter, on the bearer variant too; the language follows the request.
    const get = await ctx.app.inject({ method: 'GET', url: '/backend/v1/kenya/rfc/123/submit', headers: { langId: 'ar' } });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toContain('POST');
    expect(get.json().msg).toBe('الطريقة غير مسموح بها');
    const unknown = await ctx.app.inject({ method: 'PUT', url: '/frontend/v1/kenya/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });

  it('serves robots.txt as text', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent');
  });

  it('sends hashed assets compressed and immutable for a year', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(Number(br.headers['content-length'] ?? br.rawPayload.length)).toBeLessThan(js.length / 4);

    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);

    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });
});
