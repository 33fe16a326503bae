/**
 * Calls the shared components (components/) read themselves: components never import a feature (lint,
 * eslint.config.js), so the data both a feature page and a shared component need lives here, and the feature's
 * api/ file re-exports it (one query key, one cache entry).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, MailingAddress } from '@tic/shared';
import { http } from './api';
import { recordsApi } from './records';

/** GET /common/getCountrysList (shared call, code 110200): every country, named in the UI language. */
export const countriesQuery = queryOptions({
  queryKey: ['countries', 'all'],
  queryFn: ({ signal }) => http.get<Country[]>('/common/getCountrysList', { shared: true, signal }),
  staleTime: Infinity,
});
export const useCountries = () => useQuery(countriesQuery);

/** GET/POST /mailing-info, PUT /mailing-info/:id (with version), PUT /mailing-info/:id/default, DELETE /mailing-info/:id */
export const mailingApi = recordsApi<MailingAddress>('/mailing-info');
