import { useDictionary, type DictionarySlug } from '../../../reference';

/** A dictionary value's name in the UI language (the dictionaries answer in the request's language). */
export function useDictLabel(slug: DictionarySlug) {
  const entries = useDictionary(slug).data ?? [];
  return (key: string | null) => (key ? (entries.find((e) => e.dicKey === key)?.dicValue ?? key) : null);
}
