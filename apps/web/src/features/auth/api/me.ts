import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { UserInfo } from '@tic/shared';
import { http } from '../../../lib/api';

export const fetchMe = (signal?: AbortSignal) => http.get<UserInfo>('/me', { signal });

/** Loaded once by the route guard before the first protected page (spec section 4). */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: Infinity,
});

/** The signed-in user; the guard has loaded it, so this never suspends on a protected page. */
export function useMe() {
  return useSuspenseQuery(meQuery).data;
}
