import type { Locale } from './constants.js';
import { translate } from './i18n/index.js';

/** The parts of a zod issue that a human message is built from (server and forms share this). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  /** Bounds a custom refinement reports (zod keeps them under `params`). */
  params?: { min?: number; max?: number };
}

const fieldName = (locale: Locale, path: readonly PropertyKey[]): string => {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return translate(locale, 'field.id').replace('ID', '') || 'value';
  const label = translate(locale, `field.${last}`);
  return label === `field.${last}` ? last : label;
};

/**
 * Turns a validation issue into a message in the user's language. Schemas give their own message as an
 * i18n key ("validation.usernameFormat"); issues without one get a generic message naming the field.
 */
export function issueMessage(issue: IssueLike, locale: Locale): string {
  const field = fieldName(locale, issue.path);
  const params = { field, min: Number(issue.minimum ?? issue.params?.min ?? 0), max: Number(issue.maximum ?? issue.params?.max ?? 0) };
  if (issue.message.startsWith('validation.')) return translate(locale, issue.message, params);
  if (issue.code === 'invalid_type' && /received undefined|received null/.test(issue.message)) {
    return translate(locale, 'validation.required', params);
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? translate(locale, 'validation.required', params) : translate(locale, 'validation.tooShort', params);
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return translate(locale, 'validation.tooLong', params);
  return translate(locale, 'validation.invalid', params);
}
