/**
 * Settings of the staff workstation, read once from the environment (a wrong value stops start-up naming
 * the variable): the service-level targets per step, the working week's time zone and holiday calendar,
 * (separation of duties is the policy's: platform/policy.ts).
 */
import { DEFAULT_TIME_ZONE, parseDateList, PROVIDER_CALENDAR, SLA_TARGET_DAYS, zoneOf, type CalendarDay } from '@tic/shared';

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

function offsetFromEnv(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < -720 || n > 840) throw new Error('SLA_UTC_OFFSET_MINUTES must be whole minutes between -720 and 840');
  return n;
}

/**
 * The office's IANA time zone (OFFICE_TIME_ZONE, default Asia/Shanghai). SLA_UTC_OFFSET_MINUTES, the former fixed
 * offset, is still read as a fallback when OFFICE_TIME_ZONE is not set (a zone without summer time).
 */
function timeZoneFromEnv(raw: string | undefined, offset: number | undefined): string | undefined {
  if (!raw) return offset === undefined ? DEFAULT_TIME_ZONE : undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: raw });
  } catch {
    throw new Error(`OFFICE_TIME_ZONE must be an IANA time zone such as Asia/Shanghai (got ${raw})`);
  }
  return raw;
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

const offsetMinutes = offsetFromEnv(process.env.SLA_UTC_OFFSET_MINUTES);
const timeZone = timeZoneFromEnv(process.env.OFFICE_TIME_ZONE, offsetMinutes);

export const staffSettings = {
  slaTargets: targetsFromEnv(process.env.SLA_TARGET_DAYS),
  /** The office's working week: its IANA zone, else the fixed offset (the holidays come from the stored calendar). */
  zone: { timeZone, offsetMinutes },
  /** The zone's name as shown (Asia/Shanghai, or +08:00 for a fixed offset). */
  timeZoneName: zoneOf({ timeZone, offsetMinutes }),
  calendarSeed: calendarSeedFromEnv(process.env),
};
