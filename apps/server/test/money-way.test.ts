import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedApplication as acceptedBy, future } from './moneyFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/**
 * The way to the money (issue 27): a quoted application reads the quoted amount before the customer decides (it
 * read "Quoted USD 0.00"), the quotations of one application and one quotation by number are listed, and the
 * quotation's notice names its target so the web can link to it. Another customer's quotation stays invisible.
 */
let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
}, 120_000);
afterAll(async () => ctx?.close());

describe('the way to the money', () => {
  it('shows the amount quoted before acceptance, lists quotations by application and number, and links the notice to the quotation', async () => {
    const a = await acceptedBy(ctx.app, call, demo, admin);
    const q = await call(admin, 'POST', '/staff/quotation', {
      currency: 'USD',
      valid_until: future(30),
      terms_version: 'T-2026-1',
      lines: [{ application_id: a, service: 'PVoC certificate', quantity: '1', unit_price: '1400.00' }],
    });
    expect(q.statusCode, q.body).toBe(200);
    const quotation = q.json().data as { id: number; no: string };

    // Before the decision: quoted 1,400.00 awaiting the decision, nothing payable yet.
    const detail = (await call(demo, 'GET', `/rfc/detail/${a}`)).json().data;
    expect(detail).toMatchObject({
      fee_currency: 'USD',
      quoted_amount: '1400.00',
      pending_quote_amount: '1400.00',
      paid_amount: '0.00',
      unpaid_amount: '0.00',
    });
    const row = ((await call(demo, 'GET', '/kenya/rfc/list?per_page=100')).json().data.data as { id: number }[]).find((r) => r.id === a);
    expect(row).toMatchObject({ quoted_amount: '1400.00', pending_quote_amount: '1400.00' });

    const byApp = (await call(demo, 'GET', `/quotation/list?application_id=${a}`)).json().data;
    expect(byApp.data.map((x: { id: number }) => x.id)).toEqual([quotation.id]);
    const byNo = (await call(demo, 'GET', `/quotation/list?no=${quotation.no}`)).json().data;
    expect(byNo.data.map((x: { id: number }) => x.id)).toEqual([quotation.id]);
    // Another customer asking for the same number or application gets an empty list, not the quotation.
    expect((await call(demo2, 'GET', `/quotation/list?no=${quotation.no}`)).json().data.data).toEqual([]);
    expect((await call(demo2, 'GET', `/quotation/list?application_id=${a}`)).json().data.data).toEqual([]);

    const notices = (await call(demo, 'GET', '/corner/notify?is_deal=0&per_page=20')).json().data.data as { title: string; target: unknown }[];
    const notice = notices.find((n) => n.title.includes(quotation.no));
    expect(notice?.target).toEqual({ type: 'quotation', ref: quotation.no });

    // After acceptance: the same amount is owed and payable.
    const profile = await call(demo, 'POST', '/invoice-info', {
      title: 'Bright Star Electronics Co., Ltd.',
      type: 'pro_forma',
      address: '8 Science Park Road',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const acc = await call(demo, 'POST', `/quotation/${quotation.id}/accept`, { invoice_profile_id: profile.json().data.id });
    expect(acc.statusCode, acc.body).toBe(200);
    expect((await call(demo, 'GET', `/rfc/detail/${a}`)).json().data).toMatchObject({
      quoted_amount: '1400.00',
      pending_quote_amount: null,
      unpaid_amount: '1400.00',
    });
  });

  it('lists a remittance by its number only for its owner', async () => {
    const list = (await call(demo, 'GET', '/remittance/list')).json().data.data as { no: string; id: number }[];
    expect(list.length).toBeGreaterThan(0);
    const first = list[0]!;
    expect((await call(demo, 'GET', `/remittance/list?no=${first.no}`)).json().data.data.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect((await call(demo2, 'GET', `/remittance/list?no=${first.no}`)).json().data.data).toEqual([]);
  });
});
