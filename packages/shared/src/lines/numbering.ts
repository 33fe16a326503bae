/**
 * Application numbers (issue 29, numbering per line): <line prefix>-<country>-<year>-<six digits>, counted gap-free per
 * everything before the digits (the server's counter row per prefix). The prefix is the line's `numberPrefix`; the
 * country the application type's (Kenya, Saudi Arabia ...), else the one the line's `numberCountry` finds in the
 * payload (the entrusted inspection: the factory's country, else the destination its purchase-order lines agree on),
 * else none when the line declares where to look (ENT-2026-000001), else XX (the lines that never said).
 */
import { isCountryCode } from '../schemas/applicationFields.js';
import { valuesAt } from './publicNames.js';
import { lineOf, numberPrefixOf } from './registry.js';

/** The country part of a number: the type's, else the line's `numberCountry` in the payload; null: no country part. */
export function numberCountryOf(form: string | null | undefined, typeCountry: string | null | undefined, payload: unknown): string | null {
  if (typeCountry) return typeCountry;
  const paths = lineOf(form)?.numberCountry;
  if (!paths) return 'XX';
  for (const path of paths) {
    const found = [...new Set(valuesAt(payload, path).map((v) => v.toUpperCase()))].filter(isCountryCode);
    if (found.length === 1) return found[0]!;
    // Rows that disagree name no country of the whole application: the next path decides, or none.
  }
  return null;
}

/** Everything before the six digits: the counter's key (`ENT-CN-2026-`, `ENT-2026-`, `RFC-KE-2026-`). */
export function numberPrefixFor(app: { form: string | null | undefined; typeCountry?: string | null; payload?: unknown }, year: number): string {
  const country = numberCountryOf(app.form, app.typeCountry, app.payload);
  return `${numberPrefixOf(app.form)}-${country ? `${country}-` : ''}${year}-`;
}
