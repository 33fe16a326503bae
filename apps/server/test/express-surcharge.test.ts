import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso, type FeeRuleView, type Quotation } from '@tic/shared';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { sample, testingApplication } from '../../../packages/shared/src/forms/fixtures/labApplications.js';
import { future, moneyParties } from './moneyFixtures.js';
import { submitApplication } from './applicationFixtures.js';
import { apiCaller, createTestContext, type TestContext } from './helpers.js';
import { recordPdfCells } from './pdfTextSpy.js';

/**
 * Express surcharges (issue 28, business-lines.md "Entrusted inspection": an inspection date less than 2 working days
 * ahead carries an express surcharge). The server records at submission whether the booking is express (the shared
 * isExpress on the stored calendar); a quotation of an express booking gets an "Express surcharge" line computed by
 * the server from the express fee rule of its currency (seeded: USD 50 % of the booking's fees, 50.00 to 500.00), in
 * the total, shown to the customer before accepting (JSON and PDF, three languages); a booking that is not express
 * gets none; the rule is edited on Fee rules by finance and administrators only.
 */
// The PDF's text cells are recorded (the real drawing still runs): the embedded fonts keep the words out of the bytes.
const drawn = recordPdfCells();

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let admin: Record<string, string>;
let finance: Record<string, string>;
let officer: Record<string, string>;
let profileId: number;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  ({ demo, admin, finance, officer, profileId } = await moneyParties(ctx.app, call));
}, 120_000);
afterAll(async () => ctx?.close());

/** A booking of demo for `date`, submitted and accepted by staff. */
async function booking(date: string): Promise<number> {
  const title = `Express ${++seq} ${Date.now()}`;
  const body = inspectionBooking(title, 'insp_during_production');
  const dated = { ...body, booking: { ...body.booking, inspection_date: date } };
  const id = await submitApplication(ctx.app, call, demo, dated, `express-${title}`);
  const a = await call(admin, 'POST', `/staff/rfc/${id}/accept`);
  expect(a.statusCode, a.body).toBe(200);
  return id;
}
const line = (id: number, service: string, unit_price: string, extra: Record<string, string> = {}) => ({
  service,
  quantity: '1',
  application_id: id,
  unit_price,
  ...extra,
});
const quote = (lines: unknown[], currency = 'USD', kind = 'quotation') =>
  call(admin, 'POST', '/staff/quotation', { kind, currency, valid_until: future(30), terms_version: 'T-2026-1', lines });
const surchargeOf = (q: Quotation) => q.lines.filter((l) => l.kind === 'express_surcharge');

describe('express surcharge on the quotation', () => {
  it('records an inspection booked for today as express, and one ten days ahead as not', async () => {
    const express = await booking(todayIso());
    const normal = await booking(future(10));
    expect((await call(demo, 'GET', `/rfc/detail/${express}`)).json().data.inspection.express).toBe(true);
    expect((await call(demo, 'GET', `/rfc/detail/${normal}`)).json().data.inspection.express).toBe(false);
  });

  it('decides again at a resubmission: returned, then resubmitted for today, the booking is express', async () => {
    const title = `Express resubmitted ${Date.now()}`;
    const body = inspectionBooking(title, 'insp_during_production');
    const id = await submitApplication(ctx.app, call, demo, body, `express-${title}`);
    expect((await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.inspection.express).toBe(false);
    const ret = await call(admin, 'POST', `/staff/rfc/${id}/return`, { reason: 'Confirm the date' });
    expect(ret.statusCode, ret.body).toBe(200);
    const resubmit = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${id}/submit`,
      cookies: demo,
      payload: { ...body, booking: { ...body.booking, inspection_date: todayIso() }, version: ret.json().data.version },
      headers: { langId: 'en', 'idempotency-key': `express-again-${title}` },
    });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect((await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.inspection.express).toBe(true);
  });

  it('adds the surcharge line from the fee rule to an express booking; the total includes it; the customer sees it before accepting', async () => {
    const id = await booking(todayIso());
    const res = await quote([line(id, 'Inspection (man-day)', '298.00'), line(id, 'Travel', '100.00')]);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data as Quotation;
    // 50 % of 398.00 = 199.00 (between 50.00 and 500.00).
    expect(surchargeOf(q)).toEqual([
      expect.objectContaining({ application_id: id, service: 'Express surcharge', quantity: '1', unit_price: '199.00', amount: '199.00', tax_pct: '0' }),
    ]);
    expect(q.lines).toHaveLength(3);
    expect(q.total).toBe('597.00');

    // The customer's view of the issued quotation, before deciding: the line and the total.
    const mine = (await call(demo, 'GET', `/quotation/${q.id}`)).json().data as Quotation;
    expect(mine.status).toBe('issued');
    expect(surchargeOf(mine).map((l) => l.amount)).toEqual(['199.00']);
    expect(mine.total).toBe('597.00');
    // The PDF names the line in the reader's language.
    for (const [lang, label] of [
      ['en', 'Express surcharge'],
      ['zh_CN', '加急费'],
      ['ar', 'رسوم الاستعجال'],
    ] as const) {
      drawn.length = 0;
      const pdf = await call(demo, 'GET', `/quotation/${q.id}/pdf`, undefined, lang);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(drawn).toContain(label);
    }

    // Accepted, the application owes the surcharge too.
    expect((await call(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);
    expect((await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.quoted_amount).toBe('597.00');
  });

  it('never takes the surcharge from the client: a line sent as a surcharge is dropped and computed again; the minimum applies', async () => {
    const id = await booking(todayIso());
    const res = await quote([
      line(id, 'Inspection (man-day)', '60.00', { tax_pct: '6' }),
      line(id, 'Express surcharge', '1.00', { kind: 'express_surcharge' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data as Quotation;
    // 50 % of 60.00 = 30.00, below the minimum: 50.00, taxed as the booking's line (6 %): 53.00.
    expect(surchargeOf(q)).toEqual([expect.objectContaining({ unit_price: '50.00', tax_pct: '6', amount: '53.00' })]);
    expect(q.total).toBe('116.60');
    // A new version sends the old lines back (the surcharge among them): still one surcharge line, the server's.
    const v2 = await call(admin, 'POST', '/staff/quotation', {
      currency: 'USD',
      valid_until: future(30),
      terms_version: 'T-2026-1',
      supersedes_id: q.id,
      lines: q.lines.map((l) => ({ ...line(id, l.service, l.unit_price, { tax_pct: l.tax_pct }), kind: l.kind })),
    });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(surchargeOf(v2.json().data)).toHaveLength(1);
    expect(v2.json().data.total).toBe('116.60');
  });

  it('adds none to a booking that is not express, even when the client sends one', async () => {
    const id = await booking(future(10));
    const res = await quote([line(id, 'Inspection (man-day)', '298.00'), line(id, 'Express surcharge', '149.00', { kind: 'express_surcharge' })]);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data as Quotation;
    expect(surchargeOf(q)).toEqual([]);
    expect(q.lines.map((l) => l.service)).toEqual(['Inspection (man-day)']);
    expect(q.total).toBe('298.00');
    const mine = (await call(demo, 'GET', `/quotation/${q.id}`)).json().data as Quotation;
    expect(surchargeOf(mine)).toEqual([]);
  });

  it('refuses to quote an express booking in a currency without an express rule (nothing written)', async () => {
    const id = await booking(todayIso());
    const res = await quote([line(id, 'Inspection (man-day)', '30000')], 'JPY');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().msg).toContain('JPY');
    expect((await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.payment_status).toBe('to_be_quoted');
  });

  it('shows quoting staff (finance here) the active express rules; a customer is refused', async () => {
    const rules = await call(finance, 'GET', '/staff/express-rules?currency=USD');
    expect(rules.statusCode, rules.body).toBe(200);
    // One per line: the entrusted inspection's and laboratory testing's (migration 0039).
    expect(rules.json().data).toEqual([
      expect.objectContaining({ kind: 'express_surcharge', application_type: 'entrusted', currency: 'USD', percent: '50' }),
      expect.objectContaining({ kind: 'express_surcharge', application_type: 'testing', currency: 'USD', percent: '50' }),
    ]);
    expect((await call(demo, 'GET', '/staff/express-rules')).statusCode).toBe(403);
  });
});

describe('the express fee rule', () => {
  const usdRule = async () =>
    ((await call(finance, 'GET', '/staff/fee-rules')).json().data as FeeRuleView[]).find(
      (r) => r.kind === 'express_surcharge' && r.application_type === 'entrusted' && r.currency === 'USD',
    )!;

  it('is edited by finance (a flat amount); other roles answer 403 and change nothing; its currency stays', async () => {
    const rule = await usdRule();
    const edit = { version: rule.version, percent: '0', min_amount: '80.00', max_amount: '80.00', currency: 'USD', active: true, reason: 'Flat express fee' };
    for (const cookies of [officer, demo]) expect((await call(cookies, 'PUT', `/staff/fee-rules/${rule.id}`, edit)).statusCode).toBe(403);
    expect((await usdRule()).version).toBe(rule.version);
    const moved = await call(finance, 'PUT', `/staff/fee-rules/${rule.id}`, { ...edit, currency: 'EUR' });
    expect(moved.statusCode, moved.body).toBe(400);
    const saved = await call(finance, 'PUT', `/staff/fee-rules/${rule.id}`, edit);
    expect(saved.statusCode, saved.body).toBe(200);

    // The next quotation of an express booking applies the new version.
    const id = await booking(todayIso());
    const q = (await quote([line(id, 'Inspection (man-day)', '298.00')])).json().data as Quotation;
    expect(surchargeOf(q).map((l) => l.amount)).toEqual(['80.00']);
    expect(q.total).toBe('378.00');
    // A fee notice bills further work: no surcharge.
    expect((await call(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);
    const fn = await quote([line(id, 'Re-inspection', '120.00')], 'USD', 'fee_notice');
    expect(fn.statusCode, fn.body).toBe(200);
    expect(surchargeOf(fn.json().data)).toEqual([]);
  });
});

describe('express testing turnaround', () => {
  /** A textile test of demo with the turnaround chosen, submitted and accepted by staff. */
  async function testing(turnaround: 'standard' | 'express' | undefined): Promise<number> {
    const title = `Turnaround ${turnaround} ${++seq} ${Date.now()}`;
    const body = testingApplication('textile_test', title);
    const chosen = { ...body, sample: sample(turnaround ? { turnaround } : {}) };
    const id = await submitApplication(ctx.app, call, demo, chosen, `turnaround-${title}`);
    const a = await call(admin, 'POST', `/staff/rfc/${id}/accept`);
    expect(a.statusCode, a.body).toBe(200);
    return id;
  }

  it('records an express turnaround as express and bills its surcharge from the testing rule, as an inspection booked late', async () => {
    const id = await testing('express');
    expect((await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.express).toBe(true);
    expect((await call(admin, 'GET', `/staff/rfc/${id}`)).json().data.express).toBe(true);
    const res = await quote([line(id, 'Textile basic package', '240.00'), line(id, 'Express surcharge', '1.00', { kind: 'express_surcharge' })]);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json().data as Quotation;
    // 50 % of 240.00 = 120.00 (the seeded testing rule: USD 50 %, 50.00 to 500.00); the client's line is dropped.
    expect(surchargeOf(q)).toEqual([expect.objectContaining({ application_id: id, service: 'Express surcharge', unit_price: '120.00', amount: '120.00' })]);
    expect(q.total).toBe('360.00');
    const mine = (await call(demo, 'GET', `/quotation/${q.id}`)).json().data as Quotation;
    expect(surchargeOf(mine).map((l) => l.amount)).toEqual(['120.00']);
  });

  it('bills none for a standard turnaround, nor for one saved before the choice existed', async () => {
    for (const turnaround of ['standard', undefined] as const) {
      const id = await testing(turnaround);
      expect((await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.express).toBe(false);
      const q = (await quote([line(id, 'Textile basic package', '240.00')])).json().data as Quotation;
      expect(surchargeOf(q)).toEqual([]);
      expect(q.total).toBe('240.00');
    }
  });

  it('refuses a turnaround that is not a choice (400, in the language asked)', async () => {
    const title = `Turnaround bad ${Date.now()}`;
    const body = testingApplication('textile_test', title);
    const c = await call(demo, 'POST', '/kenya/create', { application_type: body.application_type, title });
    const d = c.json().data as { id: number; version: number };
    const s = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
      cookies: demo,
      payload: { ...body, sample: sample({ turnaround: 'overnight' }), version: d.version },
      headers: { langId: 'en', 'idempotency-key': `turnaround-bad-${title}` },
    });
    expect(s.statusCode, s.body).toBe(400);
  });

  it("answers a customer the express rules of a line's form, every currency, for its form's warning", async () => {
    const res = await call(demo, 'GET', '/fee-rule/express?form=testing');
    expect(res.statusCode, res.body).toBe(200);
    const rules = res.json().data as FeeRuleView[];
    expect(rules.map((r) => [r.application_type, r.currency, r.percent, r.min_amount, r.max_amount])).toEqual([
      ['testing', 'CNY', '50', '350.00', '3500.00'],
      ['testing', 'EUR', '50', '50.00', '450.00'],
      ['testing', 'USD', '50', '50.00', '500.00'],
    ]);
    expect((await call(demo, 'GET', '/fee-rule/express?form=nothing')).json().data).toEqual([]);
    expect((await call(demo, 'GET', '/fee-rule/express')).statusCode).toBe(400);
  });
});
