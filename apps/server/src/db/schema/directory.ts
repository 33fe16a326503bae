import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certificates } from './applications.js';

/**
 * Issue 32: the public certificate directory and status subscriptions (docs/directory.md).
 *
 * A listed certificate has one row here, written when its holder lists it and deleted when they take it out: the
 * search reads only these rows (an unlisted certificate cannot appear). `search` is the lower-cased holder, product,
 * brands, models and number, searched with a trigram index (pg_trgm: loaded by PostgreSQL and PGlite alike).
 */
export const certificateDirectory = pgTable(
  'certificate_directory',
  {
    certificateId: integer('certificate_id')
      .primaryKey()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    /** The owner (an organisation's id, as certificates.user_id). */
    userId: integer('user_id').notNull(),
    certNo: text('cert_no').notNull(),
    /** The application type (the scheme filter). */
    type: text('type').notNull(),
    holder: text('holder').notNull(),
    product: text('product').notNull(),
    brands: jsonb('brands').$type<string[]>().notNull(),
    models: jsonb('models').$type<string[]>().notNull(),
    search: text('search').notNull(),
    issueDate: date('issue_date').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificate_directory_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    index('certificate_directory_type_idx').on(t.type, t.issueDate, t.certificateId),
    index('certificate_directory_order_idx').on(t.issueDate, t.certificateId),
  ],
);

/** Somebody (no account) following a certificate's status by e-mail: pending until the e-mailed code confirms it. */
export const certificateSubscriptions = pgTable(
  'certificate_subscriptions',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The language the messages are written in (the page's when subscribing). */
    lang: text('lang').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificate_subscriptions_cert_email_uq').on(t.certificateId, t.email)],
);

/** Each change a subscriber was told of, once: the key (subscription, change) refuses a second message. */
export const certificateSubscriptionNotices = pgTable(
  'certificate_subscription_notices',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => certificateSubscriptions.id, { onDelete: 'cascade' }),
    /** 'suspended@<version>', 'withdrawn@<version>', 'superseded@<version>', 'expired@<expiry date>'. */
    change: text('change').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.change] })],
);
