import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A customer's notice (spec section 3 "Notification / message"). Written in the recipient's language
 * in the same transaction as the event that causes it, so the text never changes afterwards.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The public id (messageDetails?id=…); random, so it reveals nothing about other users' notices. */
    batchCode: text('batch_code')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Derived from the id so that bulk inserts (seeds, bench) get one without application code. */
    number: text('number')
      .notNull()
      .generatedAlwaysAs(sql`'MSG' || lpad(id::text, 8, '0')`),
    /** The event that wrote it (application_submitted, …) and the type the message center filters on. */
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sender: text('sender').notNull(),
    sendDepartment: text('send_department').notNull(),
    /**
     * The event's parameters (application number and title, reason, attachment, certificate, named sender):
     * with them the notice is rendered in the reader's current language at read time; the stored text (in
     * the recipient's language when it was written) is what e-mail copies used and what rows without
     * parameters show.
     */
    params: jsonb('params').$type<Record<string, string | null>>(),
    /** process_step dictionary key at the time of the event. */
    currentStage: text('current_stage'),
    // No foreign key yet: the applications table arrives with the application engine.
    applicationId: integer('application_id'),
    applicationNo: text('application_no'),
    applicationTitle: text('application_title'),
    isDeal: smallint('is_deal').notNull().default(0),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_batch_code_uq').on(t.batchCode),
    // The per-user unread (and read) list, newest first, and its count as an index-only scan. NULLS FIRST
    // is what ORDER BY … DESC means, so the planner can walk this index instead of sorting.
    index('notices_user_deal_created_idx').on(t.userId, t.isDeal, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Per-user notice counts, kept by statement-level triggers on notices (migration 0003), so that every
 * write path (services, seeds, bulk SQL) keeps them exact and the bell's count is one primary-key read
 * instead of counting thousands of index entries on each poll.
 */
export const noticeCounts = pgTable('notice_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
  total: integer('total').notNull().default(0),
});

/**
 * Transactional outbox of e-mails: a row is written in the transaction of the notice, and a worker
 * delivers it after commit, so a crash between commit and send loses nothing (it is sent later).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noticeId: bigint('notice_id', { mode: 'number' }).references(() => notices.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** pending -> sending (claimed by one worker until locked_until) -> sent | failed */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimToken: text('claim_token'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** smtp, or log when no SMTP_URL is configured (the message is written to the server log). */
    deliveredVia: text('delivered_via'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.availableAt)
      .where(sql`status in ('pending', 'sending')`),
  ],
);
