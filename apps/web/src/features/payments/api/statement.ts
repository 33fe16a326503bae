import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_FRONTEND, type StatementPage } from '@tic/shared';
import { http } from '../../../lib/api';
import { currentLang } from '../../../lib/i18n';
import { withOrganisation } from '../../../lib/organisation';
import { session } from '../../../lib/storage';

/** The customer's statement of a currency for a period (issue 28); unset: the server's defaults (first currency, this year). */
export interface StatementFilter {
  currency?: string;
  from?: string;
  to?: string;
}
const clean = (f: StatementFilter) => Object.fromEntries(Object.entries(f).filter(([, v]) => !!v)) as Record<string, string>;

/** One page of the statement's rows (the balances and totals are the whole period's). */
export const useStatement = (f: StatementFilter, page: { current: number; size: number }) =>
  useQuery({
    queryKey: ['payments', 'statement', f, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      http.get<StatementPage>('/payment/statement', {
        signal,
        query: { ...clean(f), current_page: String(page.current), per_page: String(page.size) },
      }),
  });

/** The same statement as a file (a link: the language goes in the query). */
export const statementFileUrl = (format: 'excel' | 'pdf', f: StatementFilter) =>
  withOrganisation(`${API_FRONTEND}/payment/statement/${format}?${new URLSearchParams({ ...clean(f), lang: currentLang() }).toString()}`, session);
