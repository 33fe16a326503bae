import type { Db, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../platform/errors.js';
import { assertSameRequest, type IdempotencyKey } from '../../platform/idempotency.js';
import { idempotencyRepo, type IdempotentAction } from './repo.js';

class AlreadyClaimed extends Error {}

/**
 * Runs `work` once per (user, action, Idempotency-Key); every repeat, concurrent or later, answers the
 * application the first one made or submitted.
 *
 * The key is claimed first inside the transaction (INSERT … ON CONFLICT DO NOTHING): a concurrent repeat
 * waits on the unique index until the first commits, then finds the key taken and replays it. When the
 * first fails, its claim rolls back with it and the repeat runs the work itself (and fails the same way
 * if nothing changed). A repeat that asks something else under the key (another body or application) is a 422.
 */
export async function once(
  db: Db,
  userId: number,
  action: IdempotentAction,
  { key, bodyHash }: IdempotencyKey,
  work: (t: Tx) => Promise<number>,
  inTransaction: <R>(db: Db, run: (t: Tx) => Promise<R>) => Promise<R>,
): Promise<{ applicationId: number; replayed: boolean }> {
  const seen = await idempotencyRepo.find(db, userId, action, key);
  if (seen) assertSameRequest(seen.bodyHash, { key, bodyHash });
  if (seen?.applicationId) return { applicationId: seen.applicationId, replayed: true };
  try {
    const applicationId = await inTransaction(db, async (t) => {
      if (!(await idempotencyRepo.claim(t, userId, action, key, bodyHash))) throw new AlreadyClaimed();
      const id = await work(t);
      await idempotencyRepo.settle(t, userId, action, key, id);
      return id;
    });
    return { applicationId, replayed: false };
  } catch (e) {
    if (e instanceof AlreadyClaimed || isUniqueViolation(e)) {
      const first = await idempotencyRepo.find(db, userId, action, key);
      if (first) assertSameRequest(first.bodyHash, { key, bodyHash });
      if (first?.applicationId) return { applicationId: first.applicationId, replayed: true };
    }
    throw e;
  }
}
