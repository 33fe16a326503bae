import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThirdIdentity, ThirdLoginAnswer, ThirdProvider } from '@tic/shared';
import { http } from '../../../lib/api';

/** GET /third/providers: the OpenID Connect providers configured on the server (none by default). */
export const providersQuery = queryOptions({
  queryKey: ['third', 'providers'],
  queryFn: ({ signal }) => http.get<ThirdProvider[]>('/third/providers', { signal, silent: true }),
  staleTime: Infinity,
});
export const useThirdProviders = () => useQuery(providersQuery);

/** POST /third/redirect-url: where the browser signs in at the provider (the server keeps state, nonce and PKCE). */
export const thirdRedirectUrl = (type: string, redirect?: string) =>
  http.post<{ url: string }>('/third/redirect-url', { type, ...(redirect ? { redirect } : {}) });

/** POST /third/login: the URL the provider sent the browser back to; signs in (session cookies). */
export const thirdLogin = (callback: string) => http.post<ThirdLoginAnswer>('/third/login', { callback }, { authAttempt: true, silent: true });

/** GET /third/identities: the provider accounts linked to mine. */
export const useThirdIdentities = () =>
  useQuery({ queryKey: ['third', 'identities'], queryFn: ({ signal }) => http.get<ThirdIdentity[]>('/third/identities', { signal }) });
