import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /rfc/detail/{id}: the application as saved, its attachments with review status, its history. */
export const detailQuery = (id: number) =>
  queryOptions({
    queryKey: ['applications', 'detail', id],
    queryFn: ({ signal }) => http.get<ApplicationDetail>(`/rfc/detail/${id}`, { signal }),
    // A form must start from what the server has now, never from a cached copy (the version would be stale).
    staleTime: 0,
    gcTime: 0,
  });
export const useApplicationDetail = (id: number | null) => useQuery({ ...detailQuery(id ?? 0), enabled: id !== null });
