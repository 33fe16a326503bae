import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type ApplicationDetail, type FollowOnKind } from '@tic/shared';
import { http } from '../../../lib/api';

/**
 * POST /cert/follow-on/{id}: the follow-on becomes a draft linked to the certificate. The caller keeps one key per
 * certificate and kind while the page is open, so a double click (or a retry after a lost answer) makes one draft.
 */
export const useStartFollowOn = () =>
  useMutation({
    mutationFn: ({ id, kind, key }: { id: number; kind: FollowOnKind; key: string }) =>
      http.post<ApplicationDetail>(`/cert/follow-on/${id}`, { kind }, { headers: { [IDEMPOTENCY_HEADER]: key } }),
  });
