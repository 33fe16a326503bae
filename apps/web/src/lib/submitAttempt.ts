/**
 * Submission with an Idempotency-Key (issue 4): the key is made once per submit attempt, so that
 * - a double click (a second submit while the first is under way) sends nothing new: it shares the
 *   first request and its answer;
 * - a retry after a lost answer (no response, a timeout, a gateway error) sends the SAME key, and the
 *   server answers the first result instead of creating a second application;
 * - after a definite answer (success, or a refusal such as 400 or 409 the user must act on) the next
 *   submit is a new attempt with a new key.
 */
import { isApiError, NO_RESPONSE } from './http';

/** Statuses after which the request may or may not have been carried out: the answer is unknown. */
const UNKNOWN_OUTCOME = new Set([NO_RESPONSE, 408, 500, 502, 503, 504]);

/** Did the server perhaps do the work without our hearing about it? Then a retry must reuse the key. */
export function outcomeUnknown(e: unknown): boolean {
  if (!isApiError(e)) return true;
  if (e.cancelled) return true;
  return UNKNOWN_OUTCOME.has(e.status);
}

export interface SubmitAttempts<T> {
  submit(): Promise<T>;
  /** True while a submit is under way (the button shows its spinner). */
  readonly busy: boolean;
  /** The key a retry would carry, if the last answer was lost (for tests and diagnostics). */
  readonly pendingKey: string | null;
}

export function createSubmitAttempts<T>(send: (idempotencyKey: string) => Promise<T>, newKey: () => string = () => crypto.randomUUID()): SubmitAttempts<T> {
  let inFlight: Promise<T> | null = null;
  let retryKey: string | null = null;
  return {
    submit() {
      if (inFlight) return inFlight;
      const key = retryKey ?? newKey();
      retryKey = key;
      inFlight = send(key).then(
        (result) => {
          retryKey = null;
          inFlight = null;
          return result;
        },
        (e: unknown) => {
          if (!outcomeUnknown(e)) retryKey = null;
          inFlight = null;
          throw e;
        },
      );
      return inFlight;
    },
    get busy() {
      return inFlight !== null;
    },
    get pendingKey() {
      return retryKey;
    },
  };
}
