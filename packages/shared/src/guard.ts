import { HOME_PATH, LOGIN_PATH, isPublicPath } from './paths.js';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The route guard of spec section 4: the root goes home; without a session every route but the
 * three public ones goes to /login, keeping the query.
 */
export function guardDecision(pathname: string, search: string, hasSession: boolean): GuardDecision {
  if (pathname === '/' || pathname === '') return { kind: 'redirect', to: HOME_PATH + (search ?? '') };
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (!hasSession) return { kind: 'redirect', to: LOGIN_PATH + (search ?? '') };
  return { kind: 'allow' };
}

/** The app reloads once after load unless the user is on /login or the root (spec section 2). */
export function shouldReloadOnce(pathname: string, alreadyReloaded: boolean): boolean {
  if (alreadyReloaded) return false;
  return pathname !== LOGIN_PATH && pathname !== '/' && pathname !== '';
}
