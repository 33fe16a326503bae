import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginAnswer } from '@tic/shared';
import { http } from '../../../lib/api';

export interface Provider {
  type: string;
  name: string;
}

/** GET /third/providers: the OpenID Connect providers configured on the server (none by default). */
export const providersQuery = queryOptions({
  queryKey: ['third', 'providers'],
  queryFn: ({ signal }) => http.get<Provider[]>('/third/providers', { signal, silent: true }),
  staleTime: Infinity,
});
export const useProviders = () => useQuery(providersQuery);

/** POST /third/redirect-url: where the browser goes to sign in at the provider. */
export const thirdRedirectUrl = (type: string) => http.post<{ url: string }>('/third/redirect-url', { type });
/** POST /third/login: what the provider sent back to /login?code=…&state=… */
export const thirdLogin = (body: { code: string; state: string; type?: string }) => http.post<LoginAnswer>('/third/login', body, { authAttempt: true });
