import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChannelProfileStatus, channelDecisionBody, staffChannelProfileSchema } from '@tic/shared';
import { http } from '../../../lib/api';

export type StaffChannelProfile = z.infer<typeof staffChannelProfileSchema>;
export type ChannelDecision = z.input<typeof channelDecisionBody>;
const KEY = ['staff', 'channelProfiles'];

/** GET /staff/channel/profiles: the partners' profiles, those waiting first (optionally one status); the page shows its failure (403: denied). */
export const useChannelProfiles = (status?: ChannelProfileStatus) =>
  useQuery({
    queryKey: [...KEY, status ?? 'all'],
    staleTime: 0,
    queryFn: ({ signal }) => http.get<StaffChannelProfile[]>('/staff/channel/profiles', { query: status ? { status } : {}, signal, silent: true }),
  });

/** POST /staff/channel/profiles/{id}/decision: approve, or return with a reason, at the version read; the list is read again either way. */
export function useChannelDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: ChannelDecision }) =>
      http.post<StaffChannelProfile>(`/staff/channel/profiles/${userId}/decision`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
