import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { staffService as staffActions } from '../src/modules/staff/service.js';
import { verifySignedPdf } from '../src/modules/trust/signing.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { tomorrowIso } from './applicationFixtures.js';

/** Issue 15: certificate status actions (issue 14's part), the public check, signed PDFs and their recorded hashes. */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let staff: Record<string, string>;
let certs: { id: number; cert_no: string; status: string }[];

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const info = async (id: number) => (await call(demo, 'GET', `/cert/info/${id}`)).json().data;
const check = (no: string, code: string, lang = 'en') =>
  ctx.app.inject({ method: 'GET', url: `/frontend/v1/public/verify?no=${encodeURIComponent(no)}&code=${encodeURIComponent(code)}`, headers: { langId: lang } });
const verified = async (no: string, code: string) => {
  const res = await check(no, code);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const act = (id: number, action: string, body: object, cookies = staff) => call(cookies, 'POST', `/staff/cert/${id}/${action}`, body);

const RUN = Math.random().toString(36).slice(2, 8);
const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });
const form = (title: string) => ({
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
  parties: { importer: party('Verify Importer'), exporter: party('Bright Star Electronics'), applicant: party('Bright Star Electronics') },
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

/** A fresh certificate of demo (the PostgreSQL database of a run may hold earlier runs' rows). */
async function issued(title: string, adminId: number) {
  const d = (await call(demo, 'POST', '/kenya/create', form(title))).json().data;
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...form(title), version: d.version },
    headers: { 'idempotency-key': `trust-${title}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  const by = { user: { id: adminId, kind: 'staff' as const, roles: ['admin'] }, defaultLang: 'en' as const, ip: null };
  await staffActions.accept(ctx.database.db, by, d.id);
  const a = await staffActions.issue(ctx.database.db, by, d.id, { route: 'B' }, new Date());
  return { id: a.certificate!.id, cert_no: a.certificate!.cert_no, status: 'valid' };
}

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  staff = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  const r = (await ctx.database.db.execute(sql`select id from users where username = 'admin'`)) as unknown as { rows: { id: number }[] };
  certs = [];
  for (const n of [1, 2, 3]) certs.push(await issued(`Trust check ${RUN} ${n}`, r.rows[0]!.id));
});
afterAll(() => ctx.close());

describe('public verification', () => {
  it('a valid certificate: status, since when, holder, product, models, brands, scheme, dates, issuer; no contacts, amounts or files', async () => {
    const c = await info(certs[0]!.id);
    expect(c.verify_code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const res = await check(c.cert_no, c.verify_code);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const v = res.json().data;
    expect(v).toMatchObject({
      found: true,
      cert_no: c.cert_no,
      status: 'valid',
      issue_date: c.issue_date,
      expiry_date: c.expiry_date,
      scheme: c.type,
      issuer: ctx.config.certIssuerName,
    });
    expect(Object.keys(v).sort()).toEqual(
      [
        'brands',
        'cert_no',
        'expiry_date',
        'found',
        'holder',
        'issue_date',
        'issuer',
        'models',
        'product',
        'scheme',
        'status',
        'status_since',
        'superseded_by',
        'suspended_until',
      ].sort(),
    );
    expect(v.holder).toBeTruthy();
    expect(JSON.stringify(v)).not.toMatch(/@|amount|\+86|\.pdf/i);
    // The code is case- and dash-insensitive, as people type it.
    expect((await verified(c.cert_no, c.verify_code.replace(/-/g, '').toLowerCase())).found).toBe(true);
  });

  it('unknown number, wrong code, malformed input and no input all give the very same answer', async () => {
    const c = await info(certs[0]!.id);
    const answers = await Promise.all([
      check('CoC-NOPE-0000', c.verify_code),
      check(c.cert_no, 'AAAA-BBBB-CCCC'),
      check(c.cert_no, "' or 1=1 --"),
      check('x'.repeat(500), '%%%'),
      ctx.app.inject({ method: 'GET', url: '/frontend/v1/public/verify' }),
    ]);
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json().data).toEqual({ found: false });
  });

  it('the same check on /backend/v1, and in the OpenAPI document', async () => {
    const c = await info(certs[0]!.id);
    const res = await ctx.app.inject({ method: 'GET', url: `/backend/v1/public/verify?no=${c.cert_no}&code=${c.verify_code}` });
    expect(res.json().data.found).toBe(true);
    const doc = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/frontend/v1/public/verify');
  });
});

describe('certificate status actions (staff), seen by the holder and the public check', () => {
  it('suspend until a date -> suspended since now; the holder gets a notice and the history; reinstate -> valid', async () => {
    const id = certs[0]!.id;
    const c = await info(id);
    const until = inDays(30);
    expect((await act(id, 'suspend', { until: inDays(-1) })).statusCode).toBe(400);
    const noticesBefore = (await call(demo, 'GET', '/corner/notify?per_page=1')).json().data.total as number;
    const s = await act(id, 'suspend', { until, reason: 'Factory audit pending' });
    expect(s.statusCode, s.body).toBe(200);
    const v = await verified(c.cert_no, c.verify_code);
    expect(v).toMatchObject({ found: true, status: 'suspended', suspended_until: until });
    const mine = await info(id);
    expect(mine).toMatchObject({ status: 'suspended', suspended_until: until });
    expect(mine.status_history).toMatchObject([{ action: 'suspend', from_status: 'valid', to_status: 'suspended', until }]);
    const notices = (await call(demo, 'GET', '/corner/notify?per_page=1')).json().data;
    expect(notices.total).toBe(noticesBefore + 1);
    expect(notices.data[0].title).toContain(c.cert_no);
    expect((await call(demo, 'GET', '/certs?status=suspended')).json().data.data.map((x: { id: number }) => x.id)).toContain(id);
    expect((await act(id, 'reinstate', {})).statusCode).toBe(200);
    expect((await verified(c.cert_no, c.verify_code)).status).toBe('valid');
    // Reinstating a valid certificate is the wrong status.
    expect((await act(id, 'reinstate', {})).statusCode).toBe(409);
  });

  it('a suspension ends by itself after its end date', async () => {
    const id = certs[0]!.id;
    const c = await info(id);
    expect((await act(id, 'suspend', { until: inDays(0) })).statusCode).toBe(200);
    expect((await verified(c.cert_no, c.verify_code)).status).toBe('suspended');
    await ctx.database.db.execute(sql`update certificates set suspended_until = ${inDays(-1)} where id = ${id}`);
    // A hand-made change sends no signal: drop the cached facts as the signal would.
    ctx.app.userCaches.clear();
    expect((await verified(c.cert_no, c.verify_code)).status).toBe('valid');
    await ctx.database.db.execute(sql`update certificates set status = 'valid', suspended_until = null where id = ${id}`);
  });

  it('supersede links the replacing certificate; withdraw needs a reason and is final', async () => {
    const [a, b, w] = [certs[0]!, certs[1]!, certs[2]!];
    const ca = await info(a.id);
    expect((await act(a.id, 'supersede', { by_cert_no: 'CoC-UNKNOWN' })).statusCode).toBe(400);
    expect((await act(a.id, 'supersede', { by_cert_no: a.cert_no })).statusCode).toBe(400);
    expect((await act(a.id, 'supersede', { by_cert_no: b.cert_no })).statusCode).toBe(200);
    expect(await verified(ca.cert_no, ca.verify_code)).toMatchObject({ status: 'superseded', superseded_by: b.cert_no });
    expect((await info(a.id)).superseded_by).toEqual({ id: b.id, cert_no: b.cert_no });
    const cw = await info(w.id);
    expect((await act(w.id, 'withdraw', {})).statusCode).toBe(400);
    expect((await act(w.id, 'withdraw', { reason: 'Test report found forged' })).statusCode).toBe(200);
    expect((await verified(cw.cert_no, cw.verify_code)).status).toBe('withdrawn');
    expect((await act(w.id, 'reinstate', {})).statusCode).toBe(409);
    expect((await act(w.id, 'suspend', { until: inDays(3) })).statusCode).toBe(409);
  });

  it('an expired certificate shows expired since its expiry date', async () => {
    const b = certs[1]!;
    const cb = await info(b.id);
    await ctx.database.db.execute(sql`update certificates set expiry_date = ${inDays(-2)} where id = ${b.id}`);
    ctx.app.userCaches.clear();
    expect(await verified(cb.cert_no, cb.verify_code)).toMatchObject({ status: 'expired', status_since: inDays(-2) });
  });

  it('a customer may not act (403); an unknown certificate is 404; re-issuing the code retires the old one', async () => {
    expect((await act(certs[1]!.id, 'withdraw', { reason: 'x' }, demo)).statusCode).toBe(403);
    expect((await act(999_999, 'withdraw', { reason: 'x' })).statusCode).toBe(404);
    const c = await info(certs[1]!.id);
    expect((await call(staff, 'POST', `/staff/cert/${certs[1]!.id}/reissue-code`)).statusCode).toBe(200);
    const fresh = await info(certs[1]!.id);
    expect(fresh.verify_code).not.toBe(c.verify_code);
    expect((await verified(c.cert_no, c.verify_code)).found).toBe(false);
    expect((await verified(c.cert_no, fresh.verify_code)).found).toBe(true);
  });
});

describe('signed certificate PDFs', () => {
  it('the PDF is signed; a changed byte breaks the signature; the uploaded original is recognised, a changed copy is not', async () => {
    const res = await call(demo, 'GET', `/cert/pdf/${certs[1]!.id}`);
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    expect(pdf.includes(Buffer.from('/SubFilter /ETSI.CAdES.detached'))).toBe(true);
    expect(verifySignedPdf(pdf)).toBe(true);
    const changed = Buffer.from(pdf);
    changed[400] = changed[400]! ^ 0x01;
    expect(verifySignedPdf(changed)).toBe(false);
    const upload = (body: Buffer, type = 'application/pdf') =>
      ctx.app.inject({ method: 'POST', url: '/frontend/v1/public/verify/pdf', payload: body, headers: { 'content-type': type, langId: 'en' } });
    expect((await upload(pdf)).json().data).toEqual({ genuine: true, cert_no: certs[1]!.cert_no });
    expect((await upload(changed)).json().data).toEqual({ genuine: false, cert_no: null });
    const notPdf = await upload(Buffer.from('hello, not a pdf'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().msg).toBe('This file is not a PDF');
  });
});

describe('rate limit per client', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ RATE_LIMIT_VERIFY_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());
  it('too many checks from one client: 429 with a retry time (never a lock on the certificate)', async () => {
    const go = (ip: string) => limited.app.inject({ method: 'GET', url: '/frontend/v1/public/verify?no=X&code=Y', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await go('10.0.0.1')).statusCode).toBe(200);
    const over = await go('10.0.0.1');
    expect(over.statusCode).toBe(429);
    // Another client is not affected.
    expect((await go('10.0.0.2')).statusCode).toBe(200);
  });
});
