import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Laboratories, products (item numbers) and online-report standards: number, name, type, remarks (spec section 3). */
export const configRecords = pgTable(
  'config_records',
  {
    id: serial('id').primaryKey(),
    /** laboratory | product | standard */
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    remarks: text('remarks'),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('config_records_kind_number_uq').on(t.kind, t.number), index('config_records_kind_status_idx').on(t.kind, t.status)],
);

export interface StoredRowError {
  row: number;
  field: string | null;
  key: string;
  params: Record<string, string | number>;
}

/**
 * One Excel import: the browser polls it for the progress bar; `updated_at` is the heartbeat of the
 * process running it (a job whose heartbeat stopped was interrupted and is reported failed).
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** queued | reading | applying | done | failed */
    status: text('status').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    totalBytes: bigint('total_bytes', { mode: 'number' }).notNull(),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    /** i18n key of a failure that concerns the whole file (missing columns, interrupted). */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    /** The first row errors, kept without a language (worded for whoever reads them). */
    errors: jsonb('errors').$type<StoredRowError[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_kind_idx').on(t.kind, t.createdAt)],
);

/** Rows of an import being checked, before the one transaction that writes them all (or none). */
export const importStaging = pgTable(
  'import_staging',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    rowNo: integer('row_no').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    remarks: text('remarks'),
  },
  // The unique index is how a number repeated in the file is found without holding every number in memory.
  (t) => [uniqueIndex('import_staging_job_number_uq').on(t.jobId, t.number)],
);
