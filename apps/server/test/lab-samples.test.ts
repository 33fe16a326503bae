/**
 * The sample loop on the laboratory-testing and CB forms (issue 12): their declarations switch
 * `sampleLogistics` on, so after acceptance the engine's loop applies (sample delivery notice -> tracking ->
 * not conforming with photos -> sent again -> received -> acceptance once the fees are paid -> testing ->
 * data review) and each line joins it with its own steps: a textile test request ends in the test report
 * (recorded after the confirmed data, issued by someone else: rows of the staff policy), a CB application in
 * the draft certificate and the CB certificate. Out of step: 409 with the reason; another customer: 404. The
 * sample-retention date reads each form's own fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@tic/shared';
import { cbApplication, gccApplication, testingApplication } from '../../../packages/shared/src/forms/fixtures/labApplications.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiCaller, createTestContext, login, multipart, SHARED_DATA, type TestContext } from './helpers.js';
import { inDays, sampleLoop, type SampleLoop } from './sampleLoopFixtures.js';
import { recordPdfCells } from './pdfTextSpy.js';

// The PDF's text cells are recorded (the real drawing still runs): the embedded fonts keep the words out of the bytes.
const drawn = recordPdfCells();
/** The text a PDF of the API draws, in a language. */
async function pdfText(url: string, lang: string) {
  drawn.length = 0;
  const res = await ctx.app.inject({ method: 'GET', url: `/frontend/v1${url}`, cookies: demo, headers: { langId: lang } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return [...drawn];
}

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let engineer: Record<string, string>;
let reviewer: Record<string, string>;
let issuer: Record<string, string>;
let finance: Record<string, string>;
const RUN = Date.now().toString(36);
let loop: SampleLoop;

/** A submitted application of the demo customer in an area. */
async function submitted(area: string, body: { application_type: string; title: string } & Record<string, unknown>) {
  const d = (await call(demo, 'POST', `/kenya/create?area=${area}`, { application_type: body.application_type })).json().data;
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit?area=${area}`,
    cookies: demo,
    payload: { ...body, version: d.version },
    headers: { langId: 'en', 'idempotency-key': `lab-loop-${body.title}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  return d.id as number;
}
const detail = async (id: number, who = demo) => (await call(who, 'GET', `/rfc/detail/${id}`)).json().data;

/**
 * From acceptance to the confirmed test data, with a non-conforming first sending, the customer's tracking out
 * of step (409 with why) and another customer's calls (404).
 */
async function throughTheLoop(id: number, service: string) {
  const early = await call(demo, 'POST', `/kenya/rfc/${id}/samples/shipment`, { courier: 'SF Express', tracking_no: 'SF2000000001' });
  expect(early.statusCode).toBe(409);
  expect(early.json().msg).toMatch(/not waiting for samples/);
  expect((await call(admin, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
  // The loop is not skipped: no work step moved by hand inside it.
  expect((await call(admin, 'POST', `/staff/rfc/${id}/advance`, { step: 'laboratory_testing' })).statusCode).toBe(409);
  const asked = await loop.request(engineer, id, { lab_address: 'TIC Laboratory, 3 Keji Road, Shenzhen', quantity: 3, due_date: inDays(10) });
  expect(asked).toMatchObject({ process_step: 'sample_delivery', samples: { customer_action: 'ship', quantity: 3 } });
  expect((await call(demo2, 'POST', `/kenya/rfc/${id}/samples/shipment`, { courier: 'SF', tracking_no: 'SF2000000002' })).statusCode).toBe(404);
  await loop.ship(id, 'SF Express', 'SF2000000001');
  const rejected = await loop.reject(engineer, id, 'Samples arrived wet and mouldy');
  expect(rejected).toMatchObject({ process_step: 'sample_delivery', samples: { shipments: [{ result: 'not_conforming' }] } });
  await loop.ship(id, 'DHL', 'DHL-88001');
  await loop.receive(engineer, id);
  // Formal acceptance needs the fees paid, as in communication.
  const unpaid = await call(engineer, 'POST', `/staff/rfc/${id}/samples/accept`);
  expect(unpaid.statusCode).toBe(409);
  await loop.payInFull(id, service, '600.00');
  expect((await loop.accept(engineer, id)).process_step).toBe('laboratory_testing');
  const tooSoon = await call(demo, 'POST', `/kenya/rfc/${id}/samples/data-review`, { decision: 'confirm' });
  expect(tooSoon.statusCode).toBe(409);
  expect(tooSoon.json().msg).toMatch(/no test data/);
}

async function sendAndConfirmData(id: number, rows: object[]) {
  await loop.sendData(engineer, id, { rows });
  expect((await call(demo2, 'POST', `/kenya/rfc/${id}/samples/data-review`, { decision: 'confirm' })).statusCode).toBe(404);
  return loop.reviewData(id, { decision: 'confirm' });
}

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  engineer = (await login(ctx.app, 'engineer', 'Staff@2026')).cookies;
  reviewer = (await login(ctx.app, 'reviewer', 'Staff@2026')).cookies;
  issuer = (await login(ctx.app, 'issuer', 'Staff@2026')).cookies;
  finance = (await login(ctx.app, 'finance', 'Staff@2026')).cookies;
  const p = await call(demo, 'POST', '/invoice-info', { title: `Bright Star Lab ${RUN}`, type: 'pro_forma', address: '88 Keji Road, Shenzhen' });
  expect(p.statusCode, p.body).toBe(200);
  const profileId = p.json().data.id as number;
  loop = sampleLoop({ app: ctx.app, call, customer: demo, quoter: admin, finance, profileId, label: `lab-${RUN}` });
}, 120_000);
afterAll(() => ctx?.close());

const report = {
  tested_on: todayIso(),
  engineer: 'Chen Jing',
  summary: 'Formaldehyde over the skin-contact limit',
  items: [
    { item: 'pH value', standard: 'GB/T 7573', requirement: '4.0-7.5', result: '6.2', verdict: 'pass' },
    { item: 'Formaldehyde', standard: 'GB/T 2912.1', requirement: '≤ 75 mg/kg', result: '92 mg/kg', verdict: 'fail' },
    { item: 'Azo dyes', verdict: 'not_applicable' },
  ],
};

describe('a textile test request through the sample loop to its issued test report', () => {
  it('samples, fees, data review, then the report recorded and issued by two people; 409 out of step; 404 for another customer', async () => {
    const title = `Textile loop ${RUN}`;
    const id = await submitted('entrustedInspection', testingApplication('textile_test', title));
    expect(await detail(id)).toMatchObject({ samples: null, sample_retention: { rule: 'general', dispose_on: null, disposition: 'dispose' } });
    expect((await call(demo2, 'GET', `/rfc/detail/${id}`)).statusCode).toBe(404);
    await throughTheLoop(id, 'Textile testing, basic package');

    // The report waits for the data review: 409 naming the step while the loop runs.
    const inLoop = await call(engineer, 'POST', `/staff/rfc/${id}/test-report`, report);
    expect(inLoop.statusCode).toBe(409);
    expect(inLoop.json().msg).toBe("This action is not possible at the application's current process step");
    const after = await sendAndConfirmData(id, [{ item: 'Formaldehyde', standard: 'GB/T 2912.1', limit: '≤ 75 mg/kg', result: '92 mg/kg', verdict: 'fail' }]);
    expect(after).toMatchObject({ process_step: 'conformity_assessment', sample_retention: { rule: 'general', disposition: 'dispose' } });
    // Three months after the confirmed data (the report's date).
    expect(after.sample_retention.dispose_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Role before the body: 403 for the customer and for finance even with a bad body; then the body's 400.
    expect((await call(demo, 'POST', `/staff/rfc/${id}/test-report`, report)).statusCode).toBe(403);
    const fin = await call(finance, 'POST', `/staff/rfc/${id}/test-report`, { items: 'junk' });
    expect(fin.statusCode).toBe(403);
    const bad = await call(engineer, 'POST', `/staff/rfc/${id}/test-report`, { ...report, items: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Record at least one test item');
    // The general certificate issue is not this line's (it issues a report): 409.
    expect((await call(admin, 'POST', `/staff/rfc/${id}/issue`, {})).statusCode).toBe(409);
    // Issued before anything is recorded: out of step.
    expect((await call(issuer, 'POST', `/staff/rfc/${id}/issue-test-report`)).statusCode).toBe(409);
    // The engineer records (staff see the action), then corrects the formaldehyde after a retest.
    const staffView = (await call(engineer, 'GET', `/staff/rfc/${id}`)).json().data;
    expect(staffView.actions).toContain('record_test_report');
    expect(staffView.actions).not.toContain('record_report');
    const rec = await call(engineer, 'POST', `/staff/rfc/${id}/test-report`, report);
    expect(rec.statusCode, rec.body).toBe(200);
    expect(rec.json().data).toMatchObject({ process_step: 'report_review', test_report: { result: 'fail', engineer: 'Chen Jing' } });
    // Waiting on review: listed in the technical reviewer's "available" queue, as an inspection report is.
    const queued = (await call(reviewer, 'GET', `/staff/rfc/list?queue=available&keywords=${encodeURIComponent(title)}`)).json().data.data;
    expect(queued).toEqual([expect.objectContaining({ id, process_step: 'report_review', assignee: null })]);
    const fixed = { ...report, items: report.items.map((i) => (i.item === 'Formaldehyde' ? { ...i, result: '41 mg/kg', verdict: 'pass' } : i)) };
    expect((await call(engineer, 'POST', `/staff/rfc/${id}/test-report`, fixed)).json().data.test_report.result).toBe('pass');
    // Who recorded the report never issues it (the engineer holds no issuing role either: 403).
    expect((await call(engineer, 'POST', `/staff/rfc/${id}/issue-test-report`)).statusCode).toBe(403);
    const adminRec = await call(admin, 'POST', `/staff/rfc/${id}/test-report`, fixed);
    expect(adminRec.statusCode).toBe(200);
    const sep = await call(admin, 'POST', `/staff/rfc/${id}/issue-test-report`);
    expect(sep.statusCode).toBe(403);
    expect(sep.json().msg).toMatch(/Separation of duties/);
    expect((await call(reviewer, 'GET', `/staff/rfc/${id}`)).json().data.actions).toContain('issue_test_report');
    const issued = await call(reviewer, 'POST', `/staff/rfc/${id}/issue-test-report`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ status: 'issued', process_step: 'report_issued', test_report: { result: 'pass' } });
    expect((await call(reviewer, 'POST', `/staff/rfc/${id}/issue-test-report`)).statusCode).toBe(409);

    const certs = (await call(demo, 'GET', '/certs?area=entrustedInspection&per_page=100')).json().data;
    const cert = certs.data.find((c: { application_id: number }) => c.application_id === id);
    expect(cert.cert_no).toMatch(/^TR-LAB-[A-Z]{2}-\d{4}-\d{6}$/);
    expect(cert.expiry_date).toBeNull();
    const pdf = await call(demo, 'GET', `/cert/pdf/${cert.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('pdf');
    expect((await call(demo2, 'GET', `/cert/pdf/${cert.id}`)).statusCode).toBe(404);
    // Another line's application has no test-report actions (404), nor a booking the test report's (409 by the policy row).
    const cb = (await call(demo, 'POST', '/kenya/create?area=internationalProduct', { application_type: 'cb' })).json().data;
    expect((await call(admin, 'POST', `/staff/rfc/${cb.id}/test-report`, report)).statusCode).toBe(404);
  });

  it('chemistry: the retention reads the sample form of the chemistry section (liquid: one week)', async () => {
    const body = testingApplication('chemistry_test', `Chemistry liquid ${RUN}`);
    const id = await submitted('entrustedInspection', { ...body, chemistry: { ...body.chemistry!, sample_form: 'liquid' } });
    expect((await detail(id)).sample_retention).toMatchObject({ rule: 'chemistry_liquid_powder', dispose_on: null });
  });
});

describe('a CB application through the sample loop to its certificate', () => {
  it('samples returned after testing (abandoned after 12 months), fees, data review, draft certificate, certificate', async () => {
    const title = `CB loop ${RUN}`;
    const id = await submitted('internationalProduct', cbApplication(title));
    expect((await detail(id)).sample_retention).toMatchObject({ rule: 'returned_abandoned', disposition: 'return' });
    await throughTheLoop(id, 'CB scheme type test');
    // No draft certificate before the confirmed data.
    expect((await call(reviewer, 'POST', `/staff/rfc/${id}/draft`)).statusCode).toBe(409);
    const after = await sendAndConfirmData(id, [{ item: 'Touch current', standard: 'IEC 62368-1', limit: '≤ 0.25 mA', result: '0.08 mA', verdict: 'pass' }]);
    expect(after).toMatchObject({ process_step: 'conformity_assessment', sample_retention: { rule: 'returned_abandoned' } });
    const confirmedOn = after.samples.review.at.slice(0, 10);
    const [y, m] = confirmedOn.split('-').map(Number);
    expect(after.sample_retention.dispose_on.slice(0, 7)).toBe(`${y + 1}-${String(m).padStart(2, '0')}`);
    // The test report actions are not this line's (404); its own steps are the draft and the certificate.
    expect((await call(engineer, 'POST', `/staff/rfc/${id}/test-report`, report)).statusCode).toBe(404);
    expect((await call(reviewer, 'POST', `/staff/rfc/${id}/draft`)).statusCode).toBe(200);
    // The draft the customer reviews prints the CB rows: factories, brand, national differences by country name.
    const en = await pdfText(`/kenya/cert/draft/${id}/pdf`, 'en');
    expect(en).toEqual(
      expect.arrayContaining([
        'Brand',
        'BrightStar',
        'National differences',
        'Germany, United Kingdom, United States',
        'Factory',
        'Bright Star Factory 1, Bright Star Factory 2',
        'Models',
        'DL-100, DL-100W, DL-200',
      ]),
    );
    expect(en).toContain('Draft for your review (not valid as a certificate)');
    expect(await pdfText(`/kenya/cert/draft/${id}/pdf`, 'zh_CN')).toEqual(expect.arrayContaining(['国家差异', '德国, 英国, 美国', '品牌']));
    expect(await pdfText(`/kenya/cert/draft/${id}/pdf`, 'ar')).toEqual(expect.arrayContaining(['الفروق الوطنية', 'فئة الحماية', 'الفئة II (عزل مزدوج)']));
    const c = await call(demo, 'POST', `/kenya/cert/draft/${id}`, { decision: 'confirm', version: (await detail(id)).version });
    expect(c.statusCode, c.body).toBe(200);
    const issued = await call(issuer, 'POST', `/staff/rfc/${id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const certs = (await call(demo, 'GET', '/certs?area=internationalProduct&per_page=100')).json().data;
    const cert = certs.data.find((x: { application_id: number }) => x.application_id === id);
    // The issued certificate prints the same rows.
    expect(await pdfText(`/cert/pdf/${cert.id}`, 'en')).toEqual(expect.arrayContaining(['National differences', 'Germany, United Kingdom, United States']));
  });
});

describe('the GCC rows on the draft certificate the customer reviews', () => {
  it('operator and role, technical regulation, target countries, the 8-digit HS code and the models, in the reader’s language', async () => {
    // The HS table as seeded from the shared HS 2022 nomenclature (its chapter 85), for the GCC code's check at submit.
    const lines = readFileSync(path.join(SHARED_DATA, 'hs/harmonized-system.csv'), 'utf8').split('\n');
    const hs = multipart({ filename: 'harmonized-system.csv', content: [lines[0], ...lines.filter((l) => /^[A-Z]+,85/.test(l))].join('\n') });
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/hs/import',
      cookies: admin,
      payload: hs.payload,
      headers: { ...hs.headers, langId: 'en' },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const id = await submitted('internationalProduct', gccApplication(`GCC draft ${RUN}`, '85131010'));
    expect((await call(admin, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
    expect((await call(reviewer, 'POST', `/staff/rfc/${id}/draft`)).statusCode).toBe(200);
    expect(await pdfText(`/kenya/cert/draft/${id}/pdf`, 'en')).toEqual(
      expect.arrayContaining([
        'Gulf Lighting Trading LLC',
        'Importer',
        'Technical regulation',
        'Low-voltage electrical equipment',
        'Target countries',
        'Saudi Arabia, United Arab Emirates',
        '85131010',
        'T-10, T-20, T-30',
      ]),
    );
    expect(await pdfText(`/kenya/cert/draft/${id}/pdf`, 'zh_CN')).toEqual(expect.arrayContaining(['经营者角色', '进口商', '沙特阿拉伯, 阿拉伯联合酋长国']));
    expect(await pdfText(`/kenya/cert/draft/${id}/pdf`, 'ar')).toEqual(expect.arrayContaining(['دور المشغّل', 'المستورد', 'الدول المستهدفة']));
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1/kenya/cert/draft/${id}/pdf`, cookies: demo2 })).statusCode).toBe(404);
  });
});
