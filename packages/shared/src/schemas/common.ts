import { z } from 'zod';
import { LOCALES, PG_INT_MAX } from '../constants.js';

/** The envelope every call answers: {code, msg, data}. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });
export const errorEnvelope = z.object({ code: z.number(), msg: z.string(), data: z.unknown() });

export const localeSchema = z.enum(LOCALES, { error: 'validation.langInvalid' });
export const switchLangBody = z.object({ lang: localeSchema });

export const idParam = z.object({ id: z.coerce.number().int().positive().max(PG_INT_MAX) });

/** current_page / per_page of the list calls (spec section 3: "list paged by current_page, per_page, with total"). */
export const pagingQuery = (maxPerPage: number, defaultPerPage: number) =>
  z.object({
    current_page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(maxPerPage, { error: 'validation.perPageMax' }).default(defaultPerPage),
  });

/** A page of a list: the rows, the total and where the page stands. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number(), current_page: z.number(), per_page: z.number(), last_page: z.number() });
export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

/** Trims, and turns an empty text into undefined (optional form fields arrive as ""). */
export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z.string({ error: 'validation.invalid' }).max(max, { error: 'validation.tooLong' }).optional(),
  );
/** Trimmed, required, capped. */
export const requiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
