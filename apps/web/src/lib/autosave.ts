/**
 * Auto-save of a form while the user types (spec section 2: "forms are auto-saved"), as a pure state
 * machine with the clock injected, so every rule is unit-tested with fake timers:
 *
 * - a change waits `delayMs` of quiet before it is saved (debounce); further changes restart the wait;
 * - saves never overlap: a change during a save is saved once that save has answered, because the next
 *   save must carry the version the previous one returned (two saves with one version: the second is a
 *   409 of our own making);
 * - `flush()` (the "save as draft" button, leaving the page, before submit) saves at once and resolves
 *   when everything typed so far is saved, or with the failure;
 * - a stale save (409: the application changed elsewhere) stops auto-saving for good: the page offers to
 *   reload and never overwrites; so does a locked (not editable) application;
 * - a failed save (no connection, a refused value) keeps the changes pending and tries again at the next
 *   change or flush.
 */

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What one save answered; `at` is when it was stored (epoch ms), for the "saved at hh:mm" line. */
export type SaveOutcome =
  | { kind: 'saved'; at: number }
  | { kind: 'stale' }
  /** Not saved, with a reason the user can act on (a required title still empty, a title already used). */
  | { kind: 'rejected'; reason: string }
  | { kind: 'failed' };

export type AutosaveState =
  /** Nothing changed since the form was loaded (or last saved, if it never was: `savedAt` null). */
  | { kind: 'clean'; savedAt: number | null }
  | { kind: 'pending'; savedAt: number | null }
  | { kind: 'saving'; savedAt: number | null }
  | { kind: 'rejected'; savedAt: number | null; reason: string }
  | { kind: 'failed'; savedAt: number | null }
  | { kind: 'stale'; savedAt: number | null }
  | { kind: 'locked'; savedAt: number | null };

export interface AutosaveOptions {
  /** Saves the form as it is now. Called with the reason, so the caller may word its messages differently. */
  save: (reason: 'auto' | 'flush') => Promise<SaveOutcome>;
  timers: Timers;
  delayMs: number;
  onState?: (state: AutosaveState) => void;
  /** When the form was last saved, if it was loaded from the server. */
  savedAt?: number | null;
}

export interface Autosave {
  /** The user changed something. */
  change(): void;
  /** Saves now (waiting for a save under way first) and tells how the last save went. */
  flush(): Promise<SaveOutcome>;
  /** The application cannot be edited any more: nothing is saved from now on. */
  lock(): void;
  /** Stops the timer (the page is leaving): no further auto-save; a flush asked before still completes. */
  dispose(): void;
  readonly state: AutosaveState;
  /** True while something typed is not saved yet (for the leave-page prompt). */
  readonly unsaved: boolean;
}

export function createAutosave({ save, timers, delayMs, onState, savedAt = null }: AutosaveOptions): Autosave {
  let state: AutosaveState = { kind: 'clean', savedAt };
  /** Changes not yet handed to a save. */
  let dirty = false;
  let timer: unknown = null;
  let inFlight: Promise<SaveOutcome> | null = null;
  let disposed = false;
  let lastOutcome: SaveOutcome = savedAt === null ? { kind: 'failed' } : { kind: 'saved', at: savedAt };

  const set = (next: AutosaveState) => {
    state = next;
    onState?.(next);
  };
  const finished = () => state.kind === 'stale' || state.kind === 'locked';
  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  function arm() {
    clearTimer();
    if (disposed) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void runSave('auto');
    }, delayMs);
  }

  async function runSave(reason: 'auto' | 'flush'): Promise<SaveOutcome> {
    // One save at a time: wait for the one under way, then see whether anything is left to save.
    while (inFlight) await inFlight.catch(() => undefined);
    if (state.kind === 'stale') return { kind: 'stale' };
    if (finished()) return lastOutcome;
    if (!dirty) return lastOutcome;
    dirty = false;
    set({ kind: 'saving', savedAt: state.savedAt });
    const attempt = save(reason).catch((): SaveOutcome => ({ kind: 'failed' }));
    inFlight = attempt;
    const outcome = await attempt;
    inFlight = null;
    lastOutcome = outcome;
    if (disposed) return outcome;
    switch (outcome.kind) {
      case 'saved':
        if (dirty) {
          // Typed while saving: save again after the usual pause.
          set({ kind: 'pending', savedAt: outcome.at });
          arm();
        } else set({ kind: 'clean', savedAt: outcome.at });
        break;
      case 'stale':
        clearTimer();
        set({ kind: 'stale', savedAt: state.savedAt });
        break;
      case 'rejected':
        dirty = true;
        set({ kind: 'rejected', savedAt: state.savedAt, reason: outcome.reason });
        break;
      case 'failed':
        dirty = true;
        set({ kind: 'failed', savedAt: state.savedAt });
        break;
    }
    return outcome;
  }

  return {
    change() {
      if (finished() || disposed) return;
      dirty = true;
      // While a save runs, the change is picked up when it answers (see runSave).
      if (state.kind !== 'saving') set({ kind: 'pending', savedAt: state.savedAt });
      if (!inFlight) arm();
    },
    flush() {
      clearTimer();
      if (state.kind === 'stale') return Promise.resolve({ kind: 'stale' });
      if (finished()) return Promise.resolve(lastOutcome);
      // A flush with nothing typed still saves once if the form was never stored (a new draft).
      if (!dirty && savedAt === null && state.savedAt === null) dirty = true;
      return runSave('flush');
    },
    lock() {
      clearTimer();
      dirty = false;
      set({ kind: 'locked', savedAt: state.savedAt });
    },
    dispose() {
      clearTimer();
      disposed = true;
    },
    get state() {
      return state;
    },
    get unsaved() {
      return dirty || state.kind === 'saving';
    },
  };
}
