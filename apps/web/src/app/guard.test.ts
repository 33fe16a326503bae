import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http';
import { runGuard, type GuardEnv } from './guard';

function env(session: boolean, bootstrap: () => Promise<void> = async () => undefined) {
  const calls: string[] = [];
  const e: GuardEnv = {
    hasSession: () => session,
    logout: vi.fn(async () => void calls.push('logout')),
    clearSessionFlag: () => void calls.push('clearFlag'),
    clearCache: () => void calls.push('clearCache'),
    bootstrap: vi.fn(async () => {
      calls.push('bootstrap');
      await bootstrap();
    }),
  };
  return { e, calls };
}

describe('route guard', () => {
  it('sends the root home', async () => {
    const { e } = env(true);
    expect(await runGuard('/', '', e)).toEqual({ kind: 'redirect', to: '/customsClearance/workBench' });
  });

  it('without a session redirects every non-public route to /login, keeping the query', async () => {
    const { e, calls } = env(false);
    expect(await runGuard('/communication/myCertificate', '?page=2', e)).toEqual({ kind: 'redirect', to: '/login?page=2' });
    expect(await runGuard('/no/such/page', '', e)).toEqual({ kind: 'redirect', to: '/login' });
    expect(calls).toEqual([]);
  });

  it('lets the public routes through without loading anything', async () => {
    const { e, calls } = env(false);
    for (const p of ['/RegisteredChannel', '/LoginChannel']) expect(await runGuard(p, '', e)).toEqual({ kind: 'allow' });
    expect(calls).toEqual([]);
  });

  it('visiting /login with a session logs out and clears the cache', async () => {
    const { e, calls } = env(true);
    expect(await runGuard('/login', '?redirect=%2FmyProfile', e)).toEqual({ kind: 'allow' });
    expect(calls).toEqual(['logout', 'clearFlag', 'clearCache']);
  });

  it('visiting /login without a session only clears the cache (no logout call)', async () => {
    const { e, calls } = env(false);
    await runGuard('/login', '', e);
    expect(calls).toEqual(['clearFlag', 'clearCache']);
  });

  it('loads the bootstrap data before a protected page', async () => {
    const { e, calls } = env(true);
    expect(await runGuard('/myProfile', '', e)).toEqual({ kind: 'allow' });
    expect(calls).toEqual(['bootstrap']);
  });

  it('a 401 while bootstrapping goes to /login and back afterwards', async () => {
    const { e, calls } = env(true, async () => {
      throw new ApiError({ status: 401, msg: 'expired' });
    });
    expect(await runGuard('/publicFile', '?q=1', e)).toEqual({ kind: 'redirect', to: '/login?redirect=%2FpublicFile%3Fq%3D1' });
    expect(calls).toEqual(['bootstrap', 'clearFlag']);
  });

  it('other bootstrap failures reach the error page', async () => {
    const { e } = env(true, async () => {
      throw new ApiError({ status: 500, msg: 'Server error' });
    });
    await expect(runGuard('/publicFile', '', e)).rejects.toBeInstanceOf(ApiError);
  });
});
