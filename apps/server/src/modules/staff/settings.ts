/**
 * Settings of the staff workstation, read once from the environment (a wrong value stops start-up naming
 * the variable): the service-level targets per step, the working week's time zone and holiday calendar,
 * separation of duties.
 */
import { parseDateList, PROVIDER_HOLIDAYS, SLA_TARGET_DAYS, type ClockOptions } from '@tic/shared';

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

function flagFromEnv(raw: string | undefined, name: string): boolean {
  if (raw === undefined || raw === '' || raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`${name} must be 0 or 1`);
}

/** The holiday calendar: the seeded one, or SLA_HOLIDAYS / SLA_WORKDAYS (JSON arrays of YYYY-MM-DD) instead. */
function calendarFromEnv(env: NodeJS.ProcessEnv) {
  return {
    holidays: env.SLA_HOLIDAYS ? parseDateList(env.SLA_HOLIDAYS, 'SLA_HOLIDAYS') : PROVIDER_HOLIDAYS.holidays,
    workdays: env.SLA_WORKDAYS ? parseDateList(env.SLA_WORKDAYS, 'SLA_WORKDAYS') : PROVIDER_HOLIDAYS.workdays,
  };
}

export const staffSettings = {
  slaTargets: targetsFromEnv(process.env.SLA_TARGET_DAYS),
  clock: { offsetMinutes: offsetFromEnv(process.env.SLA_UTC_OFFSET_MINUTES), ...calendarFromEnv(process.env) } satisfies ClockOptions as ClockOptions,
  separationOfDuties: flagFromEnv(process.env.STAFF_SEPARATION_OF_DUTIES, 'STAFF_SEPARATION_OF_DUTIES'),
};
