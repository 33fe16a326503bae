/**
 * The full-page reload rules of spec section 2, written against injected storage/clock/reload so
 * the app and the unit tests run the same code.
 */
import { CHUNK_LOAD_TIMEOUT_MS, RELOADED_ONCE_KEY, shouldReloadOnce } from '@tic/shared';

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** sessionStorage key: the once-per-tab reload after load has happened (index.html's first script sets it too). */
export { RELOADED_ONCE_KEY };
/** sessionStorage key: when the last reload for a failed route chunk happened. */
export const CHUNK_RELOAD_AT_KEY = 'tic.chunkReloadAt';
/**
 * A second chunk failure this soon after a chunk reload means the reload did not help (server
 * down, file really missing): show the error instead of reloading in a loop.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/**
 * Reload once after load unless on /login or the root; remembered per tab. Returns whether it reloads. index.html's
 * first script (HEAD_SCRIPT, build/headScript.ts) has normally done it before the entry loaded; this catches a
 * browser that did not run it.
 */
export function reloadOnceAfterLoad(pathname: string, store: KeyValueStore, reload: () => void): boolean {
  if (!shouldReloadOnce(pathname, store.get(RELOADED_ONCE_KEY) === '1')) return false;
  store.set(RELOADED_ONCE_KEY, '1');
  reload();
  return true;
}

export class ChunkTimeoutError extends Error {
  constructor() {
    super('Route chunk load timed out');
    this.name = 'ChunkTimeoutError';
  }
}

/** A route module that could not be loaded: typically a new deployment removed the old hashed file. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof ChunkTimeoutError || error.name === 'ChunkLoadError') return true;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(error.message);
}

/** Reload on a route-loading failure, unless we already reloaded for one moments ago. Returns whether it reloads. */
export function reloadOnChunkError(store: KeyValueStore, now: number, reload: () => void): boolean {
  const last = Number(store.get(CHUNK_RELOAD_AT_KEY) ?? 0);
  if (last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  store.set(CHUNK_RELOAD_AT_KEY, String(now));
  reload();
  return true;
}

/** A navigation carrying state {reload: true} asks for a full page reload once it completes. */
export function wantsReload(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { reload?: unknown }).reload === true;
}

/** Rejects a route import that hangs longer than the chunk timeout of spec section 9. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
