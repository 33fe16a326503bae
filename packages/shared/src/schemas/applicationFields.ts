/**
 * Field builders of the application forms. Each field is declared once and yields three things:
 * - `draft`: the lenient rule of a draft (autosave): types and caps only, every field optional;
 * - `submit`: the strict rule of submission (spec section 5): required fields, formats, dates;
 * - `meta`: what the web form needs to render it (kind, required, cap, options, look-up).
 * A section is an object of fields; a form is sections composed (forms/).
 */
import { z } from 'zod';
import countries from 'i18n-iso-countries/index.js';
import { EMAIL_MAX } from '../constants.js';
import { PHONE_PATTERN } from './invoiceProfiles.js';
import { normalisePhone } from '../phoneNumber.js';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'date'
  | 'select'
  | 'boolean'
  | 'integer'
  | 'decimal'
  | 'country'
  | 'currency'
  | 'incoterm'
  | 'hs'
  | 'port'
  | 'unit'
  | 'company'
  | 'list'
  /** One of the customer's mailing addresses (issue 19: where the certificate is mailed). */
  | 'mailing_address'
  /** Several countries of the reference list (national differences of a CB certificate); options narrow the list. */
  | 'countries';

export interface FieldMeta {
  name: string;
  kind: FieldKind;
  /** Required to submit (a draft never requires anything). */
  required: boolean;
  max?: number;
  min?: number;
  options?: readonly string[];
  /** Dates: not earlier than today when submitting. */
  notPast?: boolean;
  /** Lists: most entries. */
  maxItems?: number;
}

/** T is the value's type (undefined when left empty). */
export interface FieldDef<T = unknown> {
  meta: Omit<FieldMeta, 'name'>;
  draft: z.ZodType<T | undefined>;
  submit: z.ZodType<T | undefined>;
}
const def = <T>(meta: FieldDef['meta'], draft: z.ZodType, submit: z.ZodType): FieldDef<T> => ({
  meta,
  draft: draft as z.ZodType<T | undefined>,
  submit: submit as z.ZodType<T | undefined>,
});

const blankToUndefined = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const optional = (schema: z.ZodType) => z.preprocess(blankToUndefined, schema.optional());
/** Required when submitting: a missing or blank value says "required", whatever the format rule. */
const required = (schema: z.ZodType) =>
  z.preprocess(
    blankToUndefined,
    z
      .any()
      .refine((v) => v !== undefined, { error: 'validation.required' })
      .pipe(schema as z.ZodType<unknown, unknown>),
  );
const either = (req: boolean, schema: z.ZodType) => (req ? required(schema) : optional(schema));

const str = (max: number) => z.string({ error: 'validation.invalid' }).max(max, { error: 'validation.tooLong' });

export interface Opts {
  required?: boolean;
}

export function text(
  max: number,
  opts: Opts & { kind?: 'text' | 'textarea' | 'company' | 'port' | 'unit'; pattern?: RegExp; patternKey?: string; upper?: boolean } = {},
): FieldDef<string> {
  const norm = (s: z.ZodString) => (opts.upper ? s.toUpperCase() : s);
  let strict: z.ZodType = norm(str(max));
  if (opts.pattern) strict = (strict as z.ZodString).regex(opts.pattern, { error: opts.patternKey ?? 'validation.invalid' });
  return def({ kind: opts.kind ?? 'text', required: !!opts.required, max }, optional(norm(str(max))), either(!!opts.required, strict));
}

export function email(opts: Opts = {}): FieldDef<string> {
  return def(
    { kind: 'email', required: !!opts.required, max: EMAIL_MAX },
    optional(str(EMAIL_MAX)),
    either(!!opts.required, z.email({ error: 'validation.email' }).max(EMAIL_MAX, { error: 'validation.tooLong' })),
  );
}

export function phone(opts: Opts = {}): FieldDef<string> {
  // Written with spaces, dots or brackets and stored in E.164 when the phone library can place it (issue 27).
  const normalised = (schema: z.ZodType) => z.preprocess(normalisePhone, schema);
  return def(
    { kind: 'phone', required: !!opts.required, max: 20, min: 4 },
    normalised(optional(str(20))),
    normalised(either(!!opts.required, z.string().regex(PHONE_PATTERN, { error: 'validation.phone' }))),
  );
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string({ error: 'validation.date' })
  .regex(ISO_DATE, { error: 'validation.date' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: 'validation.date' });
/** Today as YYYY-MM-DD in the local time of whoever checks (the browser's or the server's). */
export const todayIso = (now = new Date()) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function date(opts: Opts & { notPast?: boolean } = {}): FieldDef<string> {
  const strict = opts.notPast ? isoDate.refine((s) => s >= todayIso(), { error: 'validation.dateNotPast' }) : isoDate;
  return def({ kind: 'date', required: !!opts.required, notPast: !!opts.notPast }, optional(isoDate), either(!!opts.required, strict));
}

export function choice<const O extends readonly [string, ...string[]]>(
  options: O,
  opts: Opts & { kind?: 'select' | 'country' | 'currency' | 'incoterm' } = {},
): FieldDef<O[number]> {
  const schema = z.enum(options as unknown as [string, ...string[]], { error: 'validation.choice' });
  return def({ kind: opts.kind ?? 'select', required: !!opts.required, options }, optional(schema), either(!!opts.required, schema));
}

/** ISO 3166-1 alpha-2 codes: the same package the countries reference (GET /common/getCountrysList) is seeded from. */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(countries.getAlpha2Codes()));
export const isCountryCode = (v: unknown): boolean => typeof v === 'string' && COUNTRY_CODES.has(v);

/** A country picked from the reference list: its ISO 3166-1 alpha-2 code (lower case is taken as upper). */
export function country(opts: Opts = {}): FieldDef<string> {
  const code = z.string({ error: 'validation.country' }).toUpperCase().refine(isCountryCode, { error: 'validation.country' });
  return def({ kind: 'country', required: !!opts.required, max: 2 }, optional(str(2).toUpperCase()), either(!!opts.required, code));
}

export function bool(opts: Opts = {}): FieldDef<boolean> {
  const schema = z.boolean({ error: 'validation.invalid' });
  return def({ kind: 'boolean', required: !!opts.required }, optional(schema), either(!!opts.required, schema));
}

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);
export function num(opts: Opts & { integer?: boolean; min?: number; max?: number; positive?: boolean } = {}): FieldDef<number> {
  const max = opts.max ?? 1e12;
  let schema = z.number({ error: 'validation.number' }).max(max, { error: 'validation.numberMax' });
  if (opts.integer) schema = schema.int({ error: 'validation.integer' });
  const lenient = z.preprocess(toNumber, schema);
  const strict = z.preprocess(
    toNumber,
    opts.positive ? schema.positive({ error: 'validation.positive' }) : schema.min(opts.min ?? 0, { error: 'validation.numberMin' }),
  );
  return def(
    { kind: opts.integer ? 'integer' : 'decimal', required: !!opts.required, min: opts.min ?? 0, max },
    z.preprocess(blankToUndefined, lenient.optional()),
    either(!!opts.required, strict),
  );
}

/** A list of codes checked as a whole, so that its message is the field's own (not one of its items). */
const codeList = (allowed: (c: string) => boolean, message: string, max: number) =>
  z
    .array(z.string({ error: message }).toUpperCase(), { error: 'validation.invalid' })
    .max(max, { error: 'validation.maxItems' })
    .refine((a) => a.every(allowed), { error: message })
    .refine((a) => new Set(a).size === a.length, { error: 'validation.duplicateItems' });
const blankArray = (v: unknown) => (Array.isArray(v) && v.length === 0 ? undefined : (v ?? undefined));
const requiredList = (schema: z.ZodType) =>
  z
    .any()
    .refine((v) => v !== undefined, { error: 'validation.required' })
    .pipe(schema as z.ZodType<unknown, unknown>);

/** Several countries of the reference list (ISO 3166-1 alpha-2, each once), or of `options` when given. */
export function countryList(opts: Opts & { options?: readonly string[]; max?: number } = {}): FieldDef<string[]> {
  const allowed = opts.options ? new Set(opts.options) : COUNTRY_CODES;
  const max = opts.max ?? opts.options?.length ?? 250;
  const schema = codeList((c) => allowed.has(c), 'validation.country', max);
  return def(
    { kind: 'countries', required: !!opts.required, options: opts.options, maxItems: max },
    z.preprocess(blankArray, codeList((c) => c.length <= 2, 'validation.country', max).optional()),
    z.preprocess(blankArray, opts.required ? requiredList(schema) : schema.optional()),
  );
}

/** A section: an object of fields with its draft and submit object schemas and the metadata of each field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldDef<any>;
export interface Section<F extends Record<string, AnyField>> {
  fields: F;
  draft: z.ZodObject<{ [K in keyof F]: F[K]['draft'] }>;
  submit: z.ZodObject<{ [K in keyof F]: F[K]['submit'] }>;
  meta: FieldMeta[];
}

export function section<F extends Record<string, AnyField>>(fields: F): Section<F> {
  const pick = (which: 'draft' | 'submit') => z.object(Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f[which]])));
  return {
    fields,
    draft: pick('draft') as unknown as Section<F>['draft'],
    submit: pick('submit') as unknown as Section<F>['submit'],
    meta: Object.entries(fields).map(([name, f]) => ({ name, ...f.meta })),
  };
}

/** True when every value of a (party, vehicle) object is empty: the user has not filled it in. */
export const isBlankObject = (v: unknown) =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.values(v as object).every((x) => x === undefined || x === null || (typeof x === 'string' && x.trim() === ''));
/** An optional object section: a blank object counts as absent. */
export const optionalObject = (schema: z.ZodType) => z.preprocess((v) => (v == null || isBlankObject(v) ? undefined : v), schema.optional());
