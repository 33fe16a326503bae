import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedApplication as acceptedBy, future, moneyParties, remitAs, uploadSlip } from './moneyFixtures.js';
import { sql } from 'drizzle-orm';
import { apiCaller, createTestContext, type TestContext } from './helpers.js';

/**
 * Credit (issue 28): credit could be read and never used. Now the customer applies it to a quotation they accepted,
 * in its currency, never more than held or owed, and every movement is a ledger row; two uses at once never take the
 * same credit twice (on PostgreSQL the two run at the same time); the customer asks a refund, finance pays it with
 * proof or rejects it and the credit returns; another customer's quotations and refunds answer 404.
 */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let finance: Record<string, string>;
let officer: Record<string, string>;
let profileId: number;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  ({ demo, demo2, admin, finance, officer, profileId } = await moneyParties(ctx.app, call));
}, 120_000);
afterAll(async () => ctx?.close());

const held = async (currency = 'USD') =>
  ((await call(demo, 'GET', '/payment/credit')).json().data as { currency: string; amount: string }[]).find((c) => c.currency === currency)?.amount ?? '0.00';
const detail = async (id: number) => (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data as { payment_status: string; paid_amount: string };

/** An application of demo with an accepted USD quotation of `price`: [application id, quotation id]. */
async function owing(price: string, accept = true): Promise<[number, number]> {
  const a = await acceptedBy(ctx.app, call, demo, admin);
  const q = await call(admin, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: [{ service: 'PVoC certificate', quantity: '1', application_id: a, unit_price: price }],
  });
  expect(q.statusCode, q.body).toBe(200);
  const id = q.json().data.id as number;
  if (accept) expect((await call(demo, 'POST', `/quotation/${id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);
  return [a, id];
}

/** `extra` USD of credit for demo: a remittance paying 10.00 of a new application and `extra` over, confirmed by finance. */
async function makeCredit(extra: string) {
  const [a] = await owing('10.00');
  const r = await remitAs(
    ctx.app,
    demo,
    { amount: (Number(extra) + 10).toFixed(2), allocations: [{ application_id: a, amount: '10.00' }] },
    `credit-${++seq}-${Date.now()}`,
  );
  expect(r.statusCode, r.body).toBe(200);
  const c = await call(finance, 'POST', `/staff/remittance/${r.json().data.id}/confirm`, {});
  expect(c.statusCode, c.body).toBe(200);
  return r.json().data.id as number;
}
const use = (quotationId: number, amount: string, cookies = demo, currency = 'USD', lang?: string) =>
  call(cookies, 'POST', `/quotation/${quotationId}/credit`, { currency, amount }, lang);
const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);

describe('credit used on a quotation', () => {
  it('part, then the rest: the payment status is derived again and every use is a ledger row', async () => {
    const before = await held();
    await makeCredit('600.00');
    expect(await held()).toBe(plus(before, '600.00'));
    const [a, q] = await owing('500.00');
    const part = await use(q, '100.00');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data.credit).toContainEqual({ currency: 'USD', amount: plus(before, '500.00') });
    expect(await detail(a)).toMatchObject({ payment_status: 'partially_paid', paid_amount: '100.00' });

    const over = await use(q, '450.00');
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('That is more than this quotation still owes');
    expect((await use(q, '450.00', demo, 'USD', 'zh_CN')).json().msg).toBe('超出该报价单尚欠的金额');
    expect((await use(q, '450.00', demo, 'USD', 'ar')).json().msg).toBe('هذا أكثر مما يتبقى مستحقًا على عرض السعر هذا');
    expect(await detail(a)).toMatchObject({ paid_amount: '100.00' });

    expect((await use(q, '400.00')).statusCode).toBe(200);
    expect(await detail(a)).toMatchObject({ payment_status: 'paid_in_full', paid_amount: '500.00' });
    expect(await held()).toBe(plus(before, '100.00'));
    const paidUp = await use(q, '1.00');
    expect(paidUp.statusCode).toBe(409);
    expect(paidUp.json().msg).toBe('Credit can be used only on a quotation you have accepted that still owes money');
    const unpaid = (await call(demo, 'GET', '/payment/unpaid')).json().data as { application_id: number }[];
    expect(unpaid.map((u) => u.application_id)).not.toContain(a);

    const ledger = (await call(demo, 'GET', '/payment/credit/ledger?currency=USD&per_page=3')).json().data;
    expect(ledger.data.map((m: { kind: string; amount: string }) => [m.kind, m.amount])).toEqual([
      ['applied', '-400.00'],
      ['applied', '-100.00'],
      ['overpayment', '600.00'],
    ]);
    expect(ledger.data[0]).toMatchObject({ quotation: { id: q }, application: { id: a }, by: expect.any(String), created_at: expect.any(String) });
    expect(ledger.data[2].remittance).toMatchObject({ no: expect.stringMatching(/^RM/) });
  });

  it('more than held, another currency, junk amounts, a quotation not accepted, another customer’s: refused, nothing changed', async () => {
    const [a, q] = await owing('9999.00');
    const before = await held();
    const tooMuch = await use(q, plus(before, '1.00'));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().msg).toBe('That is more than the credit you hold in this currency');
    const eur = await use(q, '1.00', demo, 'EUR');
    expect(eur.statusCode).toBe(400);
    expect(eur.json().msg).toBe('Credit is used only in its own currency: this quotation is in another currency');
    for (const junk of ['-5', '0', '1.234', 'abc']) expect((await use(q, junk)).statusCode, junk).toBe(400);
    const [, open] = await owing('50.00', false);
    expect((await use(open, '1.00')).statusCode).toBe(409);
    expect((await use(q, '1.00', demo2)).statusCode).toBe(404);
    expect(await held()).toBe(before);
    expect((await detail(a)).paid_amount).toBe('0.00');
  });

  it('a remittance whose credit was spent is not reversed (the balance would go negative): 409', async () => {
    const r = await makeCredit('30.00');
    const all = await held();
    const [, q] = await owing(all);
    expect((await use(q, all)).statusCode).toBe(200);
    const rev = await call(admin, 'POST', `/staff/remittance/${r}/reverse`, { reason: 'Bounced' });
    expect(rev.statusCode, rev.body).toBe(409);
    expect(rev.json().msg).toBe('The credit this remittance made has already been used or refunded; it cannot be reversed');
    expect(await held()).toBe('0.00');
  });

  it('two uses of the same credit at once: one succeeds, the other is refused; the balance never goes negative', async () => {
    for (let round = 0; round < 3; round++) {
      const rest = await held();
      if (Number(rest) > 0) {
        const [, sink] = await owing(rest);
        expect((await use(sink, rest)).statusCode).toBe(200);
      }
      await makeCredit('100.00');
      const [a, q1] = await owing('100.00');
      const [b, q2] = await owing('100.00');
      const answers = await Promise.all([use(q1, '100.00'), use(q2, '100.00')]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((r) => r.statusCode === 400)!.json().msg).toBe('That is more than the credit you hold in this currency');
      expect(await held()).toBe('0.00');
      const statuses = [(await detail(a)).payment_status, (await detail(b)).payment_status].sort();
      expect(statuses).toEqual(['paid_in_full', 'to_be_paid']);
    }
  });
});

/** The refund notices written for the demo customer about refund `no`: their parameters (what the texts name). */
async function noticesOf(kind: string, no: string) {
  const res = (await ctx.database.db.execute(sql`select params from notices where kind = ${kind} and params->>'refund' = ${no} order by id`)) as unknown as {
    rows: { params: Record<string, string | null> }[];
  };
  return res.rows.map(({ params: p }) => ({ refund: p.refund, amount: p.amount, ...(p.reason ? { reason: p.reason } : {}) }));
}

describe('refunds of credit', () => {
  const bank = { account_name: 'Bright Star Electronics', account_number: '6222 0000 1111', bank: 'Bank of China Shenzhen', swift: 'BKCHCNBJ45A' };
  const ask = (amount: string, currency = 'USD', cookies = demo, lang?: string) =>
    call(cookies, 'POST', '/payment/refund', { currency, amount, ...bank }, lang);

  it('asked, listed for finance, paid with proof; paid again: 409; another customer: 404', async () => {
    await makeCredit('80.00');
    const before = await held();
    const over = await ask(plus(before, '0.01'), 'USD', demo, 'zh_CN');
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe('超出您在该币种下持有的余额');
    expect((await ask('1.00', 'JPY')).statusCode).toBe(400);
    expect((await call(demo, 'POST', '/payment/refund', { currency: 'USD', amount: '1.00' })).statusCode).toBe(400);

    const r = await ask('50.00');
    expect(r.statusCode, r.body).toBe(200);
    const refund = r.json().data;
    expect(refund).toMatchObject({ status: 'requested', amount: '50.00', currency: 'USD', no: expect.stringMatching(/^RF/), proof: null });
    expect(await held()).toBe((Number(before) - 50).toFixed(2));

    const todo = (await call(finance, 'GET', '/staff/refunds?status=requested')).json().data.data as { id: number }[];
    expect(todo.map((x) => x.id)).toContain(refund.id);
    expect((await call(officer, 'GET', '/staff/refunds')).statusCode).toBe(403);
    expect((await call(demo, 'GET', '/staff/refunds')).statusCode).toBe(403);
    expect((await call(demo2, 'GET', `/payment/refund/${refund.id}`)).statusCode).toBe(404);
    expect(((await call(demo2, 'GET', '/payment/refund/list')).json().data.data as { id: number }[]).map((x) => x.id)).not.toContain(refund.id);

    // The proof must be a file finance uploaded: the customer's slip is refused.
    const customersFile = await uploadSlip(ctx.app, demo);
    expect((await call(finance, 'POST', `/staff/refund/${refund.id}/confirm`, { file_id: customersFile })).statusCode).toBe(400);
    const proof = await uploadSlip(ctx.app, finance);
    const paid = await call(finance, 'POST', `/staff/refund/${refund.id}/confirm`, { file_id: proof, bank_reference: 'BOC-OUT-1' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', bank_reference: 'BOC-OUT-1', proof: { file_id: proof } });
    const twice = await call(finance, 'POST', `/staff/refund/${refund.id}/confirm`, { file_id: proof });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe('This refund has already been handled (paid or rejected)');
    expect((await call(admin, 'POST', `/staff/refund/${refund.id}/reject`, { reason: 'x' })).statusCode).toBe(409);
    expect((await call(demo, 'GET', `/payment/refund/${refund.id}/proof`)).statusCode).toBe(200);
    expect((await call(demo2, 'GET', `/payment/refund/${refund.id}/proof`)).statusCode).toBe(404);
    expect(await held()).toBe((Number(before) - 50).toFixed(2));
    // The customer is told, once (counted in the table: the notice page caches).
    expect(await noticesOf('refund_paid', refund.no)).toEqual([{ refund: refund.no, amount: expect.stringMatching(/^USD\s50\.00$/) }]);
  });

  it('rejected with a reason: the credit returns, as a ledger row naming the refund and the reason', async () => {
    const before = await held();
    if (Number(before) < 10) await makeCredit('10.00');
    const start = await held();
    const refund = (await ask('10.00')).json().data;
    expect(await held()).toBe((Number(start) - 10).toFixed(2));
    expect((await call(finance, 'POST', `/staff/refund/${refund.id}/reject`, {})).statusCode).toBe(400);
    const no = await call(finance, 'POST', `/staff/refund/${refund.id}/reject`, { reason: 'Account name does not match the customer' });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().data).toMatchObject({ status: 'rejected', reject_reason: 'Account name does not match the customer' });
    expect(await held()).toBe(start);
    const [last] = (await call(demo, 'GET', '/payment/credit/ledger?per_page=1')).json().data.data;
    expect(last).toMatchObject({ kind: 'refund_returned', amount: '10.00', reason: 'Account name does not match the customer', refund: { id: refund.id } });
    const mine = (await call(demo, 'GET', '/payment/refund/list?status=rejected')).json().data.data as { id: number }[];
    expect(mine.map((x) => x.id)).toContain(refund.id);
    expect(await noticesOf('refund_rejected', refund.no)).toEqual([
      { refund: refund.no, amount: expect.stringMatching(/^USD\s10\.00$/), reason: 'Account name does not match the customer' },
    ]);
  });

  it('a repeated request with the same Idempotency-Key asks for one refund; the key with another body is 422', async () => {
    await makeCredit('30.00');
    const start = await held();
    const send = (amount: string, key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/frontend/v1/payment/refund',
        cookies: demo,
        headers: { langId: 'en', 'idempotency-key': key },
        payload: { currency: 'USD', amount, ...bank },
      });
    const key = `refund-${Date.now()}`;
    const [a, b] = await Promise.all([send('30.00', key), send('30.00', key)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect((await send('30.00', key)).json().data.id).toBe(a.json().data.id);
    expect(await held()).toBe((Number(start) - 30).toFixed(2));
    const reused = await send('1.00', key);
    expect(reused.statusCode).toBe(422);
    expect(await held()).toBe((Number(start) - 30).toFixed(2));
  });

  it('two refunds of the same credit at once: one is taken, the other refused', async () => {
    const rest = await held();
    if (Number(rest) > 0) expect((await ask(rest)).statusCode).toBe(200);
    await makeCredit('40.00');
    const answers = await Promise.all([ask('40.00'), ask('40.00')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await held()).toBe('0.00');
  });
});
