import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { acceptedApplication, future, moneyParties, remitAs } from './moneyFixtures.js';
import { submitApplication } from './applicationFixtures.js';
import { apiCaller, createTestContext, type TestContext } from './helpers.js';

/**
 * Cancellation with money (issue 28): cancelling an entrusted booking changed no money. Now the line's rule decides
 * what is kept (free until one full working day before the inspection date, the inspection fee after); what was paid
 * and is not kept becomes credit in the same transaction, what is no longer owed leaves the unpaid list; the customer
 * reads the effect first (GET /kenya/rfc/{id}/cancel/preview); the credit then pays the next quotation.
 */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let finance: Record<string, string>;
let profileId: number;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  ({ demo, demo2, admin, finance, profileId } = await moneyParties(ctx.app, call));
}, 120_000);
afterAll(async () => ctx?.close());

const held = async () =>
  ((await call(demo, 'GET', '/payment/credit')).json().data as { currency: string; amount: string }[]).find((c) => c.currency === 'USD')?.amount ?? '0.00';
const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
const detail = async (id: number) =>
  (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data as { status: string; payment_status: string; quoted_amount: string; paid_amount: string };
const unpaidIds = async () => ((await call(demo, 'GET', '/payment/unpaid')).json().data as { application_id: number }[]).map((u) => u.application_id);

let lastRemittance = 0;
/** An accepted entrusted booking of demo for `date`, quoted 147.64 inspection + 400.00 travel (accepted), `paid` confirmed. */
const LINES = [
  { service: 'Inspection (man-day)', unit_price: '147.64' },
  { service: 'Travel', unit_price: '400.00' },
] as { service: string; unit_price: string; fee_code?: string }[];
async function booking(date: string, paid: string | null, lines = LINES): Promise<number> {
  const title = `Cancel ${++seq} ${Date.now()}`;
  const id = await submitApplication(ctx.app, call, demo, inspectionBooking(title, 'insp_during_production'), `cancel-${title}`);
  expect((await call(admin, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
  const d = await call(admin, 'POST', `/staff/rfc/${id}/confirm-date`, { date });
  expect(d.statusCode, d.body).toBe(200);
  const q = await call(admin, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: lines.map((l) => ({ ...l, quantity: '1', application_id: id })),
  });
  expect(q.statusCode, q.body).toBe(200);
  expect((await call(demo, 'POST', `/quotation/${q.json().data.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);
  if (paid) {
    const r = await remitAs(ctx.app, demo, { amount: paid, allocations: [{ application_id: id, amount: paid }] }, `cancel-pay-${title}`);
    expect(r.statusCode, r.body).toBe(200);
    expect((await call(finance, 'POST', `/staff/remittance/${r.json().data.id}/confirm`, {})).statusCode).toBe(200);
    lastRemittance = r.json().data.id;
  }
  return id;
}
const cancel = (id: number, cookies = demo) => call(cookies, 'POST', `/kenya/rfc/${id}/cancel-booking`, { reason: 'Order cancelled by the buyer' });
const preview = (id: number, cookies = demo, lang = 'en') => call(cookies, 'GET', `/kenya/rfc/${id}/cancel/preview`, undefined, lang);
/** The sentences with ordinary spaces (amounts are formatted with a no-break space). */
const said = (p: { messages: string[] }) => p.messages.map((m) => m.replace(/\u00a0/g, ' '));

describe('cancelling an entrusted booking with money', () => {
  it('paid, cancelled early: everything paid becomes credit, nothing is owed; twice: 409; another customer: 404', async () => {
    const id = await booking(future(14), '547.64');
    const before = await held();
    expect((await preview(id, demo2)).statusCode).toBe(404);
    const p = await preview(id);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({
      action: 'cancel_booking',
      reason: 'beforeCutoff',
      money: [{ currency: 'USD', owed: '547.64', paid: '547.64', kept: '0', credited: '547.64', released: '0' }],
    });
    expect(said(p.json().data)[0]).toBe('You will be credited USD 547.64.');
    expect((await cancel(id, demo2)).statusCode).toBe(404);
    const c = await cancel(id);
    expect(c.statusCode, c.body).toBe(200);
    expect(await held()).toBe(plus(before, '547.64'));
    expect(await detail(id)).toMatchObject({ status: 'cancelled', quoted_amount: '0.00', paid_amount: '0.00' });
    expect(await unpaidIds()).not.toContain(id);
    const ledger = (await call(demo, 'GET', '/payment/credit/ledger?currency=USD&per_page=1')).json().data.data[0];
    expect(ledger).toMatchObject({ kind: 'cancellation', amount: '547.64', reason: 'Order cancelled by the buyer' });

    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This application is already cancelled.');
    expect((await preview(id)).statusCode).toBe(409);
    expect(await held()).toBe(plus(before, '547.64'));
    // A fee notice on a cancelled application: 409.
    const fee = await call(admin, 'POST', '/staff/quotation', {
      kind: 'fee_notice',
      currency: 'USD',
      valid_until: future(30),
      terms_version: 'T-2026-1',
      lines: [{ service: 'Re-inspection', quantity: '1', application_id: id, unit_price: '10.00' }],
    });
    expect(fee.statusCode).toBe(409);
  });

  it('paid, cancelled late: the inspection fee is kept, the rest credited', async () => {
    const id = await booking(future(1), '547.64');
    const before = await held();
    const p = (await preview(id, demo, 'zh_CN')).json().data;
    expect(p).toMatchObject({ reason: 'lateInspection', money: [{ kept: '147.64', credited: '400', released: '0' }] });
    expect(p.messages.join(' ')).toContain('检验费');
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await held()).toBe(plus(before, '400.00'));
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'paid_in_full', quoted_amount: '147.64', paid_amount: '147.64' });
    expect(await unpaidIds()).not.toContain(id);
  });

  it("late: the lines staff coded as the inspection fee are kept, whatever their text; a line's code is read back", async () => {
    const coded = [
      { service: 'Vor-Ort-Termin (1 Tag)', unit_price: '147.64', fee_code: 'inspection' },
      { service: 'Inspection travel', unit_price: '400.00', fee_code: 'travel' },
    ];
    const id = await booking(future(1), null, coded);
    const q = (await call(demo, 'GET', `/quotation/list?application_id=${id}`)).json().data.data[0];
    expect(q.lines.map((l: { service: string; fee_code: string }) => [l.service, l.fee_code])).toEqual([
      ['Vor-Ort-Termin (1 Tag)', 'inspection'],
      ['Inspection travel', 'travel'],
    ]);
    const p = (await preview(id)).json().data;
    expect(p).toMatchObject({ reason: 'lateInspection', money: [{ owed: '547.64', kept: '147.64', released: '400' }] });
    // A code that does not exist: 400 in the reader's language, nothing issued.
    const bad = await call(
      admin,
      'POST',
      '/staff/quotation',
      {
        kind: 'fee_notice',
        currency: 'USD',
        valid_until: future(30),
        terms_version: 'T-2026-1',
        lines: [{ service: 'Re-inspection', quantity: '1', application_id: id, unit_price: '10.00', fee_code: 'bribe' }],
      },
      'zh_CN',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await call(demo, 'GET', `/quotation/list?application_id=${id}`)).json().data.data).toHaveLength(1);
  });

  it('unpaid, cancelled late: owes the inspection fee only, listed as unpaid for it', async () => {
    const id = await booking(future(1), null);
    const before = await held();
    const p = (await preview(id)).json().data;
    expect(p).toMatchObject({ reason: 'lateInspection', money: [{ kept: '147.64', credited: '0', released: '400' }] });
    expect(said(p)).toContain('You still owe USD 147.64.');
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await held()).toBe(before);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'to_be_paid', quoted_amount: '147.64', paid_amount: '0.00' });
    expect(await unpaidIds()).toContain(id);
  });

  it('the credit of a cancellation pays the next quotation', async () => {
    const cancelled = await booking(future(14), '300.00');
    const before = await held();
    expect((await cancel(cancelled)).statusCode).toBe(200);
    expect(await held()).toBe(plus(before, '300.00'));
    const next = await acceptedApplication(ctx.app, call, demo, admin);
    const q = await call(admin, 'POST', '/staff/quotation', {
      currency: 'USD',
      valid_until: future(30),
      terms_version: 'T-2026-1',
      lines: [{ service: 'PVoC certificate', quantity: '1', application_id: next, unit_price: '250.00' }],
    });
    expect((await call(demo, 'POST', `/quotation/${q.json().data.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);
    const use = await call(demo, 'POST', `/quotation/${q.json().data.id}/credit`, { currency: 'USD', amount: '250.00' });
    expect(use.statusCode, use.body).toBe(200);
    expect(await detail(next)).toMatchObject({ payment_status: 'paid_in_full', paid_amount: '250.00' });
    expect(await held()).toBe(plus(before, '50.00'));
  });

  it('the remittance bounces after the cancellation credited it: the credit is taken back', async () => {
    const id = await booking(future(1), '547.64');
    const remittance = lastRemittance;
    const before = await held();
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await held()).toBe(plus(before, '400.00'));
    const rev = await call(admin, 'POST', `/staff/remittance/${remittance}/reverse`, { reason: 'Bounced' });
    expect(rev.statusCode, rev.body).toBe(200);
    expect(await held()).toBe(before);
    // The kept inspection fee is owed again; nothing was paid.
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'to_be_paid', quoted_amount: '147.64', paid_amount: '0.00' });
    expect(await unpaidIds()).toContain(id);
  });

  it('a submitted application cancelled before work: free, nothing to settle', async () => {
    const title = `Cancel free ${Date.now()}`;
    const id = await submitApplication(ctx.app, call, demo, inspectionBooking(title), `cancel-free-${title}`);
    const p = (await preview(id)).json().data;
    expect(p).toMatchObject({ action: 'cancel', reason: 'notStarted', money: [] });
    const version = (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.version;
    expect((await call(demo, 'POST', `/kenya/rfc/${id}/cancel`, { reason: 'No longer needed', version })).statusCode).toBe(200);
    expect((await call(demo, 'POST', `/kenya/rfc/${id}/cancel`, { reason: 'No longer needed', version: version + 1 })).statusCode).toBe(409);
  });
});
