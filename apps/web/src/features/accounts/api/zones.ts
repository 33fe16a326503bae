import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Zone } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /country/zone: telephone area codes, +86 first, labelled in the request language. Public. */
export const zonesQuery = queryOptions({
  queryKey: ['zones'],
  queryFn: ({ signal }) => http.get<Zone[]>('/country/zone', { signal }),
  staleTime: Infinity,
});
export const useZones = () => useQuery(zonesQuery);
