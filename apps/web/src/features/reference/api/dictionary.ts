import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DictionaryEntry, DictionaryResult } from '@tic/shared';
import { http } from '../../../lib/api';

/** Every slug the server seeds; the guard loads them in one call before the first page. */
export const BOOTSTRAP_DICTIONARY_SLUGS = [
  'client_apply_status',
  'payment_status',
  'application_stage',
  'process_step',
  'rfc',
  'file_type',
  'cert_send_method',
  'tax_type',
  'issuer',
  'product_kind',
  'customer.identity',
  'customer.qualification',
  'identity_types',
  'id_card_type',
] as const;

/** GET /dictionary?slugs=a,b: answers code 100200 with `result` (the HTTP client checks that). */
export const fetchDictionaries = (slugs: readonly string[], signal?: AbortSignal) =>
  http.get<DictionaryResult>('/dictionary', { query: { slugs: slugs.join(',') }, dictionary: true, signal });

export const dictionariesQuery = queryOptions({
  queryKey: ['dictionary', 'bootstrap'],
  queryFn: ({ signal }) => fetchDictionaries(BOOTSTRAP_DICTIONARY_SLUGS, signal),
  staleTime: Infinity,
});

const bySort = (a: DictionaryEntry, b: DictionaryEntry) => a.sort - b.sort;

export type DictionarySlug = (typeof BOOTSTRAP_DICTIONARY_SLUGS)[number];

/**
 * One dictionary's entries in display order. Not suspending: the guard tolerates a failed
 * dictionary call, so a screen shows its empty state rather than failing as a whole.
 */
export function useDictionary(slug: DictionarySlug) {
  return useQuery({ ...dictionariesQuery, select: (all) => [...(all[slug] ?? [])].sort(bySort) });
}
