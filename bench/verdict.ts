import { readFileSync } from 'node:fs';

/**
 * A figure taken on a loaded machine is never written down as met (issue 18): the bench states the load
 * average when a measurement starts and ends, and prints a met/missed verdict only when the 1-minute load at
 * the start is under BENCH_MAX_LOAD (default 2, the 1-minute load average of this 2-core machine at which
 * other work no longer competes much for the cores); otherwise it prints the figure and says it cannot judge.
 * The load at the end is printed but does not decide: it includes the bench's own work (the servers and builds
 * it starts, the requests it sends), which would otherwise make a quiet machine look loaded.
 * Before a measurement starts, the bench waits (up to BENCH_LOAD_WAIT_SECONDS, default 90, saying so) for the
 * 1-minute load to fall under BENCH_MAX_LOAD, so that one measurement's work does not spoil the next one's start.
 */
export const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 2);
export const LOAD_WAIT_SECONDS = Number(process.env.BENCH_LOAD_WAIT_SECONDS ?? 90);

/** The 1-, 5- and 15-minute load averages (Linux /proc/loadavg). */
export function loadAverage(): [number, number, number] {
  const [a, b, c] = readFileSync('/proc/loadavg', 'utf8').split(' ').map(Number);
  return [a!, b!, c!];
}

export const formatLoad = (l: readonly number[]) => l.map((v) => v.toFixed(2)).join(' / ');

/** Load averages seen at the start and end of a measurement: the verdict goes by the 1-minute figure at the start. */
export class LoadWindow {
  readonly start = loadAverage();
  end: [number, number, number] | null = null;

  private constructor() {}

  /**
   * A window opened once the 1-minute load is under BENCH_MAX_LOAD, or after BENCH_LOAD_WAIT_SECONDS of waiting
   * (the measurement then runs anyway and its verdict says it cannot judge).
   */
  static async open(what = 'the measurement'): Promise<LoadWindow> {
    const deadline = Date.now() + LOAD_WAIT_SECONDS * 1000;
    let said = false;
    while (loadAverage()[0] >= MAX_LOAD && Date.now() < deadline) {
      if (!said) {
        console.log(
          `  waiting up to ${LOAD_WAIT_SECONDS} s (BENCH_LOAD_WAIT_SECONDS) for the 1-minute load average (${formatLoad(loadAverage())}) to fall under ${MAX_LOAD} before ${what}`,
        );
        said = true;
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
    const window = new LoadWindow();
    if (said) console.log(`  ${window.start[0] < MAX_LOAD ? 'quiet enough' : 'still loaded, measuring anyway'}: ${formatLoad(window.start)}`);
    return window;
  }

  close() {
    this.end = loadAverage();
    return this;
  }

  /** The 1-minute load average when the measurement started: what the verdict goes by. */
  get judged() {
    return this.start[0];
  }

  describe() {
    return `load average (1/5/15 min) ${formatLoad(this.start)} at start, ${formatLoad(this.end ?? loadAverage())} at end (the end includes the bench's own work)`;
  }
}

/** The verdict's words for a window whose start was loaded, or null when the machine was quiet enough to judge. */
export function cannotJudge(window: LoadWindow): string | null {
  return window.judged >= MAX_LOAD ? `CANNOT JUDGE, load average ${window.judged.toFixed(2)} at the start is not under ${MAX_LOAD} (BENCH_MAX_LOAD)` : null;
}

/** One goal's line: `met` / `missed` on a quiet machine, else "cannot judge" with the load that forbids it. */
export function verdict(goal: string, ratio: number, target: number, window: LoadWindow): string {
  const figure = `${goal}: ratio ${ratio.toFixed(2)} (target ${target} or better)`;
  const loaded = cannotJudge(window);
  if (loaded) return `  ${figure}: ${loaded}`;
  return `  ${figure}: ${ratio >= target ? 'MET' : `MISSED by ${((1 - ratio / target) * 100).toFixed(0)}%`}`;
}

/** A ceiling's line (lower is better: MiB, %, ms): `met` / `missed` on a quiet machine, else "cannot judge". */
export function ceilingVerdict(goal: string, value: number, limit: number, unit: string, window: LoadWindow): string {
  const figure = `${goal}: ${value.toFixed(value < 10 ? 3 : 1)} ${unit} (target under ${limit} ${unit})`;
  const loaded = cannotJudge(window);
  if (loaded) return `  ${figure}: ${loaded}`;
  return `  ${figure}: ${value < limit ? 'MET' : `MISSED by ${((value / limit - 1) * 100).toFixed(0)}%`}`;
}

/** A score's line (higher is better, 0..1: Lighthouse): `met` / `missed` on a quiet machine, else "cannot judge". */
export function scoreVerdict(goal: string, score: number, target: number, window: LoadWindow): string {
  const figure = `${goal}: ${score.toFixed(2)} (target ${target} or better)`;
  const loaded = cannotJudge(window);
  if (loaded) return `  ${figure}: ${loaded}`;
  return `  ${figure}: ${score >= target ? 'MET' : `MISSED by ${(target - score).toFixed(2)}`}`;
}
