import { z } from 'zod';
import { MAX_ATTACHMENTS, POLICY_CATEGORIES, PUBLIC_FILE_CATEGORIES, STATUS_OFF, STATUS_ON, TEXT_CAPS, PG_INT_MAX } from '../constants.js';
import { optionalText, pageOf, pagingQuery, requiredText } from './common.js';

/** Long texts (policy bodies, the terms) are capped well above any real document, below abuse. */
const BODY_MAX = 50_000;
const countryCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
  z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'validation.countryCode' })
    .optional(),
);

/** GET /policy and GET /documents: words of the title, summary or text, a country, a category, paging. */
export const contentListQuery = z
  .object({
    keyword: z.string().trim().max(TEXT_CAPS.short, { error: 'validation.tooLong' }).optional(),
    country: countryCode,
    category: z.string().trim().max(32).optional(),
  })
  .extend(pagingQuery(50, 10).shape);

const localizedTitle = { title_zh: requiredText(TEXT_CAPS.medium), title_en: requiredText(TEXT_CAPS.medium), title_ar: requiredText(TEXT_CAPS.medium) };
const localizedSummary = { summary_zh: optionalText(TEXT_CAPS.long), summary_en: optionalText(TEXT_CAPS.long), summary_ar: optionalText(TEXT_CAPS.long) };
const requiredBody = { body_zh: requiredText(BODY_MAX), body_en: requiredText(BODY_MAX), body_ar: requiredText(BODY_MAX) };
const optionalBody = { body_zh: optionalText(BODY_MAX), body_en: optionalText(BODY_MAX), body_ar: optionalText(BODY_MAX) };
const status = z.union([z.literal(STATUS_ON), z.literal(STATUS_OFF)], { error: 'validation.status' }).default(STATUS_ON);
const attachmentIds = z.array(z.number().int().positive().max(PG_INT_MAX)).max(MAX_ATTACHMENTS, { error: 'validation.tooManyAttachments' }).default([]);
const changeNote = optionalText(TEXT_CAPS.medium);
/** An edit names the version it was read at; a stale one is refused with 409. */
const version = z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX);

/** A policy or regulation document, in the three languages, with its country and attachments. */
export const policyBody = z.object({
  ...localizedTitle,
  ...localizedSummary,
  ...requiredBody,
  country_code: countryCode,
  category: z.enum(POLICY_CATEGORIES, { error: 'validation.category' }),
  attachment_ids: attachmentIds,
  status,
  change_note: changeNote,
});
export const policyUpdate = policyBody.extend({ version });

/** A public file: a titled document whose attachment(s) customers download. */
export const publicFileBody = z.object({
  ...localizedTitle,
  ...localizedSummary,
  ...optionalBody,
  category: z.enum(PUBLIC_FILE_CATEGORIES, { error: 'validation.category' }),
  attachment_ids: attachmentIds.refine((ids) => ids.length > 0, { error: 'validation.attachmentRequired' }),
  status,
  change_note: changeNote,
});
export const publicFileUpdate = publicFileBody.extend({ version });

/** The general conditions of service. */
export const termsUpdate = z.object({ ...localizedTitle, ...requiredBody, change_note: changeNote, version });

export const attachmentSchema = z.object({ id: z.number(), name: z.string(), ext: z.string(), size: z.number(), path: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** A document as a reader sees it, in the request language. */
export const contentItemSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  category: z.string().nullable(),
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  version: z.number(),
  status: z.number(),
  published_at: z.string(),
  updated_at: z.string(),
  attachments: z.array(attachmentSchema),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentDetailSchema = contentItemSchema.extend({ body: z.string().nullable() });
export type ContentDetail = z.infer<typeof contentDetailSchema>;
export const contentPage = pageOf(contentItemSchema);

/** What staff edit: every language of the current version. */
export const contentEditSchema = z.object({
  id: z.number(),
  kind: z.string(),
  category: z.string().nullable(),
  country_code: z.string().nullable(),
  status: z.number(),
  version: z.number(),
  title_zh: z.string(),
  title_en: z.string(),
  title_ar: z.string(),
  summary_zh: z.string().nullable(),
  summary_en: z.string().nullable(),
  summary_ar: z.string().nullable(),
  body_zh: z.string().nullable(),
  body_en: z.string().nullable(),
  body_ar: z.string().nullable(),
  attachments: z.array(attachmentSchema),
});
export type ContentEdit = z.infer<typeof contentEditSchema>;

/** One entry of a document's history. */
export const contentVersionSchema = z.object({
  version: z.number(),
  title: z.string(),
  change_note: z.string().nullable(),
  edited_by: z.string().nullable(),
  created_at: z.string(),
  body: z.string().nullable(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
