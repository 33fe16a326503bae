import { readFileSync } from 'node:fs';

/**
 * A figure taken on a loaded machine is never written down as met (issue 18): the bench states the load
 * average when a measurement starts and ends, and prints a met/missed verdict only when both are under
 * BENCH_MAX_LOAD (default 2, the 1-minute load average of this 2-core machine at which other work no
 * longer competes much for the cores); otherwise it prints the ratio and says it cannot judge.
 */
export const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 2);

/** The 1-, 5- and 15-minute load averages (Linux /proc/loadavg). */
export function loadAverage(): [number, number, number] {
  const [a, b, c] = readFileSync('/proc/loadavg', 'utf8').split(' ').map(Number);
  return [a!, b!, c!];
}

export const formatLoad = (l: readonly number[]) => l.map((v) => v.toFixed(2)).join(' / ');

/** Load averages seen at the start and end of a measurement: the verdict goes by the higher 1-minute figure. */
export class LoadWindow {
  readonly start = loadAverage();
  end: [number, number, number] | null = null;

  close() {
    this.end = loadAverage();
    return this;
  }

  get worst() {
    return Math.max(this.start[0], (this.end ?? loadAverage())[0]);
  }

  describe() {
    return `load average (1/5/15 min) ${formatLoad(this.start)} at start, ${formatLoad(this.end ?? loadAverage())} at end`;
  }
}

/** One goal's line: `met` / `missed` on a quiet machine, else "cannot judge" with the load that forbids it. */
export function verdict(goal: string, ratio: number, target: number, window: LoadWindow): string {
  const figure = `${goal}: ratio ${ratio.toFixed(2)} (target ${target} or better)`;
  if (window.worst >= MAX_LOAD) {
    return `  ${figure}: CANNOT JUDGE, load average ${window.worst.toFixed(2)} is not under ${MAX_LOAD} (BENCH_MAX_LOAD)`;
  }
  return `  ${figure}: ${ratio >= target ? 'MET' : `MISSED by ${((1 - ratio / target) * 100).toFixed(0)}%`}`;
}

/** A ceiling's line (lower is better: MiB, %, ms): `met` / `missed` on a quiet machine, else "cannot judge". */
export function ceilingVerdict(goal: string, value: number, limit: number, unit: string, window: LoadWindow): string {
  const figure = `${goal}: ${value.toFixed(value < 10 ? 3 : 1)} ${unit} (target under ${limit} ${unit})`;
  if (window.worst >= MAX_LOAD) {
    return `  ${figure}: CANNOT JUDGE, load average ${window.worst.toFixed(2)} is not under ${MAX_LOAD} (BENCH_MAX_LOAD)`;
  }
  return `  ${figure}: ${value < limit ? 'MET' : `MISSED by ${((value / limit - 1) * 100).toFixed(0)}%`}`;
}

/** A score's line (higher is better, 0..1: Lighthouse): `met` / `missed` on a quiet machine, else "cannot judge". */
export function scoreVerdict(goal: string, score: number, target: number, window: LoadWindow): string {
  const figure = `${goal}: ${score.toFixed(2)} (target ${target} or better)`;
  if (window.worst >= MAX_LOAD) {
    return `  ${figure}: CANNOT JUDGE, load average ${window.worst.toFixed(2)} is not under ${MAX_LOAD} (BENCH_MAX_LOAD)`;
  }
  return `  ${figure}: ${score >= target ? 'MET' : `MISSED by ${(target - score).toFixed(2)}`}`;
}
