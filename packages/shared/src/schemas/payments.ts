/**
 * Quotations, fee notices, remittances, finance confirmation, unpaid records, settlement and fee rules
 * (business-lines.md "Money"): the bodies the server validates and the forms check, and the answers.
 * Amounts are strings (decimal text); their minor units are checked against their currency.
 */
import { z } from 'zod';
import { PG_INT_MAX } from '../constants.js';
import { PAYMENT_STATUSES } from '../lifecycle.js';
import { amountRefusal, currencyDigits } from '../money/money.js';
import { QUOTATION_LINE_KINDS } from '../money/express.js';
import { FEE_CODES } from '../money/feeCodes.js';
import { optionalText, pageOf, pagingQuery, requiredText } from './common.js';
import { requiredPhone } from './invoiceProfiles.js';

/** Fee rules: the instant quote of a type, the express surcharge of a line (per currency; issue 28). */
export const FEE_RULE_KINDS = ['instant_quote', 'express_surcharge'] as const;

export const QUOTATION_KINDS = ['quotation', 'fee_notice'] as const;
export const QUOTATION_STATUSES = ['issued', 'accepted', 'rejected', 'superseded', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const REMITTANCE_STATUSES = ['submitted', 'in_review', 'confirmed', 'partly_confirmed', 'rejected', 'reversed'] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];
/** Proof files of one remittance (bank slips). */
export const REMITTANCE_FILES_MAX = 5;
export const QUOTATION_LINES_MAX = 50;
export const REMITTANCE_ALLOCATIONS_MAX = 50;
/**
 * The purpose of an upload that is a remittance's bank slip (`POST /upload?for=remittance`): a member who may pay
 * makes it (the finance role, which keeps no other documents of the organisation; issue 30).
 */
export const PROOF_UPLOAD_PURPOSE = 'remittance';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isoDateText = z
  .string({ error: 'validation.date' })
  .regex(ISO_DATE, { error: 'validation.date' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: 'validation.date' });
const decimalText = z
  .string({ error: 'validation.amount' })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,6})?$/, { error: 'validation.amount' });
const percentText = z
  .string({ error: 'validation.percent' })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, { error: 'validation.percent' })
  .refine((s) => Number(s) <= 100, { error: 'validation.percent' });
export const currencyCode = z
  .string({ error: 'validation.currency' })
  .trim()
  .toUpperCase()
  .refine((c) => currencyDigits(c) !== null, { error: 'validation.currency' });
const amountText = z.string({ error: 'validation.amount' }).trim();

/** Adds the amount's refusal (decimals of its currency, positive, not absurd) at `path`. */
const checkAmount = (ctx: z.RefinementCtx, amount: string, currency: string, path: (string | number)[], allowZero = false) => {
  if (currencyDigits(currency) === null) return; // the currency field reports it
  const why = amountRefusal(amount, currency, { allowZero });
  if (why) ctx.addIssue({ code: 'custom', message: why, path, params: { digits: currencyDigits(currency) ?? 0 } });
};

export const allocationSchema = z.object({ application_id: z.coerce.number().int().positive().max(PG_INT_MAX), amount: amountText });

// ---- quotations (staff issue, customer accepts or rejects) -----------------------------------------
export const quotationLineBody = z.object({
  application_id: z.coerce.number().int().positive().max(PG_INT_MAX),
  service: requiredText(200),
  quantity: decimalText.refine((s) => Number(s) > 0, { error: 'validation.amountPositive' }),
  unit_price: amountText,
  discount_pct: percentText.default('0'),
  tax_pct: percentText.default('0'),
  /** A surcharge line sent back (a new version keeps the other lines): the server drops it and adds its own (issue 28). */
  kind: z.enum(QUOTATION_LINE_KINDS).default('service'),
  /** What the line bills (money/feeCodes.ts); absent: the code its service text names. */
  fee_code: z.enum(FEE_CODES, { error: 'validation.choice' }).optional(),
});
export const staffQuotationBody = z
  .object({
    kind: z.enum(QUOTATION_KINDS).default('quotation'),
    currency: currencyCode,
    valid_until: isoDateText,
    terms_version: requiredText(40),
    /** The quotation this one replaces (a new version; the old is superseded). */
    supersedes_id: z.coerce.number().int().positive().max(PG_INT_MAX).optional(),
    remark: optionalText(500),
    lines: z.array(quotationLineBody).min(1, { error: 'validation.required' }).max(QUOTATION_LINES_MAX, { error: 'validation.tooMany' }),
  })
  .superRefine((b, ctx) => b.lines.forEach((l, i) => checkAmount(ctx, l.unit_price, b.currency, ['lines', i, 'unit_price'])));
export type StaffQuotationBody = z.input<typeof staffQuotationBody>;

export const acceptQuotationBody = z.object({
  invoice_profile_id: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX),
});
export const rejectQuotationBody = z.object({ reason: requiredText(500) });
/** `no`: one quotation by its number (a notice links to it); `application_id`: the quotations of one application (its page). */
export const quotationListQuery = z
  .object({
    kind: z.enum(QUOTATION_KINDS).optional(),
    status: z.enum(QUOTATION_STATUSES).optional(),
    no: z.string().trim().min(1).max(40).optional(),
    application_id: z.coerce.number().int().positive().max(PG_INT_MAX).optional(),
  })
  .extend(pagingQuery(100, 20).shape);

export const quotationLineSchema = z.object({
  application_id: z.number(),
  rfc_no: z.string().nullable(),
  title: z.string(),
  service: z.string(),
  /** service, or express_surcharge (added by the server from the fee rules; shown as money.expressSurcharge). */
  kind: z.enum(QUOTATION_LINE_KINDS),
  fee_code: z.enum(FEE_CODES),
  quantity: z.string(),
  unit_price: z.string(),
  discount_pct: z.string(),
  tax_pct: z.string(),
  net: z.string(),
  tax: z.string(),
  amount: z.string(),
});
export const quotationSchema = z.object({
  id: z.number(),
  no: z.string(),
  kind: z.enum(QUOTATION_KINDS),
  version: z.number(),
  status: z.enum(QUOTATION_STATUSES),
  currency: z.string(),
  net: z.string(),
  tax: z.string(),
  total: z.string(),
  valid_until: z.string(),
  terms_version: z.string(),
  remark: z.string().nullable(),
  supersedes_id: z.number().nullable(),
  reject_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** The member who accepted or rejected it (issue 30); null while undecided or when nobody of the customer decided. */
  decided_by_name: z.string().nullable(),
  invoice_profile: z.object({ id: z.number(), title: z.string(), taxpayer_number: z.string().nullable() }).nullable(),
  created_at: z.string(),
  lines: z.array(quotationLineSchema),
});
export type Quotation = z.infer<typeof quotationSchema>;
export const quotationPage = pageOf(quotationSchema);

// ---- remittances ----------------------------------------------------------------------------------
export const remittanceBody = z
  .object({
    remitter: requiredText(200),
    remitted_on: isoDateText,
    amount: amountText,
    currency: currencyCode,
    bank: optionalText(200),
    bank_reference: optionalText(100),
    contact: requiredText(100),
    phone: requiredPhone,
    postcode: optionalText(20),
    address: optionalText(300),
    remark: optionalText(500),
    file_ids: z
      .array(z.coerce.number().int().positive().max(PG_INT_MAX))
      .min(1, { error: 'validation.proofRequired' })
      .max(REMITTANCE_FILES_MAX, { error: 'validation.tooMany' }),
    allocations: z.array(allocationSchema).min(1, { error: 'validation.allocationRequired' }).max(REMITTANCE_ALLOCATIONS_MAX, { error: 'validation.tooMany' }),
  })
  .superRefine((b, ctx) => {
    checkAmount(ctx, b.amount, b.currency, ['amount']);
    b.allocations.forEach((a, i) => checkAmount(ctx, a.amount, b.currency, ['allocations', i, 'amount']));
    if (ISO_DATE.test(b.remitted_on) && b.remitted_on > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', message: 'validation.dateNotFuture', path: ['remitted_on'] });
  });
export type RemittanceBody = z.input<typeof remittanceBody>;

/** Finance: confirm all (no body) or part: the amount received and what each application gets. */
export const confirmRemittanceBody = z.object({
  received_amount: amountText.optional(),
  allocations: z.array(allocationSchema).max(REMITTANCE_ALLOCATIONS_MAX).optional(),
});
/** `no`: one remittance by its number (a notice links to it). */
export const remittanceListQuery = z
  .object({ status: z.enum(REMITTANCE_STATUSES).optional(), no: z.string().trim().min(1).max(40).optional() })
  .extend(pagingQuery(100, 20).shape);

export const remittanceSchema = z.object({
  id: z.number(),
  no: z.string(),
  status: z.enum(REMITTANCE_STATUSES),
  remitter: z.string(),
  remitted_on: z.string(),
  amount: z.string(),
  currency: z.string(),
  bank: z.string().nullable(),
  bank_reference: z.string().nullable(),
  contact: z.string(),
  phone: z.string(),
  postcode: z.string().nullable(),
  address: z.string().nullable(),
  remark: z.string().nullable(),
  received_amount: z.string().nullable(),
  confirmed_amount: z.string(),
  credit_amount: z.string(),
  reject_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  /** The member who submitted it (issue 30); null when no member of the customer did. */
  created_by_name: z.string().nullable(),
  files: z.array(z.object({ file_id: z.number(), name: z.string(), size: z.number(), path: z.string() })),
  allocations: z.array(
    z.object({ application_id: z.number(), rfc_no: z.string().nullable(), title: z.string(), requested: z.string(), confirmed: z.string().nullable() }),
  ),
});
export type Remittance = z.infer<typeof remittanceSchema>;
export const remittancePage = pageOf(remittanceSchema);

export const moneySchema = z.object({ amount: z.string(), currency: z.string() });
/** The customer's credit per currency (overpayments confirmed by finance). */
export const creditSchema = z.array(moneySchema);

// ---- unpaid, fee notices, settlement --------------------------------------------------------------
export const unpaidRowSchema = z.object({
  application_id: z.number(),
  rfc_no: z.string().nullable(),
  title: z.string(),
  currency: z.string(),
  quoted: z.string(),
  paid: z.string(),
  unpaid: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  quotations: z.array(z.string()),
});
export type UnpaidRow = z.infer<typeof unpaidRowSchema>;

/** A list filter on one ISO 4217 currency code, typed in any case (settlement and the finance list). */
const currencyFilter = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'validation.currency' })
  .optional();

export const settlementQuery = z
  .object({
    keywords: optionalText(100),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    currency: currencyFilter,
    date_from: isoDateText.optional(),
    date_to: isoDateText.optional(),
  })
  .extend(pagingQuery(100, 20).shape);
export const settlementRowSchema = z.object({
  id: z.number(),
  remittance_no: z.string(),
  application_id: z.number(),
  rfc_no: z.string().nullable(),
  bailor: z.string().nullable(),
  factory: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  department: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  valid_until: z.string().nullable(),
  confirmed_at: z.string(),
});
export type SettlementRow = z.infer<typeof settlementRowSchema>;
export const settlementPage = pageOf(settlementRowSchema);

// ---- instant quote (fee rules) --------------------------------------------------------------------
export const feeRuleBody = z
  .object({
    version: z.coerce.number().int().positive().max(PG_INT_MAX),
    percent: percentText,
    min_amount: amountText,
    max_amount: amountText,
    currency: currencyCode,
    active: z.boolean().default(true),
    /** Why the rule changes (kept in its history). */
    reason: requiredText(500),
  })
  .superRefine((b, ctx) => {
    checkAmount(ctx, b.min_amount, b.currency, ['min_amount'], true);
    checkAmount(ctx, b.max_amount, b.currency, ['max_amount']);
    if (Number(b.max_amount) < Number(b.min_amount)) ctx.addIssue({ code: 'custom', message: 'validation.maxBelowMin', path: ['max_amount'] });
  });
export const feeRuleSchema = z.object({
  id: z.number(),
  code: z.string(),
  /** instant_quote (application_type: the type) or express_surcharge (application_type: the line's form). */
  kind: z.enum(FEE_RULE_KINDS),
  application_type: z.string(),
  percent: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  currency: z.string(),
  active: z.boolean(),
  version: z.number(),
  updated_at: z.string(),
});
export type FeeRuleView = z.infer<typeof feeRuleSchema>;
export const feeRuleHistorySchema = feeRuleSchema
  .omit({ id: true, code: true, kind: true, application_type: true })
  .extend({ changed_by: z.number().nullable(), changed_by_name: z.string().nullable(), reason: z.string().nullable() });
export const instantQuoteQuery = z.object({ application_type: requiredText(40), fob: z.string().trim(), currency: currencyCode });
export const instantQuoteSchema = z
  .object({ fee: z.string(), currency: z.string(), percent: z.string(), min_amount: z.string(), max_amount: z.string(), version: z.number() })
  .nullable();
/** The active express surcharge rules (the staff quotation form proposes their lines; the server applies them). */
export const expressRulesQuery = z.object({ currency: currencyCode.optional() });
/** The active rule of an application type, which the application form applies as the customer types (null: staff quote it). */
export const feeRuleOfTypeQuery = z.object({ application_type: requiredText(40) });
/** The active express surcharge rules of a line's form, which its form's express warning shows (customers too). */
export const expressRulesOfFormQuery = z.object({ form: requiredText(40) });

// ---- finance: every customer's remittances ------------------------------------------------------------
/** The finance desk's status filter: "to confirm" is submitted or in review. */
export const FINANCE_REMITTANCE_FILTERS = ['to_confirm', 'confirmed', 'partly_confirmed', 'rejected', 'reversed'] as const;
export type FinanceRemittanceFilter = (typeof FINANCE_REMITTANCE_FILTERS)[number];
export const FINANCE_REMITTANCE_SORTS = ['created_at', 'remitted_on', 'amount', 'no'] as const;
export const staffRemittanceQuery = z
  .object({
    status: z.enum(FINANCE_REMITTANCE_FILTERS, { error: 'validation.invalid' }).optional(),
    /** The customer: part of their account name or display name. */
    customer: optionalText(100),
    currency: currencyFilter,
    /** Remittance date (the day the customer paid), inclusive. */
    date_from: isoDateText.optional(),
    date_to: isoDateText.optional(),
    /** Part of the number of an application the remittance pays. */
    rfc_no: optionalText(40),
    sort: z.enum(FINANCE_REMITTANCE_SORTS, { error: 'validation.invalid' }).default('created_at'),
    order: z.enum(['asc', 'desc'], { error: 'validation.invalid' }).default('desc'),
  })
  .extend(pagingQuery(100, 20).shape);
export const staffRemittanceRowSchema = z.object({
  id: z.number(),
  no: z.string(),
  status: z.enum(REMITTANCE_STATUSES),
  remitter: z.string(),
  remitted_on: z.string(),
  amount: z.string(),
  currency: z.string(),
  confirmed_amount: z.string(),
  bank_reference: z.string().nullable(),
  created_at: z.string(),
  customer: z.object({ id: z.number(), username: z.string(), name: z.string().nullable() }),
  applications: z.array(z.object({ application_id: z.number(), rfc_no: z.string().nullable() })),
});
export type StaffRemittanceRow = z.infer<typeof staffRemittanceRowSchema>;
/** Totals of the whole filtered list per currency (never one number across currencies). */
export const remittanceTotalSchema = z.object({ currency: z.string(), count: z.number(), amount: z.string(), confirmed_amount: z.string() });
export const staffRemittancePage = pageOf(staffRemittanceRowSchema).extend({ totals: z.array(remittanceTotalSchema) });
