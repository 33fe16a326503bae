import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './api';

/** What both record kinds have: an id, the version an edit must name, and the default flag. */
export interface OwnedRecord {
  id: number;
  version: number;
  is_default: boolean;
}

/**
 * The calls of one of the customer's record lists (invoice profiles, mailing addresses): list, save
 * (POST new / PUT with version), make default, delete. Every change reloads the list, because the
 * default and the versions of the other records move with it.
 */
export function recordsApi<T extends OwnedRecord>(base: string) {
  const key = ['invoiceProfiles', base] as const;
  const listQuery = queryOptions({ queryKey: key, queryFn: ({ signal }) => http.get<T[]>(base, { signal }) });
  const useInvalidate = () => {
    const qc = useQueryClient();
    return () => qc.invalidateQueries({ queryKey: key });
  };
  return {
    listQuery,
    useList: () => useQuery(listQuery),
    useSave() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) => (id ? http.put<T>(`${base}/${id}`, body) : http.post<T>(base, body)),
        onSettled: invalidate,
      });
    },
    useSetDefault() {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (id: number) => http.put<T>(`${base}/${id}/default`), onSettled: invalidate });
    },
    useRemove() {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (id: number) => http.del<null>(`${base}/${id}`), onSettled: invalidate });
    },
  };
}
