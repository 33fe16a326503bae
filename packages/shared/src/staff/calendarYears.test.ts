/** Issue 29: working days across years, holidays and make-up days, in the office's time zone; the CSV import. */
import { describe, expect, it } from 'vitest';
import { isExpress, isLateCancellation, isoToday } from '../lines/entrusted/rules.js';
import { parseCalendarCsv } from './calendarImport.js';
import { calendarEnd, calendarRunsOutSoon, PROVIDER_CALENDAR, PROVIDER_HOLIDAYS } from './holidays.js';
import { addWorkingDays, daysLeft, isWorkingDate, localDate, workingDaysBetween } from './workingDays.js';

const SH = { timeZone: 'Asia/Shanghai', ...PROVIDER_HOLIDAYS };
const at = (iso: string) => new Date(iso);

describe('working dates of the seeded China calendar (2026 and 2027)', () => {
  it.each([
    ['2026-12-31', true, 'Thursday'],
    ['2027-01-01', false, "New Year's Day (Friday)"],
    ['2027-01-04', true, 'Monday after New Year'],
    ['2027-01-31', true, 'Spring Festival make-up Sunday'],
    ['2027-02-08', false, 'Spring Festival Monday'],
    ['2027-02-12', false, 'Spring Festival Friday'],
    ['2027-02-20', true, 'Spring Festival make-up Saturday'],
    ['2027-05-08', true, 'Labour Day make-up Saturday'],
    ['2027-10-07', false, 'National Day Thursday'],
    ['2027-10-09', true, 'National Day make-up Saturday'],
    ['2026-02-14', true, '2026 Spring Festival make-up Saturday'],
    ['2026-10-08', true, 'first day after National Day 2026'],
    ['2028-01-03', true, 'a Monday beyond the calendar'],
    ['2028-01-01', false, 'a Saturday beyond the calendar'],
  ])('%s is a working day: %s (%s)', (date, working) => {
    expect(isWorkingDate(date, SH)).toBe(working);
  });
});

describe('adding working days in Asia/Shanghai across years', () => {
  it.each([
    // [from (UTC instant), days, due (UTC instant), why]
    ['2026-12-31T02:00Z', 2, '2027-01-05T02:00:00.000Z', '31 Dec + 2: 1-3 Jan off, Mon 4 and Tue 5'],
    ['2027-02-05T02:00Z', 1, '2027-02-15T02:00:00.000Z', 'Fri before Spring Festival + 1: Mon 15 Feb'],
    ['2027-01-29T02:00Z', 1, '2027-01-31T02:00:00.000Z', 'Fri 29 Jan + 1: the make-up Sunday 31 Jan'],
    ['2027-09-30T02:00Z', 1, '2027-10-08T02:00:00.000Z', '30 Sep + 1 across National Day 2027'],
    ['2026-09-30T02:00Z', 1, '2026-10-08T02:00:00.000Z', '30 Sep + 1 across National Day 2026'],
    // 23:30 UTC on Friday 27 Nov is 07:30 on Saturday 28 Nov in Shanghai: the clock starts on Monday 30 Nov 00:00 local.
    ['2026-11-27T23:30Z', 1, '2026-11-30T16:00:00.000Z', 'an instant at 23:30 UTC is the next day in Shanghai'],
  ])('%s + %i working days = %s (%s)', (from, days, due) => {
    expect(addWorkingDays(at(from), days, SH).toISOString()).toBe(due);
  });

  it('reads the local date in the office zone, not UTC', () => {
    expect(localDate(at('2026-12-31T23:30Z'), SH)).toBe('2027-01-01');
    expect(localDate(at('2026-12-31T23:30Z'), { timeZone: 'UTC' })).toBe('2026-12-31');
    expect(localDate(at('2026-12-31T23:30Z'), { offsetMinutes: 480 })).toBe('2027-01-01'); // the fixed-offset fallback
    expect(isoToday(at('2026-09-29T16:30Z'), 'Asia/Shanghai')).toBe('2026-09-30');
  });

  it('counts working days between instants across the year end and holidays', () => {
    expect(workingDaysBetween(at('2026-12-30T16:00Z'), at('2027-01-04T16:00Z'), SH)).toBe(2); // Thu 31 Dec and Mon 4 Jan
    expect(workingDaysBetween(at('2027-02-04T16:00Z'), at('2027-02-21T16:00Z'), SH)).toBe(7); // 5, 15-19, make-up 20
    expect(daysLeft(at('2027-01-05T02:00Z'), at('2026-12-31T02:00Z'), SH)).toBe(2);
  });

  it('counts a local day from midnight to midnight in a zone with summer time', () => {
    // Europe/Berlin, 29 March 2026 (Sunday) has 23 hours; Friday 27 noon + 1 working day = Monday 30 noon local.
    const berlin = { timeZone: 'Europe/Berlin' };
    expect(addWorkingDays(at('2026-03-27T11:00Z'), 1, berlin).toISOString()).toBe('2026-03-30T10:00:00.000Z');
  });
});

describe('express and late-cancellation cutoffs use the same working days', () => {
  const cal = PROVIDER_HOLIDAYS;
  it.each([
    // [today, inspection date, express with the calendar, express weekends only]
    ['2026-09-30', '2026-10-08', true, false],
    ['2026-09-29', '2026-10-08', false, false], // 30 September and 8 October
    ['2027-02-05', '2027-02-15', true, false],
    ['2027-02-04', '2027-02-15', false, false], // 5 and 15 February
    ['2026-12-31', '2027-01-04', true, false],
    ['2026-12-30', '2027-01-04', false, false], // 31 December and 4 January
    ['2026-11-23', '2026-11-26', false, false],
    ['2026-11-25', '2026-11-26', true, true],
    ['2026-10-09', '2026-10-12', false, true], // Saturday 10 October is a make-up working day
  ])('booked %s for %s: express %s (weekends only: %s)', (today, date, express, weekendsOnly) => {
    expect(isExpress(date, today, cal)).toBe(express);
    expect(isExpress(date, today)).toBe(weekendsOnly);
  });
  it.each([
    // [today, inspection date, late with the calendar, late weekends only]
    ['2026-09-30', '2026-10-08', true, false],
    ['2026-09-29', '2026-10-08', false, false],
    ['2027-02-05', '2027-02-15', true, false],
    ['2027-01-29', '2027-02-01', false, true], // the make-up Sunday 31 January is a full working day before
    ['2026-11-26', '2026-11-27', true, true],
  ])('cancelled %s for %s: late %s (weekends only: %s)', (today, date, late, weekendsOnly) => {
    expect(isLateCancellation(date, today, cal)).toBe(late);
    expect(isLateCancellation(date, today)).toBe(weekendsOnly);
  });
});

describe('the calendar end and its warning', () => {
  it('ends on 31 December of its last year; warns 60 days before', () => {
    expect(calendarEnd(PROVIDER_CALENDAR)).toBe('2027-12-31');
    expect(calendarEnd([])).toBeNull();
    expect(calendarRunsOutSoon('2027-12-31', '2027-10-31')).toBe(false);
    expect(calendarRunsOutSoon('2027-12-31', '2027-11-01')).toBe(true); // 60 days before
    expect(calendarRunsOutSoon('2027-12-31', '2028-01-05')).toBe(true);
    expect(calendarRunsOutSoon(null, '2027-01-01')).toBe(true);
  });
});

describe('the CSV calendar import', () => {
  it('reads a header, quoted names and the years covered', () => {
    const file = ['\uFEFFdate,kind,name', '2028-01-01,holiday,"New Year, 2028"', '', '2028-01-08,workday,Make-up', '2029-01-01,holiday,New Year', ''];
    const r = parseCalendarCsv(file.join('\r\n'));
    expect(r).toEqual({
      ok: true,
      years: [2028, 2029],
      days: [
        { date: '2028-01-01', kind: 'holiday', name: 'New Year, 2028' },
        { date: '2028-01-08', kind: 'workday', name: 'Make-up' },
        { date: '2029-01-01', kind: 'holiday', name: 'New Year' },
      ],
    });
  });
  it('reports every bad line with its number and reason', () => {
    const file = [
      'date,kind,name',
      '2028-02-30,holiday,X',
      '2028-01-03,workday,Monday',
      '2028-01-04,feast,Y',
      '2028-01-05,holiday',
      '2028-01-06,holiday,"open',
      '2028-01-07,holiday,A',
      '2028-01-07,holiday,B',
      '2028-01-10,holiday,',
    ];
    const r = parseCalendarCsv(file.join('\n'));
    expect(r).toEqual({
      ok: false,
      errors: [
        { line: 2, reason: 'validation.date', field: 'date' },
        { line: 3, reason: 'validation.workdayOnWeekday', field: 'date' },
        { line: 4, reason: 'validation.choice', field: 'kind' },
        { line: 5, reason: 'calendar.import.columns' },
        { line: 6, reason: 'calendar.import.quote' },
        { line: 8, reason: 'calendar.import.twice' },
        { line: 9, reason: 'validation.required', field: 'name' },
      ],
    });
    expect(parseCalendarCsv('date,kind,name\n')).toEqual({ ok: false, errors: [{ line: 1, reason: 'calendar.import.empty' }] });
  });
});
