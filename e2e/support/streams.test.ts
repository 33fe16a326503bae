import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStream, specFiles, streamFiles } from './streams.js';

const files = ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts', 'e.spec.ts', 'new.spec.ts'];
const durations = { 'a.spec.ts': 600, 'b.spec.ts': 300, 'c.spec.ts': 290, 'd.spec.ts': 20, 'e.spec.ts': 10, 'gone.spec.ts': 900 };

describe('journey streams', () => {
  it('reads k/n, and nothing as no stream', () => {
    expect(parseStream(undefined)).toBeUndefined();
    expect(parseStream('2/2')).toEqual({ index: 2, count: 2 });
    for (const bad of ['0/2', '3/2', '1', 'a/b']) expect(() => parseStream(bad)).toThrow(/E2E_STREAM/);
  });

  it('puts every file in exactly one stream, the longest first into the lighter one', () => {
    const one = streamFiles(files, durations, { index: 1, count: 2 });
    const two = streamFiles(files, durations, { index: 2, count: 2 });
    expect([...one, ...two].sort()).toEqual(files);
    // Longest first, each to the lighter stream: 600 + 20 + 10 s against 300 + 290 + the unmeasured file (counted as
    // the average of the measured ones, 244 s): three files against three, 630 s against 834 s.
    expect(one).toEqual(['a.spec.ts', 'd.spec.ts', 'e.spec.ts']);
    expect(two).toEqual(['b.spec.ts', 'c.spec.ts', 'new.spec.ts']);
  });

  it('gives the whole list to a single stream', () => {
    expect(streamFiles(files, durations, { index: 1, count: 1 })).toEqual(files);
  });

  it('never takes the scale-out journey (scripts/scale-out.mjs runs it through HAProxy, with its own configuration)', () => {
    const all = specFiles(path.resolve(import.meta.dirname, '..'));
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((f) => f.startsWith('scale-out/'))).toEqual([]);
  });
});
