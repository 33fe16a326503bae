/**
 * NB/RED leftovers of issue 11: the Annex V checklist's formats are enforced when a file joins the
 * application (400 in the user's language, nothing changed), and the EU-type examination certificate's
 * fields are proposed to staff, confirmed or changed at issue (bad fields 400, nothing issued), stored,
 * shown to the customer and printed on the PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';
import { certificateFieldsAtIssue } from '../src/modules/applications/extensions.js';
import type { ApplicationRow } from '../src/modules/applications/service.js';
import { euTypeRows } from '../src/modules/euType/pdfRows.js';
import { recordPdfCells } from './pdfTextSpy.js';

// The PDF's text cells are recorded (the real drawing still runs): the embedded fonts keep the words out of the bytes.
const drawn = recordPdfCells();

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
const REQUIRED = ['annex_description', 'annex_drawings', 'annex_standards_list', 'annex_declaration', 'annex_test_reports', 'annex_article_10'];

const nbApplication = (title: string, files: number[]) => ({
  application_type: 'nb_new',
  title,
  nb_declaration: { single_nb_declaration: true },
  parties: { manufacturer: { company_name: 'Radio Maker GmbH', address: 'Hauptstr. 1, Berlin', country: 'DE' } },
  nb_product: { product_name: 'Wi-Fi router', type_designation: 'WR-100', intended_use: 'Home access point', hardware_version: 'H1', software_version: 'S1.0' },
  nb_radio: { frequency_bands: '2400-2483.5 MHz', modulation: 'OFDM', rf_power: '20 dBm EIRP' },
  nb_requirements: { req_spectrum: true, req_safety: true },
  standards: [{ standard_no: 'EN 300 328', application: 'full' }],
  attachments: REQUIRED.map((file_type, i) => ({ file_id: files[i], file_type })),
});

async function upload(cookies: Record<string, string>, filename: string, content: Buffer) {
  const m = multipart({ filename, content });
  const res = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies, ...m, headers: { ...m.headers, langId: 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/** A submitted and accepted NB application of the demo customer. */
async function acceptedNb(title: string) {
  const files = await Promise.all(REQUIRED.map((t) => upload(demo, `${t}.pdf`, PDF)));
  const d = (await call(demo, 'POST', '/kenya/create?area=internationalProduct', { application_type: 'nb_new' })).json().data;
  const body = nbApplication(title, files);
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit?area=internationalProduct`,
    cookies: demo,
    payload: { ...body, version: d.version },
    headers: { langId: 'en', 'idempotency-key': `nb-cert-${title}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
  return d.id as number;
}

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
});
afterAll(() => ctx.close());

describe('the Annex V checklist on the server', () => {
  it('a file of a format its item does not take is refused on save in the caller’s language; nothing changes', async () => {
    const title = `Checklist formats ${Date.now()}`;
    const d = (await call(demo, 'POST', '/kenya/create?area=internationalProduct', { application_type: 'nb_new', title })).json().data;
    expect(d.id, JSON.stringify(d)).toBeGreaterThan(0);
    const photo = await upload(demo, 'declaration.png', PNG);
    const save = (file_type: string, lang: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/frontend/v1/kenya/rfc/${d.id}?area=internationalProduct`,
        cookies: demo,
        payload: { application_type: 'nb_new', title, attachments: [{ file_id: photo, file_type }], version: d.version },
        headers: { langId: lang },
      });
    const en = await save('annex_declaration', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe('This document takes the formats pdf only');
    const zh = await save('annex_declaration', 'zh_CN');
    expect(zh.json().msg).toBe('该文档只接受以下格式：pdf');
    const after = (await call(demo, 'GET', `/rfc/detail/${d.id}?area=internationalProduct`)).json().data;
    expect(after.version).toBe(d.version);
    expect(after.attachments ?? []).toHaveLength(0);
    // The same photo as the general description (photos allowed there) is kept.
    const ok = await save('annex_description', 'en');
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the EU-type examination certificate at issue', () => {
  let id: number;
  beforeAll(async () => {
    id = await acceptedNb(`EU-type ${Date.now()}`);
  });

  it('staff get the fields proposed from the application; a customer may not (403); another line’s application is 404', async () => {
    const res = await call(admin, 'GET', `/staff/rfc/${id}/eu-type-certificate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      manufacturer: 'Radio Maker GmbH, Hauptstr. 1, Berlin, DE',
      product: 'Wi-Fi router',
      type_designation: 'WR-100',
      requirements_covered: ['3.1a', '3.2'],
      type_identification: 'HW H1; SW S1.0; 2400-2483.5 MHz; OFDM; 20 dBm EIRP',
      annexes: REQUIRED.map((t) => `${t}.pdf`),
    });
    expect(res.json().data.conclusions).toContain('2014/53/EU');
    expect((await call(demo, 'GET', `/staff/rfc/${id}/eu-type-certificate`)).statusCode).toBe(403);
    const customs = (await call(demo, 'GET', '/kenya/rfc/list?area=customsClearance&status=processing')).json().data.data[0];
    if (customs) expect((await call(admin, 'GET', `/staff/rfc/${customs.id}/eu-type-certificate`)).statusCode).toBe(404);
  });

  it('bad fields are 400 in the staff member’s language and nothing is issued', async () => {
    const proposal = (await call(admin, 'GET', `/staff/rfc/${id}/eu-type-certificate`)).json().data;
    const issue = (eu_type: object, lang = 'en') =>
      ctx.app.inject({ method: 'POST', url: `/frontend/v1/staff/rfc/${id}/issue`, cookies: admin, payload: { eu_type }, headers: { langId: lang } });
    const none = await issue({ ...proposal, requirements_covered: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().data).toContain('Choose at least one essential requirement the certificate covers');
    const ar = await issue({ ...proposal, requirements_covered: [] }, 'ar');
    expect(ar.json().data).toContain('اختر متطلبًا أساسيًا واحدًا على الأقل تغطيه الشهادة');
    expect((await issue({ ...proposal, conclusions: '  ' })).statusCode).toBe(400);
    expect((await issue({ ...proposal, requirements_covered: ['3.7'] })).statusCode).toBe(400);
    expect((await issue({ ...proposal, annexes: Array.from({ length: 21 }, (_, i) => `A${i}`) })).statusCode).toBe(400);
    const detail = (await call(admin, 'GET', `/staff/rfc/${id}`)).json().data;
    expect(detail.status).toBe('processing');
    expect(detail.certificate ?? null).toBeNull();
  });

  it('staff issue with the fields they confirmed; the customer sees them and downloads the PDF; another customer gets 404', async () => {
    const proposal = (await call(admin, 'GET', `/staff/rfc/${id}/eu-type-certificate`)).json().data;
    const confirmed = {
      ...proposal,
      requirements_covered: ['3.1a', '3.1b', '3.2'],
      conclusions: 'The WR-100 router meets the essential requirements of Articles 3.1(a), 3.1(b) and 3.2.',
      conditions_of_validity: 'Valid for hardware H1 with software S1.x only.',
    };
    const issued = await call(admin, 'POST', `/staff/rfc/${id}/issue`, { eu_type: confirmed });
    expect(issued.statusCode, issued.body).toBe(200);
    const certId = issued.json().data.certificate.id as number;
    const info = await call(demo, 'GET', `/cert/info/${certId}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.eu_type).toEqual(confirmed);
    expect((await call(admin, 'GET', `/staff/rfc/${id}/eu-type-certificate`)).json().data).toEqual(confirmed);
    expect((await call(demo2, 'GET', `/cert/info/${certId}`)).statusCode).toBe(404);
    for (const lang of ['zh_CN', 'en', 'ar']) {
      const pdf = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/cert/pdf/${certId}`, cookies: demo, headers: { langId: lang } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1/cert/pdf/${certId}`, cookies: demo2 })).statusCode).toBe(404);
  });

  it('the draft certificate the customer reviews prints the proposed EU-type fields', async () => {
    const draftId = await acceptedNb(`EU-type draft ${Date.now()}`);
    const sent = await call(admin, 'POST', `/staff/rfc/${draftId}/draft`);
    expect(sent.statusCode, sent.body).toBe(200);
    drawn.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/kenya/cert/draft/${draftId}/pdf`, cookies: demo, headers: { langId: 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(drawn).toEqual(
      expect.arrayContaining(['EU-type examination certificate', 'Radio Maker GmbH, Hauptstr. 1, Berlin, DE', 'Type designation', 'WR-100']),
    );
    expect(drawn).toContain('Draft for your review (not valid as a certificate)');
  });

  it('the PDF rows name each field in the reader’s language', () => {
    const rows = euTypeRows(
      {
        manufacturer: 'Radio Maker GmbH',
        product: 'Router',
        type_designation: 'WR-100',
        conclusions: 'Meets.',
        requirements_covered: ['3.1b', '3.2'],
        type_identification: 'HW H1',
        annexes: ['a.pdf', 'b.pdf'],
      },
      'zh_CN',
    );
    expect(rows).toContainEqual(['覆盖的基本要求', '第 3.1(b) 条：电磁兼容\n第 3.2 条：有效利用无线电频谱']);
    expect(rows).toContainEqual(['附件', '1. a.pdf\n2. b.pdf']);
    expect(rows).toContainEqual(['有效条件', '—']);
  });

  it('a certificate of another line takes no EU-type fields (400 before anything is written)', async () => {
    const proposal = (await call(admin, 'GET', `/staff/rfc/${id}/eu-type-certificate`)).json().data;
    // The engine asks the lines' extensions (NB/RED's EU-type fields are its line module's, modules/euType).
    const other = { id: 0, form: 'customs', applicationType: 'kenya_pvoc', data: {} } as unknown as ApplicationRow;
    await expect(certificateFieldsAtIssue(ctx.app.db, other, { eu_type: proposal }, 'en')).rejects.toMatchObject({
      statusCode: 400,
      msgKey: 'validation.euTypeOnlyNb',
    });
    await expect(certificateFieldsAtIssue(ctx.app.db, other, {}, 'en')).resolves.toBeNull();
  });
});
