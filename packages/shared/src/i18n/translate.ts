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

/** Looks up a dotted key and fills {{placeholders}}; an unknown key (or a language not loaded) returns the key itself. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = loaded[locale] ?? loaded.en;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return key;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
