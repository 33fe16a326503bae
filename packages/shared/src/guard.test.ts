import { describe, expect, it } from 'vitest';
import { guardDecision, shouldReloadOnce } from './guard.js';

describe('guardDecision (spec section 4)', () => {
  it.each([
    ['/', '', true, { kind: 'redirect', to: '/customsClearance/workBench' }],
    ['/', '?a=1', false, { kind: 'redirect', to: '/customsClearance/workBench?a=1' }],
    ['/login', '?x=1', false, { kind: 'allow' }],
    ['/RegisteredChannel', '', false, { kind: 'allow' }],
    ['/LoginChannel', '', false, { kind: 'allow' }],
    ['/login/third/callback', '?code=c&state=s', false, { kind: 'allow' }],
    ['/customsClearance/applicationForm/applicationList', '?x=1', false, { kind: 'redirect', to: '/login?x=1' }],
    ['/myProfile', '', false, { kind: 'redirect', to: '/login' }],
    ['/403', '', false, { kind: 'redirect', to: '/login' }],
    ['/customsClearance/applicationForm/applicationList', '?x=1', true, { kind: 'allow' }],
    ['/no/such/page', '', true, { kind: 'allow' }],
  ] as const)('%s%s with session=%s', (path, search, session, expected) => {
    expect(guardDecision(path, search, session)).toEqual(expected);
  });
});

describe('shouldReloadOnce (spec section 2)', () => {
  it('reloads once after load, except on /login and the root', () => {
    expect(shouldReloadOnce('/customsClearance/workBench', false)).toBe(true);
    expect(shouldReloadOnce('/customsClearance/workBench', true)).toBe(false);
    expect(shouldReloadOnce('/login', false)).toBe(false);
    expect(shouldReloadOnce('/', false)).toBe(false);
  });
});
