/**
 * The staff queue counts (issue 14): staff_queue_counts, kept by statement triggers on applications, stays equal
 * to a real count of the applications after every transition (submit, take, assign, release, accept, return,
 * resubmit, advance, draft, confirm, issue, cancel), and after many transitions at once (on PostgreSQL they run
 * concurrently; PGlite serialises them). GET /staff/queues and the list totals that read it (with the age as
 * "all minus the younger ones") answer what counting the applications answers.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffListQuery, staffRolesOf, STAFF_QUEUES, type PolicyUser } from '@tic/shared';
import { applications, users } from '../src/db/schema/index.js';
import { listWhere, queueWhere } from '../src/modules/staff/queuesRepo.js';
import { hashPassword } from '../src/platform/passwords.js';
import { customsForm, submitApplication } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, Record<string, string>> = {};
const me: Record<string, PolicyUser> = {};
const stamp = Date.now().toString(36);
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;

async function account(key: string, username: string, password: string) {
  who[key] = (await login(ctx.app, username, password)).cookies;
  const [u] = await ctx.database.db.select().from(users).where(eq(users.username, username));
  me[key] = { id: u!.id, kind: 'staff', roles: staffRolesOf(u!) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  who.demo = (await login(ctx.app)).cookies;
  await account('admin', 'admin', 'Admin@2026');
  await account('officer', 'officer', 'Staff@2026');
  await account('engineer', 'engineer', 'Staff@2026');
  await account('reviewer', 'reviewer', 'Staff@2026');
  await account('issuer', 'issuer', 'Staff@2026');
  // A second officer of this file only: the queue "mine" and the assignee filter count rows nobody else writes.
  const username = `qc${stamp}`;
  await ctx.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword('Staff@2026'), kind: 'staff', role: 'acceptance_officer', name: username })
    .onConflictDoNothing();
  await account('officer2', username, 'Staff@2026');
}, 240_000);
afterAll(() => ctx.close());

/** The kept counts against a real count of every key, in one statement (one snapshot, whatever else runs). */
async function expectTableExact(label: string) {
  const diff = await rows<Record<string, unknown>>(sql`
    with kept as (select status, process_step, business_area, application_type, country, assignee_id, waiting_on, n from staff_queue_counts where n <> 0),
         actual as (select status, process_step, business_area, application_type, coalesce(country, '') as country,
                           coalesce(assignee_id, 0) as assignee_id, coalesce(waiting_on, '') as waiting_on, count(*)::int as n
                    from applications where status <> 'draft' group by 1, 2, 3, 4, 5, 6, 7)
    select * from kept full join actual using (status, process_step, business_area, application_type, country, assignee_id, waiting_on)
    where kept.n is distinct from actual.n
    union all
    select status, process_step, business_area, application_type, country, assignee_id, waiting_on, n, null from staff_queue_counts where n < 0`);
  expect(diff, label).toEqual([]);
}

const realCount = async (where: ReturnType<typeof sql>) =>
  (
    await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(where)
  )[0]!.n;

/**
 * What the API answers equals a real count: counted before and after the call (on a shared PostgreSQL another
 * file may write in between; then it is asked again).
 */
async function expectLike(label: string, answer: () => Promise<number>, real: () => Promise<number>) {
  for (let attempt = 0; ; attempt++) {
    const before = await real();
    const got = await answer();
    const after = await real();
    if (before === after || attempt === 4) {
      expect(got, label).toBe(after);
      return;
    }
  }
}

const LISTS = [
  'queue=all',
  'queue=new',
  'queue=mine',
  'queue=available',
  'queue=waiting',
  'queue=overdue',
  'queue=all&line=customsClearance',
  'queue=all&application_type=kenya_pvoc',
  'queue=all&status=processing',
  'queue=all&process_step=conformity_assessment',
  'queue=all&country=KE',
  'queue=new&country=KE&application_type=kenya_pvoc',
  'queue=all&min_age_days=0',
  'queue=all&min_age_days=1',
  'queue=new&min_age_days=0&country=KE',
  'queue=all&keywords=queue',
];

/** The table, GET /staff/queues of each role, and the list totals (with the caller's own assignee filter). */
async function expectCountsExact(label: string) {
  await expectTableExact(label);
  for (const key of ['officer', 'officer2', 'engineer', 'admin']) {
    const user = me[key]!;
    const counts = async () => (await call(who[key]!, 'GET', '/staff/queues')).json().data.queues as { queue: string; count: number }[];
    for (const queue of STAFF_QUEUES) {
      await expectLike(
        `${label}: ${key} queue ${queue}`,
        async () => (await counts()).find((c) => c.queue === queue)!.count,
        () => realCount(and(queueWhere(queue, user, new Date()), ne(applications.status, 'draft'))!),
      );
    }
    for (const query of [...LISTS, `queue=all&assignee_id=${user.id}`, `queue=mine&process_step=acceptance`]) {
      const q = staffListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      await expectLike(
        `${label}: ${key} ${query}`,
        async () => (await call(who[key]!, 'GET', `/staff/rfc/list?${query}&per_page=1`)).json().data.total as number,
        () => realCount(listWhere(user, q, new Date())),
      );
    }
  }
}

async function submitted(title: string) {
  return submitApplication(ctx.app, call, who.demo!, customsForm(title), `queue-counts-${title}`);
}

async function ok(key: string, path: string, body?: unknown) {
  const r = await call(who[key]!, 'POST', path, body);
  expect(r.statusCode, `${path}: ${r.body}`).toBe(200);
  return r.json().data;
}

describe('the kept counts after every transition', () => {
  it('holds from the demo data on', () => expectCountsExact('demo data'));

  it('take, assign, release, return, resubmit, accept, advance, draft, confirm, issue, cancel', async () => {
    const id = await submitted(`Counts journey ${stamp}`);
    await expectCountsExact('submit');
    await ok('officer2', `/staff/rfc/${id}/take`);
    await expectCountsExact('take');
    await ok('admin', `/staff/rfc/${id}/assign`, { assignee_id: me.officer!.id });
    await expectCountsExact('assign');
    await ok('officer', `/staff/rfc/${id}/release`);
    await expectCountsExact('release');
    await ok('officer2', `/staff/rfc/${id}/take`);
    await ok('officer2', `/staff/rfc/${id}/return`, { reason: 'Invoice amount differs' });
    await expectCountsExact('return');
    const d = (await call(who.demo!, 'GET', `/rfc/detail/${id}`)).json().data;
    const s = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${id}/submit`,
      cookies: who.demo,
      payload: { ...customsForm(`Counts journey ${stamp}`), version: d.version },
      headers: { 'idempotency-key': `queue-counts-resubmit-${stamp}` },
    });
    expect(s.statusCode, s.body).toBe(200);
    await expectCountsExact('resubmit');
    await ok('officer2', `/staff/rfc/${id}/accept`);
    await expectCountsExact('accept');
    await ok('engineer', `/staff/rfc/${id}/advance`, { step: 'conformity_assessment' });
    await expectCountsExact('advance');
    await ok('reviewer', `/staff/rfc/${id}/draft`);
    await expectCountsExact('send draft');
    const draft = (await call(who.demo!, 'GET', `/kenya/cert/draft/${id}`)).json().data;
    await ok('demo', `/kenya/cert/draft/${id}`, { decision: 'confirm', version: draft.application.version });
    await expectCountsExact('confirm draft');
    await ok('issuer', `/staff/rfc/${id}/issue`, {});
    await expectCountsExact('issue');

    const other = await submitted(`Counts cancel ${stamp}`);
    await ok('officer2', `/staff/rfc/${other}/take`);
    await ok('officer2', `/staff/rfc/${other}/cancel`, { reason: 'Duplicate of another application' });
    await expectCountsExact('cancel');
  }, 240_000);

  it('a bulk update, a delete and a draft never counted', async () => {
    const id = await submitted(`Counts bulk ${stamp}`);
    await ctx.database.db.execute(sql`update applications set country = 'NG', waiting_on = 'customer' where id = ${id}`);
    await expectTableExact('bulk update');
    await ctx.database.db.execute(sql`delete from applications where id = ${id}`);
    await expectTableExact('delete');
    const c = await call(who.demo!, 'POST', '/kenya/create', { application_type: 'kenya_pvoc', title: `Counts draft ${stamp}` });
    expect(c.statusCode).toBe(200);
    const [n] = await rows<{ n: number }>(sql`select count(*)::int as n from staff_queue_counts where status = 'draft'`);
    expect(n!.n).toBe(0);
  }, 120_000);
});

describe('many transitions at once', () => {
  it('takes, returns, accepts and releases of twelve applications in parallel: the counts stay exact', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await submitted(`Counts race ${stamp} ${i}`));
    // Two officers race to take each one: one wins each time.
    const takes = await Promise.all(
      ids.flatMap((id) => [call(who.officer!, 'POST', `/staff/rfc/${id}/take`), call(who.officer2!, 'POST', `/staff/rfc/${id}/take`)]),
    );
    expect(takes.filter((r) => r.statusCode === 200)).toHaveLength(ids.length);
    await expectTableExact('parallel takes');
    const holder = async (id: number) =>
      (await call(who.admin!, 'GET', `/staff/rfc/${id}`)).json().data.assignee.id === me.officer!.id ? 'officer' : 'officer2';
    const holders = await Promise.all(ids.map(holder));
    // Then each moves on at once: a third accepted, a third returned, a third released.
    const moves = await Promise.all(
      ids.map((id, i) => {
        const by = who[holders[i]!]!;
        if (i % 3 === 0) return call(by, 'POST', `/staff/rfc/${id}/accept`);
        if (i % 3 === 1) return call(by, 'POST', `/staff/rfc/${id}/return`, { reason: 'Missing invoice' });
        return call(by, 'POST', `/staff/rfc/${id}/release`);
      }),
    );
    expect(moves.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    await expectCountsExact('parallel accept / return / release');
  }, 240_000);
});
