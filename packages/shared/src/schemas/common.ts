import { z } from 'zod';
import { LOCALES } from '../constants.js';

/** The envelope every call answers: {code, msg, data}. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });
export const errorEnvelope = z.object({ code: z.number(), msg: z.string(), data: z.unknown() });

export const localeSchema = z.enum(LOCALES, { error: 'validation.langInvalid' });
export const switchLangBody = z.object({ lang: localeSchema });

export const idParam = z.object({ id: z.coerce.number().int().positive() });
