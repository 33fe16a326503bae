/**
 * The application engine across lines: every type of entrusted inspection and NB/RED is created, saved,
 * submitted, listed and read through the same endpoints, validated by its own form's schema; menu areas
 * keep lines apart; another customer's application is 404. Then an inspection booking through the staff
 * actions to an issued failed report, listed as the area's certificate with its PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRUSTED_TYPES, NB_TYPES, todayIso } from '@tic/shared';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { nbApplication } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const booking = (type: string, title: string) => inspectionBooking(title, type);
async function uploadPdf(cookies: Record<string, string>) {
  const m = multipart({ filename: 'doc.pdf', content: PDF });
  const res = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies, ...m, headers: { ...m.headers, langId: 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}
const submit = (id: number, body: object, key: string, area?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit${area ? `?area=${area}` : ''}`,
    cookies: demo,
    payload: body,
    headers: { langId: 'en', 'idempotency-key': key },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
});
afterAll(() => ctx.close());

describe('every type of entrusted inspection and NB/RED through the engine endpoints', () => {
  const cases = [
    ...ENTRUSTED_TYPES.map((type) => ({ type, area: 'entrustedInspection', form: 'entrusted', stage: 'entrusted_inspection' })),
    ...NB_TYPES.map((type) => ({ type, area: 'internationalProduct', form: 'nb', stage: 'system_certification' })),
  ];
  it.each(cases)('$type: create, save, submit, list, detail', async ({ type, area, form, stage }) => {
    const files = form === 'nb' ? await Promise.all(Array.from({ length: 6 }, () => uploadPdf(demo))) : [];
    const full = form === 'entrusted' ? booking(type, `Booking ${type}`) : nbApplication(type, `NB ${type}`, files);
    const created = await call(demo, 'POST', `/kenya/create?area=${area}`, { application_type: type });
    expect(created.statusCode, created.body).toBe(200);
    const d = created.json().data;
    expect(d).toMatchObject({ status: 'draft', form, business_area: area, stage });
    // The strict rules of the form's own schema: an empty draft does not submit, nothing changes.
    const refused = await submit(d.id, { version: d.version }, `refused-${type}`, area);
    expect(refused.statusCode).toBe(400);
    const saved = await call(demo, 'PUT', `/kenya/rfc/${d.id}?area=${area}`, { ...full, version: d.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const ok = await submit(d.id, { ...full, version: saved.json().data.version }, `submit-${type}-key`, area);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.application).toMatchObject({ status: 'pending_acceptance', business_area: area });
    const list = (await call(demo, 'GET', `/kenya/rfc/list?area=${area}&per_page=100`)).json().data;
    expect(list.data.map((a: { id: number }) => a.id)).toContain(d.id);
    expect(list.data.every((a: { business_area: string }) => a.business_area === area)).toBe(true);
    const detail = await call(demo, 'GET', `/rfc/detail/${d.id}?area=${area}`);
    expect(detail.json().data.data).toMatchObject(
      form === 'entrusted' ? { po_lines: [{ po_no: 'PO-1', quantity: 5000 }] } : { nb_product: { type_designation: 'WR-100' } },
    );
    // Another customer: 404; another area's route: 404.
    expect((await call(demo2, 'GET', `/rfc/detail/${d.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}?area=customsClearance`)).statusCode).toBe(404);
  });

  it('refuses with the form’s own messages: the factory’s English address, the NB declaration and the Annex V files', async () => {
    const b = booking('insp_pre_shipment', 'Missing English address');
    b.parties.factory.address_en = '';
    const d = (await call(demo, 'POST', '/kenya/create', { application_type: 'insp_pre_shipment' })).json().data;
    const r = await submit(d.id, { ...b, version: d.version }, 'missing-en-address');
    expect(r.statusCode).toBe(400);
    expect(r.json().data).toContain('Address (English) is required');
    const n = (await call(demo, 'POST', '/kenya/create', { application_type: 'nb_new' })).json().data;
    const body = { ...nbApplication('nb_new', 'NB without files', []), attachments: [] };
    const undeclared = (await submit(n.id, { ...body, nb_declaration: { single_nb_declaration: false }, version: n.version }, 'nb-undeclared')).json()
      .data as string[];
    expect(undeclared).toEqual(['Confirm the declaration to submit']);
    const m = (await submit(n.id, { ...body, version: n.version }, 'nb-missing-files')).json().data as string[];
    expect(m).toEqual(expect.arrayContaining(['Annex V: attach the EU declaration of conformity', 'Annex V: attach the test reports']));
    expect((await call(demo, 'GET', `/rfc/detail/${n.id}`)).json().data.status).toBe('draft');
  });

  it('an unknown type is 400; a type of another area on an area’s route is 404', async () => {
    expect((await call(demo, 'POST', '/kenya/create', { application_type: 'no_such_type' })).statusCode).toBe(400);
    expect((await call(demo, 'POST', '/kenya/create?area=entrustedInspection', { application_type: 'kenya_pvoc' })).statusCode).toBe(404);
    expect((await call(demo, 'POST', '/kenya/create?area=internationalProduct', { application_type: 'insp_pre_shipment' })).statusCode).toBe(404);
  });

  it('the workbench of an area counts its own applications only', async () => {
    const entrusted = (await call(demo, 'GET', '/kenya/workbench?area=entrustedInspection')).json().data;
    const all = (await call(demo, 'GET', '/kenya/workbench')).json().data;
    const list = (await call(demo, 'GET', '/kenya/rfc/list?area=entrustedInspection')).json().data;
    expect(entrusted.applications).toBe(list.total);
    expect(all.applications).toBeGreaterThan(entrusted.applications);
  });
});

describe('an inspection booking through the staff actions to an issued report', () => {
  it('accept, schedule, record a failed report against the AQL, issue it; the customer lists it and downloads its PDF', async () => {
    const d = (await call(demo, 'POST', '/kenya/create?area=entrustedInspection', booking('insp_pre_shipment', 'Failed inspection'))).json().data;
    const s = await submit(d.id, { ...booking('insp_pre_shipment', 'Failed inspection'), version: d.version }, 'staff-flow-key');
    expect(s.statusCode, s.body).toBe(200);
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
    expect((await call(demo, 'POST', `/staff/rfc/${d.id}/schedule`, { date: inDays(10), inspector: 'Zhao Lei' })).statusCode).toBe(403);
    const sch = await call(admin, 'POST', `/staff/rfc/${d.id}/schedule`, { date: inDays(10), inspector: 'Zhao Lei' });
    expect(sch.statusCode, sch.body).toBe(200);
    expect(sch.json().data).toMatchObject({
      process_step: 'scheduled',
      inspection: { scheduled_date: inDays(10), inspector: 'Zhao Lei', late_cancellation: false },
    });
    // 12 major defects: over Ac 10 of the 200-piece sample (5,000 pieces, level II, AQL 2.5): the lot cannot pass.
    const report = {
      result: 'passed',
      inspected_on: todayIso(),
      summary: 'Scratches on housings',
      sections: [{ name: 'workmanship', result: 'failed' }],
      defects: { critical: 0, major: 12, minor: 3 },
    };
    const wrong = await call(admin, 'POST', `/staff/rfc/${d.id}/report`, report);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('A failed section fails the whole report: choose the result Failed');
    const rec = await call(admin, 'POST', `/staff/rfc/${d.id}/report`, { ...report, result: 'failed' });
    expect(rec.statusCode, rec.body).toBe(200);
    expect(rec.json().data.inspection.report.aql).toMatchObject({
      letter: 'L',
      sample_size: 200,
      classes: { major: { found: 12, accept: 10, reject: 11, passed: false } },
      passed: false,
    });
    // Separation of duties (staff policy): who recorded the report does not issue it.
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/issue-report`)).statusCode).toBe(403);
    const issuer = (await login(ctx.app, 'issuer', 'Staff@2026')).cookies;
    const issued = await call(issuer, 'POST', `/staff/rfc/${d.id}/issue-report`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ status: 'issued', process_step: 'report_issued', inspection: { result: 'failed' } });
    const certs = (await call(demo, 'GET', '/certs?area=entrustedInspection')).json().data;
    const cert = certs.data.find((c: { application_id: number }) => c.application_id === d.id);
    // Entrusted inspection numbers ENT-... (this booking names no factory country nor destination: no country part, never XX);
    // its report RPT-ENT-... has no expiry date (issue 29), valid on the public check.
    expect(cert.cert_no).toMatch(/^RPT-ENT-\d{4}-\d{6}$/);
    expect(cert.expiry_date).toBeNull();
    const held = (await call(demo, 'GET', `/cert/info/${cert.id}`)).json().data;
    const pub = await ctx.app.inject({
      method: 'GET',
      url: `/frontend/v1/public/verify?no=${encodeURIComponent(held.cert_no)}&code=${encodeURIComponent(held.verify_code)}`,
    });
    // A report names its client as the holder and the goods inspected as the product (its line's public names).
    expect(pub.json().data).toMatchObject({ found: true, status: 'valid', expiry_date: null, holder: 'Client Co Ltd', product: 'LED lamps' });
    expect((await call(demo, 'GET', '/certs?area=customsClearance')).json().data.data.some((c: { application_id: number }) => c.application_id === d.id)).toBe(
      false,
    );
    const pdf = await call(demo, 'GET', `/cert/pdf/${cert.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('pdf');
    expect((await call(demo2, 'GET', `/cert/pdf/${cert.id}`)).statusCode).toBe(404);
  });

  it('the customer cancels before the inspection; other lines have no inspection actions', async () => {
    const d = (await call(demo, 'POST', '/kenya/create', booking('insp_during_production', 'To cancel'))).json().data;
    await submit(d.id, { ...booking('insp_during_production', 'To cancel'), version: d.version }, 'cancel-flow-key');
    await call(admin, 'POST', `/staff/rfc/${d.id}/accept`);
    expect((await call(demo2, 'POST', `/kenya/rfc/${d.id}/cancel-booking`, { reason: 'not mine' })).statusCode).toBe(404);
    const c = await call(demo, 'POST', `/kenya/rfc/${d.id}/cancel-booking`, { reason: 'Order cancelled by the buyer' });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data.status).toBe('cancelled');
    const customs = (await call(demo, 'GET', '/kenya/rfc/list?area=customsClearance&status=processing')).json().data.data[0];
    expect((await call(admin, 'POST', `/staff/rfc/${customs.id}/schedule`, { date: inDays(5), inspector: 'X' })).statusCode).toBe(404);
  });
});
