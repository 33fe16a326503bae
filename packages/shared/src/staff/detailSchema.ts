import { z } from 'zod';
import { applicationDetailSchema } from '../schemas/applications.js';
import { QUOTATION_LINE_KINDS } from '../money/express.js';
import { FEE_CODES } from '../money/feeCodes.js';
import { staffAuditEntrySchema, staffNoticeSchema, staffPersonSchema } from './schemas.js';

const actions = z.array(z.string());
/** The application's money, certificates and requests for information, each with the actions the caller may take on it. */
export const staffWorkSchema = z.object({
  /** The open quotation (or fee notice) covering this application: a new version replaces it. */
  quotation: z
    .object({
      id: z.number(),
      no: z.string(),
      version: z.number(),
      kind: z.string(),
      currency: z.string(),
      total: z.string(),
      valid_until: z.string(),
      terms_version: z.string(),
      lines: z.array(
        z.object({
          application_id: z.number(),
          service: z.string(),
          /** service, or express_surcharge (the server's line: not sent back with a new version). */
          kind: z.enum(QUOTATION_LINE_KINDS),
          /** What the line bills (sent back as it is with a new version). */
          fee_code: z.enum(FEE_CODES),
          quantity: z.string(),
          unit_price: z.string(),
          discount_pct: z.string(),
          tax_pct: z.string(),
        }),
      ),
    })
    .nullable(),
  remittances: z.array(
    z.object({
      id: z.number(),
      no: z.string(),
      status: z.string(),
      currency: z.string(),
      amount: z.string(),
      /** What it pays towards this application. */
      requested: z.string(),
      allocations: z.array(z.object({ application_id: z.number(), requested: z.string() })),
      remitted_on: z.string(),
      actions,
    }),
  ),
  certificates: z.array(
    z.object({ id: z.number(), cert_no: z.string(), status: z.string(), suspended_until: z.string().nullable(), expiry_date: z.string().nullable(), actions }),
  ),
  info_requests: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      due_date: z.string(),
      items: z.array(z.object({ question: z.string(), answer: z.string().nullable() })),
      actions,
    }),
  ),
});
export type StaffWork = z.infer<typeof staffWorkSchema>;

/** GET /staff/rfc/{id}: the customer's application as staff see it, with the actions the caller may take now. */
export const staffApplicationSchema = applicationDetailSchema.extend({
  customer: staffPersonSchema.extend({ company: z.string().nullable() }),
  assignee: staffPersonSchema.nullable(),
  due_at: z.string().nullable(),
  days_left: z.number().nullable(),
  sla_step: z.string().nullable(),
  actions: z.array(z.string()),
  audit: z.array(staffAuditEntrySchema),
  notices: z.array(staffNoticeSchema),
  work: staffWorkSchema,
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;
