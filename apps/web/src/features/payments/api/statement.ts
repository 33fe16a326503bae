import { useQuery } from '@tanstack/react-query';
import { API_FRONTEND, type Statement } from '@tic/shared';
import { http } from '../../../lib/api';
import { currentLang } from '../../../lib/i18n';

/** The customer's statement of a currency for a period (issue 28); unset: the server's defaults (first currency, this year). */
export interface StatementFilter {
  currency?: string;
  from?: string;
  to?: string;
}
const clean = (f: StatementFilter) => Object.fromEntries(Object.entries(f).filter(([, v]) => !!v)) as Record<string, string>;

export const useStatement = (f: StatementFilter) =>
  useQuery({ queryKey: ['payments', 'statement', f], queryFn: ({ signal }) => http.get<Statement>('/payment/statement', { signal, query: clean(f) }) });

/** The same statement as a file (a link: the language goes in the query). */
export const statementFileUrl = (format: 'excel' | 'pdf', f: StatementFilter) =>
  `${API_FRONTEND}/payment/statement/${format}?${new URLSearchParams({ ...clean(f), lang: currentLang() }).toString()}`;
