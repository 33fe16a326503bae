/** The root loader: runs the guard of spec section 4 before every navigation. */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { meQuery } from '../features/auth/api/me';
import { logout } from '../features/auth/api/logout';
import { menuQuery } from '../features/menu/api/menu';
import { applicationTypesQuery } from '../features/reference/api/applicationTypes';
import { dictionariesQuery } from '../features/reference/api/dictionary';
import { clearSessionFlag, hasSessionFlag } from '../lib/storage';
import { runGuard, type GuardEnv } from './guard';
import { queryClient } from './queryClient';

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
