import { bigserial, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Verification codes: only the SHA-256 of the code (salted with the row's recipient) is stored. One live code per
 * purpose and recipient: a new one replaces the old (consumed_at set). Rows stay for the daily caps.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** "+86 13800138000" or a lower-cased e-mail. */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    wrongCount: smallint('wrong_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_recipient_idx').on(t.recipient, t.purpose, t.createdAt), index('verification_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** Demo-mode copy of every SMS and e-mail the accounts module sends (GET /dev/outbox). */
export const devOutbox = pgTable('dev_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time tickets: forgot-password steps (kind forgot). Only the hash of the ticket is stored. */
export const accountTickets = pgTable('account_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The customer's exclusive service contact (a staff user), assigned by staff. */
export const customerWaiters = pgTable(
  'customer_waiters',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId] })],
);
