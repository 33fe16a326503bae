import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEvents, webhooks } from '../../db/schema/index.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type Conn = Db | Tx;

/** All SQL of the webhooks module. */
export const webhooksRepo = {
  list: (db: Conn, userId: number) => db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(asc(webhooks.id)),
  count: async (db: Conn, userId: number) => (await db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId)))[0]!.n,
  mine: async (db: Conn, userId: number, id: number) =>
    (
      await db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    )[0],
  byId: async (db: Conn, id: number) => (await db.select().from(webhooks).where(eq(webhooks.id, id)))[0],
  insert: async (db: Conn, v: typeof webhooks.$inferInsert) => (await db.insert(webhooks).values(v).returning())[0]!,
  update: async (db: Conn, userId: number, id: number, set: Partial<typeof webhooks.$inferInsert>) =>
    (
      await db
        .update(webhooks)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
        .returning()
    )[0],
  remove: async (db: Conn, userId: number, id: number) =>
    (
      await db
        .delete(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
        .returning({ id: webhooks.id })
    )[0],

  /** The customer's active endpoints subscribed to `type`. */
  subscribed: (tx: Conn, userId: number, type: string) =>
    tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(eq(webhooks.userId, userId), eq(webhooks.active, true), sql`${webhooks.events} @> ${JSON.stringify([type])}::jsonb`)),
  insertEvent: (tx: Conn, v: typeof webhookEvents.$inferInsert) => tx.insert(webhookEvents).values(v),
  /** One row per (endpoint, event): a second insert of the same pair is ignored (the unique index). */
  insertDeliveries: (tx: Conn, rows: (typeof webhookDeliveries.$inferInsert)[]) => tx.insert(webhookDeliveries).values(rows).onConflictDoNothing(),

  /**
   * Claims a delivery for one attempt: only a pending or retrying one, or one whose sender died (lease past).
   * Two workers claiming the same row at once: the second waits on the row lock, then finds it taken.
   */
  claim: async (db: Conn, id: string, leaseSeconds: number) =>
    (
      await db
        .update(webhookDeliveries)
        .set({
          status: 'sending',
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            or(
              inArray(webhookDeliveries.status, ['pending', 'retrying']),
              and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.leaseUntil, sql`now()`)),
            ),
          ),
        )
        .returning()
    )[0],
  eventOf: async (db: Conn, eventId: string) => (await db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)))[0],
  /** Ends an attempt (only the holder of the claim: status still `sending`). */
  finish: (db: Conn, id: string, set: Partial<typeof webhookDeliveries.$inferInsert>) =>
    db
      .update(webhookDeliveries)
      .set({ ...set, leaseUntil: null, updatedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'sending'))),
  logAttempt: (db: Conn, v: typeof webhookAttempts.$inferInsert) => db.insert(webhookAttempts).values(v),
  /** A delivered event resets the endpoint's failure count. */
  succeeded: (db: Conn, webhookId: number) =>
    db
      .update(webhooks)
      .set({ consecutiveFailures: 0 })
      .where(and(eq(webhooks.id, webhookId), sql`${webhooks.consecutiveFailures} <> 0`)),
  /** A delivery failed for good: counts it, and switches the endpoint off at `disableAfter` in a row. */
  failed: async (db: Conn, webhookId: number, disableAfter: number) =>
    (
      await db
        .update(webhooks)
        .set({
          consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`,
          active: sql`${webhooks.active} and ${webhooks.consecutiveFailures} + 1 < ${disableAfter}`,
          disabledReason: sql`case when ${webhooks.consecutiveFailures} + 1 >= ${disableAfter} then 'failures' else ${webhooks.disabledReason} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(webhooks.id, webhookId))
        .returning({ active: webhooks.active })
    )[0],

  /** Deliveries never attempted whose wake-up may have been missed (no process was listening): older than `olderThanSeconds`. */
  stranded: async (db: Conn, olderThanSeconds: number, limit: number) =>
    (
      await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)))
        .orderBy(asc(webhookDeliveries.createdAt))
        .limit(limit)
    ).map((r) => r.id),

  deliveries: async (db: Conn, webhookId: number, page: { current_page: number; per_page: number }) => {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));
    const rows = await db
      .select({ d: webhookDeliveries, type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.per_page)
      .offset((page.current_page - 1) * page.per_page);
    const attempts = rows.length
      ? await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((r) => r.d.id),
            ),
          )
          .orderBy(asc(webhookAttempts.attempt))
      : [];
    return { total: n, rows, attempts };
  },
};
