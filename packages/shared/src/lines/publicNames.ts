import { LINE_REGISTRY } from './registry.js';

/** Certificates of conformity: held by the exporter (else the importer); the product is what the products describe. */
const DEFAULT_NAMES = { holder: ['parties.exporter.company_name', 'parties.importer.company_name'], product: ['products.*.description'] } as const;

/** The values at a dotted path of a payload; `*` walks each row of a list. Blank and non-text values are left out. */
export function valuesAt(payload: unknown, path: string): string[] {
  let level: unknown[] = [payload];
  for (const key of path.split('.')) {
    level = level.flatMap((v) => {
      if (key === '*') return Array.isArray(v) ? v : [];
      return v && typeof v === 'object' && !Array.isArray(v) ? [(v as Record<string, unknown>)[key]] : [];
    });
  }
  return level
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The holder and the product the public verification shows for an application of `form` (its line's `publicNames`):
 * an inspection report is held by the client and names the goods inspected, a test report the applicant and the
 * sample, an audit report the factory. Empty strings where the payload has none (the caller falls back to the title).
 */
export function publicNamesOf(form: string, payload: unknown): { holder: string; product: string } {
  const names = LINE_REGISTRY.find((l) => l.form === form)?.publicNames ?? DEFAULT_NAMES;
  const first = (paths: readonly string[]) => paths.map((p) => [...new Set(valuesAt(payload, p))]).find((v) => v.length > 0) ?? [];
  return { holder: first(names.holder)[0] ?? '', product: first(names.product).join('; ') };
}
