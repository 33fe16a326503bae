import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { todayIso } from '@tic/shared';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { submitApplication, tomorrowIso } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';

/** Fixtures of the money suites: a customs application accepted by staff, and a staff quotation for it. */
type Call = ReturnType<typeof apiCaller>;
type Cookies = Record<string, string>;

const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });
/** The money suites' customs application: two invoices (USD, EUR), a factory, a container. */
export const kenyaForm = (title: string) => ({
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
  parties: {
    importer: party('Nairobi Imports Ltd'),
    exporter: party('Bright Star Electronics'),
    applicant: party('Bright Star Electronics'),
    factory: party('Shenzhen Factory 3'),
  },
  invoices: [
    { number: 'INV-1', date: '2026-11-01', currency: 'USD', amount: 1200, incoterm: 'FOB' },
    { number: 'INV-2', date: '2026-11-02', currency: 'EUR', amount: 300.5, incoterm: 'CIF' },
  ],
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
  containers: ['MSCU1234567'],
});
export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
/** A submitted application of `customer`, accepted by `staff` (payment status: to be quoted). */
export async function acceptedApplication(app: FastifyInstance, call: Call, customer: Cookies, staff: Cookies): Promise<number> {
  const title = `Fixture ${++seq} ${Date.now()}`;
  const id = await submitApplication(app, call, customer, kenyaForm(title), `fixture-${title}`);
  const a = await call(staff, 'POST', `/staff/rfc/${id}/accept`);
  expect(a.statusCode, a.body).toBe(200);
  return id;
}

/** A pro-forma invoice profile of the customer of `cookies` (what accepting a quotation names): its id. */
export async function invoiceProfile(call: Call, cookies: Cookies, title = 'Bright Star Electronics Co., Ltd.'): Promise<number> {
  const p = await call(cookies, 'POST', '/invoice-info', { title, type: 'pro_forma', address: '8 Science Park Road, Shenzhen' });
  expect(p.statusCode, p.body).toBe(200);
  return p.json().data.id;
}

export const issueQuote = (call: Call, staff: Cookies, applicationId: number, unitPrice = '500.00') =>
  call(staff, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [{ service: 'PVoC certificate', quantity: '1', application_id: applicationId, unit_price: unitPrice }],
  });

// A real 1x1 PNG (the upload checks the file by its content).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** The header of a member acting in organisation `org` (none: their own). */
const actingIn = (org?: number) => (org ? { 'x-organisation': String(org) } : {});

/** A bank slip uploaded by the customer of `cookies` (acting in `org` when given): its file id. */
export async function uploadSlip(app: FastifyInstance, cookies: Cookies, org?: number): Promise<number> {
  const m = multipart({ filename: 'bank-slip.png', content: PNG });
  const res = await app.inject({
    method: 'POST',
    url: '/frontend/v1/upload?for=remittance',
    cookies,
    ...m,
    headers: { ...m.headers, langId: 'en', ...actingIn(org) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

/** A remittance of the customer of `cookies` (acting in `org` when given) in USD with a slip of their own; `body` overrides the defaults. */
export async function remitAs(app: FastifyInstance, cookies: Cookies, body: Record<string, unknown>, key: string, org?: number) {
  return app.inject({
    method: 'POST',
    url: '/frontend/v1/remittance',
    cookies,
    headers: { langId: 'en', 'idempotency-key': key, ...actingIn(org) },
    payload: {
      remitter: 'Bright Star Electronics',
      remitted_on: todayIso(),
      currency: 'USD',
      contact: 'Li Ming',
      phone: '+86-755-1234',
      bank: 'Bank of China',
      bank_reference: 'BOC-778',
      file_ids: [await uploadSlip(app, cookies, org)],
      ...body,
    },
  });
}

/**
 * The parties of a money suite, signed in on `app`: the demo customer and another customer (404s), the administrator
 * who quotes, finance who confirms (separation of duties), an acceptance officer, and the demo customer's invoice profile.
 */
export async function moneyParties(app: FastifyInstance, call: Call) {
  const demo = (await login(app)).cookies;
  return {
    demo,
    demo2: (await login(app, 'demo2')).cookies,
    admin: (await login(app, 'admin', 'Admin@2026')).cookies,
    finance: (await login(app, 'finance', 'Staff@2026')).cookies,
    officer: (await login(app, 'officer', 'Staff@2026')).cookies,
    profileId: await invoiceProfile(call, demo),
  };
}

/** A money suite: its test context, its caller and its parties (moneyParties), there once its beforeAll has run. */
export type MoneySuite = { ctx: TestContext; call: Call } & Awaited<ReturnType<typeof moneyParties>>;

/** Starts a test context with the money suite's parties signed in before the file's tests, and closes it after them. */
export function moneySuite(): MoneySuite {
  const m = {} as MoneySuite;
  beforeAll(async () => {
    const ctx = await createTestContext();
    const call = apiCaller(ctx.app);
    Object.assign(m, { ctx, call }, await moneyParties(ctx.app, call));
  }, 120_000);
  afterAll(async () => (m as Partial<MoneySuite>).ctx?.close());
  return m;
}

/** A line of a quotation: one of `service` at `unit_price` (USD), coded by the fee it bills when given. */
export type QuoteLine = { service: string; unit_price: string; fee_code?: string };

/** The administrator quotes `lines` for the application `applicationId` of demo, and demo accepts it: the quotation's id and number. */
export async function acceptedQuote(m: MoneySuite, applicationId: number, lines: readonly QuoteLine[]): Promise<{ id: number; no: string }> {
  const q = await m.call(m.admin, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: lines.map((l) => ({ ...l, quantity: '1', application_id: applicationId })),
  });
  expect(q.statusCode, q.body).toBe(200);
  const a = await m.call(m.demo, 'POST', `/quotation/${q.json().data.id}/accept`, { invoice_profile_id: m.profileId });
  expect(a.statusCode, a.body).toBe(200);
  return { id: q.json().data.id, no: q.json().data.no };
}

/** Demo remits `amount` USD allocated as `allocations` (with idempotency key `key`), and finance confirms it: its id and number. */
export async function confirmedRemittance(
  m: MoneySuite,
  amount: string,
  allocations: readonly { application_id: number; amount: string }[],
  key: string,
): Promise<{ id: number; no: string }> {
  const r = await remitAs(m.ctx.app, m.demo, { amount, allocations }, key);
  expect(r.statusCode, r.body).toBe(200);
  const c = await m.call(m.finance, 'POST', `/staff/remittance/${r.json().data.id}/confirm`, {});
  expect(c.statusCode, c.body).toBe(200);
  return { id: r.json().data.id, no: r.json().data.no };
}

/** An entrusted booking (during production) of demo titled `title`, accepted and its inspection date confirmed as `date`. */
export async function confirmedBooking(m: MoneySuite, title: string, date: string, key: string): Promise<number> {
  const id = await submitApplication(m.ctx.app, m.call, m.demo, inspectionBooking(title, 'insp_during_production'), key);
  const a = await m.call(m.admin, 'POST', `/staff/rfc/${id}/accept`);
  expect(a.statusCode, a.body).toBe(200);
  const d = await m.call(m.admin, 'POST', `/staff/rfc/${id}/confirm-date`, { date });
  expect(d.statusCode, d.body).toBe(200);
  return id;
}

/** The USD credit demo holds ('0.00' when none). */
export const heldCredit = async (m: MoneySuite) =>
  ((await m.call(m.demo, 'GET', '/payment/credit')).json().data as { currency: string; amount: string }[]).find((c) => c.currency === 'USD')?.amount ?? '0.00';
export const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
/** What cancelling application `id` would do, read by `cookies` (demo by default) in `lang`. */
export const cancelPreview = (m: MoneySuite, id: number, cookies = m.demo, lang = 'en') =>
  m.call(cookies, 'GET', `/kenya/rfc/${id}/cancel/preview`, undefined, lang);
/** A preview's sentences with ordinary spaces (amounts are formatted with a no-break space). */
export const said = (p: { messages: string[] }) => p.messages.map((s) => s.replace(/\u00a0/g, ' '));
