import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { thirdStates, userIdentities } from '../../db/schema/index.js';

export const thirdRepo = {
  /** Stores a started sign-in; expired ones of any browser are dropped on the way. */
  async insertState(db: Db, row: typeof thirdStates.$inferInsert) {
    await db.delete(thirdStates).where(lt(thirdStates.expiresAt, row.createdAt));
    await db.insert(thirdStates).values(row);
  },
  /** Single use, within its lifetime, by the browser that started it: only the first call gets the row. */
  async claimState(db: Db, stateHash: string, bindingHash: string, now: Date) {
    const rows = await db
      .update(thirdStates)
      .set({ usedAt: now })
      .where(and(eq(thirdStates.stateHash, stateHash), eq(thirdStates.bindingHash, bindingHash), isNull(thirdStates.usedAt), gt(thirdStates.expiresAt, now)))
      .returning();
    return rows[0];
  },
  async findIdentity(db: Db, provider: string, subject: string) {
    const rows = await db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return rows[0];
  },
  async identityOfUser(db: Db, userId: number, provider: string) {
    const rows = await db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
      .limit(1);
    return rows[0];
  },
  async insertIdentity(db: Db, row: typeof userIdentities.$inferInsert) {
    await db.insert(userIdentities).values(row);
  },
  async identitiesOf(db: Db, userId: number) {
    return db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(userIdentities.createdAt);
  },
};
