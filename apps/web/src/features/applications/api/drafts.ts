import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationSummary, Page } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /kenya/rfc/draft: the customer's drafts. */
export const useDrafts = (query: { keywords?: string; area?: string; current_page: number; per_page: number }) =>
  useQuery({
    queryKey: ['applications', 'drafts', query],
    queryFn: ({ signal }) => http.get<Page<ApplicationSummary>>('/kenya/rfc/draft', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** DELETE /kenya/rfc/{id}: drafts only. */
export function useDeleteDraft() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => http.del<null>(`/kenya/rfc/${id}`), onSettled: () => qc.invalidateQueries({ queryKey: ['applications'] }) });
}
