/**
 * The consistency check at submit (issue 31, docs/consistency.md): blocking findings answer 400 with the rule, the
 * field paths and the message in the caller's language, and change nothing; warnings let the submission through and
 * come back with it; the HS table and the organisation's own numbers are looked up in the database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { apiCaller, createTestContext, login, multipart, SHARED_DATA, type TestContext } from './helpers.js';
import { customsForm } from './applicationFixtures.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  const admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  // The HS table from the repository's HS 2022 file (chapters 85 and 94, to keep the set-up short).
  const lines = readFileSync(path.join(SHARED_DATA, 'hs/harmonized-system.csv'), 'utf8').split('\n');
  const body = multipart({ filename: 'harmonized-system.csv', content: [lines[0], ...lines.filter((l) => /^[A-Z]+,(85|94)/.test(l))].join('\n') });
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

type FindingOut = { rule: string; severity: string; path: string; against: string[]; message: string };

async function draftOf(cookies: Record<string, string>, body: { application_type: string; title: string }, area = 'customsClearance') {
  const c = await call(cookies, 'POST', `/kenya/create?area=${area}`, { application_type: body.application_type, title: body.title });
  expect(c.statusCode, c.body).toBe(200);
  return c.json().data as { id: number; version: number };
}
const submit = (cookies: Record<string, string>, id: number, body: object, key: string, lang = 'en', area = 'customsClearance') =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit?area=${area}`,
    cookies,
    payload: body,
    headers: { langId: lang, 'idempotency-key': key },
  });
const statusOf = async (cookies: Record<string, string>, id: number) => (await call(cookies, 'GET', `/rfc/detail/${id}`)).json().data.status as string;

describe('submit refused by a blocking finding', () => {
  it('an invoice total that is not the product lines: 400 naming the rule, both fields, in the caller language; nothing changes', async () => {
    const body = customsForm('Consistency total');
    body.invoices[0]!.amount = 1500;
    const d = await draftOf(demo, body);
    for (const [lang, text] of [
      ['en', 'the invoices total 1500.00 USD, but the product lines'],
      ['zh-CN', '发票合计 1500.00 USD'],
      ['ar', 'مجموع الفواتير 1500.00 USD'],
    ] as const) {
      const r = await submit(demo, d.id, { ...body, version: d.version }, `cons-total-${lang}-1`, lang);
      expect(r.statusCode, r.body).toBe(400);
      const data = r.json().data as FindingOut[];
      expect(data).toEqual([
        expect.objectContaining({ rule: 'invoice.total', severity: 'block', path: 'invoices.0.amount', against: ['products.0.unit_price'] }),
      ]);
      expect(data[0]!.message).toContain(text);
      expect(r.json().msg).toBe(data[0]!.message);
    }
    expect(await statusOf(demo, d.id)).toBe('draft');
    // Corrected, the same draft submits.
    body.invoices[0]!.amount = 1200;
    const ok = await submit(demo, d.id, { ...body, version: d.version }, 'cons-total-fixed');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await statusOf(demo, d.id)).toBe('pending_acceptance');
  });

  it('lists every blocking finding with its path (HS code too long for Kenya, unknown subheading, bad IDF), not the warnings', async () => {
    const body = customsForm('Consistency many');
    body.invoices.push({ number: 'INV-2', date: '2026-11-01', currency: 'EUR', amount: 10, incoterm: 'FOB' });
    body.products[0]!.hs_code = '8539521000';
    body.products.push({ ...body.products[0]!, hs_code: '85399900', model: 'LED-10W' });
    body.kenya = { route: 'A', idf_required: true, idf_no: 'IDF-1', ucr_no: 'UCR-2026-0001' } as typeof body.kenya;
    const d = await draftOf(demo, body);
    const r = await submit(demo, d.id, { ...body, version: d.version }, 'cons-many-1');
    expect(r.statusCode, r.body).toBe(400);
    const data = r.json().data as FindingOut[];
    expect(data.map((f) => [f.rule, f.path])).toEqual(
      expect.arrayContaining([
        ['hs.length', 'products.0.hs_code'],
        ['hs.known', 'products.1.hs_code'],
        ['kenya.idf', 'kenya.idf_no'],
      ]),
    );
    expect(data.every((f) => f.severity === 'block')).toBe(true);
    expect(data.map((f) => f.rule)).not.toContain('invoice.currency');
    expect(data.find((f) => f.rule === 'hs.known')!.message).toBe('Product lines 2 · HS code 85399900: its subheading 853999 is not in the HS table');
    expect(await statusOf(demo, d.id)).toBe('draft');
  });

  it('a re-inspection naming another organisation order is refused; its own order is accepted', async () => {
    // demo2's submitted application: its number is not demo's to name.
    const other = customsForm('Consistency other org');
    const od = await draftOf(demo2, other);
    const os = await submit(demo2, od.id, { ...other, version: od.version }, 'cons-other-1');
    expect(os.statusCode, os.body).toBe(200);
    const foreignNo = os.json().data.application.rfc_no as string;
    const mine = customsForm('Consistency mine');
    const md = await draftOf(demo, mine);
    const ms = await submit(demo, md.id, { ...mine, version: md.version }, 'cons-mine-1');
    const ownNo = ms.json().data.application.rfc_no as string;

    const area = 'entrustedInspection';
    const booking = inspectionBooking('Consistency re-inspection', 'insp_re_inspection');
    const bd = await draftOf(demo, booking, area);
    const refused = await submit(
      demo,
      bd.id,
      { ...booking, booking: { ...booking.booking, previous_order_no: foreignNo }, version: bd.version },
      'cons-re-1',
      'en',
      area,
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().data).toEqual([expect.objectContaining({ rule: 'reference.number', path: 'booking.previous_order_no', severity: 'block' })]);
    expect(refused.json().msg).toContain(`"${foreignNo}" is not one of your organisation's applications or certificates`);
    const malformed = await submit(
      demo,
      bd.id,
      { ...booking, booking: { ...booking.booking, previous_order_no: 'RPT-12' }, version: bd.version },
      'cons-re-2',
      'en',
      area,
    );
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(malformed.json().msg).toContain('is not a well-formed certificate, report or order number');
    const accepted = await submit(
      demo,
      bd.id,
      { ...booking, booking: { ...booking.booking, previous_order_no: ownNo }, version: bd.version },
      'cons-re-3',
      'en',
      area,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('the models, brands and factory against the report relied on from the vault', () => {
  it('a model the attached report does not cover: 400 at the line against the attachment; another brand warns; covered, it submits', async () => {
    const up = multipart({ filename: 'report.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    const file = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies: demo, ...up, headers: { ...up.headers, langId: 'en' } });
    expect(file.statusCode, file.body).toBe(200);
    const until = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const doc = await call(demo, 'POST', '/vault', {
      kind: 'test_report',
      issuer: 'Shenzhen Test Lab',
      number: 'TR-CONS-0042',
      valid_from: '2026-01-01',
      valid_until: until,
      covers: ['BrightStar LED-9W bulb', 'LED-12W'],
      brands: ['BrightStar'],
      factories: ['Bright Star Lighting Factory, Dongguan'],
      file_id: file.json().data.id,
    });
    expect(doc.statusCode, doc.body).toBe(200);
    const report = doc.json().data as { id: number; brands: string[]; factories: string[]; current: { file: { id: number } } };
    expect(report).toMatchObject({ brands: ['BrightStar'], factories: ['Bright Star Lighting Factory, Dongguan'] });
    const body = {
      ...customsForm('Consistency vault report'),
      attachments: [{ file_id: report.current.file.id, file_type: 'test_report', vault_document_id: report.id }],
    };
    body.products[0]!.model = 'LED-15W';
    body.products[0]!.brand = 'Lumina';
    const d = await draftOf(demo, body);
    for (const [lang, text] of [
      ['en', '"LED-15W" is not among the models covered by TR-CONS-0042'],
      ['zh-CN', '“LED-15W”不在 TR-CONS-0042'],
      ['ar', '"LED-15W" ليس من الطرازات التي يغطيها TR-CONS-0042'],
    ] as const) {
      const r = await submit(demo, d.id, { ...body, version: d.version }, `cons-vault-${lang}`, lang);
      expect(r.statusCode, r.body).toBe(400);
      const data = r.json().data as FindingOut[];
      expect(data).toEqual([
        expect.objectContaining({ rule: 'document.model', severity: 'block', path: 'products.0.model', against: ['attachments.0.vault_document_id'] }),
      ]);
      expect(data[0]!.message).toContain(text);
    }
    expect(await statusOf(demo, d.id)).toBe('draft');
    // A covered model submits; the other brand comes back as a warning.
    body.products[0]!.model = 'LED-12W';
    const ok = await submit(demo, d.id, { ...body, version: d.version }, 'cons-vault-fixed');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().data.warnings as FindingOut[]).filter((w) => w.rule.startsWith('document.'))).toEqual([
      expect.objectContaining({ rule: 'document.brand', severity: 'warn', path: 'products.0.brand', against: ['attachments.0.vault_document_id'] }),
    ]);
  });
});

describe('warnings do not block', () => {
  it('a warning-only application submits and its warnings come back with it', async () => {
    // Kenya wants 8 digits: a 6-digit subheading warns; the category "Toys" does not fit chapter 85: a warning too.
    const body = customsForm('Consistency warnings', { product_category: 'Toys' });
    const d = await draftOf(demo, body);
    const r = await submit(demo, d.id, { ...body, version: d.version }, 'cons-warn-1');
    expect(r.statusCode, r.body).toBe(200);
    const warnings = r.json().data.warnings as FindingOut[];
    expect(warnings.map((w) => [w.rule, w.severity, w.path, w.against])).toEqual([
      ['hs.length', 'warn', 'products.0.hs_code', ['application_type']],
      ['hs.chapter', 'warn', 'products.0.hs_code', ['general.product_category']],
    ]);
    expect(warnings[1]!.message).toBe('Product lines 1 · HS code 853952 is in HS chapter 85, which does not fit Product category "Toys"');
    expect(r.json().data.application.status).toBe('pending_acceptance');
  });
});
