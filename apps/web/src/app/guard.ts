/**
 * The route guard of spec section 4, as the root loader runs it before every navigation. Its
 * effects are injected so the same function is unit-tested.
 */
import { LOGIN_PATH, guardDecision, isPublicPath } from '@tic/shared';
import { isApiError } from '../lib/http';
import { loginRedirectFor } from '../lib/navigation';

export interface GuardEnv {
  hasSession(): boolean;
  /** POST /logout (the server clears the HttpOnly token). Failures are ignored. */
  logout(): Promise<unknown>;
  clearSessionFlag(): void;
  /** Drops the cached menu, dictionaries, user and the rest. */
  clearCache(): void;
  /** Loads menu, dictionaries, user info and application types; cached, so only the first call fetches. */
  bootstrap(): Promise<void>;
}

export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string };

export async function runGuard(pathname: string, search: string, env: GuardEnv): Promise<GuardOutcome> {
  const decision = guardDecision(pathname, search, env.hasSession());
  if (decision.kind === 'redirect') return decision;

  if (pathname === LOGIN_PATH) {
    // Visiting /login ends the session: the token (through the server) and everything cached for it.
    if (env.hasSession()) await env.logout().catch(() => undefined);
    env.clearSessionFlag();
    env.clearCache();
    return { kind: 'allow' };
  }
  if (isPublicPath(pathname)) return { kind: 'allow' };

  try {
    await env.bootstrap();
  } catch (e) {
    // The flag cookie outlived the server session: same as any 401, log in again and come back.
    if (isApiError(e) && e.status === 401) {
      env.clearSessionFlag();
      return { kind: 'redirect', to: loginRedirectFor(pathname, search) };
    }
    throw e;
  }
  return { kind: 'allow' };
}
