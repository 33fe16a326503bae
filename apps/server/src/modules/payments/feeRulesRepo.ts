import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { feeRuleHistory, feeRules, users } from '../../db/schema/index.js';

export type FeeRuleRow = typeof feeRules.$inferSelect;
export type FeeRuleValues = Pick<FeeRuleRow, 'percent' | 'minAmount' | 'maxAmount' | 'currency' | 'active'>;

/** SQL of the instant-quote rules and their history (feeRules.ts). */
export const feeRulesRepo = {
  all: (db: Db) => db.select().from(feeRules).orderBy(asc(feeRules.id)),

  lock: async (tx: Tx, id: number) => (await tx.select().from(feeRules).where(eq(feeRules.id, id)).for('update'))[0],

  /** Writes the next version of a locked rule and appends it to the history with who changed it and why. */
  async update(tx: Tx, r: FeeRuleRow, v: FeeRuleValues, staffId: number, reason: string) {
    const [u] = await tx
      .update(feeRules)
      .set({ ...v, version: r.version + 1, updatedBy: staffId, updatedAt: new Date() })
      .where(eq(feeRules.id, r.id))
      .returning();
    await tx.insert(feeRuleHistory).values({ ruleId: r.id, version: u!.version, ...v, reason, changedBy: staffId });
    return u!;
  },

  /** Every version of a rule, newest first, with the name of who changed it. */
  history: (db: Db, id: number) =>
    db
      .select({ h: feeRuleHistory, name: users.name, username: users.username })
      .from(feeRuleHistory)
      .leftJoin(users, eq(users.id, feeRuleHistory.changedBy))
      .where(eq(feeRuleHistory.ruleId, id))
      .orderBy(desc(feeRuleHistory.version)),

  /** The active instant-quote rule of an application type (there is at most one per type). */
  activeOf: async (db: Db, applicationType: string) =>
    (
      await db
        .select()
        .from(feeRules)
        .where(and(eq(feeRules.kind, 'instant_quote'), eq(feeRules.applicationType, applicationType), eq(feeRules.active, true)))
    )[0],

  /** The active express surcharge rules (at most one per line and currency), optionally of one line and currency. */
  activeExpress: (db: Db | Tx, q: { form?: string; currency?: string } = {}) =>
    db
      .select()
      .from(feeRules)
      .where(
        and(
          eq(feeRules.kind, 'express_surcharge'),
          eq(feeRules.active, true),
          q.form ? eq(feeRules.applicationType, q.form) : undefined,
          q.currency ? eq(feeRules.currency, q.currency) : undefined,
        ),
      )
      .orderBy(asc(feeRules.applicationType), asc(feeRules.currency)),
};
