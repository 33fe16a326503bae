import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { channelProfiles, storedFiles, users } from '../../db/schema/index.js';
import type { UserRow } from '../../platform/auth/repo.js';

export type ChannelProfileRow = typeof channelProfiles.$inferSelect;
export type ChannelProfileValuesRow = Omit<typeof channelProfiles.$inferInsert, 'userId' | 'version'>;

/** SQL of the channel-confirmation profiles (one row per partner, keyed by the user). */
export const channelRepo = {
  /** The stored files among `ids` that `ownerId` uploaded (a file of someone else is not found). */
  ownFiles: (db: Db, ownerId: number, ids: number[]) =>
    db
      .select()
      .from(storedFiles)
      .where(and(inArray(storedFiles.id, ids), eq(storedFiles.uploadedBy, ownerId))),

  find: (db: Db, userId: number) =>
    db
      .select()
      .from(channelProfiles)
      .where(eq(channelProfiles.userId, userId))
      .then((r) => r[0] as ChannelProfileRow | undefined),

  /** The profile, locked until the transaction ends. */
  findForUpdate: (tx: Tx, userId: number) =>
    tx
      .select()
      .from(channelProfiles)
      .where(eq(channelProfiles.userId, userId))
      .for('update')
      .then((r) => r[0] as ChannelProfileRow | undefined),

  /** The first submission at version 1; false when another first submission got there (primary key). */
  insertFirst: async (tx: Tx, userId: number, values: ChannelProfileValuesRow) =>
    (
      await tx
        .insert(channelProfiles)
        .values({ userId, ...values, version: 1 })
        .onConflictDoNothing()
        .returning()
    ).length > 0,

  update: async (tx: Tx, userId: number, values: Partial<ChannelProfileValuesRow> & { version: number }) => {
    await tx.update(channelProfiles).set(values).where(eq(channelProfiles.userId, userId));
  },

  /** Staff: the partners' profiles with their accounts, newest submission first (500 at most). */
  listWithUsers: (db: Db, status?: string) =>
    db
      .select({ p: channelProfiles, u: users })
      .from(channelProfiles)
      .innerJoin(users, eq(users.id, channelProfiles.userId))
      .where(status ? eq(channelProfiles.status, status) : undefined)
      .orderBy(desc(channelProfiles.submittedAt))
      .limit(500),

  user: (db: Db, userId: number) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, userId))
      .then((r) => r[0] as UserRow),
};
