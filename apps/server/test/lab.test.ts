/**
 * Laboratory testing, GCC G-Mark and CB through the engine's endpoints on a real database: every new type
 * created, saved, submitted; the form's own rules refuse with readable 400s and change nothing; another
 * customer 404; a stale save 409; a double submit one record; the GCC HS code checked against the HS table
 * (seeded from the shared HS 2022 file); the GCC certificate's validity; the critical-components Excel import.
 * The test report after the sample loop: lab-samples.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTING_TYPES } from '@tic/shared';
import { normalisePhone } from '../../../packages/shared/src/phoneNumber.js';
import { cbApplication, gccApplication, testingApplication } from '../../../packages/shared/src/forms/fixtures/labApplications.js';
import { apiCaller, createTestContext, login, multipart, SHARED_DATA, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
const run = randomUUID().slice(0, 8);

const submit = (id: number, body: object, key: string, area?: string, cookies = demo) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit${area ? `?area=${area}` : ''}`,
    cookies,
    payload: body,
    headers: { langId: 'en', 'idempotency-key': `${key}-${run}` },
  });
const create = async (area: string, type: string) => {
  const r = await call(demo, 'POST', `/kenya/create?area=${area}`, { application_type: type });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number; version: number; form: string; business_area: string };
};

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  // The HS table as seeded from the shared HS 2022 nomenclature (its chapter 85, to keep the set-up short).
  const lines = readFileSync(path.join(SHARED_DATA, 'hs/harmonized-system.csv'), 'utf8').split('\n');
  const chapter85 = [lines[0], ...lines.filter((l) => /^[A-Z]+,85/.test(l))].join('\n');
  const body = multipart({ filename: 'harmonized-system.csv', content: chapter85 });
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

describe('every new type through the engine endpoints', () => {
  const cases = [
    ...TESTING_TYPES.map((type) => ({
      type,
      area: 'entrustedInspection',
      form: 'testing',
      prefix: 'LAB',
      body: testingApplication(type, `Lab ${type} ${run}`),
    })),
    { type: 'gcc', area: 'internationalProduct', form: 'gcc', prefix: 'GCC', body: gccApplication(`GCC ${run}`, '85131010') as object },
    { type: 'cb', area: 'internationalProduct', form: 'cb', prefix: 'CB', body: cbApplication(`CB ${run}`) as object },
  ];
  it.each(cases)('$type: create, save, submit (numbered $prefix-), list, detail', async ({ type, area, form, prefix, body }) => {
    const d = await create(area, type);
    expect(d).toMatchObject({ form, business_area: area });
    expect((await submit(d.id, { version: d.version }, `empty-${type}`, area)).statusCode).toBe(400);
    const saved = await call(demo, 'PUT', `/kenya/rfc/${d.id}?area=${area}`, { ...body, version: d.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const ok = await submit(d.id, { ...body, version: saved.json().data.version }, `submit-${type}`, area);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.application).toMatchObject({ status: 'pending_acceptance', business_area: area });
    expect(ok.json().data.application.rfc_no).toMatch(new RegExp(`^${prefix}-[A-Z]{2}-\\d{4}-\\d{6}$`));
    const list = (await call(demo, 'GET', `/kenya/rfc/list?area=${area}&per_page=100`)).json().data;
    expect(list.data.map((a: { id: number }) => a.id)).toContain(d.id);
    const detail = (await call(demo, 'GET', `/rfc/detail/${d.id}?area=${area}`)).json().data;
    // What was submitted, with the telephones stored in E.164 (issue 27: one phone rule for forms and server).
    const asStored = JSON.parse(JSON.stringify({ ...body, title: undefined, application_type: undefined }), (k, v) =>
      /(phone|mobile)$/.test(k) ? normalisePhone(v) : v,
    );
    expect(detail.data).toMatchObject(asStored);
    expect((await call(demo2, 'GET', `/rfc/detail/${d.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}?area=customsClearance`)).statusCode).toBe(404);
  });

  it('GCC is international product now: on the entrusted route its type is 404', async () => {
    expect((await call(demo, 'POST', '/kenya/create?area=entrustedInspection', { application_type: 'gcc' })).statusCode).toBe(404);
    expect((await call(demo, 'POST', '/kenya/create?area=internationalProduct', { application_type: 'textile_test' })).statusCode).toBe(404);
    const types = (await call(demo, 'GET', '/application/types')).json().data as {
      id: number;
      code: string;
      business_area: string;
      parent_id: number | null;
    }[];
    const intl = types.find((t) => t.code === 'international_product')!;
    for (const code of ['gcc', 'cb']) expect(types.find((t) => t.code === code)).toMatchObject({ business_area: 'internationalProduct', parent_id: intl.id });
    for (const code of TESTING_TYPES) expect(types.find((t) => t.code === code)).toMatchObject({ business_area: 'entrustedInspection' });
  });
});

describe('bad input: a readable 400, nothing changed', () => {
  it('textile composition that does not add up, in the reader’s language', async () => {
    const body = testingApplication('textile_test', `Composition ${run}`);
    body.fibre_composition = [
      { fibre: 'cotton', percent: 70 },
      { fibre: 'polyester', percent: 20 },
    ];
    const d = await create('entrustedInspection', 'textile_test');
    const r = await submit(d.id, { ...body, version: d.version }, 'composition');
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toBe('The fibre composition adds up to 90%; it must be 100%');
    const zh = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
      cookies: demo,
      payload: { ...body, version: d.version },
      headers: { langId: 'zh_CN', 'idempotency-key': `composition-zh-${run}` },
    });
    expect(zh.json().msg).toBe('纤维成分合计为 90%，必须为 100%');
    const after = (await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data;
    expect(after).toMatchObject({ status: 'draft', version: d.version });
  });

  it('GCC: an operator outside the GCC as importer, a 6-digit HS code, an HS subheading not in the table', async () => {
    const d = await create('internationalProduct', 'gcc');
    const outside = gccApplication(`Outside ${run}`);
    outside.operator.operator_country = 'CN';
    const r1 = await submit(d.id, { ...outside, version: d.version }, 'gcc-outside');
    expect(r1.statusCode).toBe(400);
    expect(r1.json().msg).toBe('An operator established outside the GCC cannot be the importer: choose manufacturer or factory');
    const r2 = await submit(d.id, { ...gccApplication(`Six ${run}`, '851310'), version: d.version }, 'gcc-six');
    expect(r2.json().msg).toBe('HS code: 8 digits (the 6-digit subheading and 2 national digits)');
    // 9999.99 is no subheading of HS 2022.
    const r3 = await submit(d.id, { ...gccApplication(`Unknown ${run}`, '99999910'), version: d.version }, 'gcc-unknown');
    expect(r3.statusCode).toBe(400);
    expect(r3.json().msg).toBe('HS code 99999910: its subheading 999999 is not in the HS table');
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data).toMatchObject({ status: 'draft', version: d.version, title: '' });
  });

  it('CB: two brands refused; a stale save 409; another customer 404; a double submit one record', async () => {
    const d = await create('internationalProduct', 'cb');
    const body = cbApplication(`CB twice ${run}`);
    const twoBrands = { ...body, electrical: { ...body.electrical, brand: 'BrightStar / Lumo' }, version: d.version };
    const r = await submit(d.id, twoBrands, 'cb-brands');
    expect(r.json().msg).toBe('One brand per certificate: name a single brand');
    expect((await call(demo2, 'PUT', `/kenya/rfc/${d.id}`, { ...body, version: d.version })).statusCode).toBe(404);
    const saved = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, { ...body, version: d.version });
    expect(saved.statusCode).toBe(200);
    expect((await call(demo, 'PUT', `/kenya/rfc/${d.id}`, { ...body, version: d.version })).statusCode).toBe(409);
    const v = saved.json().data.version;
    const [a, b] = await Promise.all([submit(d.id, { ...body, version: v }, 'cb-double'), submit(d.id, { ...body, version: v }, 'cb-double')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.application.rfc_no).toBe(b.json().data.application.rfc_no);
    const history = (await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data.history as { action: string }[];
    expect(history.filter((h) => h.action === 'submit')).toHaveLength(1);
  });
});

// The textile test through the sample loop to its issued test report: lab-samples.test.ts.
describe('the GCC certificate', () => {
  it('a GCC certificate is valid 3 years and prints the product, HS code and countries', async () => {
    const body = gccApplication(`GCC issued ${run}`);
    const d = await create('internationalProduct', 'gcc');
    expect((await submit(d.id, { ...body, version: d.version }, 'gcc-issue')).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
    const issued = await call(admin, 'POST', `/staff/rfc/${d.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const certs = (await call(demo, 'GET', '/certs?area=internationalProduct&per_page=100')).json().data;
    const cert = certs.data.find((c: { application_id: number }) => c.application_id === d.id);
    const years = (Date.parse(cert.expiry_date) - Date.parse(cert.issue_date)) / (365.25 * 86_400_000);
    expect(Math.round(years)).toBe(3);
    const pdf = await call(demo, 'GET', `/cert/pdf/${cert.id}`);
    expect(pdf.statusCode).toBe(200);
  });
});

describe('critical components from Excel', () => {
  const workbook = async (rows: unknown[][]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Lines');
    ws.addRow(['Component', 'Maker', 'Model', 'Data', 'Standard', 'Mark']);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const upload = async (content: Buffer) => {
    const m = multipart({ filename: 'components.xlsx', content });
    return ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/kenya/lines/critical_components/import',
      cookies: demo,
      payload: m.payload,
      headers: { ...m.headers, langId: 'en' },
    });
  };
  it('the template in the reader’s language; good rows come back as lines; a bad row refuses the file with its row', async () => {
    const t = await call(demo, 'GET', '/kenya/lines/critical_components/excel', undefined, 'zh_CN');
    expect(t.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(t.rawPayload as never);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe('元器件');
    const good = await upload(await workbook([['Fuse', 'Littelfuse', '215 T2A', '250 V, 2 A', 'IEC 60127', 'UL, VDE']]));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.lines).toEqual([
      {
        component: 'Fuse',
        component_maker: 'Littelfuse',
        component_model: '215 T2A',
        technical_data: '250 V, 2 A',
        component_standard: 'IEC 60127',
        mark_of_conformity: 'UL, VDE',
      },
    ]);
    const bad = await upload(
      await workbook([
        ['Fuse', 'Littelfuse', '215 T2A', '250 V'],
        ['Relay', '', 'R-1', '5 V'],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toContain('Row 3 · Component manufacturer: Component manufacturer is required');
    expect((await call(demo, 'GET', '/kenya/lines/no_such_list/excel')).statusCode).toBe(400);
  });
});
