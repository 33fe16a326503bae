/** The stored holiday calendar (holiday_calendar) and the audit rows of its changes. */
import { and, asc, eq, gte, like, lte, sql } from 'drizzle-orm';
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
  /** True once the calendar exists or an administrator has changed it (then the seed never runs again). */
  everKept: async (db: Db) => {
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(holidayCalendar);
    if ((r?.n ?? 0) > 0) return true;
    const [a] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffAudit)
      .where(like(staffAudit.action, 'calendar.%'));
    return (a?.n ?? 0) > 0;
  },
  seed: (db: Db, days: readonly CalendarDay[]) =>
    days.length
      ? db
          .insert(holidayCalendar)
          .values(days.map((d) => ({ day: d.date, kind: d.kind, name: d.name })))
          .onConflictDoNothing()
      : Promise.resolve(),
};
