import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  applicationGuestFiles,
  applicationGuests,
  applications,
  infoRequestItemFiles,
  infoRequestItems,
  infoRequests,
  storedFiles,
  users,
} from '../../db/schema/index.js';
import { businessClock } from '../../platform/clock.js';

export type InfoRequestRow = typeof infoRequests.$inferSelect;

const head = { request: infoRequests, rfcNo: applications.rfcNo, title: applications.title, userId: applications.userId };

export const infoRepo = {
  /** Open requests on processing applications of these forms, oldest first (the unanswered-request job). */
  openOfForms: (db: Db, forms: readonly string[], limit: number, afterId = 0) =>
    forms.length
      ? db
          .select({
            id: infoRequests.id,
            createdAt: infoRequests.createdAt,
            warnedMonthAt: infoRequests.warnedMonthAt,
            warnedWeekAt: infoRequests.warnedWeekAt,
          })
          .from(infoRequests)
          .innerJoin(applications, eq(applications.id, infoRequests.applicationId))
          .where(
            and(
              eq(infoRequests.status, 'open'),
              eq(applications.status, 'processing'),
              inArray(applications.form, [...forms]),
              sql`${infoRequests.id} > ${afterId}`,
            ),
          )
          .orderBy(asc(infoRequests.id))
          .limit(limit)
      : Promise.resolve([]),
  /** Records a warning once: false when it was already recorded (another process, an earlier run). */
  markWarned: (db: Db, id: number, warning: 'month' | 'week', at: Date) => {
    const column = warning === 'month' ? infoRequests.warnedMonthAt : infoRequests.warnedWeekAt;
    return db
      .update(infoRequests)
      .set(warning === 'month' ? { warnedMonthAt: at } : { warnedWeekAt: at })
      .where(and(eq(infoRequests.id, id), eq(infoRequests.status, 'open'), isNull(column)))
      .returning({ id: infoRequests.id })
      .then((r) => r.length > 0);
  },
  /** An open request lapses when its application is closed unanswered (false: no longer open). */
  lapse: (db: Db, id: number) =>
    db
      .update(infoRequests)
      .set({ status: 'lapsed', version: sql`${infoRequests.version} + 1` })
      .where(and(eq(infoRequests.id, id), eq(infoRequests.status, 'open')))
      .returning({ id: infoRequests.id })
      .then((r) => r.length > 0),
  insert: (db: Db, row: typeof infoRequests.$inferInsert) =>
    db
      .insert(infoRequests)
      .values(row)
      .returning()
      .then((r) => r[0]!),
  insertItems: (db: Db, rows: (typeof infoRequestItems.$inferInsert)[]) => db.insert(infoRequestItems).values(rows),
  /** Requests of one customer (through the application's owner), newest first; `userId` null: any (staff). */
  list: (db: Db, where: { userId?: number; applicationId?: number; status?: string }) =>
    db
      .select(head)
      .from(infoRequests)
      .innerJoin(applications, eq(applications.id, infoRequests.applicationId))
      .where(
        and(
          where.userId === undefined ? undefined : eq(applications.userId, where.userId),
          where.applicationId === undefined ? undefined : eq(infoRequests.applicationId, where.applicationId),
          where.status === undefined ? undefined : eq(infoRequests.status, where.status),
        ),
      )
      .orderBy(desc(infoRequests.createdAt), desc(infoRequests.id))
      .limit(200),
  /** One request, the customer's own only (null userId: staff); `lock` takes it FOR UPDATE. */
  find: (db: Db, id: number, userId: number | null, lock = false) => {
    const q = db
      .select(head)
      .from(infoRequests)
      .innerJoin(applications, eq(applications.id, infoRequests.applicationId))
      .where(and(eq(infoRequests.id, id), userId === null ? undefined : eq(applications.userId, userId)));
    return (lock ? q.for('update', { of: infoRequests }) : q).then((r) => r[0]);
  },
  items: (db: Db, requestIds: number[]) =>
    requestIds.length
      ? db.select().from(infoRequestItems).where(inArray(infoRequestItems.requestId, requestIds)).orderBy(asc(infoRequestItems.position))
      : Promise.resolve([]),
  itemFiles: (db: Db, itemIds: number[]) =>
    itemIds.length
      ? db
          .select({ itemId: infoRequestItemFiles.itemId, file: storedFiles })
          .from(infoRequestItemFiles)
          .innerJoin(storedFiles, eq(storedFiles.id, infoRequestItemFiles.fileId))
          .where(inArray(infoRequestItemFiles.itemId, itemIds))
          .orderBy(asc(storedFiles.id))
      : Promise.resolve([]),
  /** The documents guests of the application uploaded for these questions (issue 30), with the guest's name. */
  guestFiles: (db: Db, itemIds: number[]) =>
    itemIds.length
      ? db
          .select({
            itemId: applicationGuestFiles.infoItemId,
            file: storedFiles,
            guest: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`,
          })
          .from(applicationGuestFiles)
          .innerJoin(storedFiles, eq(storedFiles.id, applicationGuestFiles.fileId))
          .innerJoin(applicationGuests, eq(applicationGuests.id, applicationGuestFiles.guestId))
          .leftJoin(users, eq(users.id, applicationGuests.guestUserId))
          .where(inArray(applicationGuestFiles.infoItemId, itemIds))
          .orderBy(asc(applicationGuestFiles.createdAt), asc(storedFiles.id))
      : Promise.resolve([]),
  /** A question of an open request on this application (undefined: none; the guest may not upload for it). */
  openItemOf: (db: Db, applicationId: number, itemId: number) =>
    db
      .select({ id: infoRequestItems.id })
      .from(infoRequestItems)
      .innerJoin(infoRequests, eq(infoRequests.id, infoRequestItems.requestId))
      .where(and(eq(infoRequestItems.id, itemId), eq(infoRequests.applicationId, applicationId), eq(infoRequests.status, 'open')))
      .then((r) => r[0]),
  answerItem: (db: Db, itemId: number, answer: string | null) => db.update(infoRequestItems).set({ answer }).where(eq(infoRequestItems.id, itemId)),
  attach: (db: Db, rows: { itemId: number; fileId: number }[]) =>
    rows.length ? db.insert(infoRequestItemFiles).values(rows).onConflictDoNothing() : Promise.resolve(),
  close: (db: Db, id: number, version: number) =>
    db
      .update(infoRequests)
      .set({ status: 'answered', answeredAt: businessClock.now(), version: version + 1 })
      .where(and(eq(infoRequests.id, id), eq(infoRequests.version, version), eq(infoRequests.status, 'open')))
      .returning()
      .then((r) => r[0]),
  /** Staff accept the answers of an answered request (at its version): it is done. */
  accept: (db: Db, id: number, version: number) =>
    db
      .update(infoRequests)
      .set({ status: 'accepted', version: version + 1 })
      .where(and(eq(infoRequests.id, id), eq(infoRequests.version, version), eq(infoRequests.status, 'answered')))
      .returning()
      .then((r) => r[0]),
  ownFiles: (db: Db, userId: number, ids: number[]) =>
    ids.length
      ? db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(and(inArray(storedFiles.id, ids), eq(storedFiles.uploadedBy, userId)))
          .then((r) => r.map((x) => x.id))
      : Promise.resolve([] as number[]),
};
