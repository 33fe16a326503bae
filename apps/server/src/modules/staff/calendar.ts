/**
 * The holiday calendar of the service-level clock (issue 14), stored in holiday_calendar and maintained by
 * administrators (policy row holiday_calendar). The clock reads the stored calendar: a transition reads it in
 * its own transaction, so a change applies to every due date computed afterwards (due dates already set stay);
 * the days left shown in lists use this process's copy, read again after a change here and at least every
 * CALENDAR_TTL_MS otherwise (a change made by another process shows there within that time).
 * Issue 29: any number of years, counted in the office's IANA time zone (settings.ts); an administrator imports
 * whole years from a CSV file; the daily job `staff.calendar-runs-out` warns CALENDAR_WARNING_DAYS before the
 * last stored year ends, once per end date.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import {
  calendarConflict,
  calendarEnd,
  calendarOf,
  calendarRunsOutSoon,
  localDate,
  parseCalendarCsv,
  type CalendarDay,
  type CalendarEntryBody,
  type CalendarImportError,
  type CalendarYear,
  type ClockOptions,
  type PolicyUser,
  type WorkingCalendar,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { parseCalendarIcs } from './calendarIcs.js';
import { auditRepo } from './auditRepo.js';
import { calendarRepo } from './calendarRepo.js';
import { staffSettings } from './settings.js';
import { businessClock } from '../../platform/clock.js';

const CALENDAR_TTL_MS = 30_000;
/** How far back the clock looks: a step's clock never started earlier than this. */
const LOOK_BACK_DAYS = 400;

/**
 * This process's copy of the stored calendar, and the database it was read from: a copy of another database (the
 * server test files share one module graph per worker, each with its own database) is read again, never used.
 */
let copy: { clock: ClockOptions; at: number; from: Db | Tx | null } = {
  clock: { ...staffSettings.zone, ...calendarOf(staffSettings.calendarSeed) },
  at: 0,
  from: null,
};

async function read(db: Db | Tx, now = businessClock.now()): Promise<ClockOptions> {
  const from = format(subDays(new TZDate(now.getTime(), staffSettings.timeZoneName), LOOK_BACK_DAYS), 'yyyy-MM-dd');
  const clock = { ...staffSettings.zone, ...calendarOf(await calendarRepo.daysFrom(db, from)) };
  copy = { clock, at: Date.now(), from: db };
  return clock;
}

export interface CalendarCaller {
  user: PolicyUser;
  ip: string | null;
}

/** A calendar file that cannot be read: every bad line with its reason (the route words the 400). */
export class CalendarImportRefused extends Error {
  constructor(readonly errors: CalendarImportError[]) {
    super('calendar.import.invalid');
  }
}

/** The office's date of an instant (YYYY-MM-DD). */
export const officeToday = (now = businessClock.now()) => localDate(now, staffSettings.zone);

export const calendarService = {
  /** The clock as this process last read it (synchronous: the days left of a list's rows). */
  clock: (): ClockOptions => copy.clock,
  /** This process's copy, read again when older than CALENDAR_TTL_MS. */
  current: async (db: Db) => (copy.from !== db || Date.now() - copy.at > CALENDAR_TTL_MS ? read(db) : copy.clock),
  /** The stored calendar as of the caller's transaction (what a transition computes its due date with). */
  fresh: (tx: Db | Tx, now = businessClock.now()) => read(tx, now),
  /**
   * At start-up: each year of the seed (SLA_HOLIDAYS / SLA_WORKDAYS, else the built-in one) that was never stored
   * nor changed (a database seeded with 2026 gets 2027; a year an administrator emptied stays empty).
   */
  async seed(db: Db) {
    const years = [...new Set(staffSettings.calendarSeed.map((d) => Number(d.date.slice(0, 4))))];
    for (const y of years) {
      if (!(await calendarRepo.yearKept(db, y)))
        await calendarRepo.seed(
          db,
          staffSettings.calendarSeed.filter((d) => d.date.startsWith(`${y}-`)),
        );
    }
    await read(db);
  },
  /** The working days the booking form counts with (the cutoffs): from today on, in the office's zone. */
  async workingCalendar(db: Db, now = businessClock.now()): Promise<WorkingCalendar> {
    const { holidays, workdays } = calendarOf(await calendarRepo.daysFrom(db, officeToday(now)));
    return { time_zone: staffSettings.timeZoneName, holidays: [...holidays], workdays: [...workdays] };
  },
  /** Where the calendar ends and whether it runs out within CALENDAR_WARNING_DAYS of `now` (the office's date). */
  async end(db: Db | Tx, now = businessClock.now()) {
    const endsOn = calendarEnd(await calendarRepo.lastDay(db).then((d) => (d ? [{ date: d }] : [])));
    return { endsOn, runsOutSoon: calendarRunsOutSoon(endsOn, officeToday(now)) };
  },
  /**
   * The daily warning (job staff.calendar-runs-out): when the calendar runs out soon, one audit row
   * `calendar.runs_out_warning` per end date (the administrators' screen shows it); true when this run wrote it.
   */
  async warnIfRunningOut(db: Db, now = businessClock.now()): Promise<boolean> {
    return db.transaction(async (tx) => {
      await calendarRepo.lockWarnings(tx);
      const { endsOn, runsOutSoon } = await calendarService.end(tx, now);
      const key = endsOn ?? 'empty';
      if (!runsOutSoon || (await calendarRepo.warnedAt(tx, key))) return false;
      await auditRepo.append(tx, { actorId: null, actorRoles: [], action: 'calendar.runs_out_warning', comment: key, ip: null });
      return true;
    });
  },
  /**
   * Imports a CSV calendar: the years the file covers are replaced by its days, in one transaction, audited.
   * A bad file changes nothing (CalendarImportRefused with every bad line).
   */
  async importFile(db: Db, c: CalendarCaller, fileName: string, content: string) {
    const parsed = /\.ics$/i.test(fileName) || /^\uFEFF?BEGIN:VCALENDAR/i.test(content) ? parseCalendarIcs(content) : parseCalendarCsv(content);
    if (!parsed.ok) throw new CalendarImportRefused(parsed.errors);
    await db.transaction(async (tx) => {
      await calendarRepo.replaceYears(tx, parsed.years, parsed.days, c.user.id);
      await auditRepo.append(tx, {
        actorId: c.user.id,
        actorRoles: [...c.user.roles],
        action: 'calendar.import',
        comment: `${fileName}: ${parsed.days.length} days [${parsed.years.join('] [')}]`,
        ip: c.ip,
      });
    });
    await read(db);
    return { years: parsed.years, days: parsed.days.length };
  },
  async year(db: Db, year: number): Promise<CalendarYear> {
    const rows = await calendarRepo.year(db, year);
    const { endsOn, runsOutSoon } = await calendarService.end(db);
    return {
      year,
      time_zone: staffSettings.timeZoneName,
      ends_on: endsOn,
      runs_out_soon: runsOutSoon,
      days: rows.map((r) => ({
        date: r.day,
        kind: r.kind as CalendarDay['kind'],
        name: r.name,
        created_at: r.createdAt.toISOString(),
        created_by: r.by || r.byUsername || null,
      })),
    };
  },
  /** Adds a day: 400 when the date is listed as the other kind, 409 when it is listed already. */
  async add(db: Db, c: CalendarCaller, body: CalendarEntryBody) {
    await db.transaction(async (tx) => {
      const listed = await calendarRepo.lock(tx, body.date);
      const conflict = calendarConflict(listed ? [listed] : [], body);
      if (conflict) throw new AppError(conflict.status, conflict.reason);
      // Added by a colleague at the same moment: the unique date refuses the second (409).
      if (!(await calendarRepo.insert(tx, body, c.user.id))) throw new AppError(409, 'calendar.exists');
      await auditRepo.append(tx, {
        actorId: c.user.id,
        actorRoles: [...c.user.roles],
        action: 'calendar.add',
        comment: `${body.date} ${body.kind}: ${body.name}`,
        ip: c.ip,
      });
    });
    await read(db);
    return calendarService.year(db, Number(body.date.slice(0, 4)));
  },
  /** Removes a day (404 when it is not listed). */
  async remove(db: Db, c: CalendarCaller, date: string) {
    await db.transaction(async (tx) => {
      const listed = await calendarRepo.lock(tx, date);
      if (!listed) throw new AppError(404, 'calendar.notListed');
      await calendarRepo.remove(tx, date);
      await auditRepo.append(tx, {
        actorId: c.user.id,
        actorRoles: [...c.user.roles],
        action: 'calendar.remove',
        comment: `${date} ${listed.kind}: ${listed.name}`,
        ip: c.ip,
      });
    });
    await read(db);
    return calendarService.year(db, Number(date.slice(0, 4)));
  },
};
