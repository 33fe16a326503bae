/**
 * Lets non-React code (the HTTP client's 401 rule) navigate inside the SPA. The router registers
 * itself at start-up; until then a full page navigation is used.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => unknown;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  void navigateImpl(to, opts);
}

/** /login with the page to come back to after logging in again. */
export const loginRedirectFor = (pathname: string, search: string): string => `/login?redirect=${encodeURIComponent(pathname + search)}`;
