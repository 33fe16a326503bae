/**
 * The service-level clock in working days (Monday to Friday, in the provider's time zone offset). Pure:
 * the server keeps the clock's columns with `nextClock` at every transition; the queues read `due_at`.
 */
import { slaStepOf, waitingOnOf } from './waiting.js';

const DAY = 86_400_000;

/** Target working days per service-level step; steps not named have DEFAULT_SLA_DAYS. */
export const SLA_TARGET_DAYS: Readonly<Record<string, number>> = {
  acceptance_check: 2,
  acceptance: 2,
  type_test: 10,
  factory_inspection: 5,
  field_inspection: 3,
  laboratory_testing: 10,
  conformity_assessment: 3,
  certificate_issuance: 2,
  certificate_production: 2,
};
export const DEFAULT_SLA_DAYS = 5;
export const targetDaysOf = (step: string, targets: Readonly<Record<string, number>> = SLA_TARGET_DAYS) => targets[step] ?? DEFAULT_SLA_DAYS;

export interface ClockOptions {
  /** Minutes east of UTC of the provider's working week (480: China Standard Time). */
  offsetMinutes?: number;
  /** Dates (YYYY-MM-DD, local) that are not working days. */
  holidays?: readonly string[];
  /** Weekend dates (YYYY-MM-DD, local) that are working days (make-up days around a long holiday). */
  workdays?: readonly string[];
}

const localDay = (t: number, o: ClockOptions) => Math.floor((t + (o.offsetMinutes ?? 0) * 60_000) / DAY);
const isWorkingDay = (day: number, o: ClockOptions) => {
  const iso = new Date(day * DAY).toISOString().slice(0, 10);
  const wd = new Date(day * DAY).getUTCDay();
  if (wd === 0 || wd === 6) return (o.workdays ?? []).includes(iso);
  return !(o.holidays ?? []).includes(iso);
};

/** Working days (fractional) between two instants: the part of each working day that lies between them. */
export function workingDaysBetween(from: Date, to: Date, o: ClockOptions = {}): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  const off = (o.offsetMinutes ?? 0) * 60_000;
  let total = 0;
  for (let day = localDay(a, o); day <= localDay(b, o); day++) {
    if (!isWorkingDay(day, o)) continue;
    const start = Math.max(a, day * DAY - off);
    const end = Math.min(b, (day + 1) * DAY - off);
    if (end > start) total += (end - start) / DAY;
  }
  return total;
}

/** The instant `days` working days after `from` (skipping weekends and holidays). */
export function addWorkingDays(from: Date, days: number, o: ClockOptions = {}): Date {
  const off = (o.offsetMinutes ?? 0) * 60_000;
  let t = from.getTime();
  let left = days;
  for (let guard = 0; guard < 3660; guard++) {
    const day = localDay(t, o);
    const dayEnd = (day + 1) * DAY - off;
    if (isWorkingDay(day, o)) {
      const avail = (dayEnd - t) / DAY;
      if (avail >= left) return new Date(t + left * DAY);
      left -= avail;
    }
    t = dayEnd;
  }
  return new Date(t);
}

/** The clock's stored state (columns of applications). */
export interface SlaClock {
  step: string | null;
  /** Working days used in this step before the current run. */
  usedDays: number;
  /** When the current run started (null: paused or stopped). */
  runningSince: Date | null;
  dueAt: Date | null;
}

export const STOPPED_CLOCK: SlaClock = { step: null, usedDays: 0, runningSince: null, dueAt: null };

type StateLike = { status: string; processStep: string };

/**
 * The clock after a transition at `now`: a new step starts from zero; it runs while the application waits
 * on the provider and pauses (keeping the days used) while it waits on the customer; it stops at the end.
 */
export function nextClock(
  prev: SlaClock,
  next: StateLike,
  now: Date,
  targets: Readonly<Record<string, number>> = SLA_TARGET_DAYS,
  o: ClockOptions = {},
): SlaClock {
  const step = slaStepOf(next);
  if (!step) return STOPPED_CLOCK;
  let used = step === prev.step ? prev.usedDays : 0;
  if (step === prev.step && prev.runningSince) used += workingDaysBetween(prev.runningSince, now, o);
  if (waitingOnOf(next) === 'customer') return { step, usedDays: used, runningSince: null, dueAt: null };
  const runningSince = step === prev.step && prev.runningSince ? prev.runningSince : now;
  const usedBefore = step === prev.step && prev.runningSince ? used - workingDaysBetween(prev.runningSince, now, o) : used;
  return { step, usedDays: usedBefore, runningSince, dueAt: addWorkingDays(runningSince, Math.max(0, targetDaysOf(step, targets) - usedBefore), o) };
}

/** Working days left until the due time (negative: overdue), one decimal. */
export function daysLeft(dueAt: Date | null, now: Date, o: ClockOptions = {}): number | null {
  if (!dueAt) return null;
  const d = dueAt >= now ? workingDaysBetween(now, dueAt, o) : -workingDaysBetween(dueAt, now, o);
  return Math.round(d * 10) / 10;
}
