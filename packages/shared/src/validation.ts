import type { Locale } from './constants.js';
import { translate } from './i18n/translate.js';
// Registers the three catalogues wherever the whole package is evaluated (server, tests). A browser build drops this
// import (package `sideEffects: false`) and registers only the language it loaded (issue 16: catalogues per language).
import './i18n/index.js';

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

/** The field's label in the user's language (the last named segment of the path), else the path itself. */
export function fieldLabel(locale: Locale, path: readonly PropertyKey[]): string {
  return fieldName(locale, path);
}

/**
 * The i18n key and parameters of a validation issue, independent of the language, so that a message can
 * be stored (import reports) and worded later in whoever reads it. Schemas give their own key
 * ("validation.usernameFormat"); issues without one get a generic key.
 */
export function issueKey(issue: IssueLike & { params?: Record<string, string | number> }): { key: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = { min: Number(issue.minimum ?? 0), max: Number(issue.maximum ?? 0), ...(issue.params ?? {}) };
  // A schema's own key: a validation rule, or the lifecycle's reason (a return or a cancellation needs one).
  if (/^(validation|lifecycle)\./.test(issue.message)) return { key: issue.message, params };
  if (issue.code === 'invalid_type' && /received undefined|received null/.test(issue.message)) return { key: 'validation.required', params };
  if (issue.code === 'too_small' && issue.origin === 'string')
    return { key: Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort', params };
  if (issue.code === 'too_big' && issue.origin === 'string') return { key: 'validation.tooLong', params };
  return { key: 'validation.invalid', params };
}

/** Turns a validation issue into a message in the user's language, naming the field. */
export function issueMessage(issue: IssueLike & { params?: Record<string, string | number> }, locale: Locale): string {
  const { key, params } = issueKey(issue);
  return translate(locale, key, { ...params, field: fieldName(locale, issue.path) });
}
