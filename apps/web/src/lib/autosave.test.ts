import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type AutosaveState, type SaveOutcome, type Timers } from './autosave';

const timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };
const DELAY = 1500;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A save whose answers the test releases one by one. */
function controlledSave() {
  const waiting: Array<(o: SaveOutcome) => void> = [];
  const save = vi.fn((reason: 'auto' | 'flush') => {
    void reason;
    return new Promise<SaveOutcome>((resolve) => waiting.push(resolve));
  });
  const answer = async (o: SaveOutcome) => {
    const next = waiting.shift();
    if (!next) throw new Error('no save is waiting');
    next(o);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { save, answer, waiting };
}

function setup(savedAt: number | null = null) {
  const c = controlledSave();
  const states: AutosaveState['kind'][] = [];
  const a = createAutosave({ save: c.save, timers, delayMs: DELAY, savedAt, onState: (s) => states.push(s.kind) });
  return { ...c, a, states };
}

describe('auto-save while typing', () => {
  it('saves once after a quiet pause, however many keys were typed', async () => {
    const { a, save, answer } = setup();
    a.change();
    await vi.advanceTimersByTimeAsync(1000);
    a.change();
    await vi.advanceTimersByTimeAsync(1000);
    a.change();
    expect(save).not.toHaveBeenCalled();
    expect(a.state.kind).toBe('pending');
    expect(a.unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('auto');
    expect(a.state.kind).toBe('saving');
    await answer({ kind: 'saved', at: 1234 });
    expect(a.state).toEqual({ kind: 'clean', savedAt: 1234 });
    expect(a.unsaved).toBe(false);
  });

  it('never runs two saves at once: a change during a save is saved after it answers', async () => {
    const { a, save, answer } = setup();
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(save).toHaveBeenCalledTimes(1);
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY * 5);
    expect(save).toHaveBeenCalledTimes(1);
    expect(a.state.kind).toBe('saving');
    await answer({ kind: 'saved', at: 1 });
    expect(a.state).toEqual({ kind: 'pending', savedAt: 1 });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(save).toHaveBeenCalledTimes(2);
    await answer({ kind: 'saved', at: 2 });
    expect(a.state).toEqual({ kind: 'clean', savedAt: 2 });
  });

  it('flush saves at once, after the save under way, and answers how the last save went', async () => {
    const { a, save, answer } = setup();
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY);
    a.change();
    const flushed = a.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    await answer({ kind: 'saved', at: 10 });
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('flush');
    await answer({ kind: 'saved', at: 11 });
    await expect(flushed).resolves.toEqual({ kind: 'saved', at: 11 });
    // Nothing left: the pause that was armed by the change does not save again.
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flush of a new form with nothing typed still stores it once (save as draft)', async () => {
    const { a, save, answer } = setup(null);
    const flushed = a.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    await answer({ kind: 'saved', at: 5 });
    await expect(flushed).resolves.toEqual({ kind: 'saved', at: 5 });
  });

  it('flush of a stored form with nothing changed does not call the server', async () => {
    const { a, save } = setup(100);
    await expect(a.flush()).resolves.toEqual({ kind: 'saved', at: 100 });
    expect(save).not.toHaveBeenCalled();
  });

  it('a stale save (409) stops auto-saving for good and never saves over the other change', async () => {
    const { a, save, answer } = setup(100);
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY);
    await answer({ kind: 'stale' });
    expect(a.state).toEqual({ kind: 'stale', savedAt: 100 });
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY * 3);
    await expect(a.flush()).resolves.toEqual({ kind: 'stale' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(a.state.kind).toBe('stale');
  });

  it('a failed or refused save keeps the changes and tries again at the next change', async () => {
    const { a, save, answer } = setup(100);
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY);
    await answer({ kind: 'failed' });
    expect(a.state).toEqual({ kind: 'failed', savedAt: 100 });
    expect(a.unsaved).toBe(true);
    // No retry loop on its own.
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(save).toHaveBeenCalledTimes(1);
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(save).toHaveBeenCalledTimes(2);
    await answer({ kind: 'rejected', reason: 'Title is required' });
    expect(a.state).toEqual({ kind: 'rejected', savedAt: 100, reason: 'Title is required' });
    const flushed = a.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(3);
    await answer({ kind: 'saved', at: 300 });
    await expect(flushed).resolves.toEqual({ kind: 'saved', at: 300 });
    expect(a.state).toEqual({ kind: 'clean', savedAt: 300 });
  });

  it('a save that throws counts as failed', async () => {
    const a = createAutosave({ save: () => Promise.reject(new Error('network')), timers, delayMs: DELAY });
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(a.state.kind).toBe('failed');
  });

  it('a locked application saves nothing, and a disposed one stops its timer', async () => {
    const { a, save } = setup(100);
    a.change();
    a.lock();
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(save).not.toHaveBeenCalled();
    expect(a.state.kind).toBe('locked');
    a.change();
    expect(a.unsaved).toBe(false);

    const other = setup(100);
    other.a.change();
    other.a.dispose();
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(other.save).not.toHaveBeenCalled();
  });

  it('reports every state change to the page', async () => {
    const { a, answer, states } = setup(null);
    a.change();
    await vi.advanceTimersByTimeAsync(DELAY);
    await answer({ kind: 'saved', at: 1 });
    expect(states).toEqual(['pending', 'saving', 'clean']);
  });
});
