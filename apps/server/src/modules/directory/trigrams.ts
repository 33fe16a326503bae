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

/**
 * A sample of the directory's rows: for each trigram the sampled rows holding it (their numbers, ascending), how many
 * rows were sampled, and the table's estimated size.
 */
export interface TrigramSample {
  rows: number;
  tableRows: number;
  postings: Map<string, Uint32Array>;
}

const NONE = new Uint32Array(0);

/** The rows in both ascending lists. */
function both(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return Uint32Array.from(out);
}

/**
 * The trigrams the index should look up for this query, or none (use the plain LIKE).
 *
 * Chosen greedily on the sample: first the trigram the fewest sampled rows hold, then each time the one that leaves
 * the fewest sampled rows holding all chosen so far, while it leaves fewer, up to MAX_INDEX_TRIGRAMS. Counting the
 * sampled rows that hold them all (not multiplying shares) sees that `del`, `elt` and `lta` go together and the
 * digits of a number do not. The candidates expected in the table are that count's share of it (a count of none
 * counts as half a row); above MAX_CANDIDATES, or with no sample yet, none.
 */
export function indexTrigrams(lowerQuery: string, sample: TrigramSample | undefined): string[] {
  if (!sample || sample.rows === 0) return [];
  const left = new Set(plainTrigrams(lowerQuery));
  const chosen: string[] = [];
  let holding: Uint32Array | undefined;
  while (chosen.length < MAX_INDEX_TRIGRAMS && left.size > 0 && holding?.length !== 0) {
    let best: { t: string; rows: Uint32Array } | undefined;
    for (const t of left) {
      const posting = sample.postings.get(t) ?? NONE;
      const rows = holding ? both(holding, posting) : posting;
      if (!best || rows.length < best.rows.length) best = { t, rows };
    }
    if (holding && best!.rows.length >= holding.length) break;
    chosen.push(best!.t);
    left.delete(best!.t);
    holding = best!.rows;
  }
  if (!holding) return [];
  const expected = (Math.max(holding.length, 0.5) / sample.rows) * sample.tableRows;
  return expected <= MAX_CANDIDATES ? chosen : [];
}
