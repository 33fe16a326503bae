import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChannelProfile, ChannelProfileBody } from '@tic/shared';
import { http } from '../../../lib/api';

const KEY = ['channel', 'profile'];

/** GET /channel/profile: my channel-confirmation profile (channel accounts only). */
export const useChannelProfile = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => http.get<ChannelProfile>('/channel/profile', { signal, silent: true }) });

/** PUT /channel/profile: submit it for confirmation at the version read. */
export function useSubmitChannelProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelProfileBody) => http.put<ChannelProfile>('/channel/profile', body),
    onSuccess: (data) => qc.setQueryData(KEY, data),
    onError: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}
