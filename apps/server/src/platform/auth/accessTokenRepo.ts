import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accessTokens, organisationMembers, users } from '../../db/schema/index.js';

import { organisationName } from './membershipsRepo.js';

/** The organisation's account row of a token (user_id), beside its maker's. */
const account = alias(users, 'organisation_account');

export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** The SQL of personal access tokens (platform/auth/accessTokens.ts holds the rules). */
export const accessTokenRepo = {
  /**
   * An unrevoked token by its SHA-256, with its maker and the maker's membership of the token's organisation (none:
   * the maker left it, and the token is dead with the membership).
   */
  async findActiveByHash(db: Db, tokenHash: string) {
    const [row] = await db
      .select({
        t: accessTokens,
        user: users,
        role: organisationMembers.role,
        organisation: organisationName(account),
      })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.createdBy))
      .innerJoin(account, eq(account.id, accessTokens.userId))
      .innerJoin(organisationMembers, and(eq(organisationMembers.organisationId, accessTokens.userId), eq(organisationMembers.userId, accessTokens.createdBy)))
      .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt)))
      .limit(1);
    return row;
  },
  async touch(db: Db, id: number, at: Date) {
    await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, id));
  },
  listByUser: (db: Db, userId: number, limit: number) =>
    db.select().from(accessTokens).where(eq(accessTokens.userId, userId)).orderBy(desc(accessTokens.id)).limit(limit),
  async countActiveByUser(db: Db, userId: number) {
    const rows = await db
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
    return rows.length;
  },
  async insert(db: Db, row: typeof accessTokens.$inferInsert) {
    const [created] = await db.insert(accessTokens).values(row).returning();
    return created!;
  },
  /** Revokes the user's unrevoked token; undefined when there is none with that id. */
  async revoke(db: Db, userId: number, id: number, at: Date) {
    const [row] = await db
      .update(accessTokens)
      .set({ revokedAt: at })
      .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
      .returning();
    return row;
  },
};
