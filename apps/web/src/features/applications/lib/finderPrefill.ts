import type { FormDefinition } from '@tic/shared';

/**
 * The scheme finder's "Start application" (issue 32): the HS code it was asked about, put where the form keeps one
 * (the first line of a list with an hs_code field, else a fields section's hs_code). Anything already there stays.
 */
export function withFinderHs(def: FormDefinition, values: Record<string, unknown>, hs: string | null): Record<string, unknown> {
  if (!hs || !/^\d{4,12}$/.test(hs)) return values;
  for (const s of def.sections) {
    if (!s.fields.some((f) => f.name === 'hs_code')) continue;
    if (s.list) {
      const rows = Array.isArray(values[s.key]) ? [...(values[s.key] as Record<string, unknown>[])] : [];
      const first = rows[0] ?? {};
      if (first.hs_code) return values;
      rows[0] = { ...first, hs_code: hs };
      return { ...values, [s.key]: rows };
    }
    const current = (values[s.key] as Record<string, unknown> | undefined) ?? {};
    if (current.hs_code) return values;
    return { ...values, [s.key]: { ...current, hs_code: hs } };
  }
  return values;
}
