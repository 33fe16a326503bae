import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitApplication } from './applicationFixtures.js';
import { acceptedApplication as acceptedBy, future, issueQuote, kenyaForm, remitAs, invoiceProfile } from './moneyFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/**
 * Fee notices on paid work (issue 28): a re-inspection, an extension or an extra test is billed with a fee notice
 * at any payment status (the policy row `fee_notice`), the payment status is derived again (paid in full reads
 * partially paid while the notice is open) and the customer is told; rejected, it reads paid in full again; accepted
 * and paid, paid in full. A fee notice on an application not yet accepted, or a quotation on a paid one, is 409.
 */
let ctx: TestContext;
let demo: Record<string, string>;
let admin: Record<string, string>;
let finance: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
let profileId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  finance = (await login(ctx.app, 'finance', 'Staff@2026')).cookies;
  profileId = await invoiceProfile(call, demo);
}, 120_000);
afterAll(async () => ctx?.close());

const detail = async (id: number) =>
  (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data as { payment_status: string; quoted_amount: string; paid_amount: string; unpaid_amount: string };
const feeNotice = (applicationId: number, unitPrice: string) =>
  call(admin, 'POST', '/staff/quotation', {
    kind: 'fee_notice',
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [{ service: 'Re-inspection', quantity: '1', application_id: applicationId, unit_price: unitPrice }],
  });

let seq = 0;
/** The customer pays `amount` for the application and finance confirms it. */
async function pay(applicationId: number, amount: string) {
  const r = await remitAs(ctx.app, demo, { amount, allocations: [{ application_id: applicationId, amount }] }, `fee-notice-pay-${Date.now()}-${++seq}`);
  expect(r.statusCode, r.body).toBe(200);
  const c = await call(finance, 'POST', `/staff/remittance/${r.json().data.id}/confirm`, {});
  expect(c.statusCode, c.body).toBe(200);
}

describe('fee notices at any point of the work', () => {
  it('bills a paid application: partially paid while open, paid in full again when rejected or paid', async () => {
    const a = await acceptedBy(ctx.app, call, demo, admin);
    const q = (await issueQuote(call, admin, a, '500.00')).json().data as { id: number };
    expect((await call(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);
    await pay(a, '500.00');
    expect(await detail(a)).toMatchObject({ payment_status: 'paid_in_full', paid_amount: '500.00', unpaid_amount: '0.00' });

    // A quotation on paid work is still refused (409); a fee notice is issued and the customer is told.
    expect((await issueQuote(call, admin, a, '50.00')).statusCode).toBe(409);
    const first = await feeNotice(a, '120.00');
    expect(first.statusCode, first.body).toBe(200);
    const fn1 = first.json().data as { id: number; no: string; kind: string };
    expect(fn1).toMatchObject({ kind: 'fee_notice', no: expect.stringMatching(/^FN/) });
    expect((await detail(a)).payment_status).toBe('partially_paid');
    const notices = (await call(demo, 'GET', '/corner/notify?is_deal=0&per_page=50')).json().data.data as { title: string }[];
    expect(notices.some((n) => n.title.includes(fn1.no))).toBe(true);

    // Rejected: nothing more is owed.
    const rejected = await call(demo, 'POST', `/quotation/${fn1.id}/reject`, { reason: 'The re-inspection was not requested' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await detail(a)).toMatchObject({ payment_status: 'paid_in_full', unpaid_amount: '0.00' });

    // A second notice, accepted and paid: owed 580, paid 580.
    const fn2 = (await feeNotice(a, '80.00')).json().data as { id: number };
    expect((await call(demo, 'POST', `/quotation/${fn2.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);
    expect(await detail(a)).toMatchObject({ payment_status: 'partially_paid', quoted_amount: '580.00', paid_amount: '500.00', unpaid_amount: '80.00' });
    await pay(a, '80.00');
    expect(await detail(a)).toMatchObject({ payment_status: 'paid_in_full', quoted_amount: '580.00', paid_amount: '580.00', unpaid_amount: '0.00' });
  });

  it('refuses a fee notice on an application not yet accepted (409), nothing written', async () => {
    const id = await submitApplication(ctx.app, call, demo, kenyaForm(`Fee notice early ${Date.now()}`), `fee-notice-early-${Date.now()}`);
    const before = (await call(demo, 'GET', `/quotation/list?application_id=${id}`)).json().data.total as number;
    expect((await feeNotice(id, '10.00')).statusCode).toBe(409);
    expect((await call(demo, 'GET', `/quotation/list?application_id=${id}`)).json().data.total).toBe(before);
  });
});
