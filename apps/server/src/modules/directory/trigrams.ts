/**
 * Which trigrams of a directory query the trigram index should look up (issue 32: a search under 50 ms over a million
 * listed certificates).
 *
 * `search LIKE '%q%'` makes the GIN index intersect every trigram of q. A trigram that most rows hold (`bra` of
 * `brand…`, `000` of a certificate number, ` co` of a company name) has a posting list of most of the table, and
 * walking those lists costs 30-70 ms where the rare trigrams alone (`d12`, `345`) find the few candidates in 2-4 ms.
 * So the index is given only the query's rare trigrams, each as `search LIKE '%abc%'` (a three-character pattern is
 * exactly one trigram), and the whole query is checked on those candidates with `strpos`, which no index serves:
 * every row holding q holds each of its three-character parts, so the answer is the same rows as `LIKE '%q%'`.
 *
 * Which trigrams, and whether the query is narrow enough for this path at all, come from a sample of the directory's
 * rows (refreshed now and then, see directory.ts): a common word keeps the plain `LIKE`, whose plan the planner
 * chooses as before. On this path the page is sorted after the look-up (repo.ts): the planner, which cannot see how
 * few rows the rare trigrams leave, would otherwise walk the date index and filter a million rows.
 */

/**
 * The index path is taken when the query is expected to leave at most this many candidates (estimated from the
 * sample): beyond it the plain LIKE, whose plan (an index walk in date order for a common word) the planner chooses.
 */
export const MAX_CANDIDATES = 5_000;
/** At most this many trigrams go to the index (the rarest first): a few already leave a handful of candidates. */
export const MAX_INDEX_TRIGRAMS = 6;

/** The query's runs of ASCII letters and digits of three or more: pg_trgm's words as far as this module relies on them. */
const wordsOf = (lowerQuery: string) => lowerQuery.match(/[a-z0-9]{3,}/g) ?? [];
const trigramsOfWord = (word: string) => Array.from({ length: word.length - 2 }, (_, i) => word.slice(i, i + 3));

/**
 * The query's three-character parts that are one trigram of pg_trgm as they stand: ASCII letters and digits only
 * (pg_trgm's word characters depend on the locale beyond ASCII, and punctuation splits words), distinct, in order.
 */
export function plainTrigrams(lowerQuery: string): string[] {
  return [...new Set(wordsOf(lowerQuery).flatMap(trigramsOfWord))];
}

/** How many of a sample of the directory's rows hold each trigram; `tableRows`: the table's estimated size. */
export interface TrigramSample {
  rows: number;
  tableRows: number;
  held: Map<string, number>;
}

/**
 * The trigrams the index should look up for this query, rarest first, or none (use the plain LIKE).
 *
 * The candidates are estimated from the sample: the trigrams of one word go together (a row with `del` mostly has
 * `elt`), so a word counts with its rarest trigram's share, and the words of the query multiply. Above
 * MAX_CANDIDATES, or with no sample yet, none: the plain LIKE. Otherwise each word's rarest trigram, then the next
 * rarest of any word, up to MAX_INDEX_TRIGRAMS. A trigram never seen in the sample counts as half a row of it.
 */
export function indexTrigrams(lowerQuery: string, sample: TrigramSample | undefined): string[] {
  if (!sample || sample.rows === 0) return [];
  const share = (t: string) => Math.max(sample.held.get(t) ?? 0, 0.5) / sample.rows;
  const byShare = (a: string, b: string) => share(a) - share(b);
  const words = wordsOf(lowerQuery).map((w) => trigramsOfWord(w).sort(byShare));
  if (words.length === 0) return [];
  const expected = sample.tableRows * words.reduce((p, w) => p * share(w[0]!), 1);
  if (expected > MAX_CANDIDATES) return [];
  const chosen = new Set(words.map((w) => w[0]!));
  for (const t of [...new Set(words.flat())].sort(byShare)) {
    if (chosen.size >= MAX_INDEX_TRIGRAMS) break;
    chosen.add(t);
  }
  return [...chosen].sort(byShare).slice(0, MAX_INDEX_TRIGRAMS);
}
