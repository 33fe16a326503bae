import { describe, expect, it } from 'vitest';
import { codeButtonState, countdownKey, createCountdownStore, secondsLeft } from './countdown';

describe('code countdown', () => {
  it('counts whole seconds down from 60 and reaches 0', () => {
    let now = 1_000_000;
    const store = createCountdownStore(() => now);
    const key = countdownKey('register', '13800000000');
    expect(store.left(key)).toBe(0);
    store.start(key);
    expect(store.left(key)).toBe(60);
    now += 500;
    expect(store.left(key)).toBe(60); // 59.5 s left still shows 60
    now += 29_500;
    expect(store.left(key)).toBe(30);
    now += 30_000;
    expect(store.left(key)).toBe(0);
  });

  it('restarts from the seconds a 429 answer names', () => {
    let now = 0;
    const store = createCountdownStore(() => now);
    store.start('k', 17);
    expect(store.left('k')).toBe(17);
    now += 17_000;
    expect(store.left('k')).toBe(0);
  });

  it('keeps separate counts per purpose and recipient, recipients compared case-insensitively', () => {
    const store = createCountdownStore(() => 0);
    store.start(countdownKey('contact', 'A@Example.com'));
    expect(store.left(countdownKey('contact', 'a@example.com '))).toBe(60);
    expect(store.left(countdownKey('contact', 'b@example.com'))).toBe(0);
    expect(store.left(countdownKey('login', 'a@example.com'))).toBe(0);
  });

  it('tells subscribers when a count starts', () => {
    const store = createCountdownStore(() => 0);
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.start('x');
    off();
    store.start('y');
    expect(calls).toBe(1);
  });

  it('never goes below zero', () => {
    expect(secondsLeft(1000, 5000)).toBe(0);
    expect(secondsLeft(undefined, 5000)).toBe(0);
  });

  it('disables the button while counting, while sending and without a recipient', () => {
    expect(codeButtonState(0, false, true)).toEqual({ disabled: false, counting: false, seconds: 0 });
    expect(codeButtonState(42, false, true)).toEqual({ disabled: true, counting: true, seconds: 42 });
    expect(codeButtonState(0, true, true).disabled).toBe(true);
    expect(codeButtonState(0, false, false).disabled).toBe(true);
  });
});
