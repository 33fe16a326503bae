import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { filterVisibleMenu, type MenuItem } from '@tic/shared';
import { http } from '../../../lib/api';

export const fetchMenu = async (signal?: AbortSignal): Promise<MenuItem[]> => (await http.get<{ menu: MenuItem[] }>('/menu', { signal })).menu ?? [];

/** The server's menu, loaded once by the guard; titles are already in the request language. */
export const menuQuery = queryOptions({
  queryKey: ['menu'],
  queryFn: ({ signal }) => fetchMenu(signal),
  staleTime: Infinity,
});

/** Only the items whose meta.status is 1, recursively (spec section 6). */
export function useVisibleMenu(): MenuItem[] {
  return useSuspenseQuery({ ...menuQuery, select: filterVisibleMenu }).data;
}
