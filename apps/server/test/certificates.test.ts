import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CERT_EXPIRING_DAYS, todayIso } from '@tic/shared';
import { staffService } from '../src/modules/staff/service.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { tomorrowIso } from './applicationFixtures.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
let adminId: number;

const DAY = 86_400_000;
const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });
const form = (title: string, importer: string) => ({
  application_type: 'kenya_pvoc',
  title,
  general: {
    certification_project: 'PVoC',
    contact_name: 'Li Ming',
    contact_phone: '+86-755-1234',
    contact_email: 'li@example.com',
    inspection_date: tomorrowIso(),
  },
  shipment: { shipment_mode: 'sea' },
  parties: { importer: party(importer), exporter: party('Bright Star Electronics'), applicant: party('Bright Star Electronics') },
  invoices: [{ number: 'INV-1', date: '2026-11-01', currency: 'USD', amount: 1200, incoterm: 'FOB' }],
  products: [
    {
      hs_code: '853952',
      brand: 'BS',
      model: 'L-1',
      quantity: 100,
      unit_price: 12,
      unit: 'PCE',
      description: 'LED lamps',
      manufacturer: 'Bright Star',
      origin: 'CN',
    },
  ],
  containers: [],
});

/** An application of demo taken through submit, accept and issue, its certificate issued at `issuedAt`. */
async function issued(title: string, importer: string, issuedAt: Date) {
  const d = (await call(demo, 'POST', '/kenya/create', form(title, importer))).json().data;
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...form(title, importer), version: d.version },
    headers: { 'idempotency-key': `cert-test-${title}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  const staff = { user: { id: adminId, kind: 'staff' as const, roles: ['admin'] }, defaultLang: 'en' as const, ip: null };
  await staffService.accept(ctx.database.db, staff, d.id);
  const a = await staffService.issue(ctx.database.db, staff, d.id, { route: 'B' }, issuedAt);
  return a.certificate!;
}
const list = async (q: string, cookies = demo) => {
  const res = await call(cookies, 'GET', `/certs${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    total: number;
    data: { id: number; cert_no: string; expiry_date: string; issue_date: string; status: string; importer: string; title: string }[];
  };
};
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

let within: { id: number; cert_no: string };
let revoked: { id: number; cert_no: string };

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  const r = (await ctx.database.db.execute(sql`select id from users where username = 'admin'`)) as unknown as { rows: { id: number }[] };
  adminId = r.rows[0]!.id;
  // A year of validity: issued 340 days ago expires within the month, 300 days ago does not, 400 days ago has expired.
  within = await issued('Expiry check within', 'Expiry Check Within', new Date(Date.now() - 340 * DAY));
  await issued('Expiry check later', 'Expiry Check Later', new Date(Date.now() - 300 * DAY));
  await issued('Expiry check expired', 'Expiry Check Expired', new Date(Date.now() - 400 * DAY));
  revoked = await issued('Expiry check revoked', 'Expiry Check Revoked', new Date(Date.now() - 345 * DAY));
  await ctx.database.db.execute(sql`update certificates set status = 'revoked' where id = ${revoked.id}`);
});
afterAll(() => ctx.close());

describe('certificate list filters: the workbench counts open exactly their lists', () => {
  it('expiring=1: valid certificates expiring from today to a month ahead, as many as the workbench counts', async () => {
    const mine = await list('?expiring=1&importer=expiry%20check');
    expect(mine.data.map((c) => c.cert_no)).toEqual([within.cert_no]);
    const all = await list('?expiring=1&per_page=100');
    const wb = (await call(demo, 'GET', '/kenya/workbench')).json().data;
    expect(all.total).toBe(wb.expiring_certificates);
    // The seeded one (issued 350 days ago) and ours.
    expect(all.total).toBeGreaterThanOrEqual(2);
    for (const c of all.data) {
      expect(c.status).toBe('valid');
      expect(c.expiry_date >= todayIso() && c.expiry_date <= inDays(CERT_EXPIRING_DAYS)).toBe(true);
    }
  });
  it('status=valid: the normal certificates, as many as the workbench counts; expired and revoked are their own', async () => {
    const valid = await list('?status=valid&per_page=100');
    expect(valid.total).toBe((await call(demo, 'GET', '/kenya/workbench')).json().data.normal_certificates);
    expect(valid.data.every((c) => c.status === 'valid')).toBe(true);
    // Scoped to this file's own certificates: on PostgreSQL the test files share one database (and the demo customer).
    expect((await list('?status=expired&importer=expiry%20check')).data.map((c) => c.title)).toEqual(['Expiry check expired']);
    expect((await list('?status=revoked&importer=expiry%20check')).data.map((c) => c.cert_no)).toEqual([revoked.cert_no]);
    expect((await list('?importer=expiry%20check')).total).toBe(4);
  });
  it('title, exporter, type, keywords and issue-date range', async () => {
    expect((await list('?title=check%20later')).data.map((c) => c.title)).toEqual(['Expiry check later']);
    expect((await list('?exporter=bright%20star&importer=expiry')).total).toBe(4);
    expect((await list('?type=iraq_coc&importer=expiry')).total).toBe(0);
    expect((await list(`?keywords=${encodeURIComponent(within.cert_no)}`)).data.map((c) => c.id)).toEqual([within.id]);
    const from = inDays(-342);
    const to = inDays(-338);
    expect((await list(`?date_from=${from}&date_to=${to}`)).data.map((c) => c.id)).toEqual([within.id]);
  });
  it('sorts and pages', async () => {
    const asc = await list('?importer=expiry%20check&sort=expiry_date&order=asc');
    expect(asc.data.map((c) => c.title)).toEqual(['Expiry check expired', 'Expiry check revoked', 'Expiry check within', 'Expiry check later']);
    const byNo = await list('?importer=expiry%20check&sort=cert_no&order=desc');
    expect(byNo.data.map((c) => c.cert_no)).toEqual([...byNo.data.map((c) => c.cert_no)].sort().reverse());
    const page2 = await list('?importer=expiry%20check&sort=expiry_date&order=asc&per_page=3&current_page=2');
    expect(page2).toMatchObject({ total: 4, current_page: 2, last_page: 2 });
    expect(page2.data.map((c) => c.title)).toEqual(['Expiry check later']);
    // Newest issue first by default.
    const def = (await list('?per_page=100')).data.map((c) => c.issue_date);
    expect(def).toEqual([...def].sort().reverse());
  });
  it('bad filters answer 400 with a message and no list', async () => {
    for (const q of ['?status=gone', '?expiring=2', '?sort=importer', '?order=up', '?date_from=21-11-2026', '?per_page=1000']) {
      const res = await call(demo, 'GET', `/certs${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().data[0], q).toEqual(expect.any(String));
    }
    const zh = await call(demo, 'GET', '/certs?status=gone', undefined, 'zh_CN');
    expect(zh.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('certificate detail and PDF', () => {
  it('the owner reads a certificate and downloads its PDF', async () => {
    const res = await call(demo, 'GET', `/cert/info/${within.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: within.id,
      cert_no: within.cert_no,
      title: 'Expiry check within',
      importer: 'Expiry Check Within',
      exporter: 'Bright Star Electronics',
      status: 'valid',
      type: 'kenya_pvoc',
      route: 'B',
    });
    const pdf = await call(demo, 'GET', `/cert/pdf/${within.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`filename="${within.cert_no}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
  it('another customer gets 404 for the detail and the PDF and sees an empty list', async () => {
    expect((await call(demo2, 'GET', `/cert/info/${within.id}`)).statusCode).toBe(404);
    expect((await call(demo2, 'GET', `/cert/pdf/${within.id}`)).statusCode).toBe(404);
    expect((await list('', demo2)).total).toBe(0);
    expect((await list('?expiring=1', demo2)).total).toBe(0);
    expect((await call(demo, 'GET', '/cert/info/999999')).statusCode).toBe(404);
    expect((await call(demo, 'GET', '/cert/info/abc')).statusCode).toBe(400);
    expect((await call(undefined, 'GET', `/cert/info/${within.id}`)).statusCode).toBe(401);
  });
});
