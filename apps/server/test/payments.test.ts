import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { invoiceQuote, todayIso } from '@tic/shared';
import { acceptedApplication as acceptedBy, future, kenyaForm, remitAs, uploadSlip, invoiceProfile } from './moneyFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/**
 * Money on a real database (PGlite, or the PostgreSQL of DATABASE_URL): quotation -> acceptance ->
 * one remittance for two applications -> partial confirmation -> a second remittance -> paid in full;
 * isolation, bad amounts, closed quotations, idempotent accept and add, concurrent confirmations.
 */
let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let finance: Record<string, string>;
let officer: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
/** A submitted and accepted application of the demo customer (payment status: to be quoted). */
const acceptedApplication = () => acceptedBy(ctx.app, call, demo, admin);
const detail = async (id: number) => (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data;
const quote = (
  lines: { application_id: number; unit_price: string; quantity?: string; tax_pct?: string; discount_pct?: string }[],
  extra: Record<string, unknown> = {},
) =>
  call(admin, 'POST', '/staff/quotation', {
    currency: 'USD',
    valid_until: future(30),
    terms_version: 'T-2026-1',
    lines: lines.map((l) => ({ service: 'PVoC certificate', quantity: '1', ...l })),
    ...extra,
  });
const upload = (cookies: Record<string, string>) => uploadSlip(ctx.app, cookies);
const remit = (body: Record<string, unknown>, key: string, cookies = demo) => remitAs(ctx.app, cookies, body, key);
let profileId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  // Separation of duties (staff policy): the administrator quotes, so finance confirms.
  finance = (await login(ctx.app, 'finance', 'Staff@2026')).cookies;
  officer = (await login(ctx.app, 'officer', 'Staff@2026')).cookies;
  profileId = await invoiceProfile(call, demo);
}, 120_000);
afterAll(async () => ctx?.close());

describe('money: the whole path', () => {
  it('quote -> accept -> one remittance for two applications -> partial confirmation -> second remittance -> paid in full', async () => {
    const a = await acceptedApplication();
    const b = await acceptedApplication();
    expect((await detail(a)).payment_status).toBe('to_be_quoted');
    // goods value stays per currency, never summed across them
    expect((await detail(a)).goods_values).toEqual([
      { currency: 'EUR', amount: '300.50' },
      { currency: 'USD', amount: '1200.00' },
    ]);

    const q = await quote([
      { application_id: a, unit_price: '1000.00', tax_pct: '10' },
      { application_id: b, unit_price: '500.00', discount_pct: '10' },
    ]);
    expect(q.statusCode, q.body).toBe(200);
    const quotation = q.json().data;
    expect(quotation).toMatchObject({ status: 'issued', currency: 'USD', net: '1450.00', tax: '100.00', total: '1550.00', version: 1 });
    expect((await detail(a)).payment_status).toBe('to_be_paid');

    // the customer sees it, opens the PDF, accepts with an invoice profile; a double click is one acceptance
    const list = await call(demo, 'GET', '/quotation/list');
    expect(list.json().data.data.map((x: { id: number }) => x.id)).toContain(quotation.id);
    const pdf = await call(demo, 'GET', `/quotation/${quotation.id}/pdf`, undefined, 'zh_CN');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [acc1, acc2] = await Promise.all([
      call(demo, 'POST', `/quotation/${quotation.id}/accept`, { invoice_profile_id: profileId }),
      call(demo, 'POST', `/quotation/${quotation.id}/accept`, { invoice_profile_id: profileId }),
    ]);
    expect([acc1.statusCode, acc2.statusCode]).toEqual([200, 200]);
    expect(acc1.json().data).toMatchObject({ status: 'accepted', invoice_profile: { id: profileId, title: 'Bright Star Electronics Co., Ltd.' } });
    expect(await detail(a)).toMatchObject({
      fee_currency: 'USD',
      quoted_amount: '1100.00',
      paid_amount: '0.00',
      unpaid_amount: '1100.00',
      payment_status: 'to_be_paid',
    });
    const unpaid = (await call(demo, 'GET', '/payment/unpaid')).json().data as { application_id: number; unpaid: string }[];
    expect(unpaid.filter((u) => [a, b].includes(u.application_id)).map((u) => u.unpaid)).toEqual(['1100.00', '450.00']);

    // one remittance for both: 1600 (50 above the split becomes credit once confirmed); a double click (the same
    // request, its proof file included) is one record
    const body = {
      file_ids: [await upload(demo)],
      amount: '1600.00',
      allocations: [
        { application_id: a, amount: '1100.00' },
        { application_id: b, amount: '450.00' },
      ],
    };
    const r1 = await remit(body, 'remit-key-0001');
    expect(r1.statusCode, r1.body).toBe(200);
    const again = await remit(body, 'remit-key-0001');
    expect(again.json().data.id).toBe(r1.json().data.id);
    const rem = r1.json().data;
    expect(rem).toMatchObject({ status: 'submitted', amount: '1600.00', files: [{ name: 'bank-slip.png' }] });

    // finance receives only 1000: partly confirmed, 700 to a and 300 to b
    expect((await call(finance, 'POST', `/staff/remittance/${rem.id}/review`)).statusCode).toBe(200);
    const part = await call(finance, 'POST', `/staff/remittance/${rem.id}/confirm`, {
      received_amount: '1000.00',
      allocations: [
        { application_id: a, amount: '700.00' },
        { application_id: b, amount: '300.00' },
      ],
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ status: 'partly_confirmed', received_amount: '1000.00', confirmed_amount: '1000.00', credit_amount: '0.00' });
    expect(await detail(a)).toMatchObject({ paid_amount: '700.00', unpaid_amount: '400.00', payment_status: 'partially_paid' });
    expect((await detail(b)).payment_status).toBe('partially_paid');
    // confirming again: 409, nothing changed
    expect((await call(finance, 'POST', `/staff/remittance/${rem.id}/confirm`, {})).statusCode).toBe(409);

    // second remittance pays the rest with 20 over: credit
    const r2 = await remit(
      {
        amount: '570.00',
        allocations: [
          { application_id: a, amount: '400.00' },
          { application_id: b, amount: '150.00' },
        ],
      },
      'remit-key-0002',
    );
    expect(r2.statusCode, r2.body).toBe(200);
    const full = await call(finance, 'POST', `/staff/remittance/${r2.json().data.id}/confirm`, {});
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().data).toMatchObject({ status: 'confirmed', confirmed_amount: '550.00', credit_amount: '20.00' });
    expect(await detail(a)).toMatchObject({ paid_amount: '1100.00', unpaid_amount: '0.00', payment_status: 'paid_in_full' });
    expect((await detail(b)).payment_status).toBe('paid_in_full');
    expect((await call(demo, 'GET', '/payment/credit')).json().data).toContainEqual({ currency: 'USD', amount: '20.00' });
    const unpaidAfter = (await call(demo, 'GET', '/payment/unpaid')).json().data as { application_id: number }[];
    expect(unpaidAfter.map((u) => u.application_id)).not.toContain(a);
    // the history records the derived payment moves; the customer got notices
    const history = (await detail(a)).history.map((h: { action: string }) => h.action);
    expect(history).toEqual(expect.arrayContaining(['quote', 'record_partial_payment', 'record_full_payment']));

    // settlement list (filterable, Excel)
    const st = await call(demo, 'GET', `/payment/settlement?keywords=${encodeURIComponent(rem.no)}`);
    expect(st.statusCode, st.body).toBe(200);
    expect(st.json().data.data).toHaveLength(2);
    expect(st.json().data.data[0]).toMatchObject({
      currency: 'USD',
      factory: 'Shenzhen Factory 3',
      bailor: 'Bright Star Electronics',
      payment_status: 'paid_in_full',
    });
    const xlsx = await call(demo, 'GET', '/payment/settlement/excel');
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(5);
    // The amount column holds numbers in the row currency's format (not text).
    const amounts = wb.worksheets[0]!.getColumn(4).values.slice(2);
    expect(amounts.length).toBeGreaterThan(0);
    for (const v of amounts) expect(typeof v).toBe('number');
    const second = wb.worksheets[0]!.getRow(2);
    expect(second.getCell(4).numFmt).toBe(second.getCell(5).value === 'JPY' ? '#,##0' : '#,##0.00');

    // reversal: the bounced transfer takes b back to partially paid and removes the credit
    const rev = await call(admin, 'POST', `/staff/remittance/${r2.json().data.id}/reverse`, { reason: 'Transfer returned by the bank' });
    expect(rev.statusCode, rev.body).toBe(200);
    expect((await detail(b)).payment_status).toBe('partially_paid');
    expect((await call(demo, 'GET', '/payment/credit')).json().data.find((c: { currency: string }) => c.currency === 'USD')?.amount ?? '0').not.toBe('20.00');
  });
});

describe('money: refusals', () => {
  it('bad amounts and allocations answer 400 in the reader language, nothing written', async () => {
    const a = await acceptedApplication();
    const q = (await quote([{ application_id: a, unit_price: '300.00' }])).json().data;
    await call(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profileId });
    const count = async () =>
      Number(((await ctx.database.db.execute(sql`select count(*)::int as n from remittances`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const before = await count();
    for (const [body, key] of [
      [{ amount: '10.001', allocations: [{ application_id: a, amount: '10.00' }] }, 'validation.amountDecimals'],
      [{ amount: '-5', allocations: [{ application_id: a, amount: '1' }] }, 'validation.amount'],
      [{ amount: '0', allocations: [{ application_id: a, amount: '1' }] }, 'validation.amountPositive'],
      [{ amount: '99999999999999', allocations: [{ application_id: a, amount: '1' }] }, 'validation.amountTooLarge'],
      [{ amount: '10', currency: 'XYZ', allocations: [{ application_id: a, amount: '1' }] }, 'validation.currency'],
      [{ amount: '1000.00', allocations: [{ application_id: a, amount: '300.01' }] }, 'validation.allocationOverOwed'],
      [{ amount: '100.00', allocations: [{ application_id: a, amount: '200.00' }] }, 'validation.allocationOverTotal'],
      [{ amount: '100', currency: 'EUR', allocations: [{ application_id: a, amount: '100' }] }, 'validation.allocationCurrency'],
    ] as const) {
      const res = await remit(body, `bad-${key}-${Math.random()}`);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
    }
    const jpy = await remit({ amount: '100.5', currency: 'JPY', allocations: [{ application_id: a, amount: '100' }] }, 'bad-jpy-1');
    expect(jpy.statusCode).toBe(400);
    const zh = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/remittance',
      cookies: demo,
      headers: { langId: 'zh_CN', 'idempotency-key': 'bad-zh-0001' },
      payload: {
        remitter: 'x',
        remitted_on: todayIso(),
        amount: '1.001',
        currency: 'USD',
        contact: 'x',
        phone: '12345678',
        file_ids: [1],
        allocations: [{ application_id: a, amount: '1' }],
      },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.body).toMatch(/小数位/);
    expect(await count()).toBe(before);
    // a quotation with too many decimals for JPY, and no idempotency key
    expect((await quote([{ application_id: a, unit_price: '100.5' }], { currency: 'JPY' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/frontend/v1/remittance', cookies: demo, payload: {} })).statusCode).toBe(400);
  });

  it('expired and superseded quotations cannot be accepted (409); rejecting takes the application back to be quoted', async () => {
    const a = await acceptedApplication();
    const v1 = (await quote([{ application_id: a, unit_price: '100.00' }])).json().data;
    const v2res = await quote([{ application_id: a, unit_price: '90.00' }], { supersedes_id: v1.id });
    expect(v2res.statusCode, v2res.body).toBe(200);
    const v2 = v2res.json().data;
    expect(v2).toMatchObject({ no: v1.no, version: 2, supersedes_id: v1.id });
    expect((await call(demo, 'GET', `/quotation/${v1.id}`)).json().data.status).toBe('superseded');
    expect((await call(demo, 'POST', `/quotation/${v1.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(409);
    await ctx.database.db.execute(sql`update quotations set valid_until = '2020-01-01' where id = ${v2.id}`);
    expect((await call(demo, 'GET', `/quotation/${v2.id}`)).json().data.status).toBe('expired');
    expect((await call(demo, 'POST', `/quotation/${v2.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(409);
    const v3 = (await quote([{ application_id: a, unit_price: '80.00' }])).json().data;
    const rej = await call(demo, 'POST', `/quotation/${v3.id}/reject`, { reason: 'Too expensive' });
    expect(rej.json().data).toMatchObject({ status: 'rejected', reject_reason: 'Too expensive' });
    expect((await detail(a)).payment_status).toBe('to_be_quoted');
    expect((await call(demo, 'POST', `/quotation/${v3.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(409);
    // a different currency for an application already charged in USD
    expect((await quote([{ application_id: a, unit_price: '80.00' }], { currency: 'EUR' })).statusCode).toBe(400);
  });

  it("another customer's quotations, remittances and proofs answer 404; customers cannot issue or confirm", async () => {
    const a = await acceptedApplication();
    const q = (await quote([{ application_id: a, unit_price: '100.00' }])).json().data;
    await call(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profileId });
    const r = (await remit({ amount: '100.00', allocations: [{ application_id: a, amount: '100.00' }] }, 'iso-key-0001')).json().data;
    for (const url of [`/quotation/${q.id}`, `/quotation/${q.id}/pdf`, `/remittance/${r.id}`, `/remittance/${r.id}/file/${r.files[0].file_id}`])
      expect((await call(demo2, 'GET', url)).statusCode, url).toBe(404);
    expect((await call(demo, 'GET', `/remittance/${r.id}/file/${r.files[0].file_id}`)).statusCode).toBe(200);
    expect((await call(demo2, 'POST', `/quotation/${q.id}/reject`, { reason: 'x' })).statusCode).toBe(404);
    // demo2 cannot pay demo's application: 400, and nothing of it is written (no remittance of demo2's, no
    // allocation to the application beyond demo's own, demo2's slip attached to nothing).
    const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;
    const theirRemittances = () => rowsOf<{ id: number }>(sql`select r.id from remittances r join users u on u.id = r.user_id where u.username = 'demo2'`);
    const before = await theirRemittances();
    const slip = await upload(demo2);
    const other = await remit({ amount: '100.00', allocations: [{ application_id: a, amount: '100.00' }], file_ids: [slip] }, 'iso-key-0002', demo2);
    expect(other.statusCode, other.body).toBe(400);
    // The application is not theirs, so to them it owes nothing (its existence is not confirmed).
    expect(other.json().msg).toBe('This application owes nothing that can be paid here');
    expect(await theirRemittances()).toEqual(before);
    expect(await rowsOf(sql`select remittance_id from remittance_allocations where application_id = ${a}`)).toEqual([{ remittance_id: r.id }]);
    expect(await rowsOf(sql`select remittance_id from remittance_files where file_id = ${slip}`)).toEqual([]);
    expect((await call(demo, 'POST', `/staff/remittance/${r.id}/confirm`, {})).statusCode).toBe(403);
    expect((await call(demo, 'POST', '/staff/quotation', {})).statusCode).toBe(403);
    // rejected, then confirming it: 409
    expect((await call(admin, 'POST', `/staff/remittance/${r.id}/reject`, { reason: 'No money arrived' })).statusCode).toBe(200);
    expect((await call(finance, 'POST', `/staff/remittance/${r.id}/confirm`, {})).statusCode).toBe(409);
  });
});

describe('money: concurrent confirmations', () => {
  it('two officers confirming remittances for the same debt never allocate more than is owed', async () => {
    const a = await acceptedApplication();
    const q = (await quote([{ application_id: a, unit_price: '500.00' }])).json().data;
    await call(demo, 'POST', `/quotation/${q.id}/accept`, { invoice_profile_id: profileId });
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await remit({ amount: '500.00', allocations: [{ application_id: a, amount: '500.00' }] }, `race-key-000${i}`)).json().data.id);
    const results = await Promise.all(ids.map((id) => call(finance, 'POST', `/staff/remittance/${id}/confirm`, {})));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await detail(a)).toMatchObject({ paid_amount: '500.00', payment_status: 'paid_in_full' });
    const sum = (await ctx.database.db.execute(
      sql`select coalesce(sum(ra.confirmed), 0)::text as s from remittance_allocations ra join remittances r on r.id = ra.remittance_id where ra.application_id = ${a} and r.status in ('confirmed', 'partly_confirmed')`,
    )) as unknown as { rows: { s: string }[] };
    expect(Number(sum.rows[0]!.s)).toBe(500);
  });
});

describe('instant quote', () => {
  it('PVoC: percent of FOB within min and max; staff edit the rule with a history', async () => {
    const low = (await call(demo, 'GET', '/fee-rule/quote?application_type=kenya_pvoc&fob=1000&currency=USD')).json().data;
    expect(low).toMatchObject({ fee: '265.00', currency: 'USD' });
    expect((await call(demo, 'GET', '/fee-rule/quote?application_type=kenya_pvoc&fob=100000&currency=USD')).json().data.fee).toBe('500.00');
    expect((await call(demo, 'GET', '/fee-rule/quote?application_type=kenya_pvoc&fob=10000000&currency=USD')).json().data.fee).toBe('2700.00');
    const rules = (await call(admin, 'GET', '/staff/fee-rules')).json().data;
    const r = rules[0];
    const upd = await call(admin, 'PUT', `/staff/fee-rules/${r.id}`, {
      version: r.version,
      percent: '0.6',
      min_amount: '300.00',
      max_amount: '3000.00',
      currency: 'USD',
      active: true,
      reason: 'Tariff 2027',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(
      (
        await call(admin, 'PUT', `/staff/fee-rules/${r.id}`, {
          version: r.version,
          percent: '0.7',
          min_amount: '300',
          max_amount: '3000',
          currency: 'USD',
          active: true,
          reason: 'Stale edit',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(admin, 'PUT', `/staff/fee-rules/${r.id}`, {
          version: r.version + 1,
          percent: '0.7',
          min_amount: '300',
          max_amount: '200',
          currency: 'USD',
          active: true,
          reason: 'Max below min',
        })
      ).statusCode,
    ).toBe(400);
    // A change without a reason is refused, nothing written.
    const noReason = await call(admin, 'PUT', `/staff/fee-rules/${r.id}`, {
      version: r.version + 1,
      percent: '0.7',
      min_amount: '300',
      max_amount: '3000',
      currency: 'USD',
      active: true,
    });
    expect(noReason.statusCode).toBe(400);
    expect((await call(demo, 'GET', '/fee-rule/quote?application_type=kenya_pvoc&fob=100000&currency=USD')).json().data.fee).toBe('600.00');
    const hist = (await call(admin, 'GET', `/staff/fee-rules/${r.id}/history`)).json().data;
    expect(hist.map((h: { version: number }) => h.version)).toEqual([2, 1]);
    expect(hist[0]).toMatchObject({ reason: 'Tariff 2027', changed_by_name: expect.any(String), percent: '0.6' });
    expect(hist[1]).toMatchObject({ reason: null, percent: '0.5' });
    expect((await call(demo, 'GET', '/staff/fee-rules')).statusCode).toBe(403);
    expect((await call(officer, 'PUT', `/staff/fee-rules/${r.id}`, { ...hist[0], version: 2, reason: 'no' })).statusCode).toBe(403);
    // The application form reads the active rule of its type (the customer applies it with the shared invoiceQuote).
    const rule = (await call(demo, 'GET', '/fee-rule?application_type=kenya_pvoc')).json().data;
    expect(rule).toMatchObject({ percent: '0.6', min_amount: '300.00', max_amount: '3000.00', currency: 'USD', version: 2 });
    expect(invoiceQuote(rule, kenyaForm('x').invoices)).toEqual({ kind: 'mixed', currencies: ['EUR', 'USD'] });
    expect(invoiceQuote(rule, [{ amount: 100000, currency: 'USD' }])).toMatchObject({ kind: 'fee', fee: '600.00' });
    expect((await call(demo, 'GET', '/fee-rule/quote?application_type=kenya_pvoc&fob=100000&currency=USD')).json().data.version).toBe(2);
    expect((await call(demo, 'GET', '/fee-rule?application_type=gcc_certification')).json().data).toBeNull();
  });
});

describe("finance: every customer's remittances", () => {
  type Row = { id: number; no: string; status: string; amount: string; currency: string; customer: { username: string }; applications: { rfc_no: string }[] };
  type Page = { data: Row[]; total: number; last_page: number; totals: { currency: string; count: number; amount: string; confirmed_amount: string }[] };
  const list = async (query: string, who = finance) => {
    const res = await call(who, 'GET', `/staff/remittances${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Page;
  };
  let usdNo: string;
  let usdRfc: string;
  let eurNo: string;

  beforeAll(async () => {
    // The demo customer: a USD remittance that finance confirms. demo2: a EUR remittance waiting.
    const a = await acceptedApplication();
    await quote([{ application_id: a, unit_price: '700.00' }]).then((r) => r.json().data);
    const qa = (await call(demo, 'GET', '/quotation/list?status=issued&per_page=100'))
      .json()
      .data.data.find((q: { lines: { application_id: number }[] }) => q.lines.some((l) => l.application_id === a));
    expect((await call(demo, 'POST', `/quotation/${qa.id}/accept`, { invoice_profile_id: profileId })).statusCode).toBe(200);
    const r1 = (await remit({ amount: '700.00', allocations: [{ application_id: a, amount: '700.00' }] }, 'fin-list-usd-1')).json().data;
    expect((await call(finance, 'POST', `/staff/remittance/${r1.id}/confirm`, {})).statusCode).toBe(200);
    usdNo = r1.no;
    usdRfc = (await detail(a)).rfc_no;

    const p2 = await call(demo2, 'POST', '/invoice-info', { title: 'Second Co., Ltd.', type: 'pro_forma', address: '9 Park Road, Shenzhen' });
    expect(p2.statusCode, p2.body).toBe(200);
    const b = await acceptedBy(ctx.app, call, demo2, admin);
    const qb = await quote([{ application_id: b, unit_price: '300.50' }], { currency: 'EUR' });
    expect(qb.statusCode, qb.body).toBe(200);
    expect((await call(demo2, 'POST', `/quotation/${qb.json().data.id}/accept`, { invoice_profile_id: p2.json().data.id })).statusCode).toBe(200);
    const r2 = await remit({ amount: '300.50', currency: 'EUR', allocations: [{ application_id: b, amount: '300.50' }] }, 'fin-list-eur-1', demo2);
    expect(r2.statusCode, r2.body).toBe(200);
    eurNo = r2.json().data.no;
  }, 120_000);

  it('finance and administrators only: other staff and customers 403, on both prefixes', async () => {
    expect((await call(officer, 'GET', '/staff/remittances')).statusCode).toBe(403);
    expect((await call(demo, 'GET', '/staff/remittances')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/staff/remittances')).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/staff/remittances')).statusCode).toBe(200);
    const bearer = async (username: string, password: string) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/backend/v1/login', payload: { username, password } });
      return { authorization: `Bearer ${res.json().data.token as string}` };
    };
    const backend = await ctx.app.inject({ method: 'GET', url: '/backend/v1/staff/remittances?per_page=5', headers: await bearer('finance', 'Staff@2026') });
    expect(backend.statusCode, backend.body).toBe(200);
    expect(backend.json().data.data.length).toBeGreaterThan(0);
    const refused = await ctx.app.inject({ method: 'GET', url: '/backend/v1/staff/remittances', headers: await bearer('officer', 'Staff@2026') });
    expect(refused.statusCode).toBe(403);
  });

  it("lists every customer's remittances with filters, and totals per currency never added across currencies", async () => {
    const all = await list('?per_page=100');
    const nos = all.data.map((r) => r.no);
    expect(nos).toEqual(expect.arrayContaining([usdNo, eurNo]));
    expect(all.data.find((r) => r.no === eurNo)).toMatchObject({ status: 'submitted', currency: 'EUR', amount: '300.50', customer: { username: 'demo2' } });
    // Each currency's total is the sum of its rows; the two currencies stay apart.
    for (const t of all.totals) {
      const rows = all.data.filter((r) => r.currency === t.currency);
      expect(t.count).toBe(rows.length);
      expect(Number(t.amount)).toBeCloseTo(
        rows.reduce((s, r) => s + Number(r.amount), 0),
        2,
      );
    }
    expect(all.totals.map((t) => t.currency)).toEqual(expect.arrayContaining(['EUR', 'USD']));

    expect((await list(`?rfc_no=${usdRfc}`)).data.map((r) => r.no)).toEqual([usdNo]);
    expect((await list(`?rfc_no=${usdRfc}`)).data[0]!.applications.map((a) => a.rfc_no)).toEqual([usdRfc]);
    const eur = await list('?currency=eur&per_page=100');
    expect(eur.data.every((r) => r.currency === 'EUR')).toBe(true);
    expect(eur.totals.map((t) => t.currency)).toEqual(['EUR']);
    const second = await list('?customer=demo2&per_page=100');
    expect(second.data.length).toBeGreaterThan(0);
    expect(second.data.every((r) => r.customer.username === 'demo2')).toBe(true);
    const toConfirm = await list('?status=to_confirm&per_page=100');
    expect(toConfirm.data.every((r) => ['submitted', 'in_review'].includes(r.status))).toBe(true);
    expect(toConfirm.data.map((r) => r.no)).toContain(eurNo);
    expect(toConfirm.data.map((r) => r.no)).not.toContain(usdNo);
    const confirmed = await list('?status=confirmed&per_page=100');
    expect(confirmed.data.map((r) => r.no)).toContain(usdNo);
    expect(confirmed.data.every((r) => r.status === 'confirmed')).toBe(true);
    expect((await list(`?date_from=${future(2)}`)).total).toBe(0);
    expect((await list(`?date_from=${todayIso()}&date_to=${todayIso()}&per_page=100`)).data.map((r) => r.no)).toEqual(expect.arrayContaining([usdNo, eurNo]));
    // Bad filters: 400, never a 500.
    expect((await call(finance, 'GET', '/staff/remittances?status=paid')).statusCode).toBe(400);
    expect((await call(finance, 'GET', '/staff/remittances?date_from=2026-13-45')).statusCode).toBe(400);
    expect((await call(finance, 'GET', '/staff/remittances?sort=password')).statusCode).toBe(400);
  });

  it('sorts and pages', async () => {
    const all = await list('?per_page=100&sort=amount&order=asc');
    const amounts = all.data.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    const one = await list('?per_page=1&current_page=2&sort=amount&order=asc');
    expect(one.data.map((r) => r.id)).toEqual([all.data[1]!.id]);
    expect(one.last_page).toBe(all.total);
    // The totals cover the whole filtered list, not only the page.
    expect(one.totals).toEqual(all.totals);
    const byNo = (await list('?per_page=100&sort=no&order=desc')).data.map((r) => r.no);
    expect(byNo).toEqual([...byNo].sort().reverse());
  });
});
