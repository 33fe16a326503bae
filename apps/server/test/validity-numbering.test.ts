/**
 * Issue 29 on a real database (PGlite, and PostgreSQL in CI's second pass): what is issued is valid as its
 * application type says (lines/validity.ts), staff may shorten it at issue and never lengthen it, a CB test
 * certificate has no expiry date and every reader of the date copes; each line numbers under its own prefix,
 * gap-free per prefix under concurrent submits of two lines, and numbers given before keep working.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryOf } from '@tic/shared';
import { cbApplication, gccApplication, testingApplication } from '../../../packages/shared/src/forms/fixtures/labApplications.js';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { customsForm } from './applicationFixtures.js';
import { certificates } from '../src/db/schema/index.js';
import { apiCaller, createTestContext, login, multipart, SHARED_DATA, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let admin: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
const run = randomUUID().slice(0, 8);
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  // GCC checks its HS codes: the HS table's chapter 85, from the shared HS 2022 file (as lab.test.ts).
  const lines = readFileSync(path.join(SHARED_DATA, 'hs/harmonized-system.csv'), 'utf8').split('\n');
  const body = multipart({ filename: 'harmonized-system.csv', content: [lines[0], ...lines.filter((l) => /^[A-Z]+,85/.test(l))].join('\n') });
  const hs = await ctx.app.inject({
    method: 'POST',
    url: '/frontend/v1/hs/import',
    cookies: admin,
    payload: body.payload,
    headers: { ...body.headers, langId: 'en' },
  });
  expect(hs.statusCode, hs.body).toBe(200);
});
afterAll(() => ctx.close());

const create = async (area: string, type: string) => {
  const r = await call(demo, 'POST', `/kenya/create?area=${area}`, { application_type: type });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; version: number };
};
const submit = (id: number, body: object, key: string, area: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit?area=${area}`,
    cookies: demo,
    payload: body,
    headers: { langId: 'en', 'idempotency-key': `${key}-${run}` },
  });
/** An application of `type` submitted and accepted: processing, ready to issue. */
async function accepted(area: string, body: { application_type: string; title: string }, key: string) {
  const d = await create(area, body.application_type);
  const s = await submit(d.id, { ...body, version: d.version }, key, area);
  expect(s.statusCode, s.body).toBe(200);
  expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
  return { id: d.id, rfcNo: s.json().data.application.rfc_no as string };
}
const certOf = async (area: string, id: number) =>
  ((await call(demo, 'GET', `/certs?area=${area}&per_page=100`)).json().data.data as { id: number; application_id: number; [k: string]: unknown }[]).find(
    (c) => c.application_id === id,
  )!;

describe('validity at issue', () => {
  it('Kenya Route B is valid a year; staff may shorten it, never lengthen it (400 in three languages, nothing issued)', async () => {
    const { id } = await accepted('customsClearance', customsForm(`Validity ${run}`), 'validity-kenya');
    const max = expiryOf({ form: 'customs', type: 'kenya_pvoc', route: 'B' }, today())!;
    expect(Date.parse(max) - Date.parse(today())).toBeGreaterThanOrEqual(365 * 86_400_000);
    const dayAfter = new Date(Date.parse(max) + 86_400_000).toISOString().slice(0, 10);
    const messages = {
      en: `The validity may end on ${max} at the latest: staff may shorten the type's validity, never lengthen it`,
      zh_CN: `有效期最晚至 ${max}：签发时只能缩短该类型的有效期，不能延长`,
      ar: `يجب أن تنتهي الصلاحية في ${max} على الأكثر: يجوز تقصير صلاحية النوع عند الإصدار، لا تمديدها`,
    };
    for (const [lang, msg] of Object.entries(messages)) {
      const late = await call(admin, 'POST', `/staff/rfc/${id}/issue`, { route: 'B', valid_until: dayAfter }, lang);
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json().msg).toBe(msg);
    }
    const early = await call(admin, 'POST', `/staff/rfc/${id}/issue`, { route: 'B', valid_until: today() });
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe('The validity must end after the issue date');
    const malformed = await call(admin, 'POST', `/staff/rfc/${id}/issue`, { route: 'B', valid_until: '2027-02-30' });
    expect(malformed.statusCode).toBe(400);
    // Nothing was issued by the refusals.
    expect((await call(admin, 'GET', `/staff/rfc/${id}`)).json().data.status).toBe('processing');
    expect(await certOf('customsClearance', id)).toBeUndefined();

    const shorter = new Date(Date.parse(today()) + 100 * 86_400_000).toISOString().slice(0, 10);
    const issued = await call(admin, 'POST', `/staff/rfc/${id}/issue`, { route: 'B', valid_until: shorter });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(await certOf('customsClearance', id)).toMatchObject({ route: 'B', issue_date: today(), expiry_date: shorter, status: 'valid' });
  });

  it('the type’s own validity when staff do not shorten it: Route B a year, to the day', async () => {
    const { id } = await accepted('customsClearance', customsForm(`Validity full ${run}`), 'validity-kenya-full');
    expect((await call(admin, 'POST', `/staff/rfc/${id}/issue`, { route: 'B', valid_until: '' })).statusCode).toBe(200);
    expect((await certOf('customsClearance', id)).expiry_date).toBe(expiryOf({ form: 'customs', type: 'kenya_pvoc', route: 'B' }, today()));
  });

  it('a GCC G-Mark certificate: 3 years, numbered GCC-', async () => {
    const { id, rfcNo } = await accepted('internationalProduct', gccApplication(`GCC validity ${run}`, '85131010'), 'validity-gcc');
    expect(rfcNo).toMatch(/^GCC-[A-Z]{2}-\d{4}-\d{6}$/);
    expect((await call(admin, 'POST', `/staff/rfc/${id}/issue`, {})).statusCode).toBe(200);
    expect(await certOf('internationalProduct', id)).toMatchObject({
      cert_no: `CoC-${rfcNo}`,
      expiry_date: expiryOf({ form: 'gcc', type: 'gcc' }, today()),
    });
    expect(expiryOf({ form: 'gcc', type: 'gcc' }, today())!.slice(0, 4)).toBe(String(Number(today().slice(0, 4)) + 3));
  });

  it('a shipment certificate (Nigeria SONCAP) has no expiry date: list, detail, PDF, public check, staff work, the expiring count cope', async () => {
    const body = { ...customsForm(`Shipment validity ${run}`), application_type: 'nigeria_soncap', kenya: undefined };
    const { id } = await accepted('customsClearance', body, 'validity-shipment');
    const before = (await call(demo, 'GET', '/kenya/workbench?area=customsClearance')).json().data;
    expect((await call(admin, 'POST', `/staff/rfc/${id}/issue`, {})).statusCode).toBe(200);
    const cert = await certOf('customsClearance', id);
    expect(cert).toMatchObject({ expiry_date: null, status: 'valid' });
    const detail = (await call(demo, 'GET', `/cert/info/${cert.id}`)).json().data;
    expect(detail).toMatchObject({ expiry_date: null, status: 'valid' });
    const pdf = await call(demo, 'GET', `/cert/pdf/${cert.id}`);
    expect(pdf.statusCode).toBe(200);
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/frontend/v1/public/verify?no=${encodeURIComponent(detail.cert_no)}&code=${encodeURIComponent(detail.verify_code)}`,
    });
    expect(check.json().data).toMatchObject({ found: true, status: 'valid', expiry_date: null });
    const work = (await call(admin, 'GET', `/staff/rfc/${id}`)).json().data.work;
    expect(JSON.stringify(work)).toContain('"expiry_date":null');
    // Never "expiring", never "expired"; sorting by expiry puts it after every dated one.
    expect((await call(demo, 'GET', '/certs?area=customsClearance&expiring=1&per_page=100')).json().data.data.map((c: { id: number }) => c.id)).not.toContain(
      cert.id,
    );
    expect(
      (await call(demo, 'GET', '/certs?area=customsClearance&status=expired&per_page=100')).json().data.data.map((c: { id: number }) => c.id),
    ).not.toContain(cert.id);
    const after = (await call(demo, 'GET', '/kenya/workbench?area=customsClearance')).json().data;
    expect(after.expiring_certificates).toBe(before.expiring_certificates);
    const sorted = (await call(demo, 'GET', '/certs?sort=expiry_date&order=asc&per_page=100')).json().data.data as { expiry_date: string | null }[];
    const firstNull = sorted.findIndex((c) => c.expiry_date === null);
    expect(firstNull).toBeGreaterThanOrEqual(0);
    expect(sorted.slice(firstNull).every((c) => c.expiry_date === null)).toBe(true);
  });
});

describe('numbering per line', () => {
  it('two lines submitted at once: each its own prefix, each gap-free up to its counter; customs keeps RFC', async () => {
    const N = 8;
    const lines = [
      { area: 'internationalProduct', type: 'cb', prefix: 'CB', body: (i: number) => cbApplication(`CB numbering ${i} ${run}`) },
      {
        area: 'entrustedInspection',
        type: 'textile_test',
        prefix: 'LAB',
        body: (i: number) => testingApplication('textile_test', `Lab numbering ${i} ${run}`),
      },
    ];
    const drafts: { l: (typeof lines)[number]; i: number; d: { id: number; version: number } }[] = [];
    for (let i = 0; i < N; i++) for (const l of lines) drafts.push({ l, i, d: await create(l.area, l.type) });
    const answers = await Promise.all(drafts.map(({ l, i, d }) => submit(d.id, { ...l.body(i), version: d.version }, `numbering-${l.type}-${i}`, l.area)));
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body.slice(0, 200))).toEqual([]);
    for (const l of lines) {
      const numbers = answers.flatMap((r, k) => (drafts[k]!.l === l ? [r.json().data.application.rfc_no as string] : []));
      expect(numbers).toHaveLength(N);
      for (const n of numbers) expect(n).toMatch(new RegExp(`^${l.prefix}-[A-Z]{2}-${new Date().getUTCFullYear()}-\\d{6}$`));
      const prefix = numbers[0]!.slice(0, -6);
      expect(numbers.every((n) => n.startsWith(prefix))).toBe(true);
      const seq = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
      expect(new Set(seq).size).toBe(N);
      expect(seq[N - 1]! - seq[0]!).toBe(N - 1);
      const counter = (await ctx.database.db.execute(sql`select last from rfc_counters where prefix = ${prefix}`)) as unknown as { rows: { last: number }[] };
      expect(Number(counter.rows[0]!.last)).toBe(seq[N - 1]);
    }
    const { rfcNo } = await accepted('customsClearance', customsForm(`Numbering customs ${run}`), 'numbering-customs');
    expect(rfcNo).toMatch(/^RFC-KE-\d{4}-\d{6}$/);
  }, 120_000);

  it('a number given before the line prefixes stays, and its certificate is derived from it as before', async () => {
    const { id, rfcNo } = await accepted('internationalProduct', gccApplication(`GCC legacy ${run}`, '85131010'), 'numbering-legacy');
    const legacy = `RFC-XX-2026-9${rfcNo.slice(-5)}`;
    await ctx.database.db.execute(sql`update applications set rfc_no = ${legacy} where id = ${id}`);
    expect((await call(admin, 'POST', `/staff/rfc/${id}/issue`, {})).statusCode).toBe(200);
    expect(await certOf('internationalProduct', id)).toMatchObject({ rfc_no: legacy, cert_no: `CoC-XX-2026-9${rfcNo.slice(-5)}` });
  });
});

describe('the entrusted inspection number (lines/numbering.ts)', () => {
  const year = new Date().getUTCFullYear();
  const booking = (title: string, factoryCountry?: string, destinations: string[] = []) => {
    const b = inspectionBooking(title);
    return {
      ...b,
      parties: { ...b.parties, factory: { ...b.parties.factory, ...(factoryCountry ? { country: factoryCountry } : {}) } },
      po_lines: destinations.length ? destinations.map((d, i) => ({ ...b.po_lines[0]!, po_no: `PO-${i}`, destination_country: d })) : b.po_lines,
    };
  };
  const submitBooking = async (body: ReturnType<typeof booking>, key: string) => {
    const d = await create('entrustedInspection', body.application_type);
    const s = await submit(d.id, { ...body, version: d.version }, key, 'entrustedInspection');
    expect(s.statusCode, s.body).toBe(200);
    return { id: d.id, rfcNo: s.json().data.application.rfc_no as string };
  };

  it('the country of inspection, else the destination the lines agree on, else no country part (never XX); gap-free at once', async () => {
    expect((await submitBooking(booking(`ENT factory ${run}`, 'VN', ['DE']), 'ent-factory')).rfcNo).toMatch(new RegExp(`^ENT-VN-${year}-\\d{6}$`));
    expect((await submitBooking(booking(`ENT destination ${run}`, undefined, ['DE', 'DE']), 'ent-dest')).rfcNo).toMatch(new RegExp(`^ENT-DE-${year}-\\d{6}$`));
    // Six bookings with no country at once: ENT-<year>-, each number once, none skipped, the counter at the last.
    const N = 6;
    const bodies = Array.from({ length: N }, (_, i) => booking(`ENT none ${i} ${run}`, undefined, i % 2 ? ['DE', 'FR'] : []));
    const drafts = [];
    for (const b of bodies) drafts.push(await create('entrustedInspection', b.application_type));
    const answers = await Promise.all(drafts.map((d, i) => submit(d.id, { ...bodies[i], version: d.version }, `ent-none-${i}`, 'entrustedInspection')));
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.body.slice(0, 200))).toEqual([]);
    const numbers = answers.map((r) => r.json().data.application.rfc_no as string);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^ENT-${year}-\\d{6}$`));
    const seq = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seq).toEqual(Array.from({ length: N }, (_, i) => seq[0]! + i));
    const counter = (await ctx.database.db.execute(sql`select last from rfc_counters where prefix = ${`ENT-${year}-`}`)) as unknown as {
      rows: { last: number }[];
    };
    expect(Number(counter.rows[0]!.last)).toBe(seq[N - 1]);
  }, 120_000);

  it('a number given before (ENT-XX-…) stays through a return and the resubmission; the counter goes on untouched by it', async () => {
    const body = booking(`ENT legacy ${run}`, 'CN');
    const { id, rfcNo } = await submitBooking(body, 'ent-legacy');
    const legacy = `ENT-XX-${year}-8${rfcNo.slice(-5)}`;
    await ctx.database.db.execute(sql`update applications set rfc_no = ${legacy} where id = ${id}`);
    expect((await call(admin, 'POST', `/staff/rfc/${id}/return`, { reason: 'Factory address incomplete' })).statusCode).toBe(200);
    const back = (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data;
    const again = await submit(id, { ...body, version: back.version }, 'ent-legacy-again', 'entrustedInspection');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.application.rfc_no).toBe(legacy);
    // The next booking of the same country continues its own counter, untouched by the legacy number.
    const next = await submitBooking(booking(`ENT after legacy ${run}`, 'CN'), 'ent-after-legacy');
    expect(Number(next.rfcNo.slice(-6))).toBe(Number(rfcNo.slice(-6)) + 1);
  });
});

describe('migration 0032', () => {
  it('clears the invented expiry of a report issued before, and leaves a certificate’s own date', async () => {
    const db = ctx.database.db;
    const report = await create('entrustedInspection', 'insp_pre_shipment');
    const coc = await create('customsClearance', 'kenya_pvoc');
    const row = (applicationId: number, certNo: string) => ({ applicationId, userId: 0, certNo, type: 't', issueDate: '2026-01-05', expiryDate: '2036-01-05' });
    await db.insert(certificates).values([row(report.id, `RPT-OLD-${run}`), row(coc.id, `CoC-OLD-${run}`)]);
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations/0032_certificates_expiry_nullable.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const after = (await db.execute(
      sql`select cert_no, expiry_date::text as expiry from certificates where cert_no like ${`%-OLD-${run}`} order by cert_no`,
    )) as unknown as {
      rows: { cert_no: string; expiry: string | null }[];
    };
    expect(after.rows).toEqual([
      { cert_no: `CoC-OLD-${run}`, expiry: '2036-01-05' },
      { cert_no: `RPT-OLD-${run}`, expiry: null },
    ]);
  });
});
