import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail, DataReviewBody, SampleNotice, SampleNoticeScreen, ShipSamplesBody } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /samples/notices?screen=: my notices of one notice/... screen, each with its application's samples now. */
export const useSampleNotices = (screen: SampleNoticeScreen) =>
  useQuery({
    queryKey: ['samples', 'notices', screen],
    queryFn: ({ signal }) => http.get<SampleNotice[]>('/samples/notices', { signal, query: { screen } }),
  });

function useSampleStep<B>(id: number, path: string, onDone?: (d: ApplicationDetail) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => http.post<ApplicationDetail>(`/kenya/rfc/${id}/samples/${path}`, body),
    onSuccess: (d) => onDone?.(d),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['samples'] }), qc.invalidateQueries({ queryKey: ['applications'] })]),
  });
}
/** POST /kenya/rfc/{id}/samples/shipment: courier and tracking number (not waiting for samples: 409). */
export const useShipSamples = (id: number, onDone?: (d: ApplicationDetail) => void) => useSampleStep<ShipSamplesBody>(id, 'shipment', onDone);
/** POST /kenya/rfc/{id}/samples/data-review: confirm, or dispute with a comment (no data to review: 409). */
export const useReviewTestData = (id: number, onDone?: (d: ApplicationDetail) => void) => useSampleStep<DataReviewBody>(id, 'data-review', onDone);
