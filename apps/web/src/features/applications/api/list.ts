import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_FRONTEND, type ApplicationPage } from '@tic/shared';
import { http } from '../../../lib/api';
import { withOrganisation } from '../../../lib/organisation';
import { session } from '../../../lib/storage';

export type ListFilters = Record<string, string | number | undefined>;

const clean = (f: ListFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

/**
 * GET /kenya/rfc/list: filters keywords, country, importer, exporter, title, status, date range; paging and
 * sorting. A broad filter's total stops at APPLICATION_COUNT_CAP (`total_capped`).
 */
export const useApplicationList = (filters: ListFilters) =>
  useQuery({
    queryKey: ['applications', 'list', clean(filters)],
    queryFn: ({ signal }) => http.get<ApplicationPage>('/kenya/rfc/list', { query: clean(filters), signal }),
    placeholderData: keepPreviousData,
  });

/** GET /kenya/apply/excel with the list's current filters: a link, so the browser saves the file itself. */
export const exportUrl = (filters: ListFilters) => {
  const { current_page: _p, per_page: _pp, ...rest } = clean(filters);
  const qs = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
  return withOrganisation(`${API_FRONTEND}/kenya/apply/excel${qs ? `?${qs}` : ''}`, session);
};
