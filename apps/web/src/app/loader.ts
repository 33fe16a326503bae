/** The root loader: runs the guard of spec section 4 before every navigation. */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { meQuery } from '../features/auth/api/me';
import { logout } from '../features/auth/api/logout';
import { menuQuery } from '../features/menu/api/menu';
import { applicationTypesQuery } from '../features/reference/api/applicationTypes';
import { dictionariesQuery } from '../features/reference/api/dictionary';
import { guardDecision, isPublicPath } from '@tic/shared';
import { clearSessionFlag, hasSessionFlag } from '../lib/storage';
import { runGuard, type GuardEnv } from './guard';
import { queryClient } from './queryClient';

/**
 * Starts the signed-in data calls of the guard (menu, user, dictionaries, application types), all at once and cached:
 * main.tsx calls it at boot for a page the guard will let through, beside the page's modules, so the guard finds them
 * answered or in flight instead of starting them after every module has loaded (issue 16: a fast first load).
 */
export function startBootstrap(pathname: string): void {
  if (guardDecision(pathname, '', hasSessionFlag()).kind !== 'allow' || isPublicPath(pathname)) return;
  void env.bootstrap().catch(() => undefined);
}

const env: GuardEnv = {
  hasSession: hasSessionFlag,
  logout: () => logout({ silent: true }),
  clearSessionFlag,
  clearCache: () => queryClient.clear(),
  bootstrap: async () => {
    // ensureQueryData fetches only what is not cached yet (staleTime Infinity), so this is one
    // round of calls per session; the dictionaries and types are not worth failing the page for.
    await Promise.all([
      queryClient.ensureQueryData(menuQuery),
      queryClient.ensureQueryData(meQuery),
      queryClient.ensureQueryData(dictionariesQuery).catch(() => undefined),
      queryClient.ensureQueryData(applicationTypesQuery).catch(() => undefined),
    ]);
  },
};

export async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const outcome = await runGuard(url.pathname, url.search, env);
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  return null;
}
