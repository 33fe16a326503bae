import { describe, expect, it } from 'vitest';
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
} from './moneyFixtures.js';

/**
 * Cancellation after work started on a line other than the entrusted inspection (issue 28): the line's rule
 * (lines/customs/index.ts `cancellation`: the application fee once accepted, inspection and travel once inspected,
 * testing once in test, the certificate fee once drafted) decides what is kept; in the cancellation's transaction what
 * was paid and is not kept becomes credit, what is kept stays billed, what is no longer owed leaves the unpaid list. The
 * preview (the same rule function) says so first. Refusals change nothing.
 */
const m = moneySuite();

type Detail = { status: string; payment_status: string | null; quoted_amount: string; paid_amount: string; version: number; process_step: string };
const detail = async (id: number) => (await m.call(m.demo, 'GET', `/rfc/detail/${id}`)).json().data as Detail;
const unpaid = async (id: number) =>
  ((await m.call(m.demo, 'GET', '/payment/unpaid')).json().data as { application_id: number; quoted: string; paid: string; unpaid: string }[]).find(
    (u) => u.application_id === id,
  );
const ledgerTop = async () => (await m.call(m.demo, 'GET', '/payment/credit/ledger?currency=USD&per_page=1')).json().data.data[0];
const cancel = async (id: number, reason = 'The buyer cancelled the order', cookies = m.demo, version?: number) =>
  m.call(cookies, 'POST', `/kenya/rfc/${id}/cancel`, { reason, version: version ?? (await detail(id)).version });

/** The quotation of a Kenya PVoC application, each line coded: 100 application, 200 inspection, 50 travel, 300 certificate. */
const LINES = [
  { service: 'Application fee', unit_price: '100.00', fee_code: 'application' },
  { service: 'Pre-shipment inspection', unit_price: '200.00', fee_code: 'inspection' },
  { service: 'Inspector travel', unit_price: '50.00', fee_code: 'travel' },
  { service: 'PVoC certificate', unit_price: '300.00', fee_code: 'certificate' },
];

/** An accepted Kenya PVoC application of demo, quoted (accepted), `paid` confirmed, moved to `step` by staff. */
async function inWork(paid: string | null, step: string | null): Promise<number> {
  const id = await acceptedApplication(m.ctx.app, m.call, m.demo, m.admin);
  await acceptedQuote(m, id, LINES);
  if (paid) await confirmedRemittance(m, paid, [{ application_id: id, amount: paid }], `in-work-pay-${id}`);
  if (step) {
    const a = await m.call(m.admin, 'POST', `/staff/rfc/${id}/advance`, { step });
    expect(a.statusCode, a.body).toBe(200);
  }
  return id;
}

describe('cancelling a Kenya PVoC application after work started', () => {
  it('goods inspected, 450.00 paid: application, inspection and travel kept (350.00), 100.00 credited, nothing left owing', async () => {
    const id = await inWork('450.00', 'field_inspection');
    const before = await heldCredit(m);
    expect((await cancelPreview(m, id, m.demo2)).statusCode).toBe(404);
    const p = await cancelPreview(m, id);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data).toMatchObject({
      action: 'cancel',
      reason: 'feesKept',
      money: [{ currency: 'USD', owed: '650', paid: '450', kept: '350', credited: '100', released: '200' }],
      kept: [
        { fees: ['application'], since: 'acceptance', whole: false, money: [{ currency: 'USD', amount: '100' }] },
        { fees: ['inspection', 'travel'], since: 'field_inspection', whole: false, money: [{ currency: 'USD', amount: '250' }] },
      ],
    });
    expect(said(p.json().data)).toEqual([
      'You will be credited USD 100.00.',
      'USD 200.00 no longer owed leaves your unpaid list.',
      'Application fee: USD 100.00 is kept because the application was accepted.',
      'Inspection fee, Travel and expenses: USD 250.00 is kept because the goods were inspected.',
    ]);
    expect((await cancelPreview(m, id, m.demo, 'zh_CN')).json().data.messages.join(' ')).toContain('申请费');
    expect((await cancelPreview(m, id, m.demo, 'ar')).json().data.messages.join(' ')).toContain('رسوم الطلب');

    // Refused: another customer 404, no reason 400, a stale version 409; nothing changes.
    const version = (await detail(id)).version;
    expect((await cancel(id, 'x', m.demo2, version)).statusCode).toBe(404);
    const blank = await cancel(id, '  ', m.demo, version);
    expect(blank.statusCode).toBe(400);
    expect((await cancel(id, 'x', m.demo, version - 1)).statusCode).toBe(409);
    expect(await heldCredit(m)).toBe(before);
    expect(await detail(id)).toMatchObject({ status: 'processing', payment_status: 'partially_paid', quoted_amount: '650.00', paid_amount: '450.00' });
    expect(await unpaid(id)).toMatchObject({ unpaid: '200.00' });

    const c = await cancel(id);
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json().data).toMatchObject({ status: 'cancelled' });
    expect(await heldCredit(m)).toBe(plus(before, '100.00'));
    // The kept fees stay billed and paid; what is no longer owed leaves the unpaid list.
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'paid_in_full', quoted_amount: '350.00', paid_amount: '350.00' });
    expect(await unpaid(id)).toBeUndefined();
    expect(await ledgerTop()).toMatchObject({ kind: 'cancellation', amount: '100.00', reason: 'The buyer cancelled the order', application: { id } });

    // Twice: 409 in the reader's language, nothing changed.
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This application is already cancelled.');
    expect((await cancelPreview(m, id)).statusCode).toBe(409);
    expect((await m.call(m.admin, 'POST', `/staff/rfc/${id}/cancel`, { reason: 'Again' })).statusCode).toBe(409);
    expect(await heldCredit(m)).toBe(plus(before, '100.00'));
    expect(await detail(id)).toMatchObject({ status: 'cancelled', quoted_amount: '350.00', paid_amount: '350.00' });
  });

  it('accepted only, 50.00 paid: owes the rest of the application fee, listed as unpaid for it; the rest released', async () => {
    const id = await inWork('50.00', null);
    const before = await heldCredit(m);
    const p = (await cancelPreview(m, id)).json().data;
    expect(p).toMatchObject({ action: 'cancel', reason: 'feesKept', money: [{ owed: '650', paid: '50', kept: '100', credited: '0', released: '550' }] });
    expect(said(p)).toContain('You still owe USD 50.00.');
    expect((await cancel(id)).statusCode).toBe(200);
    expect(await heldCredit(m)).toBe(before);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'partially_paid', quoted_amount: '100.00', paid_amount: '50.00' });
    expect(await unpaid(id)).toMatchObject({ quoted: '100.00', paid: '50.00', unpaid: '50.00' });
  });

  it('staff cancel it with the certificate in production, unpaid: application and certificate fees stay billed', async () => {
    const id = await inWork(null, 'certificate_production');
    const p = (await cancelPreview(m, id)).json().data;
    expect(p).toMatchObject({
      action: 'cancel',
      money: [{ owed: '650', paid: '0', kept: '400', credited: '0', released: '250' }],
      kept: [
        { fees: ['application'], since: 'acceptance' },
        { fees: ['certificate'], since: 'certificate_production' },
      ],
    });
    const before = await heldCredit(m);
    const c = await m.call(m.admin, 'POST', `/staff/rfc/${id}/cancel`, { reason: 'The customer asked by phone' });
    expect(c.statusCode, c.body).toBe(200);
    expect(await heldCredit(m)).toBe(before);
    expect(await detail(id)).toMatchObject({ status: 'cancelled', payment_status: 'to_be_paid', quoted_amount: '400.00', paid_amount: '0.00' });
    expect(await unpaid(id)).toMatchObject({ quoted: '400.00', unpaid: '400.00' });
  });

  it('an entrusted booking in work is cancelled only through cancel-booking: /cancel answers 409 and changes nothing', async () => {
    const title = `In work ${Date.now()}`;
    const id = await confirmedBooking(m, title, future(14), `in-work-${title}`);
    expect((await cancelPreview(m, id)).json().data).toMatchObject({ action: 'cancel_booking', reason: 'beforeCutoff' });
    const res = await cancel(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('Processing');
    expect((await m.call(m.admin, 'POST', `/staff/rfc/${id}/cancel`, { reason: 'x' })).statusCode).toBe(409);
    expect(await detail(id)).toMatchObject({ status: 'processing', process_step: 'date_confirmation' });
  });
});
