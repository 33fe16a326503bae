import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { storedFiles } from './content.js';
import { notices } from './notices.js';

/**
 * The organisation's document vault (issue 31, docs/vault.md). `user_id` holds the organisation's id like every
 * owned table; `version` moves with every change (a stale edit answers 409).
 */
export const vaultDocuments = pgTable(
  'vault_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** packages/shared/src/vault/kinds.ts */
    kind: text('kind').notNull(),
    issuer: text('issuer'),
    number: text('number'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    /** The products or models the document covers. */
    covers: jsonb('covers').$type<string[]>().notNull().default([]),
    /** The brands and factories it names (a CB certificate's or test report's declared data: the consistency check compares the application's). */
    brands: jsonb('brands').$type<string[]>().notNull().default([]),
    factories: jsonb('factories').$type<string[]>().notNull().default([]),
    note: text('note'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vault_documents_user_idx').on(t.userId, t.kind),
    index('vault_documents_expiry_idx')
      .on(t.validUntil)
      .where(sql`${t.archivedAt} is null and ${t.validUntil} is not null`),
  ],
);

/** The files of a document, one row per version (a replacement keeps the earlier ones); the newest is current. */
export const vaultDocumentVersions = pgTable(
  'vault_document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => vaultDocuments.id, { onDelete: 'cascade' }),
    no: integer('no').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    note: text('note'),
    /**
     * The document's valid-until while this version was current: set when the version is added, moved by an edit of
     * the document while it is the newest. An application keeps the version it was given, and the officer's flag
     * reads this date, not the document's later one.
     */
    validUntil: date('valid_until', { mode: 'string' }),
    /** The member who uploaded this version. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vault_document_versions_no_uq').on(t.documentId, t.no)],
);

/**
 * The expiry reminders sent (90, 30, 7 days before valid_until): one row per document and threshold, written in the
 * transaction of its notice, so that two processes or a restart never send one twice. A new valid_until clears them.
 */
export const vaultReminders = pgTable(
  'vault_reminders',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => vaultDocuments.id, { onDelete: 'cascade' }),
    threshold: integer('threshold').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vault_reminders_once_uq').on(t.documentId, t.threshold)],
);
