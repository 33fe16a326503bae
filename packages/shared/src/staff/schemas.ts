/** Request and response schemas of the staff workstation (issue 14). */
import { z } from 'zod';
import { APPLICATION_STATUSES, PROCESS_STEPS } from '../lifecycle.js';
import { ADVANCE_STEPS } from '../lines/registry.js';
import { pageOf, pagingQuery } from '../schemas/common.js';
import { STAFF_ROLES } from './roles.js';
import { WAITING_REASONS } from './waiting.js';
import { MEMBER_ROLES } from '../organisations/policy.js';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const optText = (max: number) => z.preprocess(blank, z.string().max(max, { error: 'validation.tooLong' }).optional());
/** A row id (PostgreSQL integer): larger numbers are no id (400, never a database error). */
const ID_MAX = 2_147_483_647;
const optId = z.preprocess(
  blank,
  z.coerce.number({ error: 'validation.invalid' }).int().positive({ error: 'validation.invalid' }).max(ID_MAX, { error: 'validation.invalid' }).optional(),
);

export const STAFF_QUEUES = ['new', 'mine', 'available', 'waiting', 'overdue', 'all'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];
export const STAFF_SORTS = ['submitted_at', 'due_at', 'updated_at', 'rfc_no'] as const;
export const STAFF_PAGE_SIZE = 20;
export const STAFF_PER_PAGE_MAX = 100;
/** Longest reason of a return, cancellation or rejection (the same cap as reasonBody). */
export const STAFF_REASON_MAX = 500;

/** GET /staff/rfc/list: one queue and/or any filter, paged, across customers. */
export const staffListQuery = z
  .object({
    queue: z.preprocess(blank, z.enum(STAFF_QUEUES, { error: 'validation.choice' }).default('all')),
    line: optText(40),
    application_type: optText(50),
    status: z.preprocess(blank, z.enum(APPLICATION_STATUSES, { error: 'validation.choice' }).optional()),
    process_step: z.preprocess(blank, z.enum(PROCESS_STEPS, { error: 'validation.choice' }).optional()),
    customer_id: optId,
    assignee_id: optId,
    /** Submitted at least this many days ago. */
    min_age_days: z.preprocess(blank, z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(3650).optional()),
    country: z.preprocess(
      blank,
      z
        .string()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: 'validation.country' })
        .optional(),
    ),
    keywords: optText(100),
    sort: z.preprocess(blank, z.enum(STAFF_SORTS, { error: 'validation.choice' }).default('submitted_at')),
    order: z.preprocess(blank, z.enum(['asc', 'desc'], { error: 'validation.choice' }).default('asc')),
  })
  .extend(pagingQuery(STAFF_PER_PAGE_MAX, STAFF_PAGE_SIZE).shape);
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffPersonSchema = z.object({ id: z.number(), name: z.string() });

export const staffQueueItemSchema = z.object({
  id: z.number(),
  rfc_no: z.string().nullable(),
  title: z.string(),
  business_area: z.string(),
  application_type: z.string(),
  country: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  process_step: z.enum(PROCESS_STEPS),
  customer: staffPersonSchema,
  assignee: staffPersonSchema.nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
  waiting_on: z.enum(['customer', 'provider']).nullable(),
  /** Why it waits on the customer (the clock is paused) and since when (issue 29). */
  waiting_reason: z.enum(WAITING_REASONS).nullable(),
  waiting_since: z.string().nullable(),
  due_at: z.string().nullable(),
  days_left: z.number().nullable(),
  overdue: z.boolean(),
});
export type StaffQueueItem = z.infer<typeof staffQueueItemSchema>;
export const staffQueuePage = pageOf(staffQueueItemSchema);
export const staffQueuesSchema = z.object({ queues: z.array(z.object({ queue: z.enum(STAFF_QUEUES), count: z.number() })) });

export const staffAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: staffPersonSchema.nullable(),
  roles: z.array(z.string()),
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  from_step: z.string().nullable(),
  to_step: z.string().nullable(),
  comment: z.string().nullable(),
  files: z.array(z.string()),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffNoticeSchema = z.object({ id: z.number(), kind: z.string(), title: z.string(), at: z.string() });

/** GET /staff/me: who I am as staff (roles) and the staff I may assign to. */
export const staffMeSchema = z.object({
  id: z.number(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  staff: z.array(staffPersonSchema.extend({ roles: z.array(z.string()) })),
});

/** Bodies of the actions: each asks for what it needs. */
export const assignBody = z.object({
  assignee_id: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(ID_MAX, { error: 'validation.invalid' }),
});
export const advanceBody = z.object({ step: z.enum(ADVANCE_STEPS as unknown as [string, ...string[]], { error: 'validation.choice' }) });
export const staffVerifyBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' }),
  }),
]);

export const staffCustomersQuery = z.object({ keywords: optText(100) }).extend(pagingQuery(STAFF_PER_PAGE_MAX, STAFF_PAGE_SIZE).shape);
export const staffCustomerItemSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  verified: z.boolean(),
  waiter: staffPersonSchema.nullable(),
  created_at: z.string(),
});
export const staffCustomerPage = pageOf(staffCustomerItemSchema);
export const staffCustomerDetailSchema = staffCustomerItemSchema.extend({
  profile: z.record(z.string(), z.unknown()),
  verification: z.object({ status: z.enum(['verified', 'rejected', 'pending']), reason: z.string().nullable() }),
  applications: z.array(staffQueueItemSchema),
  /** Per fee currency: quoted, confirmed paid and still owed (never added across currencies). */
  balance: z.array(z.object({ currency: z.string(), total: z.string(), paid: z.string(), unpaid: z.string() })),
  actions: z.array(z.string()),
  /** The customer's organisation: its members and their roles (issue 30). */
  members: z.array(z.object({ user_id: z.number(), name: z.string(), role: z.enum(MEMBER_ROLES), added_at: z.string() })),
});
