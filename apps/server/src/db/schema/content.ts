import { bigint, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Uploaded files: the bytes live in the storage (a local folder by default) under a server-generated key. */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull(),
  /** The client's name, for display and Content-Disposition only. */
  originalName: text('original_name').notNull(),
  /** The type found from the file's magic bytes (never the client's claim). */
  ext: text('ext').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  /** The owner: a customer's organisation (its id, issue 30), a person's own profile documents, or a staff member. */
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  /** Issue 30: who uploaded it (the member, a guest, staff); files from before it: the owner (migration 0050). */
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** The resumable (tus) upload the file came from: its finished upload answers this file, once. */
  uploadId: text('upload_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Policies, public files and the terms. The text lives in content_versions; a document points at its
 * current version, and every edit adds a version (customers read the current one, staff see them all).
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    /** policy | public_file | terms */
    kind: text('kind').notNull(),
    /** Stable name of seeded documents (the terms, the seeded policies), so seeding is idempotent. */
    slug: text('slug'),
    countryCode: text('country_code'),
    category: text('category'),
    status: smallint('status').notNull().default(1),
    currentVersion: integer('current_version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_documents_slug_uq').on(t.slug), index('content_documents_kind_idx').on(t.kind, t.status)],
);

export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => contentDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryZh: text('summary_zh'),
    summaryEn: text('summary_en'),
    summaryAr: text('summary_ar'),
    bodyZh: text('body_zh'),
    bodyEn: text('body_en'),
    bodyAr: text('body_ar'),
    changeNote: text('change_note'),
    editedBy: integer('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_versions_doc_version_uq').on(t.documentId, t.version)],
);

export const contentAttachments = pgTable(
  'content_attachments',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => contentDocuments.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.fileId] }), index('content_attachments_file_idx').on(t.fileId)],
);
