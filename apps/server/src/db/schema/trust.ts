import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certificates } from './applications.js';
import { users } from './users.js';

/**
 * Issue 15 (trust): certificate status history, the PDFs we issued (their hashes), personal access tokens.
 * The certificate's own current status lives on `certificates`.
 */

/** Every status change of a certificate (suspend, withdraw, reinstate, supersede), append-only. */
export const certificateStatusHistory = pgTable(
  'certificate_status_history',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    until: date('until'),
    supersededById: integer('superseded_by_id'),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificate_status_history_cert_idx').on(t.certificateId, t.id)],
);

/** The SHA-256 of every certificate PDF we handed out (signed), so an uploaded copy can be told genuine. */
export const certificatePdfs = pgTable(
  'certificate_pdfs',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificate_pdfs_sha_uq').on(t.sha256), index('certificate_pdfs_cert_idx').on(t.certificateId)],
);

/** Secrets the server keeps in the database when no environment variable provides them (one row per name). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Personal access tokens: only the SHA-256 of the token is stored; the prefix identifies it in lists. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The member who made it (issue 30; user_id is its organisation). It acts with that member's role in the
     * organisation at most, and dies with the membership. Migration 0039 set it to the owner for older tokens.
     */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** read | write (read and write) */
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_hash_uq').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId, t.id)],
);
