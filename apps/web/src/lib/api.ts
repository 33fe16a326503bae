/** The app's instance of the HTTP client, wired to i18next, antd messages and the router. */
import { API_FRONTEND, LOGIN_PATH } from '@tic/shared';
import { createHttpClient } from './http';
import { currentLang, t } from './i18n';
import { loginRedirectFor, navigateTo } from './navigation';
import { notifyError } from './notify';
import { isNotMemberAnswer, organisationHeaders, recoverFromNotMember } from './organisation';
import { clearSessionFlag, session } from './storage';

/** What a 401 does, for the client below and for the uploads that bypass it (lib/upload.ts). */
export function onUnauthorized() {
  // The server has already dropped the HttpOnly token; drop the readable flag so the guard agrees.
  clearSessionFlag();
  // Come back to the same page after logging in again.
  const { pathname, search } = window.location;
  if (pathname !== LOGIN_PATH) navigateTo(loginRedirectFor(pathname, search), { replace: true });
}

export const http = createHttpClient({
  baseUrl: API_FRONTEND,
  fetch: (input, init) => window.fetch(input, init),
  notify: notifyError,
  onUnauthorized,
  getLang: currentLang,
  now: () => Date.now(),
  t: (key) => t(key),
  extraHeaders: () => organisationHeaders(session),
  onNotMember: (status, envelope) =>
    isNotMemberAnswer(status, envelope?.msg, envelope?.data, t('organisation.notMember')) && recoverFromNotMember(session, () => window.location.reload()),
});
