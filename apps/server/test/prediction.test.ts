import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, PROVIDER_HOLIDAYS, workingDateAfter, workingDaysBetween, type ClockOptions } from '@tic/shared';
import { forgetPredictionCache } from '../src/modules/applications/prediction.js';
import { rowsOf } from '../src/db/rows.js';
import { kenyaForm } from './moneyFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/**
 * The predicted completion (issue 32) on the application detail, the submit answer, the staff application page's
 * answer and the scheme finder (one submitted now): from the recorded step durations of issued applications of the
 * same line and type that went through the current step; not enough of them: insufficient, never a date; only for
 * submitted, unfinished applications; another customer's stays 404.
 */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
const calendar: ClockOptions = { timeZone: DEFAULT_TIME_ZONE, holidays: PROVIDER_HOLIDAYS.holidays, workdays: PROVIDER_HOLIDAYS.workdays };

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
}, 120_000);
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;

/** Create and submit a Kenya application: the submit answer's application. */
async function submitted(title: string) {
  const body = kenyaForm(title);
  const c = await call(demo, 'POST', '/kenya/create', { application_type: body.application_type, title });
  expect(c.statusCode, c.body).toBe(200);
  const d = c.json().data as { id: number; version: number };
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...body, version: d.version },
    headers: { langId: 'en', 'idempotency-key': `prediction-${title}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  return s.json().data.application as { id: number; prediction?: unknown };
}

/**
 * `count` issued applications like `like` (same owner, line and type), 200 days ago, each through acceptance_check
 * (one working day) and then acceptance (k working days, k = 1..count): one row per step, as transition() writes them.
 */
async function history(like: number, count: number) {
  const ids = rowsOf<{ id: number }>(
    await db().execute(sql`
      insert into applications (user_id, business_area, form, application_type, status, stage, process_step)
      select user_id, business_area, form, application_type, 'issued', stage, 'end' from applications, generate_series(1, ${count})
      where id = ${like} returning id`),
  ).map((r) => r.id);
  for (const [i, id] of ids.entries()) {
    await db().execute(sql`
      insert into application_step_times (application_id, form, application_type, step, started_at, ended_at, elapsed_days)
      select id, form, application_type, 'acceptance_check', now() - interval '200 days', now() - interval '199 days', 1 from applications where id = ${id}`);
    await db().execute(sql`
      insert into application_step_times (application_id, form, application_type, step, started_at, ended_at, elapsed_days)
      select id, form, application_type, 'acceptance', now() - interval '199 days', now() - interval '190 days', ${i + 1} from applications where id = ${id}`);
  }
  forgetPredictionCache();
  return ids;
}

/** What the detail should say: the office dates `days` after now, less what the current step has already used. */
async function expected(id: number, p50Days: number, p90Days: number, sample: number) {
  const [row] = rowsOf<{ since: string | Date }>(await db().execute(sql`select sla_step_since as since from applications where id = ${id}`));
  const now = new Date();
  const elapsed = workingDaysBetween(new Date(row!.since), now, calendar);
  return { p50: workingDateAfter(now, p50Days - elapsed, calendar), p90: workingDateAfter(now, p90Days - elapsed, calendar), sample };
}

const detailOf = async (id: number, who = demo) => call(who, 'GET', `/rfc/detail/${id}`);

/** The scheme finder's estimate for Kenya PVoC (public, no session): one submitted now. */
async function finderPrediction() {
  const res = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/public/scheme-finder?hs=853952&destination=KE', remoteAddress: '10.9.0.1' });
  expect(res.statusCode, res.body).toBe(200);
  const match = (res.json().data.matches as { type: string; prediction: unknown }[]).find((m) => m.type === 'kenya_pvoc');
  return match!.prediction;
}

describe('predicted completion', () => {
  it('the demo data: the demo customer’s submitted Kenya application shows an estimate from the demo history', async () => {
    const list = (await call(demo, 'GET', '/kenya/rfc/list?per_page=50')).json().data.data as { id: number; title: string }[];
    const panels = list.find((a) => a.title === 'LED panels to Mombasa');
    const p = (await detailOf(panels!.id)).json().data.prediction;
    expect(p).toMatchObject({ p50: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), p90: expect.any(String), sample: expect.any(Number) });
    expect(p.sample).toBeGreaterThanOrEqual(20);
    expect(p.p90 >= p.p50).toBe(true);
  });

  it('without history: not enough for an estimate, at submission and on the detail; drafts have none', async () => {
    // The demo data's history is not this suite's: from here on each test writes its own.
    await db().execute(sql`delete from application_step_times`);
    forgetPredictionCache();
    const first = await submitted(`Prediction first ${Date.now()}`);
    expect(first.prediction).toEqual({ insufficient: true, sample: 0 });
    expect((await detailOf(first.id)).json().data.prediction).toEqual({ insufficient: true, sample: 0 });
    // The scheme finder says the same for a new one: no date is made up.
    expect(await finderPrediction()).toEqual({ insufficient: true, sample: 0 });
    const draft = await call(demo, 'POST', '/kenya/create', { application_type: kenyaForm('x').application_type, title: `Prediction draft ${Date.now()}` });
    expect((await detailOf(draft.json().data.id)).json().data.prediction).toBeUndefined();
  });

  it('19 similar completed applications are still not enough; 30 give the half and nine-in-ten dates', async () => {
    const a = await submitted(`Prediction second ${Date.now()}`);
    await history(a.id, 19);
    expect((await detailOf(a.id)).json().data.prediction).toEqual({ insufficient: true, sample: 19 });
    expect(await finderPrediction()).toEqual({ insufficient: true, sample: 19 });
    await db().execute(sql`delete from applications where status = 'issued' and id in (select application_id from application_step_times)`);

    await history(a.id, 30);
    // Remaining: the rest of acceptance_check (1 day less what is used) + acceptance (1..30): p50 = 1 + 15, p90 = 1 + 27.
    expect((await detailOf(a.id)).json().data.prediction).toEqual(await expected(a.id, 16, 28, 30));
    const b = await submitted(`Prediction third ${Date.now()}`);
    expect(b.prediction).toEqual(await expected(b.id, 16, 28, 30));
    // The scheme finder: one submitted now, nothing of acceptance_check used yet: 1 + 15 and 1 + 27 working days.
    const now = new Date();
    expect(await finderPrediction()).toEqual({ p50: workingDateAfter(now, 16, calendar), p90: workingDateAfter(now, 28, calendar), sample: 30 });
  });

  it('follows the steps: accepted, it predicts from the acceptance step on, and the step it left is recorded', async () => {
    const a = await submitted(`Prediction fourth ${Date.now()}`);
    const accepted = await call(admin, 'POST', `/staff/rfc/${a.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const steps = rowsOf<{ step: string; elapsed_days: number }>(
      await db().execute(sql`select step, elapsed_days from application_step_times where application_id = ${a.id} order by id`),
    );
    expect(steps).toEqual([{ step: 'acceptance_check', elapsed_days: expect.any(Number) }]);
    expect(steps[0]!.elapsed_days).toBeGreaterThanOrEqual(0);
    const detail = (await detailOf(a.id)).json().data;
    expect(detail.process_step).toBe('acceptance');
    // Remaining from acceptance on: 1..30 days less what the step has used: p50 15, p90 27.
    expect(detail.prediction).toEqual(await expected(a.id, 15, 27, 30));
    // Officers see the same estimate on the staff application page's answer.
    const staffView = await call(admin, 'GET', `/staff/rfc/${a.id}`);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json().data.prediction).toEqual(detail.prediction);
  });

  it('another customer asking answers 404; finished applications carry no prediction', async () => {
    const a = await submitted(`Prediction fifth ${Date.now()}`);
    expect((await detailOf(a.id, demo2)).statusCode).toBe(404);
    await db().execute(sql`update applications set status = 'issued', sla_step = null where id = ${a.id}`);
    expect((await detailOf(a.id)).json().data.prediction).toBeUndefined();
  });
});
