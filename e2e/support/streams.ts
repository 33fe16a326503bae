import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The journeys in parallel streams (scripts/test.sh): E2E_STREAM=k/n runs the k-th of n sets of spec files, each set
 * on a server of its own (playwright.config.ts). The sets are balanced by the time each file took when last measured
 * (e2e/durations.json, written by scripts/e2e-durations.mjs from a JSON report), not by their number: the longest
 * file first, each to the set with the least time so far. A file not measured yet counts as the average one.
 */
export interface Stream {
  index: number;
  count: number;
}

/** `k/n` (1 ≤ k ≤ n), or no stream at all: every file, as a developer's run of one spec. */
export function parseStream(value: string | undefined): Stream | undefined {
  if (!value) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || index < 1 || index > count) throw new Error(`E2E_STREAM must be k/n with 1 ≤ k ≤ n, not "${value}"`);
  return { index, count };
}

/** Every spec file under `dir`, as paths relative to it with forward slashes, sorted. */
export function specFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true })
    .flatMap((e) => {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : specFiles(dir, child);
      return e.name.endsWith('.spec.ts') ? [child] : [];
    })
    .sort();
}

/** Seconds per spec file, as measured (relative: the machine is shared). */
export function readDurations(file: string): Record<string, number> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
}

/** The files of `stream`: every file in exactly one of the `count` sets, whose measured times are as even as can be. */
export function streamFiles(files: readonly string[], durations: Record<string, number>, stream: Stream): string[] {
  const known = files.map((f) => durations[f]).filter((d): d is number => typeof d === 'number');
  const fallback = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const cost = (f: string) => durations[f] ?? fallback;
  const sets = Array.from({ length: stream.count }, () => ({ total: 0, files: [] as string[] }));
  // Longest first; ties by name, so that every stream computes the same split.
  for (const f of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = sets.reduce((min, s) => (s.total < min.total ? s : min));
    lightest.files.push(f);
    lightest.total += cost(f);
  }
  return sets[stream.index - 1]!.files.sort();
}
