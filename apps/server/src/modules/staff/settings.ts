/**
 * Settings of the staff workstation, read once from the environment (a wrong value stops start-up naming
 * the variable): the service-level targets per step, the working week's time zone and holiday calendar,
 * (separation of duties is the policy's: platform/policy.ts).
 */
import { parseDateList, PROVIDER_CALENDAR, SLA_TARGET_DAYS, type CalendarDay } from '@tic/shared';

function targetsFromEnv(raw: string | undefined): Readonly<Record<string, number>> {
  if (!raw) return SLA_TARGET_DAYS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('SLA_TARGET_DAYS must be a JSON object of step -> working days, e.g. {"acceptance_check":2}');
  }
  if (!parsed || typeof parsed !== 'object' || Object.values(parsed).some((v) => typeof v !== 'number' || !(v >= 0))) {
    throw new Error('SLA_TARGET_DAYS must be a JSON object of step -> working days (numbers >= 0)');
  }
  return { ...SLA_TARGET_DAYS, ...(parsed as Record<string, number>) };
}

function offsetFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 480;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < -720 || n > 840) throw new Error('SLA_UTC_OFFSET_MINUTES must be whole minutes between -720 and 840');
  return n;
}

/**
 * The seed of the stored holiday calendar (holiday_calendar, modules/staff/calendar.ts): SLA_HOLIDAYS /
 * SLA_WORKDAYS (JSON arrays of YYYY-MM-DD) when set, each replacing its half of the built-in calendar.
 */
function calendarSeedFromEnv(env: NodeJS.ProcessEnv): CalendarDay[] {
  const holidays = env.SLA_HOLIDAYS
    ? parseDateList(env.SLA_HOLIDAYS, 'SLA_HOLIDAYS').map((date): CalendarDay => ({ date, kind: 'holiday', name: 'SLA_HOLIDAYS' }))
    : PROVIDER_CALENDAR.filter((d) => d.kind === 'holiday');
  const workdays = env.SLA_WORKDAYS
    ? parseDateList(env.SLA_WORKDAYS, 'SLA_WORKDAYS').map((date): CalendarDay => ({ date, kind: 'workday', name: 'SLA_WORKDAYS' }))
    : PROVIDER_CALENDAR.filter((d) => d.kind === 'workday');
  const both = holidays.find((h) => workdays.some((w) => w.date === h.date));
  if (both) throw new Error(`SLA_HOLIDAYS and SLA_WORKDAYS both list ${both.date}: a day is either a holiday or a make-up working day`);
  return [...holidays, ...workdays];
}

export const staffSettings = {
  slaTargets: targetsFromEnv(process.env.SLA_TARGET_DAYS),
  /** Minutes east of UTC of the provider's working week; the holidays come from the stored calendar. */
  offsetMinutes: offsetFromEnv(process.env.SLA_UTC_OFFSET_MINUTES),
  calendarSeed: calendarSeedFromEnv(process.env),
};
