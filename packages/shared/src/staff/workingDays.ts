/**
 * The service-level clock in working days (Monday to Friday, less the holidays, plus the make-up weekend days),
 * in the provider office's IANA time zone. Pure: the server keeps the clock's columns with `nextClock` at every
 * transition; the queues read `due_at`. Calendar arithmetic goes through date-fns and @date-fns/tz (a local day
 * is from one local midnight to the next, whatever the zone's offset that day), never through millisecond sums.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { slaStepOf, waitingOnOf, type WaitState } from './waiting.js';

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

/** The office's default time zone (the provider works in China). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export interface ClockOptions {
  /** The office's IANA time zone (Asia/Shanghai); wins over offsetMinutes. */
  timeZone?: string;
  /** Fallback: minutes east of UTC (480: China Standard Time); neither set: UTC. */
  offsetMinutes?: number;
  /** Dates (YYYY-MM-DD, local) that are not working days. */
  holidays?: readonly string[];
  /** Weekend dates (YYYY-MM-DD, local) that are working days (make-up days around a long holiday). */
  workdays?: readonly string[];
}

const offsetZone = (m: number) => `${m < 0 ? '-' : '+'}${String(Math.floor(Math.abs(m) / 60)).padStart(2, '0')}:${String(Math.abs(m) % 60).padStart(2, '0')}`;
/** The zone the options name: the IANA zone, else the fixed offset as "+08:00", else UTC. */
export const zoneOf = (o: ClockOptions) => o.timeZone ?? (o.offsetMinutes !== undefined ? offsetZone(o.offsetMinutes) : 'UTC');

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const partsOf = (date: string) => date.split('-').map(Number) as [number, number, number];

/** A local calendar day in a zone: its start, its end (the next local midnight), the next date and its weekday. */
interface LocalDay {
  start: number;
  end: number;
  next: string;
  weekday: number;
}
// The lists compute the days left of every row over the same few weeks: each (zone, date) is worked out once.
const DAY_CACHE_MAX = 50_000;
const dayCache = new Map<string, LocalDay>();
function dayIn(zone: string, date: string): LocalDay {
  const key = `${zone}|${date}`;
  const hit = dayCache.get(key);
  if (hit) return hit;
  const [y, m, d] = partsOf(date);
  const utc = new TZDate(y, m - 1, d, 'UTC');
  const next = isoOf(addDays(utc, 1));
  const [ny, nm, nd] = partsOf(next);
  const day = { start: new TZDate(y, m - 1, d, zone).getTime(), end: new TZDate(ny, nm - 1, nd, zone).getTime(), next, weekday: utc.getDay() };
  if (dayCache.size >= DAY_CACHE_MAX) dayCache.clear();
  dayCache.set(key, day);
  return day;
}

/** Whether a calendar date (YYYY-MM-DD) is a working day: a weekday not a holiday, or a make-up weekend day. */
export function isWorkingDate(date: string, o: Pick<ClockOptions, 'holidays' | 'workdays'> = {}): boolean {
  const wd = dayIn('UTC', date).weekday;
  if (wd === 0 || wd === 6) return (o.workdays ?? []).includes(date);
  return !(o.holidays ?? []).includes(date);
}

/** The calendar date `n` days after `date` (YYYY-MM-DD). */
export const plusDays = (date: string, n: number) => format(addDays(new TZDate(`${date}T00:00:00Z`, 'UTC'), n), 'yyyy-MM-dd');

/** The local calendar date (YYYY-MM-DD) of an instant in the options' zone (23:30 UTC is the next day in Shanghai). */
export const localDate = (t: Date, o: ClockOptions = {}) => isoOf(new TZDate(t.getTime(), zoneOf(o)));

/** Every local day from the one holding instant `a` on: its start, its end and whether it is worked. */
function* localDays(a: number, o: ClockOptions): Generator<{ start: number; end: number; working: boolean }> {
  const zone = zoneOf(o);
  let date = localDate(new Date(a), o);
  for (let guard = 0; guard < 36600; guard++) {
    const day = dayIn(zone, date);
    yield { start: day.start, end: day.end, working: isWorkingDate(date, o) };
    date = day.next;
  }
}

/** Working days (fractional) between two instants: the part of each working day that lies between them. */
export function workingDaysBetween(from: Date, to: Date, o: ClockOptions = {}): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  let total = 0;
  for (const d of localDays(a, o)) {
    if (d.start >= b) break;
    if (!d.working) continue;
    const start = Math.max(a, d.start);
    const end = Math.min(b, d.end);
    if (end > start) total += (end - start) / (d.end - d.start);
  }
  return total;
}

/** The instant `days` working days after `from` (skipping weekends and holidays). */
export function addWorkingDays(from: Date, days: number, o: ClockOptions = {}): Date {
  let t = from.getTime();
  let left = days;
  for (const d of localDays(t, o)) {
    if (d.working) {
      const length = d.end - d.start;
      const avail = (d.end - t) / length;
      if (avail >= left) return new Date(t + left * length);
      left -= avail;
    }
    t = d.end;
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

type StateLike = WaitState;

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
  const step = slaStepOf(next, prev.step);
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
