/**
 * Sample logistics (business-lines.md, communication "Work"; any form whose declaration says
 * `sampleLogistics`): the bodies of each step, what the API answers of an application's samples, and
 * which notices each `notice/...` screen lists. The rules live here once, for the server and the screens.
 */
import { z } from 'zod';
import { TEXT_CAPS, PG_INT_MAX } from '../constants.js';
import { APPLICATION_FORMS } from '../lines/registry.js';
import { ISO_DATE, todayIso } from '../schemas/applicationFields.js';
import { SAMPLE_DISPOSITIONS, type RetentionRule } from './retention.js';

export const SAMPLE_MAX_QUANTITY = 100;
export const SAMPLE_PHOTOS_MAX = 5;
export const TEST_DATA_MAX_ROWS = 100;
export const SAMPLE_COMMENT_MAX = 1000;
/** A courier's tracking number: letters, digits and hyphens (4 to 40). */
export const TRACKING_NO = /^[A-Za-z0-9][A-Za-z0-9-]{2,38}[A-Za-z0-9]$/;

const req = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const futureDate = z
  .string({ error: 'validation.date' })
  .regex(ISO_DATE, { error: 'validation.date' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: 'validation.date' })
  .refine((s) => s >= todayIso(), { error: 'validation.dateNotPast' });

/** Staff: the sample delivery notice (where to send how many samples, by when). */
export const requestSamplesBody = z.object({
  lab_address: req(TEXT_CAPS.medium),
  lab_contact: z.string().trim().max(TEXT_CAPS.short, { error: 'validation.tooLong' }).optional(),
  quantity: z.number({ error: 'validation.number' }).int({ error: 'validation.integer' }).min(1, { error: 'validation.positive' }).max(SAMPLE_MAX_QUANTITY, {
    error: 'validation.numberMax',
  }),
  due_date: futureDate,
});
export type RequestSamplesBody = z.infer<typeof requestSamplesBody>;

/** The customer: the courier and tracking number of the samples sent. */
export const shipSamplesBody = z.object({
  courier: req(TEXT_CAPS.short),
  tracking_no: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .regex(TRACKING_NO, { error: 'validation.trackingNo' }),
});
export type ShipSamplesBody = z.infer<typeof shipSamplesBody>;

/** Staff: the samples arrived in order (a note is optional). */
export const receiveSamplesBody = z.object({ note: z.string().trim().max(SAMPLE_COMMENT_MAX, { error: 'validation.tooLong' }).optional() });
/** Staff: the samples do not conform (what is wrong, with photos): the customer rectifies and sends again. */
export const rejectSamplesBody = z.object({
  reason: req(SAMPLE_COMMENT_MAX),
  photo_ids: z
    .array(z.number().int().positive().max(PG_INT_MAX), { error: 'validation.samplePhotosRequired' })
    .min(1, { error: 'validation.samplePhotosRequired' })
    .max(SAMPLE_PHOTOS_MAX, { error: 'validation.maxAttachments' }),
});
export type RejectSamplesBody = z.infer<typeof rejectSamplesBody>;

export const TEST_DATA_VERDICTS = ['pass', 'fail', 'info'] as const;
export const testDataRow = z.object({
  item: req(TEXT_CAPS.medium),
  standard: z.string().trim().max(TEXT_CAPS.short, { error: 'validation.tooLong' }).optional(),
  limit: z.string().trim().max(TEXT_CAPS.short, { error: 'validation.tooLong' }).optional(),
  result: req(TEXT_CAPS.short),
  verdict: z.enum(TEST_DATA_VERDICTS, { error: 'validation.choice' }),
});
/** Staff: the test data the customer reviews. */
export const testDataBody = z.object({
  rows: z
    .array(testDataRow, { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(TEST_DATA_MAX_ROWS, { error: 'validation.maxItems' }),
  summary: z.string().trim().max(SAMPLE_COMMENT_MAX, { error: 'validation.tooLong' }).optional(),
});
export type TestDataBody = z.infer<typeof testDataBody>;

export const DATA_REVIEW_DECISIONS = ['confirm', 'dispute'] as const;
/** The customer: confirm the test data, or dispute it with a comment (required then). */
export const dataReviewBody = z
  .object({
    decision: z.enum(DATA_REVIEW_DECISIONS, { error: 'validation.choice' }),
    comment: z.string().trim().max(SAMPLE_COMMENT_MAX, { error: 'validation.tooLong' }).optional(),
  })
  .refine((b) => b.decision === 'confirm' || !!b.comment, { error: 'validation.disputeCommentRequired', path: ['comment'] });
export type DataReviewBody = z.infer<typeof dataReviewBody>;

const fileOf = z.object({ id: z.number(), name: z.string(), path: z.string() });
export const SHIPMENT_RESULTS = ['in_transit', 'received', 'not_conforming'] as const;
/** One sending of the samples (a rejected one is sent again: a new shipment). */
export const shipmentSchema = z.object({
  round: z.number(),
  courier: z.string(),
  tracking_no: z.string(),
  shipped_at: z.string(),
  result: z.enum(SHIPMENT_RESULTS),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  photos: z.array(fileOf),
  checked_at: z.string().nullable(),
});
/** An application's samples as the customer and staff read them. */
export const sampleOrderSchema = z.object({
  lab_address: z.string(),
  lab_contact: z.string().nullable(),
  quantity: z.number(),
  due_date: z.string(),
  accepted_at: z.string().nullable(),
  test_data: testDataBody.nullable(),
  test_data_at: z.string().nullable(),
  review: z.object({ decision: z.enum(DATA_REVIEW_DECISIONS), comment: z.string().nullable(), at: z.string() }).nullable(),
  shipments: z.array(shipmentSchema),
  /** What the customer can do now: enter the tracking number, review the data, or nothing. */
  customer_action: z.enum(['ship', 'review_data']).nullable(),
  version: z.number(),
});
export type SampleOrder = z.infer<typeof sampleOrderSchema>;
export const retentionSchema = z.object({
  rule: z.enum(['general', 'chemistry', 'chemistry_liquid_powder', 'returned_abandoned'] satisfies readonly RetentionRule[]),
  dispose_on: z.string().nullable(),
  disposition: z.enum(SAMPLE_DISPOSITIONS).nullable(),
});
export type SampleRetentionView = z.infer<typeof retentionSchema>;

/** The notice kinds each `notice/...` screen of the communication area lists. */
export const SAMPLE_NOTICE_SCREENS = {
  sampleDelivery: ['sample_delivery_notice', 'sample_shipped'],
  sampleReceipt: ['sample_received', 'sample_not_conforming'],
  acceptance: ['sample_accepted'],
  dataReview: ['test_data_ready', 'test_data_confirmed', 'test_data_disputed'],
} as const;
export type SampleNoticeScreen = keyof typeof SAMPLE_NOTICE_SCREENS;
export const SAMPLE_NOTICE_SCREEN_KEYS = Object.keys(SAMPLE_NOTICE_SCREENS) as SampleNoticeScreen[];
export const sampleNoticeQuery = z.object({
  screen: z.enum(SAMPLE_NOTICE_SCREEN_KEYS as [SampleNoticeScreen, ...SampleNoticeScreen[]], { error: 'validation.choice' }),
});

/** One notice of a sample screen, with the application it concerns and that application's samples now. */
export const sampleNoticeSchema = z.object({
  batch_code: z.string(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  is_deal: z.number(),
  application_id: z.number(),
  application_no: z.string(),
  application_title: z.string(),
  area: z.string(),
  /** The application's form: its screen is where the notice links. */
  form: z.enum(APPLICATION_FORMS),
  process_step: z.string(),
  samples: sampleOrderSchema.nullable(),
});
export type SampleNotice = z.infer<typeof sampleNoticeSchema>;
