import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { noneMatch, prepareAnswer } from './preparedAnswer.js';

describe('prepared answers', () => {
  it('hash the bytes into a weak validator and gzip only what is worth it', () => {
    const big = JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ title: `Certificate ${i} issued`, i })) });
    const a = prepareAnswer(big);
    expect(a.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(prepareAnswer(big).etag).toBe(a.etag);
    expect(prepareAnswer(`${big} `).etag).not.toBe(a.etag);
    expect(gunzipSync(a.gzip!).toString()).toBe(big);
    expect(a.gzip!.length).toBeLessThan(a.body.length / 4);
    expect(prepareAnswer('{"code":200}').gzip).toBeNull();
  });

  it('match If-None-Match by weak comparison, in a list, or *', () => {
    const tag = 'W/"abc"';
    expect(noneMatch(undefined, tag)).toBe(false);
    expect(noneMatch('', tag)).toBe(false);
    expect(noneMatch('W/"abc"', tag)).toBe(true);
    expect(noneMatch('"abc"', tag)).toBe(true);
    expect(noneMatch('W/"x", W/"abc"', tag)).toBe(true);
    expect(noneMatch(' * ', tag)).toBe(true);
    expect(noneMatch('W/"abcd"', tag)).toBe(false);
    expect(noneMatch('abc', tag)).toBe(false);
  });
});
