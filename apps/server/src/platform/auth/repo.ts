import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { rolePermissions, sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

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
  /** The owner of the session when it was revoked now. */
  async revoke(db: Db, id: number, at: Date): Promise<number | undefined> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    return rows[0]?.userId;
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

/** role_permissions: the one place that says who may do what. */
export const permissionsRepo = {
  has: (db: Db, role: string, permission: string) =>
    db
      .select({ p: rolePermissions.permission })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role, role), eq(rolePermissions.permission, permission)))
      .limit(1)
      .then((r) => r.length > 0),
};
