/**
 * The React side of the auto-save machine (lib/autosave.ts): one machine per mounted form, its state
 * for the "saved at hh:mm" line, timers stopped when the page goes (after saving what was typed), and
 * the browser's leave-page prompt while something typed is not saved yet.
 */
import { useEffect, useRef, useState } from 'react';
import { createAutosave, type Autosave, type AutosaveState, type SaveOutcome } from './autosave';

const browserTimers = { setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms), clearTimeout: (h: unknown) => window.clearTimeout(h as number) };

export function useAutosave({
  save,
  delayMs,
  savedAt,
  locked,
}: {
  save: (reason: 'auto' | 'flush') => Promise<SaveOutcome>;
  delayMs: number;
  savedAt: number | null;
  locked: boolean;
}) {
  // The latest save function (it closes over the form's id and version), without re-creating the machine.
  const saveRef = useRef(save);
  saveRef.current = save;
  const initial = useRef({ savedAt, delayMs });
  const [state, setState] = useState<AutosaveState>({ kind: locked ? 'locked' : 'clean', savedAt });
  const machine = useRef<Autosave | null>(null);

  // Made in the effect (not during render) so that a remount, as React's strict mode does, gets a live one.
  useEffect(() => {
    const m = createAutosave({
      save: (r) => saveRef.current(r),
      timers: browserTimers,
      delayMs: initial.current.delayMs,
      savedAt: initial.current.savedAt,
      onState: setState,
    });
    machine.current = m;
    const warn = (e: BeforeUnloadEvent) => {
      if (m.unsaved) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving inside the app: whatever is typed and not yet saved is saved now, once.
      if (m.unsaved && m.state.kind !== 'stale') void m.flush();
      m.dispose();
    };
  }, []);

  useEffect(() => {
    if (locked) machine.current?.lock();
  }, [locked]);

  return {
    state,
    change: () => machine.current?.change(),
    flush: (): Promise<SaveOutcome> => machine.current?.flush() ?? Promise.resolve({ kind: 'failed' }),
  };
}
