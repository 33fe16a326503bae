import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filterVisibleMenu, PORTAL_ROUTES, samplePath } from '@tic/shared';
import { createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let cookies: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  // A route that fails unexpectedly, to prove no stack trace ever leaves the server.
  ctx.app.get('/frontend/v1/__test/throws', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  ({ cookies } = await login(ctx.app));
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, cookies, headers });

describe('envelope shapes', () => {
  it('GET /me answers the user info of spec section 3', async () => {
    const res = await get('/frontend/v1/me');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['username', 'email', 'mobile', 'mobile_zone', 'avatar', 'name', 'wechat', 'is_control']));
    expect(body.data).toMatchObject({ username: 'demo', name: '欧阳明', mobile_zone: '+86', is_control: 0 });
  });

  it('the menu answers code and data.menu with the item shape, titles in the request language', async () => {
    const res = await get('/frontend/v1/menu', { langId: 'en' });
    const body = res.json();
    expect(body.code).toBe(200);
    const menu = body.data.menu;
    expect(menu.map((m: { name: string }) => m.name)).toEqual(['customsClearance', 'entrustedInspection', 'communication', 'internationalProduct']);
    expect(menu[0]).toMatchObject({
      path: '/customsClearance',
      application_type_id: null,
      meta: { title: 'Customs clearance', status: 1, redirect_path: '/customsClearance/workBench' },
    });
    const ar = (await get('/frontend/v1/menu', { langId: 'ar' })).json().data.menu;
    expect(ar[0].meta.title).toBe('التخليص الجمركي');
    // Every menu path of a page is a route of the spec.
    const paths = new Set(PORTAL_ROUTES.map((r) => r.path));
    const leaves = (items: typeof menu): string[] =>
      items.flatMap((i: { path: string; children: unknown[]; meta: { type: string } }) =>
        i.children.length ? leaves(i.children) : i.meta.type === 'menu' ? [i.path] : [],
      );
    for (const p of leaves(filterVisibleMenu(menu))) expect(paths.has(p), p).toBe(true);
  });

  it('every non-detail main-layout route is reachable from the menu (configuration and the staff workstation from the staff menu only)', async () => {
    const menu = (await get('/frontend/v1/menu')).json().data.menu;
    const all = JSON.stringify(menu);
    const staff = await login(ctx.app, 'admin', 'Admin@2026');
    const staffAll = JSON.stringify((await ctx.app.inject({ method: 'GET', url: '/frontend/v1/menu', cookies: staff.cookies })).json().data.menu);
    for (const r of PORTAL_ROUTES.filter((r) => r.layout === 'main' && !r.path.includes(':id'))) {
      if (r.area === 'configuration' || r.area === 'staff') {
        expect(staffAll, r.path).toContain(`"path":"${samplePath(r)}"`);
        expect(all, r.path).not.toContain(`"path":"${samplePath(r)}"`);
      } else expect(all, r.path).toContain(`"path":"${samplePath(r)}"`);
    }
  });

  it('dictionaries answer 100200 with result, by GET and by POST', async () => {
    const res = await get('/frontend/v1/dictionary?slugs=client_apply_status,payment_status,customer.identity', { langId: 'en' });
    const body = res.json();
    expect(body.code).toBe(100200);
    expect(body.data).toBeUndefined();
    expect(body.result.payment_status.map((e: { dicKey: string }) => e.dicKey)).toEqual(['to_be_quoted', 'to_be_paid', 'partially_paid', 'paid_in_full']);
    expect(body.result['customer.identity'][0]).toEqual({ dicKey: 'PERSONAL', dicValue: 'Personal', remark: null, sort: 0 });
    const post = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/query-dictionary', payload: { slug: 'tax_type' }, headers: { langId: 'zh_CN' } });
    expect(post.json()).toMatchObject({ code: 100200, result: { tax_type: [{ dicKey: 'special_vat', dicValue: '增值税专用发票' }, {}, {}] } });
  });

  it('every slug of spec section 7 is seeded in the three languages', async () => {
    const slugs = [
      'rfc',
      'client_apply_status',
      'file_type',
      'cert_send_method',
      'tax_type',
      'issuer',
      'product_kind',
      'customer.identity',
      'customer.qualification',
      'identity_types',
    ];
    for (const lang of ['zh_CN', 'en', 'ar']) {
      const result = (await get(`/frontend/v1/dictionary?slugs=${slugs.join(',')}`, { langId: lang })).json().result;
      for (const s of slugs) expect(result[s].length, `${s} ${lang}`).toBeGreaterThan(0);
    }
  });

  it('application types answer code 200 with data, children under their parent', async () => {
    const body = (await get('/frontend/v1/application/types', { langId: 'en' })).json();
    expect(body.code).toBe(200);
    const types = z
      .array(z.object({ id: z.number(), code: z.string(), name: z.string(), business_area: z.string(), parent_id: z.number().nullable() }))
      .parse(body.data);
    const parent = types.find((t) => t.code === 'export_conformity')!;
    const children = (await get(`/frontend/v1/application/child/types/${parent.id}`)).json().data;
    expect(children.map((c: { code: string }) => c.code)).toEqual(['kenya_pvoc', 'saudi_pcoc', 'saudi_sc', 'iraq_coc', 'nigeria_soncap']);
    expect((await get(`/frontend/v1/application/types/${parent.id}`, { langId: 'en' })).json().data.name).toBe('Export product conformity certification');
    expect((await get('/frontend/v1/application/types/99999')).statusCode).toBe(404);
  });

  it('GET /permission lists the role permissions', async () => {
    expect((await get('/frontend/v1/permission')).json().data).toEqual({
      role: 'customer',
      permissions: expect.arrayContaining(['application:apply', 'portal:use']),
    });
    expect((await get('/frontend/v1/permission')).json().data.permissions).not.toContain('config:manage');
  });

  it('POST switch-lang stores the language on the user; bad values are refused with 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/switch-lang', cookies, payload: { lang: 'ar' } });
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: { lang: 'ar' } });
    expect((await get('/frontend/v1/me')).json().data.lang).toBe('ar');
    // With no langId header, messages follow the user's language.
    expect((await get('/frontend/v1/nothing-here')).json().msg).toBe('المورد غير موجود');
    const bad = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/switch-lang', cookies, payload: { lang: 'fr' }, headers: { langId: 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toEqual(['Language must be one of zh_CN, en, ar']);
    await ctx.app.inject({ method: 'POST', url: '/frontend/v1/switch-lang', cookies, payload: { lang: 'zh_CN' } });
  });
});

describe('errors', () => {
  it('calls behind login answer 401 without a session', async () => {
    for (const url of ['/frontend/v1/me', '/frontend/v1/menu', '/frontend/v1/permission', '/frontend/v1/application/types']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(401);
    }
  });

  it('an unknown route answers 404 in the envelope', async () => {
    const res = await get('/frontend/v1/no/such/route', { langId: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'Resource not found', data: null });
  });

  it('a thrown error answers 500 with the catalogue message and no stack trace', async () => {
    const res = await get('/frontend/v1/__test/throws', { langId: 'en' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: 'Server error', data: null });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });

  it('a bad id parameter is a 400, not a 500', async () => {
    const res = await get('/frontend/v1/application/types/abc', { langId: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data[0]).toBe('ID is invalid');
  });
});

describe('platform', () => {
  it('healthz and readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('sends the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/ping' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Demo mode runs on plain http://localhost: no HSTS there.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the OpenAPI document lists every API route', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/frontend/v1/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/frontend/v1/login',
      '/frontend/v1/logout',
      '/frontend/v1/me',
      '/frontend/v1/permission',
      '/frontend/v1/menu',
      '/frontend/v1/dictionary',
      '/frontend/v1/query-dictionary',
      '/frontend/v1/application/types',
      '/frontend/v1/application/types/{id}',
      '/frontend/v1/application/child/types/{id}',
      '/frontend/v1/switch-lang',
      '/frontend/v1/config',
      '/frontend/v1/ping',
      '/backend/v1/me',
      '/healthz',
      '/readyz',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(doc.paths['/frontend/v1/login'].post.requestBody).toBeDefined();
  });
});

describe('production mode', () => {
  it('sets Secure cookies and HSTS outside demo mode', async () => {
    const prod = await createTestContext({ DEMO: '0' });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/frontend/v1/login', payload: { username: 'demo', password: 'Demo@2026' } });
      expect(res.cookies.find((c) => c.name === 'TOKEN_frontend')?.secure).toBe(true);
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await prod.close();
    }
  });
});
