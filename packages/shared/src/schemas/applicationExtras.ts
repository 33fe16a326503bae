/**
 * What issue 19 adds around an application: the customer's cancellation (with a reason), the link to the
 * parent application of a re-inspection, extension or re-assessment, and where a certificate is mailed.
 */
import { z } from 'zod';
import { PG_INT_MAX } from '../constants.js';
import { APPLICATION_FORMS } from '../lines/registry.js';
import { APPLICATION_STATUSES } from '../lifecycle.js';

export const CANCEL_REASON_MAX = 500;
/** POST /kenya/rfc/{id}/cancel: the reason (kept in the history and the notice) and the version read. */
export const cancelBody = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'lifecycle.reasonRequired' }).min(1, { error: 'lifecycle.reasonRequired' }).max(CANCEL_REASON_MAX, { error: 'validation.tooLong' }),
  ),
  version: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX),
});
export type CancelBody = z.input<typeof cancelBody>;

/** Why an application is made from another one. */
// follow_up: the factory audit's follow-up audit, booked from a report whose rating asks for one.
export const APPLICATION_RELATIONS = ['reinspection', 'extension', 'reassessment', 'follow_up'] as const;
export type ApplicationRelation = (typeof APPLICATION_RELATIONS)[number];
/** What a customer starts from a processed application by hand (the follow-up audit is the audit report's own action). */
export const REAPPLY_RELATIONS = ['reinspection', 'extension', 'reassessment'] as const satisfies readonly ApplicationRelation[];
/** Statuses a parent may have: it went through the process (issued) or at least reached processing. */
export const PARENT_STATUSES = ['processing', 'issued'] as const;

/** POST /kenya/create may name the parent: both or neither (a follow-up audit is booked by the audit's own action only). */
export const applicationLinkBody = z
  .object({
    parent_id: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number({ error: 'validation.invalid' }).int().positive({ error: 'validation.invalid' }).max(PG_INT_MAX).optional(),
    ),
    relation: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(REAPPLY_RELATIONS, { error: 'validation.applicationRelation' }).optional()),
  })
  .superRefine((v, ctx) => {
    if (v.parent_id && !v.relation) ctx.addIssue({ code: 'custom', path: ['relation'], message: 'validation.applicationRelation' });
    if (v.relation && !v.parent_id) ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'validation.required' });
  });

/** A linked application as the detail shows it (either direction). */
export const applicationLinkSchema = z.object({
  id: z.number(),
  form: z.enum(APPLICATION_FORMS),
  rfc_no: z.string().nullable(),
  title: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  relation: z.enum(APPLICATION_RELATIONS),
});
export type ApplicationLink = z.infer<typeof applicationLinkSchema>;

/** Where the certificate is mailed: the customer's mailing address as chosen, copied when saved. */
export const mailToSchema = z.object({
  mailing_address_id: z.number(),
  recipient: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  postcode: z.string().nullable(),
});
export type MailTo = z.infer<typeof mailToSchema>;

/** What GET /rfc/detail/{id} adds: parent, children and the mail destination. */
export const applicationExtrasSchema = z.object({
  parent: applicationLinkSchema.nullable(),
  children: z.array(applicationLinkSchema),
  mail_to: mailToSchema.nullable(),
});
