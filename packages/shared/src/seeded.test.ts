import { describe, expect, it } from 'vitest';
import { seeded } from './seeded.js';

describe('the seeded generator (mulberry32)', () => {
  it('gives the reference sequence: a fixed seed repeats the same history everywhere', () => {
    expect(seeded(0).next()).toBe(0.26642920868471265);
    const r = seeded(29);
    expect([r.next(), r.next(), r.next()]).toEqual([0.21061202487908304, 0.1503024052362889, 0.3133416080381721]);
  });

  it('repeats itself for one seed and differs for another', () => {
    const draw = (seed: number) => {
      const r = seeded(seed);
      return Array.from({ length: 50 }, () => r.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('draws numbers in [0, 1), whole numbers in their ranges (every value reached), picks and chances', () => {
    const r = seeded(20261129);
    const ints = new Set<number>();
    const betweens = new Set<number>();
    const picks = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      ints.add(r.int(4));
      betweens.add(r.between(3, 5));
      picks.add(r.pick(['a', 'b', 'c']));
      expect(r.chance(0)).toBe(false);
      expect(r.chance(1)).toBe(true);
    }
    expect([...ints].sort()).toEqual([0, 1, 2, 3]);
    expect([...betweens].sort()).toEqual([3, 4, 5]);
    expect([...picks].sort()).toEqual(['a', 'b', 'c']);
  });

  it('draws each helper from one step of the sequence', () => {
    const a = seeded(5);
    const b = seeded(5);
    const n = b.next();
    expect(a.int(10)).toBe(Math.floor(n * 10));
    const m = b.next();
    expect(a.between(1, 6)).toBe(1 + Math.floor(m * 6));
    const p = b.next();
    expect(a.pick(['x', 'y'])).toBe(['x', 'y'][Math.floor(p * 2)]);
    const q = b.next();
    expect(a.chance(0.5)).toBe(q < 0.5);
  });
});
