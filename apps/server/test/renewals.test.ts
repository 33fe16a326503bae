import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { plusDays, todayIso } from '@tic/shared';
import { staffService } from '../src/modules/staff/service.js';
import { hashPassword } from '../src/platform/passwords.js';
import { dueThreshold, sendExpiryReminders } from '../src/modules/renewals/reminders.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { tomorrowIso } from './applicationFixtures.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
let adminId: number;

const DAY = 86_400_000;
const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });
const form = (title: string, product = { hs_code: '853952', brand: 'BS', model: 'L-1' }) => ({
  application_type: 'kenya_pvoc',
  title,
  general: {
    certification_project: 'Renewals',
    contact_name: 'Li Ming',
    contact_phone: '+86-755-1234',
    contact_email: 'li@example.com',
    inspection_date: tomorrowIso(),
  },
  shipment: { shipment_mode: 'sea' },
  kenya: { route: 'A', idf_required: true, idf_no: 'E2600000001', ucr_no: 'UCR-2026-0001' },
  parties: { importer: party('Renewal Imports'), exporter: party('Bright Star Electronics'), applicant: party('Bright Star Electronics') },
  invoices: [{ number: 'INV-1', date: '2026-11-01', currency: 'USD', amount: 1200, incoterm: 'FOB' }],
  products: [{ ...product, quantity: 100, unit_price: 12, unit: 'PCE', description: 'LED lamps', manufacturer: 'Bright Star', origin: 'CN' }],
  containers: [],
});

/** A Kenya PVoC application of demo submitted, accepted and issued under `route` at `issuedAt`. */
async function issued(title: string, route: 'A' | 'B', issuedAt = new Date(), product?: Parameters<typeof form>[1]) {
  const body = form(title, product);
  const d = (await call(demo, 'POST', '/kenya/create', body)).json().data;
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...body, version: d.version },
    headers: { 'idempotency-key': `renewals-${title}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  const staff = { user: { id: adminId, kind: 'staff' as const, roles: ['admin'] }, defaultLang: 'en' as const, ip: null };
  await staffService.accept(ctx.database.db, staff, d.id);
  return (await staffService.issue(ctx.database.db, staff, d.id, { route }, issuedAt)).certificate!;
}

const followOn = (id: number, kind: string, opts: { cookies?: Record<string, string>; key?: string; lang?: string; org?: number } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/cert/follow-on/${id}`,
    cookies: opts.cookies ?? demo,
    payload: { kind },
    headers: {
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      ...(opts.lang ? { langid: opts.lang } : {}),
      ...(opts.org ? { 'x-organisation': String(opts.org) } : {}),
    },
  });
const offers = async (id: number) => (await call(demo, 'GET', `/cert/info/${id}`)).json().data.follow_ons as string[];
const count = async (q: ReturnType<typeof sql>) => Number(((await ctx.database.db.execute(q)) as unknown as { rows: { n: number | string }[] }).rows[0]!.n);

let first: { id: number; cert_no: string };
let licence: { id: number; cert_no: string };

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  const r = (await ctx.database.db.execute(sql`select id from users where username = 'admin'`)) as unknown as { rows: { id: number }[] };
  adminId = r.rows[0]!.id;
  first = await issued('Renewal shipment 1', 'A');
  licence = await issued('Renewal registration', 'B', new Date(Date.now() - 300 * DAY));
});
afterAll(() => ctx.close());

describe('follow-ons of a certificate: drafts linked to their origin', () => {
  it('next shipment: everything but the shipment prefilled, the origin and the lists shown on the draft', async () => {
    expect(await offers(first.id)).toEqual(['next_shipment']);
    const res = await followOn(first.id, 'next_shipment', { key: 'renew-next-0001' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.status).toBe('draft');
    expect(d.title).toBe('');
    expect(d.data.general).toMatchObject({ certification_project: 'Renewals', contact_name: 'Li Ming' });
    expect(d.data.general.inspection_date).toBeUndefined();
    expect(d.data.kenya).toEqual({ route: 'A' });
    expect(d.data.products).toHaveLength(1);
    expect(d.data.products[0]).toMatchObject({ hs_code: '853952', brand: 'BS', model: 'L-1' });
    expect(d.data.invoices).toEqual([]);
    expect(d.data.parties.importer.company_name).toBe('Renewal Imports');
    expect(d.origin).toMatchObject({ certificate_id: first.id, cert_no: first.cert_no, kind: 'next_shipment' });
    expect(d.origin.copied).toEqual(['general', 'parties', 'products', 'kenya.route']);
    expect(d.origin.to_provide).toEqual(expect.arrayContaining(['general.inspection_date', 'shipment', 'invoices', 'kenya.ucr_no']));
    // The detail answers the same origin.
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data.origin).toEqual(d.origin);
  });

  it('a double click makes one draft: the same key, concurrent or later, and a click without a key', async () => {
    const before = await count(sql`select count(*) as n from applications where origin_certificate_id = ${first.id}`);
    const [a, b] = await Promise.all([
      followOn(first.id, 'next_shipment', { key: 'renew-next-0002' }),
      followOn(first.id, 'next_shipment', { key: 'renew-next-0002' }),
    ]);
    const c = await followOn(first.id, 'next_shipment');
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().data.id, b.json().data.id, c.json().data.id]).size).toBe(1);
    expect(await count(sql`select count(*) as n from applications where origin_certificate_id = ${first.id}`)).toBe(Math.max(before, 1));
  });

  it('two members clicking "Renew" at the same moment get one draft, the same for both', async () => {
    const race = await issued('Renewal race', 'B', new Date(Date.now() - 300 * DAY));
    const rows = async (q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: { id: number }[] }).rows;
    const [demoRow] = await rows(sql`select id from users where username = 'demo'`);
    const org = demoRow!.id;
    // A second member of demo's organisation (an applicant, their own name, mobile and e-mail on file), signed in on their own.
    const username = `renewrace${Date.now().toString(36).slice(-5)}`;
    const [member] = await rows(
      sql`insert into users (username, password_hash, kind, name, email, mobile_zone, mobile) values (${username}, ${await hashPassword('Demo@2026')}, 'customer', ${username}, ${`${username}@example.com`}, '+86', '13912345678') returning id`,
    );
    await ctx.database.db.execute(sql`insert into organisation_members (organisation_id, user_id, role) values (${org}, ${member!.id}, 'applicant')`);
    const memberCookies = (await login(ctx.app, username)).cookies;
    // Two requests at once, each with its own key (two people, two pages): on PostgreSQL two connections race.
    const [a, b] = await Promise.all([
      followOn(race.id, 'renew', { key: `race-owner-${race.id}` }),
      followOn(race.id, 'renew', { cookies: memberCookies, key: `race-member-${race.id}`, org }),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(b.json().data.origin).toMatchObject({ kind: 'renew', cert_no: race.cert_no });
    expect(await count(sql`select count(*) as n from applications where origin_certificate_id = ${race.id} and origin_kind = 'renew'`)).toBe(1);
    // A third click, later, by either: the same draft.
    expect((await followOn(race.id, 'renew', { cookies: memberCookies, org })).json().data.id).toBe(a.json().data.id);
  });

  it('Kenya registration: offered after the second Route A shipment of the same product, as a Route B draft', async () => {
    expect((await followOn(first.id, 'registration')).statusCode).toBe(409);
    const other = await issued('Renewal other product', 'A', new Date(), { hs_code: '851660', brand: 'BS', model: 'K-9' });
    expect(await offers(other.id)).toEqual(['next_shipment']);
    const second = await issued('Renewal shipment 2', 'A', new Date(), { hs_code: '8539.52', brand: 'bs', model: 'L-1' });
    expect(await offers(second.id)).toEqual(['next_shipment', 'registration']);
    expect(await offers(first.id)).toEqual(['next_shipment', 'registration']);
    const res = await followOn(second.id, 'registration', { key: 'renew-reg-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data.kenya).toEqual({ route: 'B' });
    expect(res.json().data.origin.kind).toBe('registration');
  });

  it('renew: a registration (Route B) is renewed; a Route A consignment is not (400, nothing written)', async () => {
    const res = await followOn(licence.id, 'renew');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.origin).toMatchObject({ kind: 'renew', cert_no: licence.cert_no });
    const before = await count(sql`select count(*) as n from applications`);
    const refused = await followOn(first.id, 'renew', { lang: 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/does not offer/);
    expect(await count(sql`select count(*) as n from applications`)).toBe(before);
  });

  it('a withdrawn or suspended certificate is refused with its reason (409), in the caller language; another organisation: 404', async () => {
    const gone = await issued('Renewal withdrawn', 'B');
    await ctx.database.db.execute(sql`update certificates set status = 'withdrawn' where id = ${gone.id}`);
    const w = await followOn(gone.id, 'renew', { lang: 'en' });
    expect(w.statusCode).toBe(409);
    expect(w.json().msg).toMatch(/withdrawn certificate cannot be renewed/);
    expect(await offers(gone.id)).toEqual([]);
    const zh = await followOn(gone.id, 'renew', { lang: 'zh_CN' });
    expect(zh.json().msg).toMatch(/已撤回/);
    await ctx.database.db.execute(sql`update certificates set status = 'suspended', suspended_until = ${plusDays(todayIso(), 10)} where id = ${gone.id}`);
    const s = await followOn(gone.id, 'renew', { lang: 'en' });
    expect(s.statusCode).toBe(409);
    expect(s.json().msg).toMatch(/suspended/);
    expect((await followOn(licence.id, 'renew', { cookies: demo2 })).statusCode).toBe(404);
    expect((await followOn(999_999, 'renew')).statusCode).toBe(404);
    expect((await followOn(licence.id, 'bogus')).statusCode).toBe(400);
  });

  it('the certificate list shows what each certificate offers', async () => {
    const page = (await call(demo, 'GET', `/certs?keywords=${encodeURIComponent(licence.cert_no)}`)).json().data;
    expect(page.data[0].follow_ons).toEqual(['renew']);
  });
});

describe('expiry reminders: 90, 30 and 7 days before, each once', () => {
  it('dueThreshold: the nearest threshold reached and not yet sent', () => {
    const today = '2026-01-01';
    expect(dueThreshold('2026-06-01', today, [])).toBeNull();
    expect(dueThreshold(plusDays(today, 90), today, [])).toBe(90);
    expect(dueThreshold(plusDays(today, 60), today, [90])).toBeNull();
    expect(dueThreshold(plusDays(today, 20), today, [])).toBe(30);
    expect(dueThreshold(plusDays(today, 20), today, [90])).toBe(30);
    expect(dueThreshold(plusDays(today, 20), today, [30])).toBeNull();
    expect(dueThreshold(plusDays(today, 5), today, [90, 30])).toBe(7);
    expect(dueThreshold(today, today, [90, 30, 7])).toBeNull();
  });

  it('one notice per threshold, e-mails to the owners and administrators with the renewal link, never twice however many runs', async () => {
    // The registration (Route B, 1 year) issued 300 days ago expires in about 65 days: its 90-day reminder is due.
    const reminders = sql`select count(*) as n from notices where kind = 'certificate_expiring' and params->>'certificate' = ${licence.cert_no}`;
    const runs = await Promise.all([0, 1, 2, 3].map(() => sendExpiryReminders(ctx.database.db, { defaultLang: 'en', publicUrl: 'https://portal.test' })));
    expect(runs.reduce((s, r) => s + r.sent, 0)).toBeGreaterThanOrEqual(1);
    expect(await count(reminders)).toBe(1);
    expect(await count(sql`select count(*) as n from certificate_reminders where certificate_id = ${licence.id}`)).toBe(1);
    await sendExpiryReminders(ctx.database.db, { defaultLang: 'en' });
    expect(await count(reminders)).toBe(1);
    const managers = await count(
      sql`select count(*) as n from organisation_members m join users u on u.id = m.user_id join certificates c on c.user_id = m.organisation_id where c.id = ${licence.id} and m.role in ('owner', 'administrator') and u.email is not null`,
    );
    expect(managers).toBeGreaterThanOrEqual(1);
    const mails = (await ctx.database.db.execute(
      sql`select body from mail_outbox o join notices n on n.id = o.notice_id where n.kind = 'certificate_expiring' and n.params->>'certificate' = ${licence.cert_no}`,
    )) as unknown as { rows: { body: string }[] };
    expect(mails.rows).toHaveLength(managers);
    expect(mails.rows[0]!.body).toContain(`https://portal.test/customsClearance/myCertificate/${licence.id}?follow=renew`);
    // 30 and then 7 days before: one more each, at any number of concurrent runs.
    const expiry = (await call(demo, 'GET', `/cert/info/${licence.id}`)).json().data.expiry_date as string;
    for (const [daysBefore, total] of [
      [30, 2],
      [29, 2],
      [7, 3],
      [1, 3],
    ] as const) {
      const now = new Date(`${plusDays(expiry, -daysBefore)}T08:00:00Z`);
      await Promise.all([0, 1, 2].map(() => sendExpiryReminders(ctx.database.db, { defaultLang: 'en', now })));
      expect(await count(reminders), `${daysBefore} days before`).toBe(total);
    }
    // The notice links to the renewal.
    const list = (await call(demo, 'GET', '/corner/notify?per_page=50')).json().data.data as { title: string; target: unknown }[];
    const mine = list.find((n) => n.title.includes(licence.cert_no));
    expect(mine?.target).toEqual({ type: 'renewal', ref: licence.cert_no });
  });

  it('withdrawn certificates are not reminded', async () => {
    const gone = await issued('Renewal reminder withdrawn', 'B', new Date(Date.now() - 300 * DAY));
    await ctx.database.db.execute(sql`update certificates set status = 'withdrawn' where id = ${gone.id}`);
    await sendExpiryReminders(ctx.database.db, { defaultLang: 'en' });
    expect(await count(sql`select count(*) as n from certificate_reminders where certificate_id = ${gone.id}`)).toBe(0);
  });
});
