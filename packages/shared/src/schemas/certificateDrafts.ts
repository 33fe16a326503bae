/**
 * The draft-certificate review (GET and POST kenya/cert/draft/{id}): the customer previews the certificate
 * an application will receive and confirms it or asks for changes with a comment.
 */
import { z } from 'zod';
import { PG_INT_MAX } from '../constants.js';
import { applicationSummarySchema } from './applications.js';

export const DRAFT_DECISIONS = ['confirm', 'request_changes'] as const;
export type DraftDecision = (typeof DRAFT_DECISIONS)[number];
export const DRAFT_COMMENT_MAX = 500;

/** What the draft certificate will say: the certificate's fields as planned, and the product lines. */
export const draftCertificateSchema = z.object({
  application: applicationSummarySchema,
  certificate: z.object({
    cert_no: z.string(),
    rfc_no: z.string(),
    title: z.string(),
    type: z.string(),
    importer: z.string().nullable(),
    exporter: z.string().nullable(),
    issue_date: z.string(),
    expiry_date: z.string().nullable(),
    route: z.string().nullable(),
  }),
  products: z.array(
    z.object({
      hs_code: z.string().nullable(),
      description: z.string().nullable(),
      brand: z.string().nullable(),
      model: z.string().nullable(),
      quantity: z.string().nullable(),
      unit: z.string().nullable(),
      origin: z.string().nullable(),
    }),
  ),
});
export type DraftCertificate = z.infer<typeof draftCertificateSchema>;

/**
 * POST kenya/cert/draft/{id}: the decision at the version the customer read; a change request needs a
 * comment (what is to be corrected), a confirmation may carry one.
 */
export const draftDecisionBody = z
  .object({
    decision: z.enum(DRAFT_DECISIONS, { error: 'validation.draftDecision' }),
    comment: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
      z.string({ error: 'validation.invalid' }).max(DRAFT_COMMENT_MAX, { error: 'validation.draftCommentTooLong' }).optional(),
    ),
    version: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'request_changes' && !v.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: 'validation.draftCommentRequired' });
  });
export type DraftDecisionBody = z.infer<typeof draftDecisionBody>;
