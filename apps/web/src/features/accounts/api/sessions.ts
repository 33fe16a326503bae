import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api';

export interface SessionRow {
  id: number;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
}

/** GET /sessions: the signed-in user's sessions ("my sessions"). */
export const useSessions = () => useQuery({ queryKey: ['sessions'], queryFn: ({ signal }) => http.get<SessionRow[]>('/sessions', { signal }) });

/** DELETE /sessions/{id}: revokes one of them. */
export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => http.del<null>(`/sessions/${id}`), onSuccess: () => void qc.invalidateQueries({ queryKey: ['sessions'] }) });
}
