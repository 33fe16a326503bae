import { z } from 'zod';
import { CONFIG_KINDS, CONFIG_PAGE_SIZE, STATUS_OFF, STATUS_ON, TEXT_CAPS, PG_INT_MAX } from '../constants.js';
import { optionalText, pageOf, pagingQuery, requiredText } from './common.js';

/** Numbers of laboratories, item numbers and standards ("IEC 60335-1:2020+A1:2023", "GB/T 2260-2007", "SASO 2203(2018)"). */
export const CONFIG_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/:()+-]{0,49}$/;

const cell = (v: unknown) => (typeof v === 'number' ? String(v) : v);
/** A laboratory, product or standard as staff enter it, and as one row of an import. */
export const configRecordBody = z.object({
  number: z.preprocess(
    cell,
    z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .regex(CONFIG_NUMBER_PATTERN, { error: 'validation.configNumber' }),
  ),
  name: z.preprocess(cell, requiredText(TEXT_CAPS.medium)),
  type: z.preprocess(cell, requiredText(TEXT_CAPS.short)),
  remarks: z.preprocess(cell, optionalText(TEXT_CAPS.long)),
});
export type ConfigRecordBody = z.infer<typeof configRecordBody>;
/** An edit names the version it was read at (409 when stale). */
export const configRecordUpdate = configRecordBody.extend({
  version: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX),
});
export const configStatusBody = z.object({
  status: z.union([z.literal(STATUS_ON), z.literal(STATUS_OFF)], { error: 'validation.status' }),
  version: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(PG_INT_MAX),
});

export const configKindParam = z.object({ kind: z.enum(CONFIG_KINDS, { error: 'validation.configKind' }) });
export const configKindIdParam = configKindParam.extend({ id: z.coerce.number().int().positive().max(PG_INT_MAX) });

export const configListQuery = z
  .object({
    keyword: z.string().trim().max(TEXT_CAPS.short, { error: 'validation.tooLong' }).optional(),
    status: z.coerce
      .number()
      .pipe(z.union([z.literal(STATUS_ON), z.literal(STATUS_OFF)], { error: 'validation.status' }))
      .optional(),
  })
  .extend(pagingQuery(100, CONFIG_PAGE_SIZE).shape);

export const configRecordSchema = z.object({
  id: z.number(),
  kind: z.string(),
  number: z.string(),
  name: z.string(),
  type: z.string(),
  remarks: z.string().nullable(),
  status: z.number(),
  version: z.number(),
  updated_at: z.string(),
});
export type ConfigRecord = z.infer<typeof configRecordSchema>;
export const configPage = pageOf(configRecordSchema);

export const IMPORT_STATUSES = ['queued', 'reading', 'applying', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** An import's state, polled by the browser for its progress bar. */
export const importJobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  total_bytes: z.number(),
  bytes_read: z.number(),
  rows_read: z.number(),
  error_count: z.number(),
  created: z.number(),
  updated: z.number(),
  /** 0-100, from the bytes of the file read so far (the row count of a streamed workbook is unknown up front). */
  percent: z.number(),
  message: z.string().nullable(),
  errors: z.array(z.object({ row: z.number(), field: z.string().nullable(), message: z.string() })),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
