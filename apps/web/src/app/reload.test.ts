import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  ChunkTimeoutError,
  isChunkLoadError,
  reloadOnChunkError,
  reloadOnceAfterLoad,
  wantsReload,
  withChunkTimeout,
  type KeyValueStore,
} from './reload';

const memory = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
};

describe('reload once after load', () => {
  it('reloads a deep page once per tab', () => {
    const store = memory();
    const reload = vi.fn();
    expect(reloadOnceAfterLoad('/customsClearance/workBench', store, reload)).toBe(true);
    expect(reloadOnceAfterLoad('/customsClearance/workBench', store, reload)).toBe(false);
    expect(reloadOnceAfterLoad('/myProfile', store, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads on /login or the root', () => {
    const store = memory();
    const reload = vi.fn();
    expect(reloadOnceAfterLoad('/login', store, reload)).toBe(false);
    expect(reloadOnceAfterLoad('/', store, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // ... and landing there does not use up the one reload.
    expect(reloadOnceAfterLoad('/publicFile', store, reload)).toBe(true);
  });
});

describe('reload on a route-loading failure', () => {
  it('recognises failed dynamic imports and chunk timeouts, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ChunkTimeoutError())).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('x')).toBe(false);
  });

  it('reloads, but not again right after a chunk reload (no loop)', () => {
    const store = memory();
    const reload = vi.fn();
    expect(reloadOnChunkError(store, 100_000, reload)).toBe(true);
    expect(reloadOnChunkError(store, 100_000 + CHUNK_RELOAD_WINDOW_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later, unrelated failure (say after the next deployment) may reload again.
    expect(reloadOnChunkError(store, 100_000 + CHUNK_RELOAD_WINDOW_MS, reload)).toBe(true);
  });

  it('times out a hanging import', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => undefined), 1_000);
    const check = expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(1_000);
    await check;
    vi.useRealTimers();
  });

  it('passes a loaded module through', async () => {
    await expect(withChunkTimeout(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});

describe('navigation state {reload: true}', () => {
  it('asks for a reload only when the flag is exactly true', () => {
    expect(wantsReload({ reload: true })).toBe(true);
    expect(wantsReload({ reload: 'yes' })).toBe(false);
    expect(wantsReload(null)).toBe(false);
    expect(wantsReload(undefined)).toBe(false);
  });
});
