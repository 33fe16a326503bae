import { sql, type SQL } from 'drizzle-orm';
import { vaultDocumentVersions } from './vault.js';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './content.js';
import { users } from './users.js';

/**
 * Applications (RFC) of every business line. Everything a list filters or sorts on is a real, indexed
 * column; the form's type-specific sections (general, shipment, kenya, iraq, saudi ...) live in `data`,
 * validated by the form's shared schema before every write. Parties, invoices, product lines, containers
 * and attachments are rows of their own.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member who created it and the one who last submitted it (issue 30; user_id is the organisation). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    businessArea: text('business_area').notNull(),
    /** Form definition (customs | saudi ...) and the application type code it was made for. */
    form: text('form').notNull(),
    applicationType: text('application_type').notNull(),
    title: text('title').notNull().default(''),
    status: text('status').notNull(),
    paymentStatus: text('payment_status'),
    stage: text('stage').notNull(),
    processStep: text('process_step').notNull(),
    /** Assigned at the first submission, never changed afterwards. */
    rfcNo: text('rfc_no'),
    /** Destination country (ISO alpha-2). */
    country: text('country'),
    importerName: text('importer_name'),
    exporterName: text('exporter_name'),
    /** The goods value of the invoices per currency ([{currency, amount}]); never one sum across currencies. */
    goodsValues: jsonb('goods_values').$type<{ currency: string; amount: string }[]>().notNull().default([]),
    /** The currency the application is charged in (its first quotation's); null before any quotation. */
    feeCurrency: text('fee_currency'),
    /** Sum of its lines on accepted quotations and fee notices, in fee_currency (written by the money module). */
    quotedAmount: numeric('quoted_amount', { precision: 20, scale: 4 }).notNull().default('0'),
    /** Sum of its remittance allocations confirmed by finance, in fee_currency. */
    paidAmount: numeric('paid_amount', { precision: 20, scale: 4 }).notNull().default('0'),
    /** What a cancellation kept (lines/cancellation.ts): the most it still owes in fee_currency; null: not cancelled with money. */
    cancelKept: numeric('cancel_kept', { precision: 20, scale: 4 }),
    /**
     * An express booking (issue 28): booked at its last submission too close to its date for the line's express rule
     * (entrusted inspection: fewer than 2 working days ahead of the inspection date; LineExtension.express). Its
     * quotation carries the express surcharge line of the fee rules (payments/expressSurcharge.ts).
     */
    express: boolean('express').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The parent of a re-inspection, extension or re-assessment (same owner), and which of the three. */
    parentId: integer('parent_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    relation: text('relation'),
    /**
     * The certificate a follow-on draft was made from (issue 32: renew, extend, next shipment, registration) and which
     * follow-on it is (lines/followOns.ts); null for an application started anew.
     */
    originCertificateId: integer('origin_certificate_id').references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
    originKind: text('origin_kind'),
    /** Where the certificate is mailed (mail_certificate): the chosen mailing address, copied at each save. */
    mailTo: jsonb('mail_to').$type<Record<string, unknown>>(),
    // The staff workstation (issue 14): who works on it, whom it waits on since when, and the service-level
    // clock of its current step (kept by transition() with the shared nextClock; the queues read due_at).
    assigneeId: integer('assignee_id'),
    waitingOn: text('waiting_on'),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    slaStep: text('sla_step'),
    slaUsedDays: doublePrecision('sla_used_days').notNull().default(0),
    slaRunningSince: timestamp('sla_running_since', { withTimezone: true }),
    /** When the current service-level step began (issue 32: its elapsed working days, and the start of its step_times row). */
    slaStepSince: timestamp('sla_step_since', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /**
     * The keyword search's text: title, RFC No., importer and exporter lower-cased and joined by U+0001
     * (SEARCH_SEPARATOR), kept by PostgreSQL. One LIKE on it replaces four ILIKEs (each lower-casing its
     * column on every row read), and one owner-first trigram index serves it.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(coalesce(${applications.title}, '') || chr(1) || coalesce(${applications.rfcNo}, '') || chr(1) || coalesce(${applications.importerName}, '') || chr(1) || coalesce(${applications.exporterName}, ''))`,
    ),
  },
  (t) => [
    // The customer's lists start from the owner. Plain ascending btrees: a forward or backward scan serves
    // ORDER BY col ASC and DESC (their default NULLS placement), so a page is an index walk that stops
    // after offset + limit rows, whatever the sort the list offers.
    // status last: a date-range count is an index-only scan (drafts told apart without reading rows).
    index('applications_user_created_idx').on(t.userId, t.createdAt, t.id, t.status),
    index('applications_user_status_created_idx').on(t.userId, t.status, t.createdAt, t.id),
    index('applications_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    index('applications_user_submitted_idx').on(t.userId, t.submittedAt, t.id),
    index('applications_user_title_idx').on(t.userId, t.title, t.id),
    index('applications_user_rfc_no_idx').on(t.userId, t.rfcNo, t.id),
    index('applications_user_country_idx').on(t.userId, t.country, t.status),
    uniqueIndex('applications_rfc_no_uq').on(t.rfcNo),
    index('applications_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
    // Title is unique per user (case-insensitive); an untitled draft has none yet.
    uniqueIndex('applications_user_title_uq')
      .on(t.userId, sql`lower(${t.title})`)
      .where(sql`${t.title} <> ''`),
    // Text filters (ILIKE '%…%'): trigram GIN indexes that lead with the owner (btree_gin), so a search reads
    // only the owner's posting lists instead of every customer's matches.
    index('applications_user_importer_trgm_idx').using('gin', t.userId, sql`${t.importerName} gin_trgm_ops`),
    index('applications_user_exporter_trgm_idx').using('gin', t.userId, sql`${t.exporterName} gin_trgm_ops`),
    index('applications_user_title_trgm_idx').using('gin', t.userId, sql`${t.title} gin_trgm_ops`),
    index('applications_user_rfc_no_trgm_idx').using('gin', t.userId, sql`${t.rfcNo} gin_trgm_ops`),
    index('applications_user_search_trgm_idx').using('gin', t.userId, sql`${t.searchText} gin_trgm_ops`),
    // The staff queues read across customers (issue 14): each queue is a walk of one of these in submission order.
    index('applications_queue_unassigned_idx')
      .on(t.status, t.processStep, t.submittedAt, t.id)
      .where(sql`${t.assigneeId} IS NULL`),
    // new / available filtered by country and type: without it the walk of the one above filters them out row by row.
    index('applications_queue_unassigned_country_idx')
      .on(t.status, t.country, t.applicationType, t.submittedAt, t.id)
      .where(sql`${t.assigneeId} IS NULL`),
    index('applications_queue_assignee_idx')
      .on(t.assigneeId, t.status, t.submittedAt, t.id)
      .where(sql`${t.assigneeId} IS NOT NULL`),
    // The predicted completion's queue of a step (issue 32): open applications only carry an sla_step.
    index('applications_sla_step_idx')
      .on(t.form, t.slaStep)
      .where(sql`${t.slaStep} IS NOT NULL`),
    index('applications_queue_waiting_idx').on(t.waitingOn, t.submittedAt, t.id),
    // The overdue count is an index-only range scan of this one (status is in the predicate, not the key).
    index('applications_queue_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.dueAt} IS NOT NULL AND ${t.status} <> 'draft'`),
    index('applications_queue_submitted_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    // Sorting by RFC No.: the unique index also holds the drafts (no number, read first walking it backwards).
    index('applications_queue_rfc_no_idx')
      .on(t.rfcNo, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('applications_queue_type_idx')
      .on(t.applicationType, t.submittedAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('applications_queue_country_idx')
      .on(t.country, t.submittedAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('applications_queue_area_idx')
      .on(t.businessArea, t.submittedAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
  ],
);

/**
 * Applications per owner and status, kept exact by statement triggers on applications (migration
 * application_counts): the unfiltered list totals and the workbench counts read it instead of counting.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.status] })],
);

/**
 * The staff queues' counts (issue 14): non-draft applications per combination of the queue dimensions that a
 * row's own columns decide (status, step, line, type, country, assignee, waiting on), kept exact by statement
 * triggers on applications (migration staff_queue_counts) as application_counts is. A queue count or a list
 * total whose filters are all among these dimensions is a sum over the few matching rows instead of a count
 * of the applications. Null is stored as '' (text) or 0 (assignee) so the key can be the primary key.
 * Time-dependent ones (overdue, age) are counted on partial indexes instead (index-only scans).
 */
export const staffQueueCounts = pgTable(
  'staff_queue_counts',
  {
    status: text('status').notNull(),
    processStep: text('process_step').notNull(),
    businessArea: text('business_area').notNull(),
    applicationType: text('application_type').notNull(),
    country: text('country').notNull(),
    assigneeId: integer('assignee_id').notNull(),
    waitingOn: text('waiting_on').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'staff_queue_counts_pk', columns: [t.status, t.processStep, t.businessArea, t.applicationType, t.country, t.assigneeId, t.waitingOn] }),
  ],
);

/** Joins the fields of applications.search_text; a keyword containing it is searched field by field instead. */
export const SEARCH_SEPARATOR = '\u0001';

const owner = () =>
  integer('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' });

export const applicationParties = pgTable(
  'application_parties',
  {
    id: serial('id').primaryKey(),
    applicationId: owner(),
    /** importer | exporter | manufacturer | factory | beneficiary | applicant */
    role: text('role').notNull(),
    /** Copied from the application so the company look-up needs no join. */
    userId: integer('user_id').notNull(),
    companyName: text('company_name').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('application_parties_role_uq').on(t.applicationId, t.role),
    index('application_parties_user_idx').on(t.userId),
    // The company look-up searches the caller's own parties: the trigram index leads with the owner (btree_gin).
    index('application_parties_user_company_trgm_idx').using('gin', t.userId, sql`${t.companyName} gin_trgm_ops`),
  ],
);

export const applicationInvoices = pgTable(
  'application_invoices',
  {
    id: serial('id').primaryKey(),
    applicationId: owner(),
    position: integer('position').notNull(),
    number: text('number'),
    invoiceDate: date('invoice_date'),
    currency: text('currency'),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    incoterm: text('incoterm'),
    filePath: text('file_path'),
  },
  (t) => [uniqueIndex('application_invoices_pos_uq').on(t.applicationId, t.position)],
);

export const applicationProducts = pgTable(
  'application_products',
  {
    id: serial('id').primaryKey(),
    applicationId: owner(),
    position: integer('position').notNull(),
    hsCode: text('hs_code'),
    /** The whole line as the form's schema shaped it (brand, model, quantity, vehicle data ...). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('application_products_pos_uq').on(t.applicationId, t.position), index('application_products_hs_idx').on(t.hsCode)],
);

export const applicationContainers = pgTable(
  'application_containers',
  {
    id: serial('id').primaryKey(),
    applicationId: owner(),
    position: integer('position').notNull(),
    number: text('number').notNull(),
  },
  (t) => [uniqueIndex('application_containers_pos_uq').on(t.applicationId, t.position)],
);

export const applicationAttachments = pgTable(
  'application_attachments',
  {
    id: serial('id').primaryKey(),
    applicationId: owner(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    fileType: text('file_type'),
    /** Issue 31: attached by reference from the vault: the document's version it was attached with. */
    vaultVersionId: integer('vault_version_id').references(() => vaultDocumentVersions.id, { onDelete: 'restrict' }),
    remarks: text('remarks'),
    /** pending | approved | returned (a returned one blocks submission until deleted and re-uploaded). */
    status: text('status').notNull().default('pending'),
    returnReason: text('return_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_attachments_app_idx').on(t.applicationId), index('application_attachments_file_idx').on(t.fileId)],
);

/** Append-only: every status change with who, when and why (nothing updates or deletes these rows). */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: owner(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    paymentStatus: text('payment_status'),
    stage: text('stage').notNull(),
    processStep: text('process_step').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_history_app_idx').on(t.applicationId, t.id)],
);

/**
 * An Idempotency-Key of a create or a submit and what it answered: every repeat of the key for the same
 * action answers the same application and creates nothing. The row is claimed first in the transaction
 * (application_id still null), so a concurrent repeat waits on the unique index for the first to finish.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** create | submit: one key answers only the action it was sent with. */
    action: text('action').notNull().default('submit'),
    key: text('key').notNull(),
    applicationId: integer('application_id'),
    /** sha256 of the request's parameters and body (platform/idempotency.ts): a repeat asking otherwise is a 422. */
    bodyHash: text('body_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_action_uq').on(t.userId, t.action, t.key)],
);

/** The last RFC number given per prefix (RFC-KE-2026-): taken in the submit's transaction, so numbers have no gaps. */
export const rfcCounters = pgTable('rfc_counters', {
  prefix: text('prefix').primaryKey(),
  last: integer('last').notNull(),
});

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    certNo: text('cert_no').notNull(),
    type: text('type').notNull(),
    route: text('route'),
    status: text('status').notNull().default('valid'),
    issueDate: date('issue_date').notNull(),
    /** null: it does not expire (a report; a certificate of one shipment; a CB test certificate). */
    expiryDate: date('expiry_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Since when the stored status holds (issue, suspend, withdraw, reinstate, supersede). */
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    /** A suspension's end date (inclusive); after it the certificate shows valid (or expired) again. */
    suspendedUntil: date('suspended_until'),
    statusReason: text('status_reason'),
    supersededById: integer('superseded_by_id'),
    /** Public verification: SHA-256 of the random code, and the code sealed (AES-GCM) so the holder can be shown it. */
    verifyCodeHash: text('verify_code_hash'),
    verifyCodeSealed: text('verify_code_sealed'),
    /**
     * The fields the certificate's line states of its own, as staff issued them (LineExtension.certificateFields:
     * NB/RED's EU-type examination certificate, whose column name it kept).
     */
    lineFields: jsonb('eu_type').$type<Record<string, unknown>>(),
    version: integer('version').notNull().default(1),
    /** Issue 32: the holder lists it in the public directory (its searchable row: certificate_directory). */
    directoryListed: boolean('directory_listed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('certificates_no_uq').on(t.certNo),
    uniqueIndex('certificates_app_uq').on(t.applicationId),
    index('certificates_user_idx').on(t.userId, t.issueDate),
    // The expiry reminders' daily look-up (issue 32): certificates expiring within the next 90 days.
    index('certificates_expiry_idx')
      .on(t.expiryDate)
      .where(sql`${t.expiryDate} is not null`),
  ],
);

/**
 * Seaports, airports and border posts (seeded; GET /port/keyword). `code` is the UN/LOCODE where one is
 * known; a border post without an assigned or verified code has none (null) rather than an invented one.
 */
export const ports = pgTable(
  'ports',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    name: text('name').notNull(),
    country: text('country').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [
    index('ports_country_idx').on(t.country),
    uniqueIndex('ports_code_uq').on(t.code),
    uniqueIndex('ports_country_name_kind_uq').on(t.country, t.name, t.kind),
  ],
);

/** UN/ECE Recommendation 20 units of measure (seeded; GET /unit/keyword). */
export const units = pgTable('units', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  nameAr: text('name_ar').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * Entrusted inspection: the staff side of a booking (business-lines.md): the date agreed with the
 * factory, the inspector scheduled, and the report with its result. One row per application, written by
 * the line's staff actions in the same transaction as their transition; the customer reads it with the
 * application and downloads the issued report as its "certificate".
 */
export const inspectionOrders = pgTable(
  'inspection_orders',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    confirmedDate: date('confirmed_date'),
    scheduledDate: date('scheduled_date'),
    inspector: text('inspector'),
    /** passed, passed_with_conditions, pending, failed (set with the report). */
    result: text('result'),
    /** The report as recorded: summary, sections, defects found per class against the AQL, sample size. */
    report: jsonb('report').$type<Record<string, unknown>>(),
    /**
     * The client's decision on the issued report (release, reject, re_inspect): one per report (this row), with who
     * and when; a re-inspection names the draft it booked (linked to this application, relation reinspection).
     */
    decision: text('decision'),
    decisionComment: text('decision_comment'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reinspectionId: integer('reinspection_id').references((): AnyPgColumn => applications.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspection_orders_user_idx').on(t.userId),
    check('inspection_orders_decision_ck', sql`${t.decision} is null or (${t.decision} in ('release', 'reject', 're_inspect') and ${t.decidedAt} is not null)`),
  ],
);
