/** The stored holiday calendar (holiday_calendar) and the audit rows of its changes. */
import { and, asc, desc, eq, gte, like, lte, sql } from 'drizzle-orm';
import type { CalendarDay, HolidayKind } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { holidayCalendar, staffAudit, users } from '../../db/schema/index.js';

const asDay = (r: { day: string; kind: string; name: string }): CalendarDay => ({ date: r.day, kind: r.kind as HolidayKind, name: r.name });

export const calendarRepo = {
  /** Every day from `from` on (the clock never looks further back than the running step). */
  daysFrom: async (db: Db | Tx, from: string) =>
    (await db.select().from(holidayCalendar).where(gte(holidayCalendar.day, from)).orderBy(asc(holidayCalendar.day))).map(asDay),
  /** One year's days with who added them. */
  year: (db: Db, year: number) =>
    db
      .select({
        day: holidayCalendar.day,
        kind: holidayCalendar.kind,
        name: holidayCalendar.name,
        createdAt: holidayCalendar.createdAt,
        by: users.name,
        byUsername: users.username,
      })
      .from(holidayCalendar)
      .leftJoin(users, eq(users.id, holidayCalendar.createdBy))
      .where(and(gte(holidayCalendar.day, `${year}-01-01`), lte(holidayCalendar.day, `${year}-12-31`)))
      .orderBy(asc(holidayCalendar.day)),
  /** The stored entry of a date, locked for the caller's transaction. */
  lock: async (tx: Tx, date: string) => {
    const [r] = await tx.select().from(holidayCalendar).where(eq(holidayCalendar.day, date)).for('update');
    return r ? asDay(r) : null;
  },
  /** Inserts the day unless the date is listed already (a concurrent add of the same date: null). */
  insert: async (tx: Tx, day: CalendarDay, createdBy: number | null) =>
    (
      await tx
        .insert(holidayCalendar)
        .values({ day: day.date, kind: day.kind, name: day.name, createdBy })
        .onConflictDoNothing()
        .returning({ day: holidayCalendar.day })
    ).length > 0,
  remove: (tx: Tx, date: string) => tx.delete(holidayCalendar).where(eq(holidayCalendar.day, date)),
  /** The last stored day (null: the calendar is empty). */
  lastDay: async (db: Db | Tx) => {
    const [r] = await db.select({ day: sql<string | null>`max(${holidayCalendar.day})` }).from(holidayCalendar);
    return r?.day ?? null;
  },
  /**
   * Whether a year was ever kept: a day of it is stored, or an administrator changed a day of it (the audit's
   * comment starts with the date) or imported it (the year is in the comment). Such a year is never seeded again.
   */
  yearKept: async (db: Db, year: number) => {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(holidayCalendar)
      .where(and(gte(holidayCalendar.day, `${year}-01-01`), lte(holidayCalendar.day, `${year}-12-31`)));
    if ((r?.n ?? 0) > 0) return true;
    const [a] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffAudit)
      .where(and(like(staffAudit.action, 'calendar.%'), sql`(${staffAudit.comment} like ${`${year}-%`} or ${staffAudit.comment} like ${`%[${year}]%`})`));
    return (a?.n ?? 0) > 0;
  },
  /** Replaces the days of the given years with `days` (an import), in the caller's transaction. */
  replaceYears: async (tx: Tx, years: readonly number[], days: readonly CalendarDay[], createdBy: number | null) => {
    for (const y of years) await tx.delete(holidayCalendar).where(and(gte(holidayCalendar.day, `${y}-01-01`), lte(holidayCalendar.day, `${y}-12-31`)));
    if (days.length) await tx.insert(holidayCalendar).values(days.map((d) => ({ day: d.date, kind: d.kind, name: d.name, createdBy })));
  },
  /** Serialises the runs-out warnings (two runs at once write one row). */
  lockWarnings: (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('calendar.runs_out_warning'))`),
  /** When administrators were warned that the calendar ending on `end` runs out (null: not yet). */
  warnedAt: async (db: Db | Tx, end: string) => {
    const [r] = await db
      .select({ at: staffAudit.at })
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'calendar.runs_out_warning'), eq(staffAudit.comment, end)))
      .orderBy(desc(staffAudit.id))
      .limit(1);
    return r?.at ?? null;
  },
  seed: (db: Db, days: readonly CalendarDay[]) =>
    days.length
      ? db
          .insert(holidayCalendar)
          .values(days.map((d) => ({ day: d.date, kind: d.kind, name: d.name })))
          .onConflictDoNothing()
      : Promise.resolve(),
};
