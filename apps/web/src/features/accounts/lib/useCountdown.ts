import { useEffect, useReducer } from 'react';
import { createCountdownStore } from './countdown';

/** One store for the tab: a count survives closing and reopening a dialog. */
export const countdowns = createCountdownStore(() => Date.now());

/** Seconds left for a key, re-rendering once a second while counting. */
export function useCountdown(key: string): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const left = countdowns.left(key);
  useEffect(() => countdowns.subscribe(tick), []);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(tick, 1000 - (Date.now() % 1000) || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
