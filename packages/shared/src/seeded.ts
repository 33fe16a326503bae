/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence on every run, so a simulated history
 * (the simulated year, the prediction's calibration, the consistency corpus) repeats from its seed alone.
 */
export function seeded(seed: number) {
  let a = seed >>> 0;
  /** The next number in [0, 1). */
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number from 0 to `n` - 1. */
    int: (n: number) => Math.floor(next() * n),
    /** A whole number from `lo` to `hi`, both included. */
    between: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    /** One of `xs` (not empty). */
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    /** True with probability `p`. */
    chance: (p: number) => next() < p,
  };
}
export type Seeded = ReturnType<typeof seeded>;
