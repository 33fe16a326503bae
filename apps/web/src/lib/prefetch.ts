/**
 * Loading ahead what the next page needs. The sign-in form starts loading the signed-in shell and the workbench
 * when the user starts typing (not before: /login's first load stays small, issue 16), so signing in does not
 * wait for them. The router registers what to load (it knows the modules); features only say when.
 */
let load: () => Promise<unknown> = () => Promise.resolve();
let started = false;

export function registerSignedInPrefetch(fn: () => Promise<unknown>): void {
  load = fn;
}

/** Starts loading the signed-in pages once per page load; a failure is left to the navigation to handle. */
export function prefetchSignedIn(): void {
  if (started) return;
  started = true;
  load().catch(() => undefined);
}
