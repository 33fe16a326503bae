import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_POLL_MS, NOTIFY_RETRY_MS } from '@tic/shared';
import { createPollSchedule, type Timers } from './pollSchedule';

// The schedule gets its clock injected; here it is vitest's fake one.
const timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A load whose answers the test decides: ok by default, failing on the calls listed. */
function fakeLoad(failOn: number[] = []) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (failOn.includes(calls)) throw new Error('network');
  });
  return load;
}

describe('notice polling schedule (spec section 4)', () => {
  it('uses the shared constants: 3 minutes and 30 minutes', () => {
    expect(NOTIFY_POLL_MS).toBe(180_000);
    expect(NOTIFY_RETRY_MS).toBe(1_800_000);
  });

  it('loads on entry and then every 180 s', async () => {
    const load = fakeLoad();
    const s = createPollSchedule({ load, timers });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(s.phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(179_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(180_000 * 3);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('stops polling when a load fails and tries again after 30 minutes, then polls every 180 s again', async () => {
    const load = fakeLoad([2]);
    const s = createPollSchedule({ load, timers });
    s.start();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(s.phase).toBe('failed');
    // No polling for the next 30 minutes.
    await vi.advanceTimersByTimeAsync(1_800_000 - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(s.phase).toBe('waiting');
    await vi.advanceTimersByTimeAsync(180_000);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps retrying every 30 minutes while the server stays unreachable', async () => {
    const load = fakeLoad([1, 2, 3]);
    const s = createPollSchedule({ load, timers });
    s.start();
    await vi.advanceTimersByTimeAsync(1_800_000 * 2);
    expect(load).toHaveBeenCalledTimes(3);
    expect(s.phase).toBe('failed');
  });

  it('does not poll while the drawer is open; a load that came due runs when it closes', async () => {
    const load = fakeLoad();
    const s = createPollSchedule({ load, timers });
    s.start();
    await vi.advanceTimersByTimeAsync(10_000);
    s.setPaused(true);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(load).toHaveBeenCalledTimes(1);
    s.setPaused(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    // And from there every 180 s.
    await vi.advanceTimersByTimeAsync(180_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a short look at the drawer keeps the cadence: nothing loads on close when nothing was due', async () => {
    const load = fakeLoad();
    const s = createPollSchedule({ load, timers });
    s.start();
    await vi.advanceTimersByTimeAsync(10_000);
    s.setPaused(true);
    await vi.advanceTimersByTimeAsync(20_000);
    s.setPaused(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(150_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a retry that comes due while the drawer is open waits for it to close', async () => {
    const load = fakeLoad([1]);
    const s = createPollSchedule({ load, timers });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    s.setPaused(true);
    await vi.advanceTimersByTimeAsync(1_900_000);
    expect(load).toHaveBeenCalledTimes(1);
    s.setPaused(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops for good on stop(), ignoring a load still under way, and starts only once', async () => {
    let finish: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const s = createPollSchedule({ load, timers });
    s.start();
    s.start();
    expect(load).toHaveBeenCalledTimes(1);
    s.stop();
    finish();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(s.phase).toBe('stopped');
    // A new start (next sign-in) loads again at once.
    s.start();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
