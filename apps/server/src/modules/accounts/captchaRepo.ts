import { and, count, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas, loginEvents } from '../../db/schema/index.js';

/** How many expired captchas one new captcha removes at most (the clean-up keeps pace with creation, never a long stall). */
const REMOVE_BATCH = 100;

export const captchaRepo = {
  insert: (db: Db, v: typeof captchas.$inferInsert) => db.insert(captchas).values(v),
  /** Removes up to a batch of captchas expired before `before` (used or not: neither can be checked any more). */
  removeExpired: (db: Db, before: Date) =>
    db.delete(captchas).where(sql`${captchas.id} in (select ${captchas.id} from ${captchas} where ${lt(captchas.expiresAt, before)} limit ${REMOVE_BATCH})`),
  /** Spends a live captcha (single use); its text hash, or undefined when none was live. */
  spend: (db: Db, id: string, now: Date) =>
    db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
      .returning({ textHash: captchas.textHash })
      .then((r) => r[0]),
  count: (db: Db) =>
    db
      .select({ n: count() })
      .from(captchas)
      .then((r) => r[0]?.n ?? 0),
};

export const loginFailuresRepo = {
  /** Failed sign-ins matching `where` after `since` and after the last success matching it. */
  async since(db: Db, where: SQL, since: Date) {
    const [last] = await db
      .select({ at: sql<Date | null>`max(${loginEvents.createdAt})` })
      .from(loginEvents)
      .where(and(where, eq(loginEvents.success, true)));
    const from = last?.at && new Date(last.at) > since ? new Date(last.at) : since;
    const [row] = await db
      .select({ n: count() })
      .from(loginEvents)
      .where(and(where, eq(loginEvents.success, false), gt(loginEvents.createdAt, from)));
    return row?.n ?? 0;
  },
  byIp: (ip: string) => eq(loginEvents.ip, ip),
  byAccount: (account: string) => eq(sql`lower(${loginEvents.account})`, account.toLowerCase()),
};
