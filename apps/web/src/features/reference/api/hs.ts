import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HsCode, Page } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /hs/search?keyword=: a code prefix (8517, 8517.12) or words of the description. */
export function useHsSearch(keyword: string, page: number, perPage: number) {
  return useQuery({
    queryKey: ['hs', keyword, page, perPage],
    queryFn: ({ signal }) => http.get<Page<HsCode>>('/hs/search', { query: { keyword, current_page: page, per_page: perPage }, signal }),
    enabled: keyword.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /hs/import (staff): a CSV or xlsx edition, all rows or none. */
export function importHs(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<{ total: number; created: number; updated: number }>('/hs/import', form);
}
