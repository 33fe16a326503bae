import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MySession } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /my-sessions: where the account is signed in. */
export const useSessions = () => useQuery({ queryKey: ['sessions'], queryFn: ({ signal }) => http.get<MySession[]>('/my-sessions', { signal }) });

/** DELETE /my-sessions/{id}: revokes one of them. */
export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<null>(`/my-sessions/${id}`),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['sessions'] }),
  });
}
