import { describe, expect, it } from 'vitest';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import {
  acceptedApplication,
  acceptedQuote,
  cancelPreview,
  confirmedBooking,
  confirmedRemittance,
  future,
  heldCredit,
  moneySuite,
  plus,
  said,
  type QuoteLine,
} from './moneyFixtures.js';
import { submitApplication } from './applicationFixtures.js';

/**
 * Cancellation with money (issue 28): cancelling an entrusted booking changed no money. Now the line's rule decides
 * what is kept (free until one full working day before the inspection date, the inspection fee after); what was paid
 * and is not kept becomes credit in the same transaction, what is no longer owed leaves the unpaid list; the customer
 * reads the effect first (GET /kenya/rfc/{id}/cancel/preview); the credit then pays the next quotation.
 */
const m = moneySuite();
let seq = 0;

const detail = async (id: number) =>
  (await m.call(m.demo, 'GET', `/rfc/detail/${id}`)).json().data as { status: string; payment_status: string; quoted_amount: string; paid_amount: string };
const unpaidIds = async () => ((await m.call(m.demo, 'GET', '/payment/unpaid')).json().data as { application_id: number }[]).map((u) => u.application_id);

let lastRemittance = 0;
/** An accepted entrusted booking of demo for `date`, quoted 147.64 inspection + 400.00 travel (accepted), `paid` confirmed. */
const LINES = [
  { service: 'Inspection (man-day)', unit_price: '147.64' },
  { service: 'Travel', unit_price: '400.00' },
] as QuoteLine[];
async function booking(date: string, paid: string | null, lines = LINES): Promise<number> {
  const title = `Cancel ${++seq} ${Date.now()}`;
  const id = await confirmedBooking(m, title, date, `cancel-${title}`);
  await acceptedQuote(m, id, lines);
  if (paid) lastRemittance = (await confirmedRemittance(m, paid, [{ application_id: id, amount: paid }], `cancel-pay-${title}`)).id;
  return id;
}
const cancel = (id: number, cookies = m.demo) => m.call(cookies, 'POST', `/kenya/rfc/${id}/cancel-booking`, { reason: 'Order cancelled by the buyer' });

describe('cancelling an entrusted booking with money', () => {
  it('paid, cancelled early: everything paid becomes credit, nothing is owed; twice: 409; another customer: 404', async () => {
    const id = await booking(future(14), '547.64');
    const before = await heldCredit(m);
    expect((await cancelPreview(m, id, m.demo2)).statusCode).toBe(404);
    const p = await cancelPreview(m, id);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({
      action: 'cancel_booking',
      reason: 'beforeCutoff',
      money: [{ currency: 'USD', owed: '547.64', paid: '547.64', kept: '0', credited: '547.64', released: '0' }],
    });
    expect(said(p.json().data)[0]).toBe('You will be credited USD 547.64.');
    expect((await cancel(id, m.demo2)).statusCode).toBe(404);
    const c = await cancel(id);
    expect(c.statusCode, c.body).toBe(200);
    expect(await heldCredit(m)).toBe(plus(before, '547.64'));
    expect(await detail(id)).toMatchObject({ status: 'cancelled', quoted_amount: '0.00', paid_amount: '0.00' });
    expect(await unpaidIds()).not.toContain(id);
    const ledger = (await m.call(m.demo, 'GET', '/payment/credit/ledger?currency=USD&per_page=1')).json().data.data[0];
    expect(ledger).toMatchObject({ kind: 'cancellation', amount: '547.64', reason: 'Order cancelled by the buyer' });

    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This application is already cancelled.');
    expect((await cancelPreview(m, id)).statusCode).toBe(409);
    expect(await heldCredit(m)).toBe(plus(before, '547.64'));
    // A fee notice on a cancelled application: 409.
    const fee = await m.call(m.admin, 'POST', '/staff/quotation', {
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
    const before = await heldCredit(m);
    const p = (await cancelPreview(m, id, m.demo, 'zh_CN')).json().data;
    expect(p).toMatchObject({ reason: 'lateInspection', money: [{ kept: '147.64', credited: '400', released: '0' }] });
    expect(p.messages.join(' ')).toContain('检验费');
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await heldCredit(m)).toBe(plus(before, '400.00'));
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'paid_in_full', quoted_amount: '147.64', paid_amount: '147.64' });
    expect(await unpaidIds()).not.toContain(id);
  });

  it("late: the lines staff coded as the inspection fee are kept, whatever their text; a line's code is read back", async () => {
    const coded = [
      { service: 'Vor-Ort-Termin (1 Tag)', unit_price: '147.64', fee_code: 'inspection' },
      { service: 'Inspection travel', unit_price: '400.00', fee_code: 'travel' },
    ];
    const id = await booking(future(1), null, coded);
    const q = (await m.call(m.demo, 'GET', `/quotation/list?application_id=${id}`)).json().data.data[0];
    expect(q.lines.map((l: { service: string; fee_code: string }) => [l.service, l.fee_code])).toEqual([
      ['Vor-Ort-Termin (1 Tag)', 'inspection'],
      ['Inspection travel', 'travel'],
    ]);
    const p = (await cancelPreview(m, id)).json().data;
    expect(p).toMatchObject({ reason: 'lateInspection', money: [{ owed: '547.64', kept: '147.64', released: '400' }] });
    // A code that does not exist: 400 in the reader's language, nothing issued.
    const bad = await m.call(
      m.admin,
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
    expect((await m.call(m.demo, 'GET', `/quotation/list?application_id=${id}`)).json().data.data).toHaveLength(1);
  });

  it('unpaid, cancelled late: owes the inspection fee only, listed as unpaid for it', async () => {
    const id = await booking(future(1), null);
    const before = await heldCredit(m);
    const p = (await cancelPreview(m, id)).json().data;
    expect(p).toMatchObject({ reason: 'lateInspection', money: [{ kept: '147.64', credited: '0', released: '400' }] });
    expect(said(p)).toContain('You still owe USD 147.64.');
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await heldCredit(m)).toBe(before);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'to_be_paid', quoted_amount: '147.64', paid_amount: '0.00' });
    expect(await unpaidIds()).toContain(id);
  });

  it('the credit of a cancellation pays the next quotation', async () => {
    const cancelled = await booking(future(14), '300.00');
    const before = await heldCredit(m);
    expect((await cancel(cancelled)).statusCode).toBe(200);
    expect(await heldCredit(m)).toBe(plus(before, '300.00'));
    const next = await acceptedApplication(m.ctx.app, m.call, m.demo, m.admin);
    const q = await acceptedQuote(m, next, [{ service: 'PVoC certificate', unit_price: '250.00' }]);
    const use = await m.call(m.demo, 'POST', `/quotation/${q.id}/credit`, { currency: 'USD', amount: '250.00' });
    expect(use.statusCode, use.body).toBe(200);
    expect(await detail(next)).toMatchObject({ payment_status: 'paid_in_full', paid_amount: '250.00' });
    expect(await heldCredit(m)).toBe(plus(before, '50.00'));
  });

  it('the remittance bounces after the cancellation credited it: the credit is taken back', async () => {
    const id = await booking(future(1), '547.64');
    const remittance = lastRemittance;
    const before = await heldCredit(m);
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await heldCredit(m)).toBe(plus(before, '400.00'));
    const rev = await m.call(m.admin, 'POST', `/staff/remittance/${remittance}/reverse`, { reason: 'Bounced' });
    expect(rev.statusCode, rev.body).toBe(200);
    expect(await heldCredit(m)).toBe(before);
    // The kept inspection fee is owed again; nothing was paid.
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'to_be_paid', quoted_amount: '147.64', paid_amount: '0.00' });
    expect(await unpaidIds()).toContain(id);
  });

  it('a submitted application cancelled before work: free, nothing to settle', async () => {
    const title = `Cancel free ${Date.now()}`;
    const id = await submitApplication(m.ctx.app, m.call, m.demo, inspectionBooking(title), `cancel-free-${title}`);
    const p = (await cancelPreview(m, id)).json().data;
    expect(p).toMatchObject({ action: 'cancel', reason: 'notStarted', money: [] });
    const version = (await m.call(m.demo, 'GET', `/rfc/detail/${id}`)).json().data.version;
    expect((await m.call(m.demo, 'POST', `/kenya/rfc/${id}/cancel`, { reason: 'No longer needed', version })).statusCode).toBe(200);
    expect((await m.call(m.demo, 'POST', `/kenya/rfc/${id}/cancel`, { reason: 'No longer needed', version: version + 1 })).statusCode).toBe(409);
  });
});
