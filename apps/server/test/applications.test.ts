import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { APPLICATION_COUNT_CAP } from '@tic/shared';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';
import { tomorrowIso } from './applicationFixtures.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });
const form = (title: string, extra: Record<string, unknown> = {}) => ({
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
  parties: { importer: party('Nairobi Imports Ltd'), exporter: party('Bright Star Electronics'), applicant: party('Bright Star Electronics') },
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
  ...extra,
});

async function upload(cookies: Record<string, string>, filename = 'invoice.pdf', content: Buffer = PDF) {
  const m = multipart({ filename, content });
  return ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies, ...m, headers: { ...m.headers, langId: 'en' } });
}
async function create(title: string, extra: Record<string, unknown> = {}) {
  const res = await call(demo, 'POST', '/kenya/create', form(title, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; version: number; status: string };
}
const submitReq = (id: number, body: unknown, key: string, cookies = demo) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit`,
    cookies,
    payload: body as object,
    headers: { langId: 'en', 'idempotency-key': key },
  });
const count = async (q: string) => Number(((await ctx.database.db.execute(sql.raw(q))) as unknown as { rows: { n: string }[] }).rows[0]!.n);

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
});
afterAll(() => ctx.close());

describe('drafts', () => {
  it('creates a draft, autosaves at the version, refuses a stale save with 409', async () => {
    const res = await call(demo, 'POST', '/kenya/create', { application_type: 'kenya_pvoc', general: { contact_email: 'half@' } });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ status: 'draft', rfc_no: null, version: 2, editable: true, form: 'customs', country: 'KE' });
    const saved = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, { ...form('Autosaved draft'), version: d.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.data.invoices).toHaveLength(2);
    expect(saved.json().data.importer).toBe('Nairobi Imports Ltd');
    const stale = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, { ...form('Overwrite'), version: d.version });
    expect(stale.statusCode).toBe(409);
    const after = await call(demo, 'GET', `/rfc/detail/${d.id}`);
    expect(after.json().data.title).toBe('Autosaved draft');
  });
  it('titles are unique per user', async () => {
    await create('Unique title');
    const dup = await call(demo, 'POST', '/kenya/create', form('unique TITLE'));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('You already have an application with this title');
    // Another customer may use the same title.
    expect((await call(demo2, 'POST', '/kenya/create', form('Unique title'))).statusCode).toBe(200);
  });
  it('limits: at most 3 invoices and 10 containers, even in a draft', async () => {
    const inv = await call(demo, 'POST', '/kenya/create', form('Too many invoices', { invoices: Array(4).fill(form('x').invoices[0]) }));
    expect(inv.statusCode).toBe(400);
    expect(inv.json().data).toContain('At most 3 invoices');
    const cont = await call(demo, 'POST', '/kenya/create', form('Too many containers', { containers: Array(11).fill('ABC123') }));
    expect(cont.statusCode).toBe(400);
    expect(cont.json().data).toContain('At most 10 containers');
  });
  it('deletes drafts only', async () => {
    const d = await create('To delete');
    expect((await call(demo2, 'DELETE', `/kenya/rfc/${d.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'DELETE', `/kenya/rfc/${d.id}`)).statusCode).toBe(200);
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}`)).statusCode).toBe(404);
  });
});

describe('submit', () => {
  it('a repeated Idempotency-Key answers the first result and creates nothing', async () => {
    const d = await create('Idempotent submit');
    const notices = await count(`select count(*)::text as n from notices`);
    const first = await submitReq(d.id, { ...form('Idempotent submit'), version: d.version }, 'key-0001-abcdef');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ replayed: false, application: { status: 'pending_acceptance', editable: false } });
    const rfc = first.json().data.application.rfc_no;
    expect(rfc).toMatch(/^RFC-KE-\d{4}-\d{6}$/);
    const again = await submitReq(d.id, { ...form('Idempotent submit'), version: d.version }, 'key-0001-abcdef');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ replayed: true, application: { id: d.id, rfc_no: rfc } });
    expect(await count(`select count(*)::text as n from notices`)).toBe(notices + 1);
    expect(await count(`select count(*)::text as n from application_history where application_id = ${d.id} and action = 'submit'`)).toBe(1);
    // Submitted: view-only.
    const edit = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, { ...form('Changed'), version: again.json().data.application.version });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().msg).toContain('cannot be edited');
  });
  it('the strict rules apply on submit: past inspection date', async () => {
    const d = await create('Past date');
    const body = form('Past date');
    body.general.inspection_date = '2020-01-01';
    const res = await submitReq(d.id, { ...body, version: d.version }, 'key-past-date-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContain('Goods available for inspection must not be earlier than today');
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data.status).toBe('draft');
  });
  it('without an Idempotency-Key the submit is refused', async () => {
    const d = await create('No key');
    const res = await call(demo, 'POST', `/kenya/rfc/${d.id}/submit`, { ...form('No key'), version: d.version });
    expect(res.statusCode).toBe(400);
  });
});

describe('attachments and the lifecycle', () => {
  it('uploads by magic bytes, refuses a renamed executable, 413 over the cap, downloads only for owner and staff', async () => {
    const ok = await upload(demo);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.path).toMatch(/^\/attachment\/\d+$/);
    const exe = await upload(demo, 'setup.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]));
    expect(exe.statusCode).toBe(400);
    const big = multipart({ filename: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024), Buffer.from('\n%%EOF\n')]) }, { form: 'saudi' });
    const over = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/api/upload', cookies: demo, ...big });
    expect(over.statusCode).toBe(413);
    const path = ok.json().data.path;
    const dl = await ctx.app.inject({ method: 'GET', url: `/frontend/v1${path}`, cookies: demo });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('invoice.pdf');
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1${path}`, cookies: demo2 })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1${path}`, cookies: admin })).statusCode).toBe(200);
  });
  it('the form field picks the cap: 21 MB is fine for customs, too much for saudi; an unknown form is 400', async () => {
    const content = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const send = (form: string) => {
      const m = multipart({ filename: 'big.pdf', content }, { form });
      return ctx.app.inject({ method: 'POST', url: '/frontend/v1/api/upload', cookies: demo, ...m, headers: { ...m.headers, langId: 'en' } });
    };
    expect((await send('customs')).statusCode).toBe(200);
    const saudi = await send('saudi');
    expect(saudi.statusCode).toBe(413);
    expect(saudi.json().msg).toBe('Size exceeded: at most 20 MB');
    const bogus = await send('bogus');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().msg).toBe('The file names an application form the portal does not have');
  });
  it('the Saudi merged PDF is a PDF of at most 2 MB, when attached and when a file is changed to it', async () => {
    const big = (await upload(demo, 'merged.pdf', Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024), Buffer.from('\n%%EOF\n')]))).json().data;
    const d = (await call(demo, 'POST', '/kenya/create', { application_type: 'saudi_pcoc', title: 'Merged PDF cap' })).json().data;
    const refused = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, { version: d.version, attachments: [{ file_id: big.id, file_type: 'merged_pdf' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('The merged PDF must be a PDF of at most 2 MB');
    const asReport = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, { version: d.version, attachments: [{ file_id: big.id, file_type: 'test_report' }] });
    expect(asReport.statusCode, asReport.body).toBe(200);
    const v = asReport.json().data.version;
    const changed = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, { version: v, attachments: [{ file_id: big.id, file_type: 'merged_pdf' }] });
    expect(changed.statusCode).toBe(400);
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data.attachments).toMatchObject([{ file_type: 'test_report' }]);
  });
  it('a returned attachment blocks resubmission until replaced; transitions write history and notices', async () => {
    const file = (await upload(demo)).json().data;
    const d = await create('Returned attachment', { attachments: [{ file_id: file.id, file_type: 'invoice' }] });
    const sub = await submitReq(
      d.id,
      { ...form('Returned attachment', { attachments: [{ file_id: file.id, file_type: 'invoice' }] }), version: d.version },
      'key-ret-att-1',
    );
    expect(sub.statusCode, sub.body).toBe(200);
    const att = sub.json().data.application.attachments[0];
    expect((await call(demo, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(403);
    const before = await count(`select count(*)::text as n from notices where kind = 'attachment_returned'`);
    const ret = await call(admin, 'POST', `/staff/rfc/${d.id}/attachment/${att.id}/return`, { reason: 'Illegible scan' });
    expect(ret.statusCode, ret.body).toBe(200);
    expect(ret.json().data).toMatchObject({ status: 'returned', attachments: [{ status: 'returned', return_reason: 'Illegible scan' }] });
    expect(await count(`select count(*)::text as n from notices where kind = 'attachment_returned'`)).toBe(before + 1);
    const v = ret.json().data.version;
    const blocked = await submitReq(
      d.id,
      { ...form('Returned attachment', { attachments: [{ file_id: file.id, file_type: 'invoice' }] }), version: v },
      'key-ret-att-2',
    );
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().msg).toContain('returned attachment');
    const fresh = (await upload(demo)).json().data;
    const resub = await submitReq(
      d.id,
      { ...form('Returned attachment', { attachments: [{ file_id: fresh.id, file_type: 'invoice' }] }), version: v },
      'key-ret-att-3',
    );
    expect(resub.statusCode, resub.body).toBe(200);
    expect(resub.json().data.application.status).toBe('pending_acceptance');
    // accept, issue: certificate and notice.
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).json().data).toMatchObject({ status: 'processing', payment_status: 'to_be_quoted' });
    const issued = await call(admin, 'POST', `/staff/rfc/${d.id}/issue`, { route: 'A' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data.certificate.cert_no).toMatch(/^CoC-KE-/);
    expect(issued.json().data.history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'submit',
      'return_attachment',
      'resubmit',
      'accept',
      'issue',
    ]);
    const certs = await call(demo, 'GET', '/certs');
    expect(certs.json().data.data.some((c: { application_id: number }) => c.application_id === d.id)).toBe(true);
    const certId = issued.json().data.certificate.id;
    expect((await call(demo, 'GET', `/cert/info/${certId}`)).statusCode).toBe(200);
    expect((await call(demo2, 'GET', `/cert/info/${certId}`)).statusCode).toBe(404);
    // A transition the status does not allow changes nothing (409, issue 14).
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/return`, { reason: 'late' })).statusCode).toBe(409);
  });
  it('no notice when the transition fails', async () => {
    const d = await create('Failing transition');
    const before = await count(`select count(*)::text as n from notices`);
    // The file does not belong to demo: the submit's transaction fails after validation.
    const res = await submitReq(
      d.id,
      { ...form('Failing transition', { attachments: [{ file_id: 999999, file_type: 'invoice' }] }), version: d.version },
      'key-fail-tr-1',
    );
    expect(res.statusCode).toBe(400);
    expect(await count(`select count(*)::text as n from notices`)).toBe(before);
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data.status).toBe('draft');
  });
});

describe('lists and isolation', () => {
  it('filters, pages and sorts; drafts apart', async () => {
    for (const [i, imp] of ['Zanzibar Traders', 'Kisumu Supplies', 'Zanzibar Port Goods'].entries()) {
      const d = await create(`List ${i}`, { parties: { importer: party(imp), exporter: party('Bright Star'), applicant: party('Bright Star') } });
      await submitReq(
        d.id,
        { ...form(`List ${i}`, { parties: { importer: party(imp), exporter: party('Bright Star'), applicant: party('Bright Star') } }), version: d.version },
        `key-list-${i}-xyz`,
      );
    }
    const byImporter = (await call(demo, 'GET', '/kenya/rfc/list?importer=zanzibar')).json().data;
    expect(byImporter.total).toBe(2);
    const paged = (await call(demo, 'GET', '/kenya/rfc/list?per_page=1&current_page=2&sort=title&order=asc&country=KE&status=pending_acceptance')).json().data;
    expect(paged.data).toHaveLength(1);
    expect(paged.per_page).toBe(1);
    expect((await call(demo, 'GET', '/kenya/rfc/list?status=nonsense')).statusCode).toBe(400);
    const drafts = (await call(demo, 'GET', '/kenya/rfc/draft')).json().data;
    expect(drafts.data.every((a: { status: string }) => a.status === 'draft')).toBe(true);
    const wb = (await call(demo, 'GET', '/kenya/workbench')).json().data;
    expect(wb.drafts).toBe(drafts.total);
  });
  it('keywords find title, RFC No., importer or exporter, case-insensitively and literally, never across two fields', async () => {
    const body = form('Keyword Probe', { parties: { importer: party('Eldoret Mills'), exporter: party('Ningbo Tools'), applicant: party('Ningbo Tools') } });
    const d = await create('Keyword Probe', body);
    const sub = await submitReq(d.id, { ...body, version: d.version }, 'key-keyword-probe');
    expect(sub.statusCode, sub.body).toBe(200);
    const rfcNo: string = sub.json().data.application.rfc_no;
    const found = async (k: string) =>
      ((await call(demo, 'GET', `/kenya/rfc/list?per_page=100&keywords=${encodeURIComponent(k)}`)).json().data.data as { id: number }[]).some(
        (a) => a.id === d.id,
      );
    for (const k of ['keyword probe', 'KEYWORD', 'eldoret m', 'NINGBO TOOLS', rfcNo.toLowerCase(), rfcNo.slice(-6)]) expect(await found(k), k).toBe(true);
    // The end of the title and the start of the RFC No. are two fields; % and _ are letters here.
    for (const k of ['probe rfc', 'probe%', 'keyword_probe']) expect(await found(k), k).toBe(false);
    // The separator of the search text is a control character: refused like any other (issue 17), never matched.
    expect((await call(demo, 'GET', `/kenya/rfc/list?keywords=${encodeURIComponent('probe\u0001rfc')}`)).statusCode).toBe(400);
  });
  it("demo2 sees none of demo's applications", async () => {
    const d = await create('Private');
    expect((await call(demo2, 'GET', `/rfc/detail/${d.id}`)).statusCode).toBe(404);
    expect((await call(demo2, 'PUT', `/kenya/rfc/${d.id}`, { ...form('x'), version: d.version })).statusCode).toBe(404);
    expect((await submitReq(d.id, { ...form('Private'), version: d.version }, 'key-demo2-steal', demo2)).statusCode).toBe(404);
    const list = (await call(demo2, 'GET', '/kenya/rfc/draft')).json().data;
    expect(list.data.some((a: { id: number }) => a.id === d.id)).toBe(false);
    expect((await call(demo2, 'GET', '/certs')).json().data.total).toBe(0);
    expect((await call(demo2, 'GET', '/kenya/workbench')).json().data).toMatchObject({ applications: 0, certificates: 0 });
  });
  it('the demo customer has seeded applications in several statuses and issued certificates', async () => {
    const wb = (await call(demo, 'GET', '/kenya/workbench')).json().data;
    expect(wb.certificates).toBeGreaterThanOrEqual(3);
    expect(wb.expiring_certificates).toBeGreaterThanOrEqual(1);
    expect(wb.returned).toBeGreaterThanOrEqual(1);
  });
});

describe('look-ups', () => {
  it('ports, units, companies from 2 characters, defaults', async () => {
    const ports = (await call(demo, 'GET', '/port/keyword?keyword=momb')).json().data;
    expect(ports[0]).toEqual({ code: 'KEMBA', name: 'Mombasa', country: 'KE', kind: 'seaport' });
    expect((await call(demo, 'GET', '/port/keyword?country=IQ')).json().data.map((p: { code: string }) => p.code)).toContain('IQUQR');
    // Land border posts: a verified UN/LOCODE, or none (null) rather than an invented one.
    expect((await call(demo, 'GET', '/port/keyword?keyword=malaba')).json().data).toEqual([{ code: 'KEMAL', name: 'Malaba', country: 'KE', kind: 'border' }]);
    const iraqBorders = (await call(demo, 'GET', '/port/keyword?country=IQ')).json().data.filter((p: { kind: string }) => p.kind === 'border');
    expect(iraqBorders.map((p: { name: string }) => p.name)).toEqual(['Ibrahim Khalil', 'Safwan', 'Trebil']);
    expect(iraqBorders.every((p: { code: string | null }) => p.code === null)).toBe(true);
    for (const country of ['KE', 'NG', 'IQ', 'SA']) {
      expect(
        (await call(demo, 'GET', `/port/keyword?country=${country}`)).json().data.some((p: { kind: string }) => p.kind === 'border'),
        country,
      ).toBe(true);
    }
    expect((await call(demo, 'GET', '/unit/keyword?keyword=PCE', undefined, 'zh_CN')).json().data[0]).toEqual({ code: 'PCE', name: '件' });
    expect((await call(demo, 'GET', '/kenya/company/list?keyword=n')).statusCode).toBe(400);
    const companies = (await call(demo, 'GET', '/kenya/company/list?keyword=nairobi')).json().data;
    expect(companies[0].Name).toBe('Nairobi Imports Ltd');
    const fuzzy = (await call(demo, 'GET', '/common/getFuzzyList?searchKey=nairobi')).json();
    expect(fuzzy.code).toBe(110200);
    expect((await call(demo2, 'GET', '/common/getFuzzyList?searchKey=zanzibar')).json().data).toEqual([]);
    expect((await call(demo, 'GET', '/common/getFuzzyList?searchKey=zanzibar')).json().data.length).toBe(2);
    // A draft saved with the company's address cleared (autosave while the user edits) does not shadow the details
    // the customer last sent: the submitted seed application's party still comes back whole.
    const sent = (await call(demo, 'GET', '/common/getFuzzyList?searchKey=Mombasa%20Electric')).json().data[0];
    expect(sent.party.address).toBe('Industrial Area, Road 4');
    await create('Half-typed', { parties: { importer: { ...sent.party, address: '' } } });
    expect((await call(demo, 'GET', '/common/getFuzzyList?searchKey=Mombasa%20Electric')).json().data[0].party.address).toBe('Industrial Area, Road 4');
    const defaults = (await call(demo, 'GET', '/default')).json().data;
    expect(defaults.data.parties.importer.company_name).toBeTruthy();
    expect(defaults.data.general.inspection_date).toBeUndefined();
    // A new form is prefilled from the latest application of the same form only.
    const saudi = (
      await call(demo, 'POST', '/kenya/create', { application_type: 'saudi_pcoc', title: 'Saudi defaults', parties: { importer: party('Riyadh Traders Co') } })
    ).json().data;
    await create('Customs after Saudi');
    expect((await call(demo, 'GET', '/default?form=saudi')).json().data).toMatchObject({
      from_application_id: saudi.id,
      data: { parties: { importer: { company_name: 'Riyadh Traders Co' } } },
    });
    const customs = (await call(demo, 'GET', '/default?form=customs')).json().data;
    expect(await count(`select count(*)::text as n from applications where id = ${customs.from_application_id} and form = 'customs'`)).toBe(1);
    // nb is a form since the engine (issue 11): a name that is no form is refused.
    expect((await call(demo, 'GET', '/default?form=no_such_form')).statusCode).toBe(400);
    expect((await call(demo, 'GET', '/default?form=nb')).json().data).toEqual({ data: null, from_application_id: null });
  });
});

describe('Excel', () => {
  it('exports the filtered list; demo2 gets only its own', async () => {
    for (const i of [1, 2]) {
      const parties = { importer: party(`Export Check ${i}`), exporter: party('Bright Star'), applicant: party('Bright Star') };
      const d = await create(`Export ${i}`, { parties });
      await submitReq(d.id, { ...form(`Export ${i}`, { parties }), version: d.version }, `key-export-${i}-abc`);
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/frontend/v1/kenya/apply/excel?importer=export%20check',
      cookies: demo,
      headers: { langId: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(3);
    expect(String(rows[1]![5])).toContain('Export Check');
    expect(rows[0]!.slice(1, 5)).toEqual(['RFC No.', 'Title', 'Application type', 'Country']);
    expect(rows[1]!.slice(2, 5)).toEqual([expect.stringMatching(/^Export [12]$/), 'Kenya PVoC', 'KE']);
    // In the list's order.
    for (const order of ['asc', 'desc'] as const) {
      const sorted = await ctx.app.inject({
        method: 'GET',
        url: `/frontend/v1/kenya/apply/excel?importer=export%20check&sort=title&order=${order}`,
        cookies: demo,
        headers: { langId: 'en' },
      });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(sorted.rawPayload as unknown as ArrayBuffer);
      const titles = [2, 3].map((r) => book.worksheets[0]!.getRow(r).getCell(2).value);
      expect(titles).toEqual(order === 'asc' ? ['Export 1', 'Export 2'] : ['Export 2', 'Export 1']);
    }
    const other = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/kenya/apply/excel?importer=export%20check', cookies: demo2 });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(other.rawPayload as unknown as ArrayBuffer);
    expect(wb2.worksheets[0]!.rowCount).toBe(1);
  });
  it('imports product lines; a bad row imports nothing and is reported by row and column', async () => {
    const tpl = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/kenya/product/excel', cookies: demo, headers: { langId: 'en' } });
    expect(tpl.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const send = async () => {
      const m = multipart({ filename: 'products.xlsx', content: Buffer.from(await wb.xlsx.writeBuffer()) });
      return ctx.app.inject({ method: 'POST', url: '/frontend/v1/kenya/product/import', cookies: demo, ...m, headers: { ...m.headers, langId: 'en' } });
    };
    const good = await send();
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.products).toHaveLength(1);
    sheet.addRow(['85', 'B', 'M', 1, 1, 'PCE', 'd', 'm', '', 'CN']);
    const bad = await send();
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.join('\n')).toContain('Row 3 · HS code: 6 to 12 digits');
  });
});

describe('list totals', () => {
  const rows = async <T>(q: string) => ((await ctx.database.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;
  /** application_counts against a real count of every owner and status, and the list totals that read it. */
  async function expectCountsExact() {
    const actual = await rows<{ k: string }>(`select user_id || ':' || status || ':' || count(*) as k from applications group by user_id, status order by 1`);
    const kept = await rows<{ k: string }>(`select user_id || ':' || status || ':' || n as k from application_counts where n <> 0 order by 1`);
    expect(kept.map((r) => r.k)).toEqual(actual.map((r) => r.k));
    expect(await count(`select count(*)::text as n from application_counts where n < 0`)).toBe(0);
    const demoId = await count(`select id::text as n from users where username = 'demo'`);
    const real = (where: string) => count(`select count(*)::text as n from applications where user_id = ${demoId} and ${where}`);
    const list = (await call(demo, 'GET', '/kenya/rfc/list?per_page=1')).json().data;
    expect(list).toMatchObject({ total: await real(`status <> 'draft'`), total_capped: false });
    expect((await call(demo, 'GET', '/kenya/rfc/list?status=processing')).json().data.total).toBe(await real(`status = 'processing'`));
    expect((await call(demo, 'GET', '/kenya/rfc/list?status=draft')).json().data.total).toBe(0);
    expect((await call(demo, 'GET', '/kenya/rfc/draft')).json().data.total).toBe(await real(`status = 'draft'`));
    const wb = (await call(demo, 'GET', '/kenya/workbench')).json().data;
    expect(wb).toMatchObject({
      applications: list.total,
      drafts: await real(`status = 'draft'`),
      returned: await real(`status = 'returned'`),
      in_process: await real(`status = 'processing'`),
    });
  }

  it('the trigger-kept counts stay exact through create, submit, staff transitions and delete', async () => {
    await expectCountsExact();
    const d = await create('Counted one');
    await expectCountsExact();
    const sub = await submitReq(d.id, { ...form('Counted one'), version: d.version }, 'key-counted-1');
    expect(sub.statusCode, sub.body).toBe(200);
    await expectCountsExact();
    const ret = await call(admin, 'POST', `/staff/rfc/${d.id}/return`, { reason: 'Missing page' });
    expect(ret.statusCode, ret.body).toBe(200);
    await expectCountsExact();
    const resub = await submitReq(d.id, { ...form('Counted one'), version: ret.json().data.version }, 'key-counted-2');
    expect(resub.statusCode, resub.body).toBe(200);
    await expectCountsExact();
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
    await expectCountsExact();
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/issue`, { route: 'A' })).statusCode).toBe(200);
    await expectCountsExact();
    const gone = await create('Counted two');
    await expectCountsExact();
    expect((await call(demo, 'DELETE', `/kenya/rfc/${gone.id}`)).statusCode).toBe(200);
    await expectCountsExact();
  });

  it('a broad filter counts up to the cap and says so; narrow filters and the plain list stay exact', async () => {
    const demo2Id = await count(`select id::text as n from users where username = 'demo2'`);
    const bulk = APPLICATION_COUNT_CAP + 5;
    // Rows as bulk SQL writes them: the statement trigger counts them too.
    await ctx.database.db.execute(
      sql.raw(`insert into applications (user_id, business_area, form, application_type, title, status, stage, process_step, country, importer_name, exporter_name, created_at, updated_at)
               select ${demo2Id}, 'customsClearance', 'customs', 'kenya_pvoc', 'Bulk ' || g, case when g % 5 = 0 then 'draft' else 'processing' end, 'export_certification', 'pending', 'KE',
                      case when g % 1000 = 0 then 'Thika Rare Imports' else 'Mombasa Wholesale' end, 'Shenzhen Bulk', now() - make_interval(mins => g), now()
               from generate_series(1, ${Math.ceil(bulk * 1.25)}) g`),
    );
    try {
      const submitted = await count(`select count(*)::text as n from applications where user_id = ${demo2Id} and status <> 'draft'`);
      expect(submitted).toBeGreaterThan(APPLICATION_COUNT_CAP);
      const plain = (await call(demo2, 'GET', '/kenya/rfc/list')).json().data;
      expect(plain).toMatchObject({ total: submitted, total_capped: false, last_page: Math.ceil(submitted / 10) });
      const broad = (await call(demo2, 'GET', '/kenya/rfc/list?keywords=bulk&current_page=2')).json().data;
      expect(broad).toMatchObject({ total: APPLICATION_COUNT_CAP, total_capped: true, current_page: 2 });
      expect(broad.data).toHaveLength(10);
      const rare = (await call(demo2, 'GET', '/kenya/rfc/list?importer=thika rare')).json().data;
      expect(rare.total).toBe(
        await count(`select count(*)::text as n from applications where user_id = ${demo2Id} and status <> 'draft' and importer_name ilike '%thika rare%'`),
      );
      expect(rare).toMatchObject({ total_capped: false });
      expect(rare.data.every((a: { importer: string }) => a.importer === 'Thika Rare Imports')).toBe(true);
      // Newest first, and a deep page sorted by title ascending is the same slice the database sorts.
      const byTitle = (await call(demo2, 'GET', '/kenya/rfc/list?sort=title&order=asc&current_page=300'))
        .json()
        .data.data.map((a: { title: string }) => a.title);
      const expected = await rows<{ title: string }>(
        `select title from applications where user_id = ${demo2Id} and status <> 'draft' order by title, id limit 10 offset 2990`,
      );
      expect(byTitle).toEqual(expected.map((r) => r.title));
      const xlsx = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/kenya/apply/excel?importer=thika rare', cookies: demo2 });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets[0]!.rowCount - 1).toBe(rare.total);
    } finally {
      await ctx.database.db.execute(sql.raw(`delete from applications where user_id = ${demo2Id} and title like 'Bulk %'`));
    }
    expect((await call(demo2, 'GET', '/kenya/rfc/list')).json().data.total).toBe(
      await count(`select count(*)::text as n from applications where user_id = ${demo2Id} and status <> 'draft'`),
    );
    await expectCountsExact();
  });
});
