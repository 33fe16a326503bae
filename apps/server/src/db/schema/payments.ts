import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { storedFiles } from './content.js';
import { invoiceProfiles } from './invoiceProfiles.js';
import { users } from './users.js';

/**
 * Money (business-lines.md "Money"). Every amount is numeric(20,4) with the currency beside it; the
 * currency's own minor units are enforced by the shared rules before a write. Nothing here adds
 * different currencies: an application is charged in one currency (its first quotation's).
 */
const money = (name: string) => numeric(name, { precision: 20, scale: 4 });

/** A quotation or a fee notice (a quotation raised later in the work): one version of it. */
export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    no: text('no').notNull(),
    /** quotation | fee_notice */
    kind: text('kind').notNull(),
    version: integer('version').notNull().default(1),
    supersedesId: integer('supersedes_id'),
    /** issued | accepted | rejected | superseded | expired (written by the expiry job; read from valid_until before it runs). */
    status: text('status').notNull().default('issued'),
    currency: text('currency').notNull(),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    validUntil: date('valid_until').notNull(),
    termsVersion: text('terms_version').notNull(),
    remark: text('remark'),
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    invoiceProfileId: integer('invoice_profile_id').references(() => invoiceProfiles.id, { onDelete: 'set null' }),
    /** The invoice title and taxpayer number as chosen at acceptance (the profile may change later). */
    invoiceSnapshot: jsonb('invoice_snapshot').$type<{ id: number; title: string; taxpayer_number: string | null }>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotations_no_version_uq').on(t.no, t.version),
    index('quotations_user_idx').on(t.userId, t.kind, t.id),
    // A quotation is superseded by at most one newer version.
    uniqueIndex('quotations_supersedes_uq').on(t.supersedesId),
    check('quotations_total_ck', sql`${t.total} >= 0`),
  ],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: serial('id').primaryKey(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    service: text('service').notNull(),
    /** service (typed by staff) | express_surcharge (added by the server from the fee rules, issue 28). */
    kind: text('kind').notNull().default('service'),
    /** What the line bills (packages/shared money/feeCodes.ts): the cancellation rules keep lines by it. */
    feeCode: text('fee_code').notNull().default('other'),
    quantity: numeric('quantity', { precision: 20, scale: 6 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    discountPct: numeric('discount_pct', { precision: 7, scale: 4 }).notNull().default('0'),
    taxPct: numeric('tax_pct', { precision: 7, scale: 4 }).notNull().default('0'),
    net: money('net').notNull(),
    tax: money('tax').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('quotation_lines_pos_uq').on(t.quotationId, t.position), index('quotation_lines_app_idx').on(t.applicationId)],
);

/** A customer's bank transfer with its proof and its split over applications. */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    no: text('no').notNull(),
    /** submitted | in_review | confirmed | partly_confirmed | rejected | reversed */
    status: text('status').notNull().default('submitted'),
    remitter: text('remitter').notNull(),
    remittedOn: date('remitted_on').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    bank: text('bank'),
    bankReference: text('bank_reference'),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode'),
    address: text('address'),
    remark: text('remark'),
    /** What finance found on the account (null until confirmed). */
    receivedAmount: money('received_amount'),
    confirmedAmount: money('confirmed_amount').notNull().default('0'),
    creditAmount: money('credit_amount').notNull().default('0'),
    rejectReason: text('reject_reason'),
    /** The member who sent it (issue 30; user_id is the organisation). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the request that used the key (platform/idempotency.ts). */
    idempotencyBodyHash: text('idempotency_body_hash'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('remittances_no_uq').on(t.no),
    index('remittances_user_idx').on(t.userId, t.id),
    uniqueIndex('remittances_idempotency_uq').on(t.userId, t.idempotencyKey),
    check('remittances_amount_ck', sql`${t.amount} > 0`),
  ],
);

export const remittanceAllocations = pgTable(
  'remittance_allocations',
  {
    id: serial('id').primaryKey(),
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    requested: money('requested').notNull(),
    /** Set by finance (may be less than requested); null before review. */
    confirmed: money('confirmed'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('remittance_allocations_uq').on(t.remittanceId, t.applicationId), index('remittance_allocations_app_idx').on(t.applicationId)],
);

export const remittanceFiles = pgTable(
  'remittance_files',
  {
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.remittanceId, t.fileId] }), index('remittance_files_file_idx').on(t.fileId)],
);

/**
 * Customer credit as a ledger (issue 28): every movement is a row with who, when, why and what it concerns.
 * Kinds: `overpayment` (+, a confirmed remittance's surplus), `reversal` (-, that remittance bounced), `applied`
 * (-, used on an application of a quotation), `refund` (-, asked back), `refund_returned` (+, the refund was
 * rejected). The balance is the sum per currency and never negative (the credit rows are locked before a use).
 */
export const customerCredits = pgTable(
  'customer_credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    kind: text('kind').notNull().default('overpayment'),
    remittanceId: integer('remittance_id').references(() => remittances.id, { onDelete: 'set null' }),
    quotationId: integer('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    refundId: integer('refund_id').references(() => creditRefunds.id, { onDelete: 'set null' }),
    /** Who moved it (the customer, or the finance officer); null for the system's own rows. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_credits_user_idx').on(t.userId, t.currency), index('customer_credits_app_idx').on(t.applicationId)],
);

/** A refund of credit the customer asked for: finance pays it (proof file) or rejects it (the credit returns). */
export const creditRefunds = pgTable(
  'credit_refunds',
  {
    id: serial('id').primaryKey(),
    no: text('no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    /** requested | paid | rejected */
    status: text('status').notNull().default('requested'),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    bank: text('bank').notNull(),
    swift: text('swift'),
    remark: text('remark'),
    proofFileId: integer('proof_file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    bankReference: text('bank_reference'),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The request's Idempotency-Key and the sha256 of its body: a second click answers the first refund (issue 28). */
    idempotencyKey: text('idempotency_key'),
    idempotencyBodyHash: text('idempotency_body_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_refunds_no_uq').on(t.no),
    uniqueIndex('credit_refunds_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('credit_refunds_user_idx').on(t.userId, t.id),
    index('credit_refunds_status_idx').on(t.status, t.id),
    check('credit_refunds_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * Fee rules staff edit: percent of a base with a minimum and a maximum, in one currency.
 * - `instant_quote`: the instant quote of an application type (PVoC: percent of FOB), one per type;
 * - `express_surcharge` (issue 28): the surcharge of an express booking of a line (application_type holds the line's
 *   form, e.g. entrusted), one per line and currency: percent of the booking's quoted fees (net), at least the
 *   minimum, at most the maximum (a flat amount: percent 0, minimum = maximum).
 */
export const feeRules = pgTable(
  'fee_rules',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull().default('instant_quote'),
    applicationType: text('application_type').notNull(),
    percent: numeric('percent', { precision: 7, scale: 4 }).notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fee_rules_code_uq').on(t.code),
    uniqueIndex('fee_rules_type_uq')
      .on(t.applicationType)
      .where(sql`${t.kind} = 'instant_quote'`),
    uniqueIndex('fee_rules_express_uq')
      .on(t.applicationType, t.currency)
      .where(sql`${t.kind} = 'express_surcharge'`),
  ],
);

/** Every version of every rule, appended on each change (who, when and why). */
export const feeRuleHistory = pgTable(
  'fee_rule_history',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => feeRules.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    percent: numeric('percent', { precision: 7, scale: 4 }).notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    currency: text('currency').notNull(),
    active: boolean('active').notNull(),
    /** Why staff changed it (null: the rule as first seeded). */
    reason: text('reason'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fee_rule_history_uq').on(t.ruleId, t.version)],
);
