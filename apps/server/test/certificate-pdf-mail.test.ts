import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customsForm, submitApplication } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { recordPdfCells } from './pdfTextSpy.js';

/**
 * Issue 19: a certificate the customer asked for by mail prints where it is mailed, on the issued PDF and on
 * the draft PDF. The PDF's text cells are recorded (the real drawing still runs), since the embedded fonts
 * keep the words out of the file's bytes.
 */
const drawn = recordPdfCells();

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let admin: Record<string, string>;
const stamp = `${Date.now().toString(36)}pdfmail`;
let seq = 0;

/** An application submitted and accepted by staff, by mail to `address` or not by mail. */
async function accepted(general: Record<string, unknown>) {
  const id = await submitApplication(ctx.app, call, demo, customsForm(`PDF mail ${stamp} ${seq++}`, general), `${stamp}-${seq++}`);
  expect((await call(admin, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
  return id;
}
const texts = async (url: string, lang: string) => {
  drawn.length = 0;
  const res = await ctx.app.inject({ method: 'GET', url: `/frontend/v1${url}`, cookies: demo, headers: { langId: lang } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return [...drawn];
};

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
});
afterAll(() => ctx.close());

describe('the mailing destination on the certificate PDF', () => {
  it('prints where a mailed certificate goes, on the draft and the issued PDF, in the reader’s language; nothing for one not mailed', async () => {
    const address = `Mail PDF ${stamp} Road 8`;
    const mine = (
      await call(demo, 'POST', '/mailing-info', {
        recipient: 'Recipient PDF',
        company: 'Bright Star Office',
        address,
        phone: '13800138003',
        postcode: '518000',
      })
    ).json().data as { id: number };
    const id = await accepted({ mail_certificate: true, mailing_address_id: mine.id });
    const line = `Recipient PDF · Bright Star Office · ${address} · 518000 · 13800138003`;

    // A second mailed application waits on the customer's draft review: its draft PDF shows the destination too
    // (the one who sent a draft may not issue it, so the issued PDF comes from the first).
    const reviewed = await accepted({ mail_certificate: true, mailing_address_id: mine.id });
    expect((await call(admin, 'POST', `/staff/rfc/${reviewed}/draft`)).statusCode).toBe(200);
    expect(await texts(`/kenya/cert/draft/${reviewed}/pdf`, 'en')).toEqual(expect.arrayContaining(['Mailed to', line]));

    const issued = (await call(admin, 'POST', `/staff/rfc/${id}/issue`, { route: 'A' })).json().data as { certificate: { id: number } };
    expect(await texts(`/cert/pdf/${issued.certificate.id}`, 'en')).toEqual(expect.arrayContaining(['Mailed to', line]));
    expect(await texts(`/cert/pdf/${issued.certificate.id}`, 'zh_CN')).toEqual(expect.arrayContaining(['邮寄至', line]));
    expect(await texts(`/cert/pdf/${issued.certificate.id}`, 'ar')).toEqual(expect.arrayContaining(['يُرسل بالبريد إلى', line]));

    const notMailed = await accepted({ mail_certificate: false });
    const plain = (await call(admin, 'POST', `/staff/rfc/${notMailed}/issue`, { route: 'A' })).json().data as { certificate: { id: number } };
    expect(await texts(`/cert/pdf/${plain.certificate.id}`, 'en')).not.toContain('Mailed to');
  });
});
