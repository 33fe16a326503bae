import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ApplicationType } from '@tic/shared';
import { http } from '../../../lib/api';

export const fetchApplicationTypes = (signal?: AbortSignal) => http.get<ApplicationType[]>('/application/types', { signal });

/** Loaded once by the guard; the application forms pick their type from it. */
export const applicationTypesQuery = queryOptions({
  queryKey: ['applicationTypes'],
  queryFn: ({ signal }) => fetchApplicationTypes(signal),
  staleTime: Infinity,
});

export function useApplicationTypes(): ApplicationType[] {
  return useSuspenseQuery(applicationTypesQuery).data;
}
