/**
 * The communication area on the engine, and sample logistics: every communication type is created,
 * saved, submitted, listed and read under ?area=communication; a radio type approval goes through the
 * whole sample loop (document review -> fee notification and payment -> sample delivery notice ->
 * tracking -> not conforming with photos -> sent again -> received -> acceptance -> test data ->
 * disputed -> new data -> confirmed -> draft certificate -> certificate), each step with its own notice;
 * the notice screens; another customer's application and notices 404; tracking or data review out of step 409.
 * A request for additional information left unanswered: warned a month and a week before, closed after three months.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notices } from '../src/db/schema/index.js';
import { COMMUNICATION_TYPES } from '@tic/shared';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';
import { closeUnansweredInfo } from '../src/modules/additionalInfo/unanswered.js';
import { calendarService } from '../src/modules/staff/calendar.js';
import { customsForm, radioApplication } from './applicationFixtures.js';
import { inDays, PNG, sampleLoop, upload as uploadAs, type SampleLoop } from './sampleLoopFixtures.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let finance: Record<string, string>;
let issuer: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
let loop: SampleLoop;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const RUN = Date.now().toString(36);

const upload = (cookies: Record<string, string>, file: { filename: string; content: Buffer }) => uploadAs(ctx.app, cookies, file);
const submit = (id: number, body: object, key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${id}/submit?area=communication`,
    cookies: demo,
    payload: body,
    headers: { langId: 'en', 'idempotency-key': key },
  });
/** A submitted radio application of the demo customer. */
async function submitted(type: string, title: string) {
  const manual = await upload(demo, { filename: 'manual.pdf', content: PDF });
  const d = (await call(demo, 'POST', '/kenya/create?area=communication', { application_type: type })).json().data;
  const saved = await call(demo, 'PUT', `/kenya/rfc/${d.id}?area=communication`, { ...radioApplication(type, title, manual), version: d.version });
  expect(saved.statusCode, saved.body).toBe(200);
  const s = await submit(d.id, { ...radioApplication(type, title, manual), version: saved.json().data.version }, `comm-${title}`);
  expect(s.statusCode, s.body).toBe(200);
  return d.id as number;
}
const detail = async (id: number, who = demo) => (await call(who, 'GET', `/rfc/detail/${id}?area=communication`)).json().data;
const noticesOf = async (screen: string, who = demo, lang: 'en' | 'zh_CN' | 'ar' = 'en') =>
  (await call(who, 'GET', `/samples/notices?screen=${screen}`, undefined, lang)).json().data as {
    kind: string;
    title: string;
    application_id: number;
    samples: { customer_action: string | null } | null;
  }[];
const kindsFor = async (id: number) =>
  ((await call(demo, 'GET', '/corner/notify?per_page=100')).json().data.data as { application_id: number | null; title: string }[])
    .filter((n) => n.application_id === id)
    .map((n) => n.title);

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  issuer = (await login(ctx.app, 'issuer', 'Staff@2026')).cookies;
  finance = (await login(ctx.app, 'finance', 'Staff@2026')).cookies;
  const p = await call(demo, 'POST', '/invoice-info', { title: `Bright Star Radio ${RUN}`, type: 'pro_forma', address: '8 Science Park Road, Shenzhen' });
  expect(p.statusCode, p.body).toBe(200);
  loop = sampleLoop({ app: ctx.app, call, customer: demo, quoter: admin, finance, profileId: p.json().data.id, label: `comm-${RUN}` });
}, 120_000);
afterAll(() => ctx?.close());

describe('communication area on the engine', () => {
  it.each(COMMUNICATION_TYPES.map((type) => ({ type })))('$type: create, save, submit, list, detail', async ({ type }) => {
    const title = `Comm ${type} ${RUN}`;
    const created = await call(demo, 'POST', '/kenya/create?area=communication', { application_type: type });
    expect(created.statusCode, created.body).toBe(200);
    const d = created.json().data;
    expect(d).toMatchObject({ status: 'draft', form: 'communication', business_area: 'communication', stage: 'system_certification' });
    // An empty draft does not submit: the form's own rules, nothing changed.
    expect((await submit(d.id, { version: d.version }, `empty-${type}-${RUN}`)).statusCode).toBe(400);
    const manual = await upload(demo, { filename: 'manual.pdf', content: PDF });
    const saved = await call(demo, 'PUT', `/kenya/rfc/${d.id}?area=communication`, { ...radioApplication(type, title, manual), version: d.version });
    expect(saved.statusCode, saved.body).toBe(200);
    const ok = await submit(d.id, { ...radioApplication(type, title, manual), version: saved.json().data.version }, `submit-${type}-${RUN}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.application).toMatchObject({ status: 'pending_acceptance', business_area: 'communication' });
    const list = (await call(demo, 'GET', '/kenya/rfc/list?area=communication&per_page=100')).json().data;
    expect(list.data.map((a: { id: number }) => a.id)).toContain(d.id);
    const got = await detail(d.id);
    expect(got.data).toMatchObject({ comm_radio: { power_unit: 'W', max_power_w: 0.1 }, frequency_ranges: [{ from_mhz: 2400, to_mhz: 2483.5 }] });
    expect(got).toMatchObject({ samples: null, sample_retention: { rule: 'general', dispose_on: null, disposition: 'dispose' } });
    expect((await call(demo2, 'GET', `/rfc/detail/${d.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'GET', `/rfc/detail/${d.id}?area=internationalProduct`)).statusCode).toBe(404);
  });

  it('refuses a radio power outside its unit, in the reader’s language, with nothing saved', async () => {
    const d = (await call(demo, 'POST', '/kenya/create?area=communication', { application_type: 'comm_cta' })).json().data;
    const body = radioApplication('comm_cta', `Too strong ${RUN}`, 1);
    const r = await submit(
      d.id,
      { ...body, comm_radio: { ...body.comm_radio, power_unit: 'dBm', max_power_w: undefined, max_power_dbm: 75 }, version: d.version },
      `strong-${RUN}`,
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().data.join(' ')).toMatch(/Maximum output power \(dBm\)/);
    expect((await detail(d.id)).status).toBe('draft');
  });
});

describe('sample logistics', () => {
  it('runs the whole loop with a non-conforming sample, each step with its own notice', async () => {
    const id = await submitted('comm_srrc', `Radio loop ${RUN}`);
    // Tracking before the samples are asked for: 409 with why; another customer's: 404.
    const early = await call(demo, 'POST', `/kenya/rfc/${id}/samples/shipment`, { courier: 'SF Express', tracking_no: 'SF1000000001' });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toMatch(/not waiting for samples/);

    expect((await call(admin, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
    // The loop is not skipped: no draft certificate before the test data.
    expect((await call(admin, 'POST', `/staff/rfc/${id}/draft`)).statusCode).toBe(409);
    const ask = { lab_address: 'TIC Radio Laboratory, 3 Keji Road, Shenzhen', quantity: 2, due_date: inDays(14) };
    expect((await call(admin, 'POST', `/staff/rfc/${id}/samples/request`, { ...ask, due_date: '2020-01-01' })).statusCode).toBe(400);
    expect(await loop.request(admin, id, ask)).toMatchObject({
      process_step: 'sample_delivery',
      samples: { lab_address: ask.lab_address, quantity: 2, customer_action: 'ship' },
    });
    // Samples due: the work waits on the customer and its clock is paused (issue 29); shipping them resumes it.
    expect((await detail(id)).waiting).toMatchObject({ on: 'customer', reason: 'samples', expected_at: null });

    // Another customer can neither enter tracking nor see the notice.
    expect((await call(demo2, 'POST', `/kenya/rfc/${id}/samples/shipment`, { courier: 'SF', tracking_no: 'SF1000000002' })).statusCode).toBe(404);
    expect((await noticesOf('sampleDelivery', demo2)).some((n) => n.application_id === id)).toBe(false);
    const delivery = (await noticesOf('sampleDelivery')).find((n) => n.application_id === id && n.kind === 'sample_delivery_notice');
    expect(delivery).toMatchObject({ samples: { customer_action: 'ship' } });
    expect(delivery!.title).toContain('Sample delivery notice');
    expect((await noticesOf('sampleDelivery', demo, 'zh_CN')).find((n) => n.application_id === id)!.title).toMatch(/送样通知|已寄出/);

    expect((await call(demo, 'POST', `/kenya/rfc/${id}/samples/shipment`, { courier: 'SF Express', tracking_no: 'no spaces!' })).statusCode).toBe(400);
    expect(await loop.ship(id, 'SF Express', 'SF1000000001')).toMatchObject({
      process_step: 'sample_in_transit',
      waiting: { on: 'provider', reason: null, expected_at: expect.any(String) },
    });
    // Entering it again: not waiting for samples any more.
    expect((await call(demo, 'POST', `/kenya/rfc/${id}/samples/shipment`, { courier: 'SF Express', tracking_no: 'SF1000000001' })).statusCode).toBe(409);

    // Not conforming: photos and a reason; the customer sends again.
    const photo = await upload(admin, { filename: 'cracked.png', content: PNG });
    expect((await call(admin, 'POST', `/staff/rfc/${id}/samples/reject`, { reason: 'Housing cracked', photo_ids: [] })).statusCode).toBe(400);
    expect(await loop.reject(admin, id, 'Housing cracked', photo)).toMatchObject({
      process_step: 'sample_delivery',
      samples: { customer_action: 'ship', shipments: [{ round: 1, result: 'not_conforming', reason: 'Housing cracked', photos: [{ id: photo }] }] },
    });
    const receipt = (await noticesOf('sampleReceipt')).find((n) => n.application_id === id)!;
    expect(receipt).toMatchObject({ kind: 'sample_not_conforming' });
    await loop.ship(id, 'DHL', 'DHL-77001');
    expect((await loop.receive(admin, id)).samples.shipments.map((s: { result: string }) => s.result)).toEqual(['not_conforming', 'received']);

    // Acceptance needs the fees confirmed: 409 before, then the fee notification and payment.
    const unpaid = await call(admin, 'POST', `/staff/rfc/${id}/samples/accept`);
    expect(unpaid.statusCode).toBe(409);
    await loop.payInFull(id, 'SRRC type approval testing', '800.00');
    expect((await loop.accept(admin, id)).process_step).toBe('laboratory_testing');
    expect((await noticesOf('acceptance')).some((n) => n.application_id === id && n.kind === 'sample_accepted')).toBe(true);

    // Data review out of step: 409 with why.
    const tooSoon = await call(demo, 'POST', `/kenya/rfc/${id}/samples/data-review`, { decision: 'confirm' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().msg).toMatch(/no test data/);
    const data = { rows: [{ item: 'Maximum output power', standard: 'GB/T 15629.11', limit: '≤ 20 dBm', result: '21.2 dBm', verdict: 'fail' }] };
    await loop.sendData(admin, id, data);
    expect((await call(demo, 'POST', `/kenya/rfc/${id}/samples/data-review`, { decision: 'dispute' })).statusCode).toBe(400);
    expect((await call(demo2, 'POST', `/kenya/rfc/${id}/samples/data-review`, { decision: 'confirm' })).statusCode).toBe(404);
    expect(await loop.reviewData(id, { decision: 'dispute', comment: 'Measured with the wrong attenuator' })).toMatchObject({
      process_step: 'laboratory_testing',
      samples: { review: { decision: 'dispute' } },
    });
    const fixed = { rows: [{ ...data.rows[0]!, result: '19.6 dBm', verdict: 'pass' }], summary: 'Re-measured with a calibrated attenuator' };
    await loop.sendData(admin, id, fixed);
    expect((await noticesOf('dataReview')).find((n) => n.application_id === id)).toMatchObject({
      kind: 'test_data_ready',
      samples: { customer_action: 'review_data' },
    });
    const after = await loop.reviewData(id, { decision: 'confirm' });
    expect(after).toMatchObject({ process_step: 'conformity_assessment', samples: { review: { decision: 'confirm' }, test_data: { summary: fixed.summary } } });
    // Retention: 3 months after the report (the confirmed data), the customer chose disposal.
    expect(after.sample_retention.rule).toBe('general');
    expect(after.sample_retention.dispose_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Draft certificate and certificate through the engine's own steps.
    expect((await call(admin, 'POST', `/staff/rfc/${id}/draft`)).statusCode).toBe(200);
    const confirm = await call(demo, 'POST', `/kenya/cert/draft/${id}`, { decision: 'confirm', version: (await detail(id)).version });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // Separation of duties: the one who sent the draft does not issue.
    const issued = await call(issuer, 'POST', `/staff/rfc/${id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const certs = (await call(demo, 'GET', '/certs?area=communication&per_page=100')).json().data;
    expect(JSON.stringify(certs)).toContain(`Radio loop ${RUN}`);
    const titles = await kindsFor(id);
    for (const t of [
      'accepted',
      'Sample delivery notice',
      'on their way',
      'not conforming',
      'received in order',
      'Acceptance notice',
      'ready for your review',
      'confirmed',
    ])
      expect(
        titles.some((x) => x.includes(t)),
        t,
      ).toBe(true);
  });
});

describe('a request for additional information left unanswered (business-lines.md: closed after 3 months)', () => {
  const MONTH = 30 * 86_400_000;
  // Counted in the table (exact at once); the notice page a person reads is cached and drops a job's write when the
  // database's signal arrives, so what it shows is waited for.
  const stored = async (id: number) =>
    (
      await ctx.app.db
        .select({ id: notices.id })
        .from(notices)
        .where(and(eq(notices.applicationId, id), eq(notices.kind, 'info_close_warning')))
    ).length;
  const warnings = async (id: number) => (await kindsFor(id)).filter((t) => t.includes('will be closed on'));
  const raise = async (id: number, query = '') => {
    const r = await call(admin, 'POST', `/staff/rfc/${id}/additional-info${query}`, { due_date: inDays(14), items: [{ question: 'Which antenna gain?' }] });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { id: number; created_at: string };
  };

  it('warns a month and a week before, once each however many runs, then closes it as rejected with its reason', async () => {
    const id = await submitted('comm_srrc', `Unanswered ${RUN}`);
    expect((await call(admin, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
    const request = await raise(id);
    const raised = new Date(request.created_at).getTime();
    // A customs application waiting on an answer just as long is not this line's to close.
    const d = (await call(demo, 'POST', '/kenya/create', customsForm(`Unanswered customs ${RUN}`))).json().data;
    const sub = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
      cookies: demo,
      payload: { ...customsForm(`Unanswered customs ${RUN}`), version: d.version },
      headers: { 'idempotency-key': `unanswered-customs-${RUN}` },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
    await raise(d.id);

    const run = (at: number) => closeUnansweredInfo(ctx.app.db, 'en', new Date(at));
    await run(raised + MONTH);
    expect(await stored(id)).toBe(0);
    // Two months on (a month before the closing): one warning naming the date, however often the job runs.
    await run(raised + 2 * MONTH + 86_400_000);
    await run(raised + 2 * MONTH + 2 * 86_400_000);
    expect(await stored(id)).toBe(1);
    const first = await vi.waitFor(async () => {
      const w = await warnings(id);
      expect(w).toHaveLength(1);
      return w;
    });
    expect(first[0]).toMatch(/will be closed on [A-Z][a-z]+ \d{1,2}, \d{4} without your answer/);
    // A week before: the second warning, once, with two runs at the same moment (processes side by side).
    const weekBefore = raised + 3 * MONTH - 5 * 86_400_000;
    await Promise.all([run(weekBefore), run(weekBefore)]);
    expect(await stored(id)).toBe(2);
    expect((await detail(id)).status).toBe('processing');

    // Three months on: closed as rejected, the request lapsed, the customer told why; the next run changes nothing.
    await Promise.all([run(raised + 4 * MONTH), run(raised + 4 * MONTH)]);
    const closed = await detail(id);
    expect(closed.status).toBe('cancelled');
    expect(closed.history.at(-1)).toMatchObject({
      action: 'close_unanswered',
      to_status: 'cancelled',
      reason: expect.stringContaining('unanswered for 3 months'),
    });
    expect(closed.history.filter((h: { action: string }) => h.action === 'close_unanswered')).toHaveLength(1);
    const info = (await call(demo, 'GET', `/additional-info/${request.id}`)).json().data;
    expect(info.status).toBe('lapsed');
    const late = await call(demo, 'POST', `/additional-info/${request.id}/answer`, {
      version: info.version,
      items: info.items.map((i: { id: number }) => ({ id: i.id, answer: '3 dBi', file_ids: [] })),
    });
    expect(late.json()).toMatchObject({ code: 409, msg: 'This request went unanswered and its application has been closed' });
    await vi.waitFor(async () => expect(await kindsFor(id)).toEqual(expect.arrayContaining([expect.stringMatching(/cancel/i)])));
    expect(await run(raised + 5 * MONTH)).toMatchObject({ closed: 0 });
    expect((await detail(id)).status).toBe('cancelled');
    const customs = (await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data;
    expect(customs).toMatchObject({ status: 'processing', process_step: 'additional_information' });
  });

  it('an answer given in time keeps the application: nothing closes it', async () => {
    const id = await submitted('comm_cta', `Answered ${RUN}`);
    expect((await call(admin, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
    const request = await raise(id);
    const full = (await call(demo, 'GET', `/additional-info/${request.id}`)).json().data;
    const answered = await call(demo, 'POST', `/additional-info/${request.id}/answer`, {
      version: full.version,
      items: full.items.map((i: { id: number }) => ({ id: i.id, answer: '3 dBi', file_ids: [] })),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await closeUnansweredInfo(ctx.app.db, 'en', new Date(new Date(request.created_at).getTime() + 4 * MONTH));
    expect((await detail(id)).status).toBe('processing');
    expect(await stored(id)).toBe(0);
  });

  // Each request warned a month and a week before, once each, closed once; the calendar warned once; numbers gap-free.
  it('a simulated year of the daily jobs keeps every reminder and number promise', async () => {
    // Six applications whose requests were raised through the year (an injected clock: each job run gets its day).
    const start = Date.parse('2027-01-04T01:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await submitted(COMMUNICATION_TYPES[i % COMMUNICATION_TYPES.length]!, `Year ${i} ${RUN}`);
      expect((await call(admin, 'POST', `/staff/rfc/${id}/accept`)).statusCode).toBe(200);
      const request = await raise(id);
      await ctx.app.db.execute(sql`update info_requests set created_at = ${new Date(start + i * 45 * 86_400_000)} where id = ${request.id}`);
      ids.push(id);
    }
    const state = async () =>
      (
        (await ctx.app.db.execute(
          sql`select r.application_id as id, r.status, r.warned_month_at is not null as month, r.warned_week_at is not null as week, a.status as app
              from info_requests r join applications a on a.id = r.application_id where r.application_id in (${sql.join(ids, sql`, `)})`,
        )) as unknown as { rows: { id: number; status: string; month: boolean; week: boolean; app: string }[] }
      ).rows;
    const before = new Map<number, { month: boolean; week: boolean; closed: boolean }>();
    for (let day = 0; day < 365 + 120; day++) {
      const now = new Date(start + day * 86_400_000 + 2 * 3_600_000);
      await closeUnansweredInfo(ctx.app.db, 'en', now);
      await calendarService.warnIfRunningOut(ctx.app.db, now);
      // After each day: a warning once given stays given; nothing closes before both warnings; nothing reopens.
      for (const r of await state()) {
        const was = before.get(r.id) ?? { month: false, week: false, closed: false };
        const closed = r.app === 'cancelled';
        expect(r.week || !closed, `#${r.id} closed without the week's warning on day ${day}`).toBe(true);
        expect((was.month && !r.month) || (was.week && !r.week) || (was.closed && !closed), `#${r.id} went back on day ${day}`).toBe(false);
        before.set(r.id, { month: r.month, week: r.week, closed });
      }
    }
    // The year is over: each request lapsed and its application closed; two warnings and one closing notice each.
    for (const r of await state()) expect(r).toMatchObject({ status: 'lapsed', month: true, week: true, app: 'cancelled' });
    for (const id of ids) expect(await stored(id)).toBe(2);
    const closings = (await ctx.app.db.execute(
      sql`select application_id, count(*)::int as n from application_history where action = 'close_unanswered' and application_id in (${sql.join(ids, sql`, `)}) group by application_id`,
    )) as unknown as { rows: { n: number }[] };
    expect(closings.rows.map((r) => r.n)).toEqual(ids.map(() => 1));
    // The stored calendar's end was announced once (however many days the job ran within 60 days of it).
    const warned = (await ctx.app.db.execute(
      sql`select comment, count(*)::int as n from staff_audit where action = 'calendar.runs_out_warning' group by comment`,
    )) as unknown as { rows: { comment: string; n: number }[] };
    expect(warned.rows.length).toBeGreaterThan(0);
    for (const w of warned.rows) expect(w, w.comment).toMatchObject({ n: 1 });
    // Every number ever given in this database is gap-free per prefix and year: 1, 2, 3 … with none twice.
    const numbers = (await ctx.app.db.execute(sql`select rfc_no from applications where rfc_no is not null`)) as unknown as { rows: { rfc_no: string }[] };
    const series = new Map<string, number[]>();
    for (const { rfc_no } of numbers.rows) {
      const m = /^(.*)-(\d{6})$/.exec(rfc_no)!;
      series.set(m[1]!, [...(series.get(m[1]!) ?? []), Number(m[2])]);
    }
    expect(series.size).toBeGreaterThan(1);
    for (const [prefix, ns] of series)
      expect(
        [...ns].sort((a, b) => a - b),
        prefix,
      ).toEqual(ns.map((_, i) => i + 1));
  }, 300_000);
});
