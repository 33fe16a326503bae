import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { applicationGuestFiles, applicationGuests, applications, storedFiles, users } from '../../db/schema/index.js';

export type GuestRow = typeof applicationGuests.$inferSelect;

const personName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`;

/** The SQL of guests on one application (the rules are in service.ts). */
export const guestsRepo = {
  insert: async (t: Tx, v: typeof applicationGuests.$inferInsert) => (await t.insert(applicationGuests).values(v).returning())[0]!,
  /** The application's guests, the oldest first, with the name of the account that accepted (null before). */
  ofApplication: (db: Db, applicationId: number) =>
    db
      .select({ g: applicationGuests, guestName: personName })
      .from(applicationGuests)
      .leftJoin(users, eq(users.id, applicationGuests.guestUserId))
      .where(eq(applicationGuests.applicationId, applicationId))
      .orderBy(asc(applicationGuests.id)),
  one: (t: Db | Tx, applicationId: number, id: number) =>
    t
      .select()
      .from(applicationGuests)
      .where(and(eq(applicationGuests.id, id), eq(applicationGuests.applicationId, applicationId)))
      .for('update')
      .then((r) => r[0]),
  byHash: (t: Db | Tx, tokenHash: string, lock = false) => {
    const q = t.select().from(applicationGuests).where(eq(applicationGuests.tokenHash, tokenHash));
    return (lock ? q.for('update') : q).then((r) => r[0]);
  },
  /** The accepted, unrevoked guest row of this person on this application (undefined: no access). */
  access: (t: Db | Tx, userId: number, applicationId: number, lock = false) => {
    const q = t
      .select()
      .from(applicationGuests)
      .where(and(eq(applicationGuests.guestUserId, userId), eq(applicationGuests.applicationId, applicationId), isNull(applicationGuests.revokedAt)));
    // Locked in a write's transaction: a revoke (which locks the row too) lands before or after it, never beside it.
    return (lock ? q.for('update') : q).then((r) => r[0]);
  },
  /** The applications this person is an accepted guest on (revoked ones left out). */
  ofGuest: (db: Db, userId: number) =>
    db
      .select({
        g: applicationGuests,
        a: { id: applications.id, rfcNo: applications.rfcNo, applicationType: applications.applicationType, status: applications.status },
      })
      .from(applicationGuests)
      .innerJoin(applications, eq(applications.id, applicationGuests.applicationId))
      .where(and(eq(applicationGuests.guestUserId, userId), isNull(applicationGuests.revokedAt), isNotNull(applicationGuests.acceptedAt)))
      .orderBy(asc(applicationGuests.id)),
  update: (t: Tx, id: number, v: Partial<GuestRow>) => t.update(applicationGuests).set(v).where(eq(applicationGuests.id, id)),
  addFile: (t: Tx, guestId: number, fileId: number, at: Date, infoItemId: number | null) =>
    t.insert(applicationGuestFiles).values({ guestId, fileId, createdAt: at, infoItemId }),
  /** The files the guests uploaded, per guest, the oldest first. */
  files: (db: Db, guestIds: number[]) =>
    guestIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            guestId: applicationGuestFiles.guestId,
            id: storedFiles.id,
            name: storedFiles.originalName,
            at: applicationGuestFiles.createdAt,
            itemId: applicationGuestFiles.infoItemId,
          })
          .from(applicationGuestFiles)
          .innerJoin(storedFiles, eq(storedFiles.id, applicationGuestFiles.fileId))
          .where(inArray(applicationGuestFiles.guestId, guestIds))
          .orderBy(asc(applicationGuestFiles.createdAt), asc(storedFiles.id)),
  personName: (db: Db | Tx, id: number) =>
    db
      .select({ name: personName })
      .from(users)
      .where(eq(users.id, id))
      .then((r) => r[0]?.name ?? null),
  emailOf: (db: Db | Tx, id: number) =>
    db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, id))
      .then((r) => r[0]?.email ?? null),
};
