import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessToken, TokenScope } from '@tic/shared';
import { http } from '../../../lib/api';

const KEY = ['access-tokens'];
/** GET /user/tokens: my personal access tokens (never the token itself). */
export const useAccessTokens = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => http.get<AccessToken[]>('/user/tokens', { signal }) });

/** POST /user/tokens: the answer carries the token, shown once. */
export function useCreateAccessToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; scope: TokenScope }) => http.post<AccessToken & { token: string }>('/user/tokens', body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /user/tokens/{id}/revoke. */
export function useRevokeAccessToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<AccessToken>(`/user/tokens/${id}/revoke`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
}
