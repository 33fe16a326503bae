import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@tic/shared';
import { http } from '../../../lib/api';

export interface PublicConfig {
  default_lang: Locale;
  demo: boolean;
}

/** GET /config: public, no login. Quiet on failure: the app falls back to its own default. */
export const fetchConfig = (signal?: AbortSignal) => http.get<PublicConfig>('/config', { signal, silent: true });

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => fetchConfig(signal),
  staleTime: Infinity,
});

export function useConfig() {
  return useQuery(configQuery);
}
