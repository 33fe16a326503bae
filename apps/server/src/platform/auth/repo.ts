import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export const sessionsRepo = {
  async insert(db: Db, row: typeof sessions.$inferInsert) {
    const [created] = await db.insert(sessions).values(row).returning();
    return created!;
  },
  /** Runs on every API request, hence prepared once per database. */
  async findActiveByHash(db: Db, tokenHash: string) {
    const query = prepared(db, 'session_by_hash', () =>
      db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
        .limit(1)
        .prepare('session_by_hash'),
    );
    const rows = await query.execute({ tokenHash });
    return rows[0];
  },
  async findById(db: Db, id: number) {
    const rows = await db
      .select({ session: sessions, userStatus: users.status })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
      .limit(1);
    return rows[0];
  },
  async touch(db: Db, id: number, at: Date) {
    await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  },
  async revoke(db: Db, id: number, at: Date) {
    await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  },
  /** Every session of a user (optionally but one) still open: a password change or reset revokes them. */
  async revokeAllOfUser(db: Db, userId: number, at: Date, exceptId?: number) {
    await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptId ? ne(sessions.id, exceptId) : undefined));
  },
  /** One session of this user (another user's is not found). */
  async revokeOfUser(db: Db, userId: number, id: number, at: Date) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  },
  async listActiveOfUser(db: Db, userId: number, now: Date) {
    return db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(100);
  },
};
