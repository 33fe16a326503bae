import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail, ContentEdit, ContentItem, ContentVersion, Page } from '@tic/shared';
import { http } from '../../../lib/api';

/** The two listed kinds and their paths (spec section 7: GET /policy, GET /documents). */
export const CONTENT_PATHS = { policy: '/policy', public_file: '/documents' } as const;
export type ListedKind = keyof typeof CONTENT_PATHS;

export interface ContentFilters {
  keyword?: string;
  country?: string;
  category?: string;
  current_page: number;
  per_page: number;
}

const contentKey = ['content'] as const;

export function useContentList(kind: ListedKind, filters: ContentFilters) {
  return useQuery({
    queryKey: [...contentKey, kind, 'list', filters],
    queryFn: ({ signal }) => http.get<Page<ContentItem>>(CONTENT_PATHS[kind], { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContentDetail(kind: ListedKind, id: number | null) {
  return useQuery({
    queryKey: [...contentKey, kind, 'detail', id],
    queryFn: ({ signal }) => http.get<ContentDetail>(`${CONTENT_PATHS[kind]}/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** GET /terms: public, so the login page's register dialog can show it too. */
export const termsQuery = queryOptions({
  queryKey: [...contentKey, 'terms'],
  queryFn: ({ signal }) => http.get<ContentDetail>('/terms', { signal }),
});
export const useTerms = () => useQuery(termsQuery);

/** Staff: every language of the current version (GET /content/:id/edit). */
export function useContentEdit(id: number | null) {
  return useQuery({
    queryKey: [...contentKey, 'edit', id],
    queryFn: ({ signal }) => http.get<ContentEdit>(`/content/${id}/edit`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Staff: the history (GET /content/:id/versions). */
export function useContentVersions(id: number | null) {
  return useQuery({
    queryKey: [...contentKey, 'versions', id],
    queryFn: ({ signal }) => http.get<ContentVersion[]>(`/content/${id}/versions`, { signal }),
    enabled: id !== null,
  });
}

/** Staff: POST a new document or PUT a new version of one (the terms: PUT /terms). */
export function useSaveContent(target: ListedKind | 'terms') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) => {
      if (target === 'terms') return http.put<{ id: number; version: number }>('/terms', body);
      const base = CONTENT_PATHS[target];
      return id ? http.put<{ id: number; version: number }>(`${base}/${id}`, body) : http.post<{ id: number; version: number }>(base, body);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: contentKey }),
  });
}
