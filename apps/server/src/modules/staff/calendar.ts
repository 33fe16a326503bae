/**
 * The holiday calendar of the service-level clock (issue 14), stored in holiday_calendar and maintained by
 * administrators (policy row holiday_calendar). The clock reads the stored calendar: a transition reads it in
 * its own transaction, so a change applies to every due date computed afterwards (due dates already set stay);
 * the days left shown in lists use this process's copy, read again after a change here and at least every
 * CALENDAR_TTL_MS otherwise (a change made by another process shows there within that time).
 */
import { calendarConflict, calendarOf, type CalendarDay, type CalendarEntryBody, type CalendarYear, type ClockOptions, type PolicyUser } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { auditRepo } from './auditRepo.js';
import { calendarRepo } from './calendarRepo.js';
import { staffSettings } from './settings.js';

const CALENDAR_TTL_MS = 30_000;
/** How far back the clock looks: a step's clock never started earlier than this. */
const LOOK_BACK_DAYS = 400;

let copy: { clock: ClockOptions; at: number } = { clock: { offsetMinutes: staffSettings.offsetMinutes, ...calendarOf(staffSettings.calendarSeed) }, at: 0 };

async function read(db: Db | Tx, now = new Date()): Promise<ClockOptions> {
  const from = new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000).toISOString().slice(0, 10);
  const clock = { offsetMinutes: staffSettings.offsetMinutes, ...calendarOf(await calendarRepo.daysFrom(db, from)) };
  copy = { clock, at: Date.now() };
  return clock;
}

export interface CalendarCaller {
  user: PolicyUser;
  ip: string | null;
}

export const calendarService = {
  /** The clock as this process last read it (synchronous: the days left of a list's rows). */
  clock: (): ClockOptions => copy.clock,
  /** This process's copy, read again when older than CALENDAR_TTL_MS. */
  current: async (db: Db) => (Date.now() - copy.at > CALENDAR_TTL_MS ? read(db) : copy.clock),
  /** The stored calendar as of the caller's transaction (what a transition computes its due date with). */
  fresh: (tx: Db | Tx, now = new Date()) => read(tx, now),
  /** At start-up: while the calendar was never stored nor changed, the seed (SLA_HOLIDAYS / SLA_WORKDAYS, else the built-in one). */
  async seed(db: Db) {
    if (!(await calendarRepo.everKept(db))) await calendarRepo.seed(db, staffSettings.calendarSeed);
    await read(db);
  },
  async year(db: Db, year: number): Promise<CalendarYear> {
    const rows = await calendarRepo.year(db, year);
    return {
      year,
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
