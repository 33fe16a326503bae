import { and, asc, eq, inArray, lte, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const outboxRepo = {
  /** Written inside the caller's transaction: the mail exists exactly when the event does. */
  async enqueue(tx: Tx, row: { noticeId: number | null; toAddress: string; subject: string; body: string }): Promise<void> {
    await tx.insert(mailOutbox).values(row);
  },

  /**
   * Claims up to `limit` due rows for one worker: pending ones, and ones whose previous claimant's lease
   * ran out (it died between claim and send). FOR UPDATE SKIP LOCKED makes concurrent workers of any
   * process pick disjoint rows; the claim token makes a late worker's result ignored.
   */
  claim(db: Db, token: string, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.availableAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        claimToken: token,
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  },

  async markSent(db: Db, id: number, token: string, via: string): Promise<boolean> {
    const rows = await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, deliveredVia: via, claimToken: null, lockedUntil: null, lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token)))
      .returning({ id: mailOutbox.id });
    return rows.length === 1;
  },

  /** A failed send waits `delaySeconds` before the next try; after `maxAttempts` it stays failed for a person to look at. */
  async markRetry(db: Db, id: number, token: string, error: string, delaySeconds: number, maxAttempts: number): Promise<void> {
    await db
      .update(mailOutbox)
      .set({
        status: sql`case when ${mailOutbox.attempts} >= ${maxAttempts} then 'failed' else 'pending' end`,
        availableAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        lastError: error.slice(0, 1000),
        claimToken: null,
        lockedUntil: null,
      })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token)));
  },
};
