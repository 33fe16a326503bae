import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigKind, ConfigRecord, Page } from '@tic/shared';
import { http } from '../../../lib/api';

export interface RecordFilters {
  keyword?: string;
  status?: number;
  current_page: number;
  per_page: number;
}

export const recordsKey = (kind: ConfigKind) => ['config', kind] as const;

/** GET /config/:kind */
export function useRecords(kind: ConfigKind, filters: RecordFilters) {
  return useQuery({
    queryKey: [...recordsKey(kind), filters],
    queryFn: ({ signal }) => http.get<Page<ConfigRecord>>(`/config/${kind}`, { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /config/:kind, PUT /config/:kind/:id (with version) */
export function useSaveRecord(kind: ConfigKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id ? http.put<ConfigRecord>(`/config/${kind}/${id}`, body) : http.post<ConfigRecord>(`/config/${kind}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: recordsKey(kind) }),
  });
}

/** PUT /config/:kind/:id/status: disable (-1) or enable (1) */
export function useSetStatus(kind: ConfigKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (r: Pick<ConfigRecord, 'id' | 'version'> & { status: number }) =>
      http.put<ConfigRecord>(`/config/${kind}/${r.id}/status`, { status: r.status, version: r.version }),
    onSettled: () => qc.invalidateQueries({ queryKey: recordsKey(kind) }),
  });
}
