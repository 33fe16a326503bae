import { QueryClient } from '@tanstack/react-query';

/**
 * The HTTP client already shows every failure to the user, so retries would only repeat the
 * message; the data is language-bound and the page reloads on a language switch, so there is no
 * need to refetch on focus either.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
