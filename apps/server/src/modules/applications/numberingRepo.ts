import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rfcCounters } from '../../db/schema/index.js';

export const numberingRepo = {
  /** The prefix's next number (1 for a new prefix); the counter row stays locked until the transaction ends. */
  next: (t: Tx, prefix: string) =>
    t
      .insert(rfcCounters)
      .values({ prefix, last: 1 })
      .onConflictDoUpdate({ target: rfcCounters.prefix, set: { last: sql`${rfcCounters.last} + 1` } })
      .returning({ last: rfcCounters.last })
      .then((r) => r[0]!.last),
};
