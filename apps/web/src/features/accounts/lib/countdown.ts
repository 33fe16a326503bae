/**
 * The code button's countdown (spec section 4: after a code is requested the button counts down
 * 60 seconds and is disabled). Kept per purpose and recipient in a small store with an injected
 * clock, so that closing and reopening a dialog does not offer a resend the server would refuse,
 * and so that a 429 answer ("wait N seconds") restarts the count from the server's figure.
 */
import { CODE_RESEND_SECONDS } from '@tic/shared';

/** Whole seconds left until `until` (ms since the epoch), never negative; 0 means "may send". */
export function secondsLeft(until: number | undefined, now: number): number {
  if (until === undefined) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export interface CountdownStore {
  /** Starts (or restarts) the count for a key, by default from the spec's 60 seconds. */
  start(key: string, seconds?: number): void;
  left(key: string): number;
  /** Called whenever a count starts; the hook re-renders each second on its own. */
  subscribe(fn: () => void): () => void;
}

export function createCountdownStore(now: () => number): CountdownStore {
  const until = new Map<string, number>();
  const listeners = new Set<() => void>();
  return {
    start(key, seconds = CODE_RESEND_SECONDS) {
      until.set(key, now() + seconds * 1000);
      listeners.forEach((fn) => fn());
    },
    left(key) {
      const left = secondsLeft(until.get(key), now());
      if (left === 0) until.delete(key);
      return left;
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

/** What the code button shows: its label key, the seconds of the count, and whether it may be clicked. */
export function codeButtonState(left: number, sending: boolean, hasRecipient: boolean): { disabled: boolean; counting: boolean; seconds: number } {
  return { disabled: sending || left > 0 || !hasRecipient, counting: left > 0, seconds: left };
}

/** The key of a count: one per purpose and recipient (a new e-mail address may be sent a code at once). */
export const countdownKey = (purpose: string, recipient: string) => `${purpose}:${recipient.trim().toLowerCase()}`;
