import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, login, type TestContext } from './helpers.js';
import { customsForm } from './applicationFixtures.js';

// Concurrency (issue 17). Meaningful on PostgreSQL, where requests really overlap (CI's PostgreSQL pass runs
// this file); on PGlite the single connection serialises them and the same answers must hold.
let ctx: TestContext;
let demo: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  demo = (await login(ctx.app)).cookies;
});
afterAll(() => ctx.close());

const form = (title: string) => ({ ...customsForm(title), containers: ['MSCU1234567'] });
const post = (url: string, payload: unknown, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1${url}`,
    cookies: demo,
    payload: payload as object,
    headers: { langId: 'en', ...(key && { 'idempotency-key': key }) },
  });
const create = async (title: string) => {
  const res = await post('/kenya/create', form(title));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; version: number };
};
const count = async (q: string) => Number(((await ctx.database.db.execute(sql.raw(q))) as unknown as { rows: { n: string }[] }).rows[0]!.n);

describe('RFC numbering', () => {
  it('50 different applications submitted at once all succeed with distinct, consecutive numbers', async () => {
    const drafts = [];
    for (let i = 0; i < 50; i++) drafts.push(await create(`Concurrent submit ${i}`));
    const answers = await Promise.all(
      drafts.map((d, i) => post(`/kenya/rfc/${d.id}/submit`, { ...form(`Concurrent submit ${i}`), version: d.version }, `concurrent-submit-${i}`)),
    );
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`)).toEqual([]);
    const numbers = answers.map((r) => r.json().data.application.rfc_no as string);
    expect(new Set(numbers).size).toBe(50);
    // Gap-free: the 50 are the consecutive run that ends at the counter.
    const seq = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seq[49]! - seq[0]!).toBe(49);
    const prefix = numbers[0]!.slice(0, -6);
    expect(await count(`select last::text as n from rfc_counters where prefix = '${prefix}'`)).toBe(seq[49]);
  }, 120_000);
});

describe('Idempotency-Key', () => {
  it('ten concurrent repeats of one submit key all answer the first result; one submission', async () => {
    const d = await create('Ten repeats');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(`/kenya/rfc/${d.id}/submit`, { ...form('Ten repeats'), version: d.version }, 'ten-repeats-key-1')),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const data = answers.map((r) => r.json().data as { replayed: boolean; application: { id: number; rfc_no: string } });
    expect(new Set(data.map((x) => x.application.rfc_no)).size).toBe(1);
    expect(data.filter((x) => !x.replayed)).toHaveLength(1);
    expect(await count(`select count(*)::text as n from application_history where application_id = ${d.id} and action = 'submit'`)).toBe(1);
    // Later, too: the same answer.
    const later = await post(`/kenya/rfc/${d.id}/submit`, { ...form('Ten repeats'), version: d.version }, 'ten-repeats-key-1');
    expect(later.json().data).toMatchObject({ replayed: true, application: { id: d.id, rfc_no: data[0]!.application.rfc_no } });
  }, 60_000);

  it('a create retried with its key makes one draft, concurrent or later', async () => {
    const before = await count(`select count(*)::text as n from applications where title = 'Retried create'`);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/kenya/create', form('Retried create'), 'retried-create-key-1')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    const later = await post('/kenya/create', form('Retried create'), 'retried-create-key-1');
    expect(later.json().data.id).toBe(answers[0]!.json().data.id);
    expect(await count(`select count(*)::text as n from applications where title = 'Retried create'`)).toBe(before + 1);
    // A key answers only the action it was sent with: the same key on a submit is a new submit.
    const d = answers[0]!.json().data as { id: number; version: number };
    const submitted = await post(`/kenya/rfc/${d.id}/submit`, { ...form('Retried create'), version: d.version }, 'retried-create-key-1');
    expect(submitted.json().data).toMatchObject({ replayed: false, application: { status: 'pending_acceptance' } });
  }, 60_000);

  it('a create with a malformed key is refused, nothing made', async () => {
    const res = await post('/kenya/create', form('Bad key'), 'short');
    expect(res.statusCode).toBe(400);
    expect(await count(`select count(*)::text as n from applications where title = 'Bad key'`)).toBe(0);
  });
});
