/**
 * The notice polling rules of spec section 4, with the clock injected so that they are unit-tested
 * with fake timers: load on entry and every NOTIFY_POLL_MS; a failed load stops polling and the next
 * try comes NOTIFY_RETRY_MS later; nothing is loaded while paused (the drawer is open): a load that
 * comes due then waits until the drawer closes.
 */
import { NOTIFY_POLL_MS, NOTIFY_RETRY_MS } from '@tic/shared';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type PollPhase = 'stopped' | 'loading' | 'waiting' | 'failed';

export interface PollSchedule {
  start(): void;
  stop(): void;
  setPaused(paused: boolean): void;
  /** Where the schedule is: for tests and for debugging. */
  readonly phase: PollPhase;
}

export interface PollScheduleOptions {
  load: () => Promise<unknown>;
  timers: Timers;
  pollMs?: number;
  retryMs?: number;
}

export function createPollSchedule({ load, timers, pollMs = NOTIFY_POLL_MS, retryMs = NOTIFY_RETRY_MS }: PollScheduleOptions): PollSchedule {
  let running = false;
  let paused = false;
  let failed = false;
  let loading = false;
  /** A load came due while paused; it runs when the pause ends. */
  let due = false;
  let timer: unknown = null;
  // Results of a load started before stop() (or a restart) are ignored.
  let generation = 0;

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const wait = (ms: number) => {
    clear();
    timer = timers.setTimeout(() => {
      timer = null;
      run();
    }, ms);
  };

  function run() {
    if (!running || loading) return;
    if (paused) {
      due = true;
      return;
    }
    due = false;
    loading = true;
    const gen = generation;
    load().then(
      () => {
        if (gen !== generation) return;
        loading = false;
        failed = false;
        wait(pollMs);
      },
      () => {
        if (gen !== generation) return;
        loading = false;
        failed = true;
        wait(retryMs);
      },
    );
  }

  return {
    start() {
      if (running) return;
      running = true;
      generation += 1;
      run();
    },
    stop() {
      running = false;
      generation += 1;
      clear();
      paused = loading = failed = due = false;
    },
    setPaused(value) {
      paused = value;
      if (!value && due) run();
    },
    get phase(): PollPhase {
      if (!running) return 'stopped';
      if (loading) return 'loading';
      return failed ? 'failed' : 'waiting';
    },
  };
}
