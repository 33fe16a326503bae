import { plusDays } from './workingDays.js';

/**
 * The provider's holiday calendar for the working-day clock (issue 14): public holidays that fall on weekdays
 * and the weekend days worked instead (China, the provider's zone; State Council schedule for 2026, and 2027 as
 * described at PROVIDER_CALENDAR). Any number of years is kept in the database; administrators import a year
 * from a CSV file (calendarImport.ts). This is the
 * seed of the stored calendar (holiday_calendar), which administrators maintain on the staff screen "Holiday
 * calendar"; SLA_HOLIDAYS / SLA_WORKDAYS (JSON arrays of YYYY-MM-DD) seed it instead (docs/staff-workstation.md).
 */
export interface HolidayCalendar {
  /** Days off (weekdays are skipped by the clock; weekend days listed here change nothing). */
  holidays: readonly string[];
  /** Weekend days that are working days (make-up days). */
  workdays: readonly string[];
}

const range = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = plusDays(d, 1)) out.push(d);
  return out;
};

/** One day of the calendar as stored (holiday_calendar) and as the administrator screen shows it. */
export interface CalendarDay {
  date: string;
  kind: HolidayKind;
  name: string;
}
export const HOLIDAY_KINDS = ['holiday', 'workday'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

const named = (from: string, to: string, name: string): CalendarDay[] => range(from, to).map((date) => ({ date, kind: 'holiday', name }));
const makeUp = (dates: string[], name: string): CalendarDay[] => dates.map((date) => ({ date, kind: 'workday', name }));

/**
 * The built-in seed of the stored calendar (China 2026 and 2027), with each day's name. 2026 is the State Council's
 * notice. 2027: the official notice was not available when this was written; the days below are the statutory
 * holidays (New Year 1 day, Spring Festival 6-12 February as announced, Qingming, Labour Day 2 days, Dragon Boat,
 * Mid-Autumn 1 day each, National Day 3 days) laid out the way the State Council does every year: a statutory day
 * on a weekend is given back on the next weekday, and a block longer than that is paid for with make-up weekend
 * days next to it. Administrators check them against the notice when it is published and import the official
 * year (POST /staff/holidays/import), which replaces the year's days.
 */
export const PROVIDER_CALENDAR: readonly CalendarDay[] = [
  ...named('2026-01-01', '2026-01-03', "New Year's Day"),
  ...makeUp(['2026-01-04'], "New Year's Day (make-up working day)"),
  ...named('2026-02-15', '2026-02-23', 'Spring Festival'),
  ...makeUp(['2026-02-14', '2026-02-28'], 'Spring Festival (make-up working day)'),
  ...named('2026-04-04', '2026-04-06', 'Qingming Festival'),
  ...named('2026-05-01', '2026-05-05', 'Labour Day'),
  ...makeUp(['2026-05-09'], 'Labour Day (make-up working day)'),
  ...named('2026-06-19', '2026-06-21', 'Dragon Boat Festival'),
  ...named('2026-09-25', '2026-09-27', 'Mid-Autumn Festival'),
  ...makeUp(['2026-09-20'], 'Mid-Autumn Festival (make-up working day)'),
  ...named('2026-10-01', '2026-10-07', 'National Day'),
  ...makeUp(['2026-10-10'], 'National Day (make-up working day)'),
  ...named('2027-01-01', '2027-01-03', "New Year's Day"),
  ...named('2027-02-06', '2027-02-12', 'Spring Festival'),
  ...makeUp(['2027-01-31', '2027-02-20'], 'Spring Festival (make-up working day)'),
  ...named('2027-04-03', '2027-04-05', 'Qingming Festival'),
  ...named('2027-05-01', '2027-05-05', 'Labour Day'),
  ...makeUp(['2027-05-08'], 'Labour Day (make-up working day)'),
  ...named('2027-06-09', '2027-06-09', 'Dragon Boat Festival'),
  ...named('2027-09-15', '2027-09-15', 'Mid-Autumn Festival'),
  ...named('2027-10-01', '2027-10-07', 'National Day'),
  ...makeUp(['2027-09-26', '2027-10-09'], 'National Day (make-up working day)'),
];

/** Days before the calendar runs out when administrators are warned. */
export const CALENDAR_WARNING_DAYS = 60;

/** The last day the calendar covers: 31 December of the last year it lists a day in (null: empty). */
export function calendarEnd(days: readonly Pick<CalendarDay, 'date'>[]): string | null {
  const last = days.reduce<string | null>((m, d) => (m === null || d.date > m ? d.date : m), null);
  return last ? `${last.slice(0, 4)}-12-31` : null;
}

/** Whether `today` (the office's date) is within CALENDAR_WARNING_DAYS of the calendar's end (or past it). */
export const calendarRunsOutSoon = (end: string | null, today: string, warnDays = CALENDAR_WARNING_DAYS) => end === null || plusDays(today, warnDays) >= end;

/** The clock's view of a list of calendar days. */
export const calendarOf = (days: readonly CalendarDay[]): HolidayCalendar => ({
  holidays: days.filter((d) => d.kind === 'holiday').map((d) => d.date),
  workdays: days.filter((d) => d.kind === 'workday').map((d) => d.date),
});

export const PROVIDER_HOLIDAYS: HolidayCalendar = calendarOf(PROVIDER_CALENDAR);

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** Parses a JSON array of YYYY-MM-DD dates (a configuration value); throws naming the variable otherwise. */
export function parseDateList(raw: string, name: string): string[] {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be a JSON array of dates (YYYY-MM-DD)`);
  }
  if (!Array.isArray(v) || v.some((d) => typeof d !== 'string' || !ISO.test(d) || Number.isNaN(Date.parse(`${d}T00:00:00Z`))))
    throw new Error(`${name} must be a JSON array of dates (YYYY-MM-DD)`);
  return v as string[];
}
