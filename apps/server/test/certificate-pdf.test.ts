import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let cert: { id: number; cert_no: string };

const pdf = (id: number, cookies?: Record<string, string>, lang = 'en') =>
  ctx.app.inject({ method: 'GET', url: `/frontend/v1/cert/pdf/${id}`, cookies, headers: { langId: lang } });

beforeAll(async () => {
  ctx = await createTestContext();
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  const list = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/certs', cookies: demo });
  cert = list.json().data.data[0];
});
afterAll(() => ctx.close());

describe('certificate PDF', () => {
  it('gives the owner the certificate as a PDF attachment named after its number, in each language', async () => {
    expect(cert).toBeDefined();
    for (const lang of ['en', 'zh_CN', 'ar']) {
      const res = await pdf(cert.id, demo, lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`attachment; filename="${cert.cert_no}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(1024);
      // The Noto fonts are embedded (CI installs them), so Chinese and Arabic names render.
      expect(res.rawPayload.toString('latin1')).toMatch(/NotoSansCJK/);
    }
  });

  it('lets staff download any certificate', async () => {
    const res = await pdf(cert.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 to another customer and for an unknown certificate, 401 without a session', async () => {
    expect((await pdf(cert.id, demo2)).statusCode).toBe(404);
    expect((await pdf(999_999, demo)).statusCode).toBe(404);
    expect((await pdf(cert.id)).statusCode).toBe(401);
  });
});
