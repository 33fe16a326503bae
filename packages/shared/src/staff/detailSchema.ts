import { z } from 'zod';
import { applicationDetailSchema } from '../schemas/applications.js';
import { staffAuditEntrySchema, staffNoticeSchema, staffPersonSchema } from './schemas.js';

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
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;
