import { z } from 'zod';
import { noticeTargetSchema } from './noticeTarget.js';
import { NOTICE_EVENT_KINDS, NOTICE_TYPES, NOTIFY_DEAL_MAX_IDS, NOTIFY_PAGE_SIZE, NOTIFY_PER_PAGE_MAX } from '../constants.js';
import { loginNameSchema } from './auth.js';

/** A notice is addressed by its batch code (spec section 4: messageDetails?id=<batch_code>). */
export const batchCodeSchema = z.string({ error: 'validation.noticeId' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.noticeId' });

// Query strings arrive as text; numbers are accepted too so that typed clients can pass them.
const queryInt = (key: string, min: number, max: number) =>
  z.union([z.string(), z.number()], { error: key }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v);
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: key, params: { min, max } });
      return z.NEVER;
    }
    return n;
  });

/** GET /corner/notify: is_deal 0 (unread) or 1 (read), omitted for both; pages of at most 100. */
export const noticeListQuery = z.object({
  is_deal: z
    .union([z.enum(['0', '1']), z.literal(0), z.literal(1)], { error: 'validation.isDeal' })
    .transform((v) => Number(v) as 0 | 1)
    .optional(),
  current_page: queryInt('validation.currentPage', 1, 1_000_000).default(1),
  per_page: queryInt('validation.perPage', 1, NOTIFY_PER_PAGE_MAX).default(NOTIFY_PAGE_SIZE),
  type: z.enum(NOTICE_TYPES, { error: 'validation.noticeType' }).optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;
export type NoticeListParams = z.input<typeof noticeListQuery>;

/** POST /corner/notify/deal: these batch codes are read; an empty list marks all of the user's notices read. */
export const noticeDealBody = z.object({
  ids: z.array(batchCodeSchema, { error: 'validation.noticeIds' }).max(NOTIFY_DEAL_MAX_IDS, { error: 'validation.noticeIdsMax' }),
});
export type NoticeDealBody = z.infer<typeof noticeDealBody>;

export const noticeIdParam = z.object({ id: batchCodeSchema });

/** One row of a notice list (the content is only in the details). */
export const noticeSummarySchema = z.object({
  batch_code: z.string(),
  number: z.string(),
  title: z.string(),
  type: z.enum(NOTICE_TYPES),
  is_deal: z.number(),
  sender: z.string(),
  send_department: z.string(),
  created_at: z.string(),
  /** A process_step dictionary key; the client shows its label. */
  current_stage: z.string().nullable(),
  application_id: z.number().nullable(),
  application_no: z.string().nullable(),
  application_title: z.string().nullable(),
  /** What the notice links to (noticeTargetOf); null: nothing to open. */
  target: noticeTargetSchema.nullable(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeDetailSchema = noticeSummarySchema.extend({ content: z.string(), read_at: z.string().nullable() });
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const noticePageSchema = z.object({ data: z.array(noticeSummarySchema), total: z.number(), current_page: z.number(), per_page: z.number() });
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeDealResult = z.object({ updated: z.number(), unread: z.number() });
export type NoticeDealResult = z.infer<typeof noticeDealResult>;

/**
 * What the stream pushes: the new unread count, and the notice that caused it; or, when notices were marked read (in
 * any tab, on any process: issue 34), the codes now read (`read`), or `read_all` when too many to list.
 */
export const noticeStreamEventSchema = z.object({
  unread: z.number(),
  notice: noticeSummarySchema.nullable(),
  read: z.array(z.string()).optional(),
  read_all: z.boolean().optional(),
});
export type NoticeStreamEvent = z.infer<typeof noticeStreamEventSchema>;

/** Demo mode only: staff simulate an event for a customer (the journeys use it to prove instant delivery). */
export const noticeSimulateBody = z.object({
  username: loginNameSchema,
  kind: z.enum(NOTICE_EVENT_KINDS, { error: 'validation.noticeKind' }),
});
export type NoticeSimulateBody = z.infer<typeof noticeSimulateBody>;
