/**
 * The provider's holiday calendar for the working-day clock (issue 14): public holidays that fall on weekdays
 * and the weekend days worked instead (China, the provider's zone; State Council schedule for 2026). This is the
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
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
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

/** The built-in seed of the stored calendar (China 2026), with each day's name. */
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
];

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
