import { describe, expect, it } from 'vitest';
import { indexTrigrams, MAX_CANDIDATES, MAX_INDEX_TRIGRAMS, plainTrigrams, type TrigramSample } from './trigrams.js';

/** A sample of these rows' texts (each row's trigrams as plainTrigrams splits them), of a table of `tableRows`. */
function sampleOf(texts: string[], tableRows: number): TrigramSample {
  const rows = new Map<string, number[]>();
  texts.forEach((text, i) => plainTrigrams(text).forEach((t) => rows.set(t, [...(rows.get(t) ?? []), i + 1])));
  return { rows: texts.length, tableRows, postings: new Map([...rows].map(([t, r]) => [t, Uint32Array.from(r)])) };
}

/** 1,000 sampled rows of a directory of a million, like the bench's: a city, a name, a trade and numbers. */
const CITIES = ['shenzhen', 'ningbo', 'suzhou', 'xiamen', 'foshan'];
const NAMES = ['delta', 'lumen', 'golden', 'ocean'];
const bench = Array.from(
  { length: 1000 },
  (_, i) => `db-${String(i * 997).padStart(9, '0')} ${CITIES[i % 5]} ${NAMES[(i >> 3) % 4]} toys co. ${i % 500} brand${(i * 7919) % 100_000}`,
);
const million = sampleOf(bench, 1_000_000);

describe('the trigrams a directory query gives the index', () => {
  it('are the three-character parts of its ASCII letter and digit runs, once each', () => {
    expect(plainTrigrams('db-000123')).toEqual(['000', '001', '012', '123']);
    expect(plainTrigrams('brand12')).toEqual(['bra', 'ran', 'and', 'nd1', 'd12']);
    expect(plainTrigrams('aaaa')).toEqual(['aaa']);
    // Too short a run, punctuation, LIKE's wildcards and letters pg_trgm may split by locale give none.
    expect(plainTrigrams('co. 12 %_ 深圳灯具')).toEqual([]);
  });

  it('a narrow query: the trigrams that together leave the fewest sampled rows, at most MAX_INDEX_TRIGRAMS', () => {
    const brand = `brand${(123 * 7919) % 100_000}`;
    const chosen = indexTrigrams(brand, million);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.length).toBeLessThanOrEqual(MAX_INDEX_TRIGRAMS);
    // The common letters of "brand" are never asked for: every row holds them.
    expect(chosen).not.toContain('bra');
    // They leave few of the sampled rows, the brand's own among them.
    const holding = bench.filter((t) => chosen.every((c) => t.includes(c)));
    expect(holding.length).toBeLessThanOrEqual(3);
    expect(holding.some((t) => t.includes(brand))).toBe(true);
    // A trigram no sampled row holds is as narrow as it gets: asked for alone.
    expect(indexTrigrams('zzqx', million)).toEqual(['zzq']);
    expect(indexTrigrams('suzhou delta toys co. 123', million).length).toBeGreaterThan(0);
  });

  it('a common word, or words that go together in most rows, keep the plain LIKE', () => {
    // "delta" is in a quarter of the rows, however many of its trigrams are asked for.
    expect(indexTrigrams('delta', million)).toEqual([]);
    expect(indexTrigrams('suzhou toys', million)).toEqual([]);
    // At the edge: a trigram held by MAX_CANDIDATES of a million rows is narrow, twice as many is not.
    const edge = (n: number) => sampleOf([...Array.from({ length: n }, () => 'abc'), ...Array.from({ length: 1000 - n }, () => 'xyz')], 1_000_000);
    expect(indexTrigrams('abc', edge(MAX_CANDIDATES / 1000))).toEqual(['abc']);
    expect(indexTrigrams('abc', edge((2 * MAX_CANDIDATES) / 1000))).toEqual([]);
    // In a small directory every query is narrow.
    expect(indexTrigrams('delta', sampleOf(bench.slice(0, 100), 100)).length).toBeGreaterThan(0);
  });

  it('without a sample (none taken yet, or an empty directory), or without a run of three letters or digits: the plain LIKE', () => {
    expect(indexTrigrams('brand123', undefined)).toEqual([]);
    expect(indexTrigrams('brand123', { rows: 0, tableRows: 0, postings: new Map() })).toEqual([]);
    expect(indexTrigrams('co. 12', million)).toEqual([]);
  });
});
