import { describe, expect, it, vi } from 'vitest';
import { ApiError, NO_RESPONSE } from './http';
import { createSubmitAttempts, outcomeUnknown } from './submitAttempt';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

/** A send whose answers the test decides, one per call. */
function deferredSend() {
  const calls: Array<{ key: string; resolve: (v: string) => void; reject: (e: unknown) => void }> = [];
  const send = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ key, resolve, reject });
      }),
  );
  return { send, calls };
}

describe('submit with an idempotency key per attempt', () => {
  it('a double click sends one request with one key and both clicks get its answer', async () => {
    const { send, calls } = deferredSend();
    const s = createSubmitAttempts(send, keys());
    const first = s.submit();
    const second = s.submit();
    expect(s.busy).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    calls[0]!.resolve('RFC-1');
    await expect(first).resolves.toBe('RFC-1');
    await expect(second).resolves.toBe('RFC-1');
    expect(s.busy).toBe(false);
  });

  it('a retry after a lost answer carries the same key', async () => {
    const { send, calls } = deferredSend();
    const s = createSubmitAttempts(send, keys());
    const first = s.submit();
    calls[0]!.reject(new ApiError({ status: NO_RESPONSE, msg: 'timeout' }));
    await expect(first).rejects.toBeInstanceOf(ApiError);
    expect(s.pendingKey).toBe('key-1');
    const retry = s.submit();
    expect(calls[1]!.key).toBe('key-1');
    calls[1]!.resolve('RFC-1');
    await expect(retry).resolves.toBe('RFC-1');
    expect(s.pendingKey).toBeNull();
  });

  it('a gateway error counts as a lost answer too', async () => {
    const { send, calls } = deferredSend();
    const s = createSubmitAttempts(send, keys());
    const first = s.submit();
    calls[0]!.reject(new ApiError({ status: 502, msg: 'network error' }));
    await expect(first).rejects.toThrow();
    void s.submit();
    expect(calls[1]!.key).toBe('key-1');
  });

  it('after a refusal (400, 409) or a success the next submit is a new attempt with a new key', async () => {
    const { send, calls } = deferredSend();
    const s = createSubmitAttempts(send, keys());
    const first = s.submit();
    calls[0]!.reject(new ApiError({ status: 400, msg: 'Title is required' }));
    await expect(first).rejects.toThrow('Title is required');
    expect(s.pendingKey).toBeNull();
    const second = s.submit();
    expect(calls[1]!.key).toBe('key-2');
    calls[1]!.resolve('RFC-2');
    await second;
    void s.submit();
    expect(calls[2]!.key).toBe('key-3');
  });

  it('tells which failures leave the outcome unknown', () => {
    expect(outcomeUnknown(new Error('x'))).toBe(true);
    expect(outcomeUnknown(new ApiError({ status: 504, msg: '' }))).toBe(true);
    expect(outcomeUnknown(new ApiError({ status: 409, msg: '' }))).toBe(false);
    expect(outcomeUnknown(new ApiError({ status: 404, msg: '' }))).toBe(false);
  });
});
