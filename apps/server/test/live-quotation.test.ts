import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedApplication as acceptedBy, future, issueQuote, invoiceProfile } from './moneyFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/**
 * One live quotation per application (issue 28): a second quotation issued without `supersedes_id` replaced
 * nothing, and a customer could accept both and owe twice. Now a new quotation supersedes the open one on its
 * applications in the same transaction, one already accepted is not replaced (409, bill more with a fee notice),
 * and two officers quoting at once leave one live quotation (on PostgreSQL the two run at the same time).
 */
let ctx: TestContext;
let demo: Record<string, string>;
let admin: Record<string, string>;
let service: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
let profileId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  service = (await login(ctx.app, 'service', 'Staff@2026')).cookies;
  profileId = await invoiceProfile(call, demo);
}, 120_000);
afterAll(async () => ctx?.close());

type Q = { id: number; no: string; status: string };
const quotationsOf = async (applicationId: number) =>
  ((await call(demo, 'GET', `/quotation/list?application_id=${applicationId}&per_page=50`)).json().data.data as Q[]).sort((a, b) => a.id - b.id);
const live = (qs: Q[]) => qs.filter((q) => q.status === 'issued' || q.status === 'accepted');
const detail = async (id: number) => (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data as { payment_status: string; quoted_amount: string };
const accept = (id: number) => call(demo, 'POST', `/quotation/${id}/accept`, { invoice_profile_id: profileId });

describe('one live quotation per application', () => {
  it('a new quotation supersedes the open one; the old one cannot be accepted; the new one can, once', async () => {
    const a = await acceptedBy(ctx.app, call, demo, admin);
    const first = await issueQuote(call, admin, a, '284.29');
    expect(first.statusCode, first.body).toBe(200);
    const second = await issueQuote(call, admin, a, '300.00');
    expect(second.statusCode, second.body).toBe(200);
    const [q1, q2] = await quotationsOf(a);
    expect([q1?.status, q2?.status]).toEqual(['superseded', 'issued']);

    const stale = await accept(q1!.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('This quotation is no longer open (accepted, rejected or replaced by a newer version)');
    expect((await accept(q2!.id)).statusCode).toBe(200);
    // Owed once: the accepted quotation's amount, not the sum of the two.
    expect(await detail(a)).toMatchObject({ payment_status: 'to_be_paid', quoted_amount: '300.00' });
  });

  it('an accepted quotation is not replaced: 409 with the reason in the caller’s language, nothing written', async () => {
    const a = await acceptedBy(ctx.app, call, demo, admin);
    const q = (await issueQuote(call, admin, a)).json().data as Q;
    expect((await accept(q.id)).statusCode).toBe(200);
    const before = await quotationsOf(a);
    const again = await issueQuote(call, admin, a, '999.00');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('The customer has already accepted a quotation for this application; bill further work with a fee notice');
    const zh = await call(
      admin,
      'POST',
      '/staff/quotation',
      { currency: 'USD', valid_until: future(30), terms_version: 'T-2026-1', lines: [{ service: 'X', quantity: '1', application_id: a, unit_price: '1.00' }] },
      'zh_CN',
    );
    expect(zh.json().msg).toBe('客户已接受该申请的报价单；后续费用请以费用通知单收取');
    expect(await quotationsOf(a)).toEqual(before);
    expect(await detail(a)).toMatchObject({ payment_status: 'to_be_paid', quoted_amount: '500.00' });
  });

  it('replacing a quotation of two applications by one for a single application leaves the other to be quoted', async () => {
    const a = await acceptedBy(ctx.app, call, demo, admin);
    const b = await acceptedBy(ctx.app, call, demo, admin);
    const both = await call(admin, 'POST', '/staff/quotation', {
      currency: 'USD',
      valid_until: future(30),
      terms_version: 'T-2026-1',
      lines: [
        { service: 'PVoC certificate', quantity: '1', application_id: a, unit_price: '100.00' },
        { service: 'PVoC certificate', quantity: '1', application_id: b, unit_price: '200.00' },
      ],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect((await detail(b)).payment_status).toBe('to_be_paid');
    expect((await issueQuote(call, admin, a, '150.00')).statusCode).toBe(200);
    expect((await quotationsOf(b)).map((q) => q.status)).toEqual(['superseded']);
    expect((await detail(b)).payment_status).toBe('to_be_quoted');
    expect(live(await quotationsOf(a))).toHaveLength(1);
  });

  it('two officers quoting the same application at once leave one live quotation', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await acceptedBy(ctx.app, call, demo, admin);
      const answers = await Promise.all([issueQuote(call, admin, a, '410.00'), issueQuote(call, service, a, '420.00')]);
      // Each is either issued (the later one superseding the earlier) or refused because the other was just issued.
      for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
      expect(answers.some((r) => r.statusCode === 200)).toBe(true);
      for (const r of answers.filter((x) => x.statusCode === 409))
        expect(r.json().msg).toBe('Another quotation was just issued for this application; reload to see it');
      const open = live(await quotationsOf(a));
      expect(open).toHaveLength(1);
      expect((await detail(a)).payment_status).toBe('to_be_paid');
    }
  });
});
