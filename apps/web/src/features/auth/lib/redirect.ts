import { HOME_PATH, isAppPath, LOGIN_PATH } from '@tic/shared';

/**
 * Where to go after logging in: the `redirect` query parameter when it is a path of this app,
 * else the home workbench. Absolute and protocol-relative URLs are refused (open redirect).
 */
export function afterLoginTarget(redirect: string | null): string {
  if (!redirect || !isAppPath(redirect)) return HOME_PATH;
  const path = redirect.split(/[?#]/)[0];
  if (path === LOGIN_PATH || path === '/') return HOME_PATH;
  return redirect;
}
