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

function lookup(root: unknown, key: string): string | undefined {
  let node = root;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Looks up a dotted key and fills {{placeholders}}; an unknown key (or a language not loaded) returns the key itself.
 * With a numeric `count`, a count text's plural form is chosen as i18next does: `key_<category>`, else `key_other`.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const root = loaded[locale] ?? loaded.en;
  const count = params.count;
  const text =
    (typeof count === 'number' && (lookup(root, `${key}_${pluralRulesOf(loaded[locale] ? locale : 'en').select(count)}`) ?? lookup(root, `${key}_other`))) ||
    lookup(root, key);
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
