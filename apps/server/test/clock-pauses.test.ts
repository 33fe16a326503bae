import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { acceptedApplication, future, issueQuote, moneyParties, remitAs } from './moneyFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/**
 * The service-level clock (issue 29, business-lines.md "Service-level clock"): it runs while the work waits on
 * the provider and pauses while it waits on the customer. A request for additional information and accepted
 * fees left unpaid pause the step they interrupt; the answer or the payment restores the working days that step
 * had left. Both sides see the pause, its reason and since when; staff find it in the "waiting" queue.
 */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let p: Awaited<ReturnType<typeof moneyParties>>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  p = await moneyParties(ctx.app, call);
}, 120_000);
afterAll(async () => ctx?.close());

/** The step (acceptance, two working days) has used one and a half of them when the pause starts. */
const usedOneAndAHalf = (id: number) =>
  ctx.database.db.execute(sql`update applications set sla_used_days = 1.5, sla_running_since = now(), due_at = now() + interval '12 hours' where id = ${id}`);
const customerView = async (id: number) => (await call(p.demo, 'GET', `/rfc/detail/${id}`)).json().data.waiting;
const staffView = async (id: number) => (await call(p.admin, 'GET', `/staff/rfc/${id}`)).json().data;
async function waitingQueue(id: number) {
  const list = (await call(p.admin, 'GET', '/staff/rfc/list?queue=waiting&per_page=100&sort=submitted_at&order=desc')).json().data.data as {
    id: number;
    waiting_reason: string | null;
    waiting_since: string | null;
  }[];
  return list.find((r) => r.id === id) ?? null;
}

describe('the clock pauses while the work waits on the customer', () => {
  it('a request for additional information pauses the step; the answer restores the days it had left', async () => {
    const id = await acceptedApplication(ctx.app, call, p.demo, p.admin);
    expect(await customerView(id)).toMatchObject({ on: 'provider', reason: null, expected_at: expect.any(String) });
    await usedOneAndAHalf(id);

    const asked = await call(p.admin, 'POST', `/staff/rfc/${id}/additional-info`, { due_date: future(14), items: [{ question: 'Which antenna gain?' }] });
    expect(asked.statusCode, asked.body).toBe(200);
    const paused = await customerView(id);
    expect(paused).toMatchObject({ on: 'customer', reason: 'additional_information', expected_at: null, since: expect.any(String) });
    expect(await staffView(id)).toMatchObject({ waiting: { on: 'customer', reason: 'additional_information' }, due_at: null, days_left: null });
    expect(await waitingQueue(id)).toMatchObject({ waiting_reason: 'additional_information', waiting_since: paused.since });

    const request = asked.json().data;
    const answered = await call(p.demo, 'POST', `/additional-info/${request.id}/answer`, {
      version: request.version,
      items: [{ id: request.items[0].id, answer: '2 dBi' }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // Back with us in the step it interrupted, with the half day it had left (not a new two-day target).
    const resumed = await staffView(id);
    expect(resumed).toMatchObject({ process_step: 'acceptance', waiting: { on: 'provider', reason: null }, days_left: 0.5 });
    expect(await waitingQueue(id)).toBeNull();
  });

  it('accepted fees left unpaid pause the step; the payment resumes it', async () => {
    const id = await acceptedApplication(ctx.app, call, p.demo, p.admin);
    await usedOneAndAHalf(id);
    const q = await issueQuote(call, p.admin, id, '300.00');
    expect(q.statusCode, q.body).toBe(200);
    // Issued, not yet accepted: nothing is owed, the clock runs.
    expect(await customerView(id)).toMatchObject({ on: 'provider' });

    const accepted = await call(p.demo, 'POST', `/quotation/${q.json().data.id}/accept`, { invoice_profile_id: p.profileId });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await customerView(id)).toMatchObject({ on: 'customer', reason: 'payment', expected_at: null });
    expect(await staffView(id)).toMatchObject({ days_left: null, waiting: { reason: 'payment' } });
    expect(await waitingQueue(id)).toMatchObject({ waiting_reason: 'payment' });

    // Part paid: still waiting on the rest.
    const part = await remitAs(ctx.app, p.demo, { amount: '100.00', allocations: [{ application_id: id, amount: '100.00' }] }, `clock-part-${id}`);
    expect((await call(p.finance, 'POST', `/staff/remittance/${part.json().data.id}/confirm`, {})).statusCode).toBe(200);
    expect(await customerView(id)).toMatchObject({ on: 'customer', reason: 'payment' });

    const rest = await remitAs(ctx.app, p.demo, { amount: '200.00', allocations: [{ application_id: id, amount: '200.00' }] }, `clock-rest-${id}`);
    expect((await call(p.finance, 'POST', `/staff/remittance/${rest.json().data.id}/confirm`, {})).statusCode).toBe(200);
    expect(await customerView(id)).toMatchObject({ on: 'provider', reason: null, expected_at: expect.any(String) });
    expect(await staffView(id)).toMatchObject({ days_left: 0.5 });
  });

  it('the draft certificate under review waits on the customer with its reason; the queue shows since when', async () => {
    const id = await acceptedApplication(ctx.app, call, p.demo, p.admin);
    expect((await call(p.admin, 'POST', `/staff/rfc/${id}/advance`, { step: 'conformity_assessment' })).statusCode).toBe(200);
    // Who worked on it does not send the draft (separation of duties): the technical reviewer does.
    const reviewer = (await login(ctx.app, 'reviewer', 'Staff@2026')).cookies;
    const sent = await call(reviewer, 'POST', `/staff/rfc/${id}/draft`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await customerView(id)).toMatchObject({ on: 'customer', reason: 'draft_review', expected_at: null });
    expect(await waitingQueue(id)).toMatchObject({ waiting_reason: 'draft_review', waiting_since: expect.any(String) });
  });
});
