/**
 * Additional information (business-lines.md, NB/RED "additional information"; any application may get one):
 * staff raise an itemised request with a due date, the customer answers each item with text and files.
 * The rules live here once, for the server and the answer form.
 */
import { z } from 'zod';
import { PG_INT_MAX } from '../constants.js';
import { ISO_DATE, todayIso } from './applicationFields.js';

export const INFO_REQUEST_MAX_ITEMS = 20;
export const INFO_QUESTION_MAX = 1000;
export const INFO_ANSWER_MAX = 4000;
/** Files per answered item (each a stored upload of the customer, e.g. a finished resumable upload). */
export const INFO_ITEM_MAX_FILES = 20;
/** `lapsed`: unanswered until its line closed the application (communication, three months). */
export const INFO_REQUEST_STATUSES = ['open', 'answered', 'accepted', 'lapsed'] as const;
export type InfoRequestStatus = (typeof INFO_REQUEST_STATUSES)[number];

const dueDate = z
  .string({ error: 'validation.date' })
  .regex(ISO_DATE, { error: 'validation.date' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: 'validation.date' })
  .refine((s) => s >= todayIso(), { error: 'validation.dateNotPast' });

export const raiseInfoRequestSchema = z.object({
  due_date: dueDate,
  items: z
    .array(
      z.object({
        question: z
          .string({ error: 'validation.required' })
          .trim()
          .min(1, { error: 'validation.required' })
          .max(INFO_QUESTION_MAX, { error: 'validation.tooLong' }),
      }),
      { error: 'validation.required' },
    )
    .min(1, { error: 'validation.required' })
    .max(INFO_REQUEST_MAX_ITEMS, { error: 'validation.maxItems' }),
});
export type RaiseInfoRequest = z.infer<typeof raiseInfoRequestSchema>;

/** Every item of the request is answered: with text, files, or both. */
export const answerInfoRequestSchema = z.object({
  version: z.number({ error: 'validation.required' }).int().min(1).max(PG_INT_MAX),
  items: z
    .array(
      z
        .object({
          id: z.number({ error: 'validation.required' }).int().positive().max(PG_INT_MAX),
          answer: z.string().trim().max(INFO_ANSWER_MAX, { error: 'validation.tooLong' }).default(''),
          file_ids: z.array(z.number().int().positive().max(PG_INT_MAX)).max(INFO_ITEM_MAX_FILES, { error: 'validation.maxAttachments' }).default([]),
        })
        .refine((i) => i.answer.length > 0 || i.file_ids.length > 0, { error: 'validation.infoAnswerRequired' }),
      { error: 'validation.required' },
    )
    .min(1, { error: 'validation.required' })
    .max(INFO_REQUEST_MAX_ITEMS, { error: 'validation.maxItems' }),
});
export type AnswerInfoRequest = z.infer<typeof answerInfoRequestSchema>;

const fileOf = z.object({ id: z.number(), name: z.string(), ext: z.string(), size: z.number(), path: z.string() });
export const infoRequestSchema = z.object({
  id: z.number(),
  application_id: z.number(),
  rfc_no: z.string().nullable(),
  application_title: z.string(),
  status: z.enum(INFO_REQUEST_STATUSES),
  due_date: z.string(),
  version: z.number(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number(),
      question: z.string(),
      answer: z.string().nullable(),
      files: z.array(fileOf),
      /** Documents a guest on the application uploaded for this question (issue 30), offered to the answer. */
      guest_files: z.array(fileOf.extend({ guest: z.string().nullable() })),
    }),
  ),
});
export type InfoRequest = z.infer<typeof infoRequestSchema>;
export const infoRequestListQuery = z.object({ status: z.enum(INFO_REQUEST_STATUSES, { error: 'validation.choice' }).optional() });
