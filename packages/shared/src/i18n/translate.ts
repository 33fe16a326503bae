import type { Locale } from '../constants.js';

/**
 * The catalogues `translate` reads. The server (and every test) gets all three from ./index.ts, which registers
 * them when it is evaluated; the browser loads and registers only the language in use (apps/web/src/lib/i18n.ts),
 * because a browser build drops ./index.ts (package `sideEffects: false`) when nothing of it is used.
 */
const loaded: Partial<Record<Locale, object>> = {};

export function registerCatalogue(locale: Locale, messages: object): void {
  loaded[locale] = messages;
}

const pluralRules = new Map<string, Intl.PluralRules>();
/** A language's plural rules (CLDR, as i18next uses them): ar zero/one/two/few/many/other, en one/other, zh other. */
export function pluralRulesOf(locale: Locale): Intl.PluralRules {
  const tag = locale.replace('_', '-');
  let rules = pluralRules.get(tag);
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
  return rules;
}

/** The Intl tag numbers (and money) are written with in a language: Latin digits in Arabic too. */
export const numberLocaleTag = (locale: string) => (locale === 'ar' ? 'ar-u-nu-latn' : locale.replace('_', '-'));

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number as the language writes it: grouped, in Latin digits in Arabic too (as money is). `{{count, number}}` in a text. */
export function formatNumber(locale: string, n: number): string {
  const tag = numberLocaleTag(locale);
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(n);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const OFFICE_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A moment as the server sends it (ISO 8601 with a time and a zone: "2026-12-04T08:00:00.000Z", "…+08:00"). */
const MOMENT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/**
 * A date as the language writes it, in the digits its numbers use ("December 14, 2026", "2026年12月14日",
 * "14 ديسمبر 2026"): the one date formatter of the notices, the e-mails and the web pages (`{{nameDate}}` in a text,
 * fillPlaceholders and the web's i18next alike). Never the bare ISO date in a sentence: in Arabic the bidirectional
 * algorithm shows it reversed ("14-12-2026").
 * - An office date (YYYY-MM-DD) is that day, whatever the process's time zone.
 * - A moment (an ISO timestamp, e.g. a row's `created_at`) is the day it falls on in `timeZone` (an IANA zone), by
 *   default the reader's own: the browser's zone in the web app.
 * Anything else is returned as it is.
 */
export function formatDate(locale: string, value: string, timeZone?: string): string {
  const day = OFFICE_DATE.test(value);
  if ((!day && !MOMENT.test(value)) || Number.isNaN(Date.parse(day ? `${value}T00:00:00Z` : value))) return value;
  const zone = day ? 'UTC' : timeZone;
  const tag = numberLocaleTag(locale);
  const cacheKey = `${tag}|${zone ?? ''}`;
  let format = dateFormats.get(cacheKey);
  if (!format) dateFormats.set(cacheKey, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: zone })));
  return format.format(new Date(day ? `${value}T00:00:00Z` : value));
}

function lookup(root: unknown, key: string): string | undefined {
  let node = root;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const placeholderPatterns = new Map<string, RegExp>();
/**
 * Fills a text's placeholders in one language, on the server (notices, e-mails) as in `translate`: `{{name}}` the
 * parameter as it is; `{{name, number}}` a number as the language writes it; `{{nameDate}}` the parameter `name`, an
 * office date kept as YYYY-MM-DD (or a moment, an ISO timestamp), as the language writes it (formatDate: never the bare ISO date, which an Arabic
 * sentence shows reversed). `more` handles another suffix (the notices' `{{nameCounted}}`). A parameter named in full
 * (`dueDate` itself) is used as it is.
 */
export function fillPlaceholders(
  locale: string,
  text: string,
  params: Record<string, string | number | undefined>,
  more?: { suffix: string; value: (name: string, value: string) => string },
): string {
  const as = more ? `Date|${more.suffix}` : 'Date';
  let pattern = placeholderPatterns.get(as);
  if (!pattern) placeholderPatterns.set(as, (pattern = new RegExp(`\\{\\{(\\w+?)(${as})?(\\s*,\\s*number)?\\}\\}`, 'g')));
  return text.replace(pattern, (_, base: string, suffix?: string, number?: string) => {
    const name = base + (suffix ?? '');
    const value = params[name];
    if (value !== undefined || !suffix) return number && typeof value === 'number' ? formatNumber(locale, value) : String(value ?? '');
    const raw = String(params[base] ?? '');
    return suffix === 'Date' ? formatDate(locale, raw) : more!.value(base, raw);
  });
}

/**
 * Looks up a dotted key and fills {{placeholders}}; an unknown key (or a language not loaded) returns the key itself.
 * With a numeric `count`, a count text's plural form is chosen as i18next does: `key_<category>`, else `key_other`.
 * `{{name, number}}` writes a number in the language's own way (i18next's number format; the web app uses formatNumber for it);
 * `{{nameDate}}` the date parameter `name` in the language's way (fillPlaceholders: the e-mails' dates).
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const root = loaded[locale] ?? loaded.en;
  const count = params.count;
  const text =
    (typeof count === 'number' && (lookup(root, `${key}_${pluralRulesOf(loaded[locale] ? locale : 'en').select(count)}`) ?? lookup(root, `${key}_other`))) ||
    lookup(root, key);
  if (text === undefined) return key;
  return fillPlaceholders(loaded[locale] ? locale : 'en', text, params);
}
