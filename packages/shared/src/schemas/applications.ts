/** Request and response schemas of the application and certificate calls (spec section 7). */
import { z } from 'zod';
import { predictionSchema } from '../prediction/schema.js';
import { APPLICATION_FORMS, LINE_CERTIFICATE_FIELDS, LINE_DETAIL_SHAPE, LINE_HISTORY_ACTIONS, type LineCertificateFields } from '../lines/registry.js';
import {
  APPLICATION_PAGE_SIZE,
  APPLICATION_PER_PAGE_MAX,
  ATTACHMENT_FILE_TYPES,
  ATTACHMENT_REVIEW_STATUSES,
  CERTIFICATE_STATUSES,
  COMPANY_LOOKUP_MIN_CHARS,
  IDEMPOTENCY_KEY_MAX,
  PG_INT_MAX,
} from '../constants.js';
import { isCountryCode } from './applicationFields.js';
import { APPLICATION_STAGES, APPLICATION_STATUSES, PAYMENT_STATUSES, PROCESS_STEPS, TRANSITION_ACTIONS } from '../lifecycle.js';
import { pageOf, pagingQuery } from './common.js';
import { APPLICATION_AREAS } from '../forms/declaration.js';
import { GUEST_HISTORY_ACTIONS } from '../organisations/guests.js';
import { retentionSchema, sampleOrderSchema } from '../samples/schemas.js';

import { waitingSchema } from '../staff/waiting.js';
import { ISO_DATE } from './applicationFields.js';
import { applicationExtrasSchema } from './applicationExtras.js';
import { followOnKindsSchema, followOnOriginSchema } from './followOns.js';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const optText = (max: number) => z.preprocess(blank, z.string().max(max, { error: 'validation.tooLong' }).optional());
const optDate = z.preprocess(blank, z.string().regex(ISO_DATE, { error: 'validation.date' }).optional());
/** The menu area a list, draft list, detail, workbench or certificate list is asked for (absent: every area). */
const areaParam = z.preprocess(blank, z.enum(APPLICATION_AREAS, { error: 'validation.choice' }).optional());
export const menuAreaQuery = z.object({ area: areaParam });

export const APPLICATION_SORTS = ['created_at', 'updated_at', 'submitted_at', 'title', 'rfc_no', 'status'] as const;

/** GET /kenya/rfc/list and GET /kenya/apply/excel (same filters). Drafts are listed by GET /kenya/rfc/draft. */
export const applicationListQuery = z
  .object({
    keywords: optText(100),
    country: z.preprocess(blank, z.string().toUpperCase().refine(isCountryCode, { error: 'validation.country' }).optional()),
    importer: optText(100),
    exporter: optText(100),
    title: optText(100),
    status: z.preprocess(blank, z.enum(APPLICATION_STATUSES, { error: 'validation.choice' }).optional()),
    payment_status: z.preprocess(blank, z.enum(PAYMENT_STATUSES, { error: 'validation.choice' }).optional()),
    /** With status=processing&process_step=certificate_issuance: the applications whose draft certificate waits for review. */
    process_step: z.preprocess(blank, z.enum(PROCESS_STEPS, { error: 'validation.choice' }).optional()),
    application_type: optText(50),
    area: areaParam,
    date_from: optDate,
    date_to: optDate,
    sort: z.preprocess(blank, z.enum(APPLICATION_SORTS, { error: 'validation.choice' }).default('created_at')),
    order: z.preprocess(blank, z.enum(['asc', 'desc'], { error: 'validation.choice' }).default('desc')),
  })
  .extend(pagingQuery(APPLICATION_PER_PAGE_MAX, APPLICATION_PAGE_SIZE).shape);
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;

export const draftListQuery = z.object({ keywords: optText(100), area: areaParam }).extend(pagingQuery(APPLICATION_PER_PAGE_MAX, APPLICATION_PAGE_SIZE).shape);

export const applicationSummarySchema = z.object({
  id: z.number(),
  rfc_no: z.string().nullable(),
  title: z.string(),
  form: z.enum(APPLICATION_FORMS),
  business_area: z.enum(APPLICATION_AREAS),
  application_type: z.string(),
  country: z.string().nullable(),
  importer: z.string().nullable(),
  exporter: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  stage: z.enum(APPLICATION_STAGES),
  process_step: z.enum(PROCESS_STEPS),
  /** The invoices' goods value per currency (not a fee). */
  goods_values: z.array(z.object({ currency: z.string(), amount: z.string() })),
  /** What the application is charged, in its fee currency; all null before a quotation. */
  fee_currency: z.string().nullable(),
  quoted_amount: z.string().nullable(),
  paid_amount: z.string().nullable(),
  unpaid_amount: z.string().nullable(),
  /** Part of quoted_amount in issued quotations awaiting the customer's accept or reject (null: none). */
  pending_quote_amount: z.string().nullable(),
  editable: z.boolean(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;
/** A page of applications; `total_capped`: the filter matches more than APPLICATION_COUNT_CAP and `total` is that cap. */
export const applicationPage = pageOf(applicationSummarySchema).extend({ total_capped: z.boolean() });
export type ApplicationPage = z.infer<typeof applicationPage>;

export const applicationAttachmentSchema = z.object({
  id: z.number(),
  file_id: z.number(),
  file_type: z.enum(ATTACHMENT_FILE_TYPES).nullable(),
  name: z.string(),
  size: z.number(),
  ext: z.string(),
  remarks: z.string().nullable(),
  status: z.enum(ATTACHMENT_REVIEW_STATUSES),
  return_reason: z.string().nullable(),
  /** Where it downloads (owner and staff only). */
  path: z.string(),
  /** Issue 30: who uploaded it (the member, a guest, staff), by name; null for files from before it was kept. */
  uploaded_by: z.string().nullable().optional(),
  /** Issue 31: attached from the vault: the document and the version it was attached with. */
  vault: z.object({ document_id: z.number(), version_id: z.number(), version_no: z.number(), valid_until: z.string().nullable() }).nullable().optional(),
});
export type ApplicationAttachment = z.infer<typeof applicationAttachmentSchema>;

export const historyEntrySchema = z.object({
  // Besides the transitions: the draft made, the lines' own (the client's decision on an inspection report), the guests'.
  action: z.enum([...TRANSITION_ACTIONS, 'create', ...LINE_HISTORY_ACTIONS, ...GUEST_HISTORY_ACTIONS] as [string, ...string[]]),
  from_status: z.enum(APPLICATION_STATUSES).nullable(),
  to_status: z.enum(APPLICATION_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  stage: z.enum(APPLICATION_STAGES),
  process_step: z.enum(PROCESS_STEPS),
  actor: z.string(),
  /** A customer's entry: the person who acted (a member, or a guest of the application; issue 30). */
  actor_id: z.number().nullable().optional(),
  actor_name: z.string().nullable().optional(),
  reason: z.string().nullable(),
  at: z.string(),
});

/** GET /rfc/detail/{id}: the summary, the form's data as saved, attachments with their review status, history. */
export const applicationDetailSchema = applicationSummarySchema
  .extend({
    /** The payload in the shape of the form's draft schema (FORM_SCHEMAS[form].draft). */
    data: z.record(z.string(), z.unknown()),
    attachments: z.array(applicationAttachmentSchema),
    history: z.array(historyEntrySchema),
    /** The certificate once issued, and the institution that tests and issues it (the spec's "testing institution"). */
    certificate: z.object({ id: z.number(), cert_no: z.string(), testing_institution: z.string().nullable() }).nullable(),
    /** The officer who accepted the application and how to reach them (the spec's "accepter and e-mail"); null until accepted. */
    accepter: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
    /**
     * The lines' own keys (their `api.detail`, lines/<line>/index.ts; absent for the other lines): entrusted inspection's
     * `inspection`, the factory audit's `factory_audit`, laboratory testing's `test_report`.
     */
    ...LINE_DETAIL_SHAPE,
    /** Forms that send samples: the samples (null until staff ask for them) and when the laboratory disposes of them. */
    samples: sampleOrderSchema.nullable().optional(),
    sample_retention: retentionSchema.optional(),
    /** Whom the application waits on (issue 14): the customer or us, since when, and the expected date. */
    waiting: waitingSchema.optional(),
    /** Submitted and not finished (issue 32): the dates by which half and nine in ten similar applications were done, or not enough history. */
    prediction: predictionSchema.optional(),
    /** Express service recorded at the last submission (any line's rule): its quotation carries the express surcharge line. */
    express: z.boolean().optional(),
    /** The members of the organisation who created it and who last submitted it (issue 30); null: not known or not yet. */
    created_by: z.string().nullable().optional(),
    submitted_by: z.string().nullable().optional(),
    /** A follow-on draft's origin (issue 32): the certificate it was made from, what was copied and what must be new. */
    origin: followOnOriginSchema.nullable().optional(),
  })
  .extend(applicationExtrasSchema.shape);
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** PUT /kenya/rfc/{id} (save, autosave) and POST /kenya/rfc/{id}/submit carry the version they were read at. */
export const versionBody = z.object({
  version: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX),
});
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, { error: 'validation.idempotencyKey' })
  .max(IDEMPOTENCY_KEY_MAX, { error: 'validation.idempotencyKey' });
export const rfcDetailQuery = z.object({ parent_id: z.coerce.number().int().positive().max(PG_INT_MAX).optional(), area: areaParam });

/** A finding of the consistency check (issue 31): in a refused submission's 400 data (blocking) and a submit's warnings. */
export const findingOutSchema = z.object({
  rule: z.string(),
  severity: z.enum(['block', 'warn']),
  path: z.string(),
  against: z.array(z.string()),
  message: z.string(),
});
/** Submit answer: the application, whether this call submitted it (false for a repeated key), the consistency warnings. */
export const submitResultSchema = z.object({ application: applicationDetailSchema, replayed: z.boolean(), warnings: z.array(findingOutSchema).optional() });
export type SubmitResult = z.infer<typeof submitResultSchema>;

const companyKeyword = z
  .string({ error: 'validation.required' })
  .trim()
  .min(COMPANY_LOOKUP_MIN_CHARS, { error: 'validation.lookupMin' })
  .max(100, { error: 'validation.tooLong' });
/** GET /kenya/company/list?keyword= and GET /common/getFuzzyList?searchKey= (from 2 characters). */
export const companyLookupQuery = z.object({ keyword: companyKeyword, role: z.string().max(20).optional() });
export const fuzzyListQuery = z.object({ searchKey: companyKeyword });
export const companyResultSchema = z.object({ Name: z.string(), party: z.record(z.string(), z.unknown()) });
export const keywordQuery = z.object({ keyword: z.preprocess(blank, z.string().max(100, { error: 'validation.tooLong' }).optional()), country: optText(2) });
/** A port or border post; `code` is its UN/LOCODE, null where none is assigned or verified. */
export const portSchema = z.object({ code: z.string().nullable(), name: z.string(), country: z.string(), kind: z.enum(['seaport', 'airport', 'border']) });
export const unitSchema = z.object({ code: z.string(), name: z.string() });

/** GET /default: the last-used parties and settings to prefill a new form. */
/** GET /default?form=: the last-used settings of that form (customs or saudi); without it, of any form. */
export const applicationDefaultsQuery = z.object({ form: z.preprocess(blank, z.enum(APPLICATION_FORMS, { error: 'validation.choice' }).optional()) });
export const applicationDefaultsSchema = z.object({ data: z.record(z.string(), z.unknown()).nullable(), from_application_id: z.number().nullable() });

/** GET /kenya/workbench: the counts of the workbench (each links to its filtered list). */
export const workbenchCountsSchema = z.object({
  applications: z.number(),
  certificates: z.number(),
  drafts: z.number(),
  returned: z.number(),
  in_process: z.number(),
  normal_certificates: z.number(),
  expiring_certificates: z.number(),
});

export const CERTIFICATE_SORTS = ['issue_date', 'expiry_date', 'cert_no', 'rfc_no', 'title'] as const;

/**
 * GET /certs: keywords, number, title, importer, exporter, type, status (valid = the workbench's "normal
 * certificates"), expiring=1 (valid and expiring within CERT_EXPIRING_DAYS: the workbench's other count),
 * issue-date range; paging and sorting.
 */
export const certificateListQuery = z
  .object({
    keywords: optText(100),
    title: optText(100),
    importer: optText(100),
    exporter: optText(100),
    type: optText(50),
    area: areaParam,
    status: z.preprocess(blank, z.enum(CERTIFICATE_STATUSES, { error: 'validation.choice' }).optional()),
    expiring: z.preprocess(blank, z.enum(['1'], { error: 'validation.choice' }).optional()),
    date_from: optDate,
    date_to: optDate,
    sort: z.preprocess(blank, z.enum(CERTIFICATE_SORTS, { error: 'validation.choice' }).default('issue_date')),
    order: z.preprocess(blank, z.enum(['asc', 'desc'], { error: 'validation.choice' }).default('desc')),
  })
  .extend(pagingQuery(APPLICATION_PER_PAGE_MAX, APPLICATION_PAGE_SIZE).shape);
export type CertificateListQuery = z.infer<typeof certificateListQuery>;
export const certificateSchema = z.object({
  id: z.number(),
  cert_no: z.string(),
  rfc_no: z.string(),
  application_id: z.number(),
  title: z.string(),
  importer: z.string().nullable(),
  exporter: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  type: z.string(),
  issue_date: z.string(),
  /** null: it does not expire (a report, a certificate of one shipment, a CB test certificate). */
  expiry_date: z.string().nullable(),
  route: z.string().nullable(),
  company_name: z.string().nullable(),
  created_at: z.string(),
  /** Since when the shown status holds (issue 15); a suspension's end date; the certificate that replaced this one. */
  status_since: z.string().optional(),
  suspended_until: z.string().nullable().optional(),
  status_reason: z.string().nullable().optional(),
  superseded_by: z.object({ id: z.number(), cert_no: z.string() }).nullable().optional(),
  /** The public verification code: only in the holder's own certificate detail. */
  verify_code: z.string().nullable().optional(),
  /** What the certificate leads to now (issue 32: renew, extend, next shipment, registration); the holder's lists only. */
  follow_ons: followOnKindsSchema.optional(),
});
export type Certificate = z.infer<typeof certificateSchema>;
/** GET /cert/info/{id}: the certificate and, when it is mailed, where it goes (issue 19). */
export const certificatePage = pageOf(certificateSchema);

/** Staff actions (the minimal back-office set that exercises the lifecycle). */
export const reasonBody = z.object({
  reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' }),
});
/** What staff may confirm at issue of the lines' certificates that state fields of their own (each optional). */
const lineCertificateIssue = Object.fromEntries(LINE_CERTIFICATE_FIELDS.map((f) => [f.key, f.issue.optional()])) as {
  [F in LineCertificateFields as F['key']]: z.ZodOptional<F['issue']>;
};
/**
 * POST /staff/rfc/{id}/issue: the route (Kenya), and for an NB/RED application the EU-type examination
 * certificate's fields as staff confirm them (omitted: the fields GET /staff/rfc/{id}/eu-type-certificate proposes).
 * `valid_until` shortens the type's validity (lines/validity.ts expiryAtIssue: never longer, after the issue date).
 */
export const issueBody = z.object({
  route: z.preprocess(blank, z.enum(['A', 'B', 'C', 'D']).optional()),
  valid_until: z.preprocess(
    blank,
    z
      .string({ error: 'validation.date' })
      .regex(ISO_DATE, { error: 'validation.date' })
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: 'validation.date' })
      .optional(),
  ),
  // The lines' certificate fields (their `api.certificateFields`: NB/RED's `eu_type`).
  ...lineCertificateIssue,
});
