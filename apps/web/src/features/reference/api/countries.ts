import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /common/getCountrysList (shared call, code 110200): every country, named in the UI language. */
export const countriesQuery = queryOptions({
  queryKey: ['countries', 'all'],
  queryFn: ({ signal }) => http.get<Country[]>('/common/getCountrysList', { shared: true, signal }),
  staleTime: Infinity,
});
export const useCountries = () => useQuery(countriesQuery);
