import { describe, expect, it } from 'vitest';
import { indexTrigrams, MAX_CANDIDATES, MAX_INDEX_TRIGRAMS, plainTrigrams } from './trigrams.js';

/** A sample of 1,000 rows of a directory of a million: a trigram held by n sampled rows is in n‰ of the table. */
const sample = (held: Record<string, number>, tableRows = 1_000_000) => ({ rows: 1000, tableRows, held: new Map(Object.entries(held)) });

describe('the trigrams a directory query gives the index', () => {
  it('are the three-character parts of its ASCII letter and digit runs, once each', () => {
    expect(plainTrigrams('db-000123')).toEqual(['000', '001', '012', '123']);
    expect(plainTrigrams('brand12')).toEqual(['bra', 'ran', 'and', 'nd1', 'd12']);
    expect(plainTrigrams('aaaa')).toEqual(['aaa']);
    // Too short a run, punctuation, LIKE's wildcards and letters pg_trgm may split by locale give none.
    expect(plainTrigrams('co. 12 %_ 深圳灯具')).toEqual([]);
  });

  it('a narrow query: each word by its rarest trigram, then the next rarest, rarest first, at most MAX_INDEX_TRIGRAMS', () => {
    // suzhou 10 %, delta 8 %, 125 2 %: about 160 candidates expected in a million.
    const s = sample({ suz: 100, uzh: 100, zho: 200, hou: 200, del: 80, elt: 80, lta: 80, '125': 20 });
    expect(indexTrigrams('suzhou delta co. 125', s)).toEqual(['125', 'del', 'elt', 'lta', 'suz', 'uzh']);
    // A trigram never seen in the sample is the rarest of all.
    expect(indexTrigrams('brand12x', sample({ bra: 1000, ran: 1000, and: 990, nd1: 60, d12: 15, '123': 20 }))[0]).toBe('12x');
    expect(indexTrigrams('x1234567890y', sample({}))).toHaveLength(MAX_INDEX_TRIGRAMS);
  });

  it('a common word, or words whose product leaves more than MAX_CANDIDATES, keeps the plain LIKE', () => {
    expect(indexTrigrams('lamp', sample({ lam: 50, amp: 50 }))).toEqual([]);
    // The trigrams of one word go together: "delta" is as common as its rarest trigram, not the product of the three.
    expect(indexTrigrams('delta', sample({ del: 80, elt: 80, lta: 80 }))).toEqual([]);
    const edge = MAX_CANDIDATES / 1000; // ‰ of a million
    expect(indexTrigrams('abc', sample({ abc: edge }))).toEqual(['abc']);
    expect(indexTrigrams('abc', sample({ abc: edge * 2 }))).toEqual([]);
    // In a small directory every query is narrow.
    expect(indexTrigrams('lamp', sample({ lam: 500, amp: 500 }, 400))).toEqual(['lam', 'amp']);
  });

  it('without a sample (none taken yet, or an empty directory), or without a word of three letters or digits: the plain LIKE', () => {
    expect(indexTrigrams('brand123', undefined)).toEqual([]);
    expect(indexTrigrams('brand123', { rows: 0, tableRows: 0, held: new Map() })).toEqual([]);
    expect(indexTrigrams('co. 12', sample({}))).toEqual([]);
  });
});
