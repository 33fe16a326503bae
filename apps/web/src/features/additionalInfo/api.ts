import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerInfoRequest, InfoRequest, InfoRequestStatus } from '@tic/shared';
import { http } from '../../lib/api';

/** GET /additional-info?status=: my requests for additional information (newest first). */
export const useInfoRequests = (status?: InfoRequestStatus) =>
  useQuery({
    queryKey: ['additional-info', 'list', status ?? 'all'],
    queryFn: ({ signal }) => http.get<InfoRequest[]>('/additional-info', { signal, query: { status } }),
  });

/** GET /additional-info/{id}: one of my requests (another customer's answers 404). */
export const useInfoRequest = (id: number | null) =>
  useQuery({
    queryKey: ['additional-info', 'one', id],
    queryFn: ({ signal }) => http.get<InfoRequest>(`/additional-info/${id}`, { signal, silent: true }),
    enabled: id !== null,
    retry: false,
  });

/** POST /additional-info/{id}/answer: every item answered, at the version read (answered already or stale: 409). */
export function useAnswerInfoRequest(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerInfoRequest) => http.post<InfoRequest>(`/additional-info/${id}/answer`, body),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['additional-info'] }), qc.invalidateQueries({ queryKey: ['applications'] })]),
  });
}

export const answerPath = (id: number) => `/internationalProduct/myApplication/NBAdditionalInfo/${id}`;
