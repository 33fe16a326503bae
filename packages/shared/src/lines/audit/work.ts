/**
 * The staff side of a factory audit, once for the server and the staff and customer screens: the report's body
 * (rating, corrective-action plan due date, findings), what the detail shows of it, and the follow-up booking a
 * rating asks for (prefilled from the first audit).
 */
import { z } from 'zod';
import { ISO_DATE } from '../../schemas/applicationFields.js';
import { AUDIT_RATINGS, needsFollowUp, ratingsOf, type AuditRating } from './rules.js';

const isoDate = z.string({ error: 'validation.date' }).regex(ISO_DATE, { error: 'validation.date' });
const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

/**
 * POST /staff/audit/{id}/report: the rating, when the factory was audited, the findings and, for a rating that
 * asks for a follow-up audit, the date the corrective action plan is due (after the audit). Whether the rating
 * belongs to the audit's standard is the application's (auditRatingFits).
 */
export const auditReportBody = z
  .object({
    rating: z.enum(AUDIT_RATINGS, { error: 'validation.choice' }),
    audited_on: isoDate,
    auditor: text(100),
    summary: text(2000),
    ca_due_date: isoDate.nullish(),
  })
  .superRefine((r, ctx) => {
    if (needsFollowUp(r.rating) && !r.ca_due_date) ctx.addIssue({ code: 'custom', path: ['ca_due_date'], message: 'validation.required' });
    if (r.ca_due_date && r.ca_due_date <= r.audited_on) ctx.addIssue({ code: 'custom', path: ['ca_due_date'], message: 'audit.caAfterAudit' });
  });
export type AuditReportBody = z.infer<typeof auditReportBody>;

/** A rating the audit's type grades with (A-E for a social audit, pass/fail otherwise). */
export const auditRatingFits = (applicationType: string, rating: AuditRating) => ratingsOf(applicationType).includes(rating);

/** What the detail shows of an audit's staff side (customer and staff). */
export const auditViewSchema = z.object({
  /** Man-days from the headcount (auditManDays): what the quotation's quantity is. */
  man_days: z.number().nullable(),
  confirmed_date: z.string().nullable(),
  rating: z.enum(AUDIT_RATINGS).nullable(),
  audited_on: z.string().nullable(),
  auditor: z.string().nullable(),
  summary: z.string().nullable(),
  ca_due_date: z.string().nullable(),
  /** The rating asks for a follow-up audit (shown once the report is issued). */
  follow_up_needed: z.boolean(),
  /** The linked follow-up booking, once made. */
  follow_up: z.object({ id: z.number(), rfc_no: z.string().nullable(), status: z.string() }).nullable(),
  /** The audit this one follows up, when it is a follow-up. */
  follow_up_of: z.object({ id: z.number(), rfc_no: z.string().nullable() }).nullable(),
});
export type AuditView = z.infer<typeof auditViewSchema>;

/**
 * The follow-up booking's data, prefilled from the first audit: the same audit, factory and standard, the
 * preferred date the corrective action plan's due date (or today's when it has passed), linked by number.
 */
export function followUpData(first: Record<string, unknown>, firstNo: string, caDueDate: string | null, today: string): Record<string, unknown> {
  const audit = (first.audit ?? {}) as Record<string, unknown>;
  const preferred = caDueDate && caDueDate > today ? caDueDate : today;
  return {
    ...first,
    attachments: [],
    audit: { ...audit, preferred_date: preferred, follow_up_of: firstNo },
  };
}
