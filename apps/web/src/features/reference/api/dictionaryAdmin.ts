import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DictionaryItemAdmin } from '@tic/shared';
import { http } from '../../../lib/api';

/** Staff (dictionary:edit): GET /dictionary/admin (codes), GET /dictionary/admin/:slug, POST /dictionary/item, PUT /dictionary/item/:id */
export const useDictionarySlugs = () =>
  useQuery({ queryKey: ['dictionary-admin', 'slugs'], queryFn: ({ signal }) => http.get<string[]>('/dictionary/admin', { signal }) });

export function useDictionaryItems(slug: string | undefined) {
  return useQuery({
    queryKey: ['dictionary-admin', slug],
    queryFn: ({ signal }) => http.get<DictionaryItemAdmin[]>(`/dictionary/admin/${encodeURIComponent(slug!)}`, { signal }),
    enabled: !!slug,
  });
}

export function useSaveDictionaryItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id ? http.put<DictionaryItemAdmin>(`/dictionary/item/${id}`, body) : http.post<DictionaryItemAdmin>('/dictionary/item', body),
    // Everyone's dictionaries change with it, the ones the guard cached for this session too.
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['dictionary-admin'] }), qc.invalidateQueries({ queryKey: ['dictionary'] })]),
  });
}
