/**
 * Issue 29: calendars for any number of years. An administrator imports a CSV file (the years it covers are
 * replaced; a bad file answers 400 naming its lines and changes nothing), the seed adds China 2027 to a database
 * that only has 2026, the booking form reads the working days, and the warning 60 days before the calendar runs
 * out is written once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { format, subDays } from 'date-fns';
import { calendarService } from '../src/modules/staff/calendar.js';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
const who: Record<string, Record<string, string>> = {};
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  who.demo = (await login(ctx.app)).cookies;
  who.admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  who.officer = (await login(ctx.app, 'officer', 'Staff@2026')).cookies;
}, 240_000);
afterAll(() => ctx.close());

// Years no other suite writes to: 2091 (1 January a Monday, 6 January a Saturday) and 2092.
const GOOD = [
  'date,kind,name',
  '2091-01-01,holiday,"New Year, 2091"',
  '2091-01-02,holiday,New Year',
  '2091-01-06,workday,Make-up',
  '2092-01-01,holiday,New Year',
].join('\r\n');
const daysOf = async (year: number) =>
  (await call(who.admin!, 'GET', `/staff/holidays?year=${year}`)).json().data.days.map((d: { date: string; kind: string }) => `${d.date} ${d.kind}`);

describe('importing a calendar file', () => {
  it('administrators only (403 before any 400)', async () => {
    for (const key of ['officer', 'demo'])
      expect((await call(who[key]!, 'POST', '/staff/holidays/import', { file_name: 'x.csv', content: GOOD })).statusCode, key).toBe(403);
  });

  it('a good CSV file replaces the days of the years it covers, audited', async () => {
    expect((await call(who.admin!, 'POST', '/staff/holidays', { date: '2091-03-05', kind: 'holiday', name: 'Not in the file' })).statusCode).toBe(200);
    const r = await call(who.admin!, 'POST', '/staff/holidays/import', { file_name: 'china-2091.csv', content: GOOD });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ years: [2091, 2092], days: 4 });
    expect(await daysOf(2091)).toEqual(['2091-01-01 holiday', '2091-01-02 holiday', '2091-01-06 workday']);
    expect(await daysOf(2092)).toEqual(['2092-01-01 holiday']);
    const y = (await call(who.admin!, 'GET', '/staff/holidays?year=2091')).json().data;
    expect(y.days[0]).toMatchObject({ name: 'New Year, 2091', created_by: expect.any(String) });
    expect(y.time_zone).toBe('Asia/Shanghai');
    const audit = await rows<{ comment: string }>(sql`select comment from staff_audit where action = 'calendar.import' order by id desc limit 1`);
    expect(audit[0]?.comment).toBe('china-2091.csv: 4 days [2091] [2092]');
  });

  it('a bad file answers 400 naming each bad line, in the caller language, and changes nothing', async () => {
    const before = await daysOf(2091);
    const bad = ['date,kind,name', '2091-01-01,holiday,New Year', '2091-02-30,holiday,Nope', '2091-01-03,workday,Wednesday', '2091-01-01,holiday,Twice'];
    const r = await call(who.admin!, 'POST', '/staff/holidays/import', { file_name: 'bad.csv', content: bad.join('\n') });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toContain('line 3');
    expect(r.json().msg).toContain('line 4: A make-up working day must be a Saturday or a Sunday');
    expect(r.json().msg).toContain('line 5: this date is already on an earlier line');
    expect(r.json().data).toHaveLength(3);
    expect(await daysOf(2091)).toEqual(before);
    const zh = await call(who.admin!, 'POST', '/staff/holidays/import', { file_name: 'bad.csv', content: '2091-01-05,holiday' }, 'zh_CN');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toContain('第 1 行');
    const ics = await call(who.admin!, 'POST', '/staff/holidays/import', { file_name: 'china.ics', content: 'BEGIN:VCALENDAR\nEND:VCALENDAR' });
    expect(ics.statusCode).toBe(400);
    expect(ics.json().msg).toContain('the file has no day');
    expect((await call(who.admin!, 'POST', '/staff/holidays/import', { file_name: 'empty.csv', content: 'date,kind,name\n' })).statusCode).toBe(400);
    expect((await call(who.admin!, 'POST', '/staff/holidays/import', { content: GOOD })).statusCode).toBe(400);
  });

  // All-day events are holidays (DTEND exclusive), a "补班" event a make-up working day; timed or repeating events are refused.
  it('an iCalendar file gives its days, or is refused naming the lines', async () => {
    const ics = (events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Holidays//EN', ...events, 'END:VCALENDAR'].join('\r\n');
    const event = (uid: string, lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20911201T000000Z', ...lines, 'END:VEVENT'];
    const good = ics([
      ...event('a', ['DTSTART;VALUE=DATE:20920101', 'DTEND;VALUE=DATE:20920104', 'SUMMARY:元旦']),
      ...event('b', ['DTSTART;VALUE=DATE:20920105', 'SUMMARY:元旦 补班']),
      ...event('c', ['DTSTART;VALUE=DATE:20920106', 'SUMMARY:Make-up', 'CATEGORIES:Workday']),
    ]);
    const r = await call(who.admin!, 'POST', '/staff/holidays/import', { file_name: 'china-2092.ics', content: good });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ years: [2092], days: 5 });
    expect(await daysOf(2092)).toEqual(['2092-01-01 holiday', '2092-01-02 holiday', '2092-01-03 holiday', '2092-01-05 workday', '2092-01-06 workday']);

    // A timed event and a repeating one: 400 naming the lines their events begin on; the year stays as it was.
    const bad = ics([
      ...event('d', ['DTSTART:20920201T090000Z', 'DTEND:20920201T170000Z', 'SUMMARY:Half day']),
      ...event('e', ['DTSTART;VALUE=DATE:20920301', 'RRULE:FREQ=YEARLY', 'SUMMARY:Every year']),
    ]);
    const refused = await call(who.admin!, 'POST', '/staff/holidays/import', { file_name: 'bad.ics', content: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('line 4: the event is not an all-day event');
    expect(refused.json().msg).toContain('line 11: the event repeats');
    expect(await daysOf(2092)).toHaveLength(5);
    const garbled = await call(
      who.admin!,
      'POST',
      '/staff/holidays/import',
      { file_name: 'x.ics', content: 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART;VALUE=DATE:notadate' },
      'zh_CN',
    );
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  // An event gives at most a year of days (CALENDAR_EVENT_MAX_DAYS); a recurrence never expands past it: it is refused.
  it('an event of more than 366 days, or a recurrence that would give more: 400 naming the line, in the reader’s language; nothing changes', async () => {
    const ics = (lines: string[]) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//Holidays//EN',
        'BEGIN:VEVENT',
        'UID:long',
        'DTSTAMP:20921201T000000Z',
        ...lines,
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
    const post = (content: string, lang = 'en') => call(who.admin!, 'POST', '/staff/holidays/import', { file_name: 'long.ics', content }, lang);
    // 366 days (2095 is no leap year: 1 January 2095 to 1 January 2096, DTEND exclusive): the most an event gives.
    const year = await post(ics(['DTSTART;VALUE=DATE:20950101', 'DTEND;VALUE=DATE:20960102', 'SUMMARY:Closed for a year']));
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().data).toEqual({ years: [2095, 2096], days: 366 });
    expect(await daysOf(2095)).toHaveLength(365);
    expect(await daysOf(2096)).toEqual(['2096-01-01 holiday']);

    // One day more: refused, in the three languages, naming the line the event begins on; 2095 and 2096 stay as they were.
    const longer = ics(['DTSTART;VALUE=DATE:20950101', 'DTEND;VALUE=DATE:20960103', 'SUMMARY:Closed a year and a day']);
    const messages = {
      en: 'The file was not imported: line 4: the event spans more than 366 days (at most a year in one event)',
      zh_CN: '该事件跨越超过 366 天（一个事件最多一年）',
      ar: 'يمتد الحدث أكثر من 366 يومًا (سنة واحدة على الأكثر في الحدث الواحد)',
    };
    for (const [lang, text] of Object.entries(messages)) {
      const r = await post(longer, lang);
      expect(r.statusCode, lang).toBe(400);
      expect(r.json().msg).toContain(text);
    }
    // A century in one event: refused, before a day of it is walked.
    const century = await post(ics(['DTSTART;VALUE=DATE:20950101', 'DTEND;VALUE=DATE:21950101', 'SUMMARY:Forever']));
    expect(century.statusCode).toBe(400);
    expect(century.json().msg).toContain('line 4: the event spans more than 366 days');

    // A recurrence that would give 400 days, or never end: refused as a recurrence (each year's days are published
    // anew), so the limit is never passed by repeating an event; in the three languages.
    for (const rule of ['RRULE:FREQ=DAILY;COUNT=400', 'RRULE:FREQ=DAILY']) {
      const repeating = ics(['DTSTART;VALUE=DATE:20950301', rule, 'SUMMARY:Every day']);
      const en = await post(repeating);
      expect(en.statusCode, rule).toBe(400);
      expect(en.json().msg).toBe("The file was not imported: line 4: the event repeats; list each year's days as their own events");
      expect((await post(repeating, 'zh_CN')).json().msg).toContain('该事件为重复事件');
      expect((await post(repeating, 'ar')).json().msg).toContain('الحدث متكرر');
    }
    expect(await daysOf(2095)).toHaveLength(365);
    expect(await daysOf(2096)).toEqual(['2096-01-01 holiday']);
  });

  it('the booking form reads the working days from today on, with the office zone', async () => {
    const r = await call(who.demo!, 'GET', '/calendar/working-days');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.time_zone).toBe('Asia/Shanghai');
    expect(r.json().data.holidays).toContain('2091-01-02');
    expect(r.json().data.workdays).toContain('2091-01-06');
  });
});

describe('the seed and the warning', () => {
  it('a database with 2026 only gets China 2027 at start-up; a year an administrator changed is not seeded again', async () => {
    await ctx.database.db.execute(sql`delete from holiday_calendar where day between '2027-01-01' and '2027-12-31'`);
    await calendarService.seed(ctx.database.db);
    const days = await daysOf(2027);
    expect(days).toEqual(expect.arrayContaining(['2027-02-08 holiday', '2027-02-20 workday', '2027-10-07 holiday', '2027-10-09 workday']));
    await ctx.database.db.execute(sql`delete from holiday_calendar where day between '2092-01-01' and '2092-12-31'`);
    await calendarService.seed(ctx.database.db);
    expect(await daysOf(2092)).toEqual([]); // not a seeded year
  });

  it('administrators are warned 60 days before the calendar runs out, once', async () => {
    // The end of whatever the database holds now (other suites may have added far years): the warning is relative to it.
    const { endsOn } = await calendarService.end(ctx.database.db);
    expect(endsOn).toMatch(/-12-31$/);
    // The instant at hh:mm in Shanghai `daysBefore` days before the end.
    const shanghai = (daysBefore: number, h = 12, m = 0) => {
      const [y, mo, d] = format(subDays(new TZDate(`${endsOn}T00:00:00Z`, 'UTC'), daysBefore), 'yyyy-MM-dd')
        .split('-')
        .map(Number);
      return new Date(new TZDate(y!, mo! - 1, d!, h, m, 'Asia/Shanghai').getTime());
    };
    const shanghaiNoon = (daysBefore: number) => shanghai(daysBefore);
    expect(await calendarService.warnIfRunningOut(ctx.database.db, shanghaiNoon(61))).toBe(false);
    expect((await calendarService.end(ctx.database.db, shanghaiNoon(61))).runsOutSoon).toBe(false);
    // 60 days before, in Shanghai: 16:30 UTC the day before is already that day there.
    const sixtyBefore = shanghai(60, 0, 30);
    expect(sixtyBefore.getUTCHours()).toBe(16);
    expect(await calendarService.warnIfRunningOut(ctx.database.db, sixtyBefore)).toBe(true);
    expect(await calendarService.warnIfRunningOut(ctx.database.db, shanghaiNoon(10))).toBe(false); // once
    const warned = await rows<{ n: number }>(
      sql`select count(*)::int as n from staff_audit where action = 'calendar.runs_out_warning' and comment = ${endsOn}`,
    );
    expect(warned[0]?.n).toBe(1);
    const y = (await call(who.admin!, 'GET', `/staff/holidays?year=${endsOn!.slice(0, 4)}`)).json().data;
    expect(y.ends_on).toBe(endsOn);
  });
});
