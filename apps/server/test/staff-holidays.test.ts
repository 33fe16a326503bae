/**
 * The holiday calendar screen's API (issue 14): administrators only (policy row holiday_calendar), the shared
 * validation (a real date, a make-up day on a weekend, never both kinds: 400; listed already: 409), audit rows,
 * and the service-level clock reading the stored calendar: due dates computed after a change use it, those set
 * before stay.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customsForm, submitApplication } from './applicationFixtures.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, Record<string, string>> = {};
const stamp = Date.now().toString(36);
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  who.demo = (await login(ctx.app)).cookies;
  who.admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  who.officer = (await login(ctx.app, 'officer', 'Staff@2026')).cookies;
  who.finance = (await login(ctx.app, 'finance', 'Staff@2026')).cookies;
}, 240_000);
afterAll(() => ctx.close());

// A year no other suite writes to: 2090 (its 1 January is a Sunday, 3 January a Tuesday).
const YEAR = 2090;

describe('who may keep the calendar', () => {
  it('administrators read, add and remove; other staff and customers get 403 before any 400', async () => {
    expect((await call(who.admin!, 'GET', `/staff/holidays?year=${YEAR}`)).statusCode).toBe(200);
    for (const key of ['officer', 'finance', 'demo']) {
      expect((await call(who[key]!, 'GET', `/staff/holidays?year=${YEAR}`)).statusCode, key).toBe(403);
      expect((await call(who[key]!, 'POST', '/staff/holidays', { date: 'junk' })).statusCode, key).toBe(403);
      expect((await call(who[key]!, 'DELETE', `/staff/holidays/${YEAR}-01-03`)).statusCode, key).toBe(403);
    }
  });
  it('the screen is in the menu of administrators only', async () => {
    const menuOf = async (cookies: Record<string, string>) => JSON.stringify((await call(cookies, 'GET', '/menu')).json().data.menu);
    expect(await menuOf(who.admin!)).toContain('"path":"/staff/holidays"');
    for (const key of ['officer', 'finance', 'demo']) expect(await menuOf(who[key]!), key).not.toContain('/staff/holidays');
  });
  it('the seed: the built-in 2026 calendar with names', async () => {
    const y = (await call(who.admin!, 'GET', '/staff/holidays?year=2026')).json().data;
    expect(y.days).toEqual(expect.arrayContaining([expect.objectContaining({ date: '2026-10-01', kind: 'holiday', name: 'National Day' })]));
    expect(y.days).toEqual(expect.arrayContaining([expect.objectContaining({ date: '2026-10-10', kind: 'workday' })]));
  });
});

describe('validation (packages/shared calendarEntryBody and calendarConflict)', () => {
  it('bad dates, kinds, names and years answer 400', async () => {
    const bad = [
      { date: `${YEAR}-02-30`, kind: 'holiday', name: 'x' },
      { date: '03/01/2090', kind: 'holiday', name: 'x' },
      { date: `${YEAR}-01-03`, kind: 'festival', name: 'x' },
      { date: `${YEAR}-01-03`, kind: 'holiday', name: '  ' },
      { date: `${YEAR}-01-03`, kind: 'holiday', name: 'x'.repeat(61) },
      { date: '1999-12-31', kind: 'holiday', name: 'x' },
    ];
    for (const body of bad) expect((await call(who.admin!, 'POST', '/staff/holidays', body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await call(who.admin!, 'GET', '/staff/holidays?year=abc')).statusCode).toBe(400);
    expect((await call(who.admin!, 'DELETE', '/staff/holidays/2090-13-01')).statusCode).toBe(400);
    const weekday = await call(who.admin!, 'POST', '/staff/holidays', { date: `${YEAR}-01-03`, kind: 'workday', name: 'Make-up' });
    expect(weekday.statusCode).toBe(400);
    expect(weekday.json().msg).toContain('Saturday or a Sunday');
  });
  it('added, listed with who added it, audited; the other kind on the same date 400, the same again 409; removed', async () => {
    const name = `Founders' Day ${stamp}`;
    const added = await call(who.admin!, 'POST', '/staff/holidays', { date: `${YEAR}-01-03`, kind: 'holiday', name });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.days).toEqual([expect.objectContaining({ date: `${YEAR}-01-03`, kind: 'holiday', name, created_by: expect.any(String) })]);
    const both = await call(who.admin!, 'POST', '/staff/holidays', { date: `${YEAR}-01-03`, kind: 'workday', name: 'x' });
    // 2090-01-03 is a Tuesday: as a make-up day it is refused by the weekday rule first; a Sunday shows the "both" rule.
    expect(both.statusCode).toBe(400);
    expect((await call(who.admin!, 'POST', '/staff/holidays', { date: `${YEAR}-01-01`, kind: 'workday', name: 'Make-up' })).statusCode).toBe(200);
    const twice = await call(who.admin!, 'POST', '/staff/holidays', { date: `${YEAR}-01-01`, kind: 'holiday', name: 'x' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toContain('cannot be both');
    expect((await call(who.admin!, 'POST', '/staff/holidays', { date: `${YEAR}-01-03`, kind: 'holiday', name: 'again' })).statusCode).toBe(409);
    const removed = await call(who.admin!, 'DELETE', `/staff/holidays/${YEAR}-01-03`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.days.map((d: { date: string }) => d.date)).toEqual([`${YEAR}-01-01`]);
    expect((await call(who.admin!, 'DELETE', `/staff/holidays/${YEAR}-01-03`)).statusCode).toBe(404);
    expect((await call(who.admin!, 'DELETE', `/staff/holidays/${YEAR}-01-01`)).statusCode).toBe(200);
    const audit = await rows<{ action: string; comment: string; roles: string[] }>(
      sql`select a.action, a.comment, a.actor_roles as roles from staff_audit a join users u on u.id = a.actor_id
          where u.username = 'admin' and a.action like 'calendar.%' and a.comment like ${`${YEAR}-%`} order by a.id`,
    );
    expect(audit.map((a) => `${a.action} ${a.comment}`)).toEqual(
      expect.arrayContaining([
        `calendar.add ${YEAR}-01-03 holiday: ${name}`,
        `calendar.add ${YEAR}-01-01 workday: Make-up`,
        `calendar.remove ${YEAR}-01-03 holiday: ${name}`,
        `calendar.remove ${YEAR}-01-01 workday: Make-up`,
      ]),
    );
    expect(audit[0]!.roles).toContain('admin');
  });
});

describe('the service-level clock reads the stored calendar', () => {
  const dueOf = async (id: number) => new Date((await call(who.admin!, 'GET', `/staff/rfc/${id}`)).json().data.due_at as string).getTime();
  it('a due date computed after a change uses it; one computed before stays', async () => {
    const before = await submitApplication(ctx.app, call, who.demo!, customsForm(`Calendar before ${stamp}`), `calendar-before-${stamp}`);
    const dueBefore = await dueOf(before);
    // The next five weekdays that are not holidays yet become holidays.
    const listed = new Set((await rows<{ day: string }>(sql`select day::text as day from holiday_calendar where day >= current_date - 1`)).map((r) => r.day));
    const added: string[] = [];
    for (let t = Date.now() - 86_400_000; added.length < 5; t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      if ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) || listed.has(day)) continue;
      expect((await call(who.admin!, 'POST', '/staff/holidays', { date: day, kind: 'holiday', name: `Test ${stamp}` })).statusCode).toBe(200);
      added.push(day);
    }
    try {
      const after = await submitApplication(ctx.app, call, who.demo!, customsForm(`Calendar after ${stamp}`), `calendar-after-${stamp}`);
      const pushed = (await dueOf(after)) - dueBefore;
      // Four or five more weekdays off (one of them may be yesterday in the provider's zone) and a weekend between.
      expect(pushed / 86_400_000).toBeGreaterThanOrEqual(4);
      expect(pushed / 86_400_000).toBeLessThanOrEqual(10);
      expect(await dueOf(before)).toBe(dueBefore);
    } finally {
      for (const day of added) expect((await call(who.admin!, 'DELETE', `/staff/holidays/${day}`)).statusCode).toBe(200);
    }
    const again = await submitApplication(ctx.app, call, who.demo!, customsForm(`Calendar again ${stamp}`), `calendar-again-${stamp}`);
    expect(Math.abs((await dueOf(again)) - dueBefore)).toBeLessThan(86_400_000);
  }, 180_000);
});
