/**
 * The provider's holiday calendar for the working-day clock (issue 14): public holidays that fall on weekdays
 * and the weekend days worked instead (China, the provider's zone; State Council schedule for 2026). Deployments
 * replace or extend it with SLA_HOLIDAYS / SLA_WORKDAYS (JSON arrays of YYYY-MM-DD). Reference data: keep it
 * with next year's schedule when it is published.
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

export const PROVIDER_HOLIDAYS: HolidayCalendar = {
  holidays: [
    ...range('2026-01-01', '2026-01-03'), // New Year
    ...range('2026-02-15', '2026-02-23'), // Spring Festival
    ...range('2026-04-04', '2026-04-06'), // Qingming
    ...range('2026-05-01', '2026-05-05'), // Labour Day
    ...range('2026-06-19', '2026-06-21'), // Dragon Boat
    ...range('2026-09-25', '2026-09-27'), // Mid-Autumn
    ...range('2026-10-01', '2026-10-07'), // National Day
  ],
  workdays: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
};

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
