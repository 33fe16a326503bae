import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Webhooks (issue 15, docs/webhooks.md): a customer's endpoints, the events raised for them and one delivery row
 * per (endpoint, event) — the unique index is what makes an event reach an endpoint at most once.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** Event types subscribed to (WEBHOOK_EVENTS of @tic/shared). */
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret, sealed with AES-256-GCM (shown to the customer once, at creation or rotation). */
    secretSealed: text('secret_sealed').notNull(),
    secretHint: text('secret_hint').notNull(),
    active: boolean('active').notNull().default(true),
    /** Set when deliveries kept failing and the endpoint was switched off (null: active or switched off by hand). */
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_user_idx').on(t.userId, t.id)],
);

/** One event raised for a customer (application status, notice, certificate), as sent in every delivery's body. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_user_idx').on(t.userId, t.createdAt)],
);

/** The delivery of one event to one endpoint: pending -> sending -> delivered | retrying -> … -> failed | cancelled. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** While `sending`: a worker holds it until then (one that died lets it go when the time is past). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_once_uq').on(t.webhookId, t.eventId),
    index('webhook_deliveries_hook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'retrying', 'sending')`),
    check('webhook_deliveries_status_ck', sql`${t.status} in ('pending', 'sending', 'retrying', 'delivered', 'failed', 'cancelled')`),
  ],
);

/** Every attempt of a delivery with the receiver's answer (status code, the start of its body) or the error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
