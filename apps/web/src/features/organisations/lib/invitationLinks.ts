/** Where the invitation page sends a person who must sign in or register first: /login, coming back to the invitation. */
import { INVITATION_PATH, LOGIN_PATH } from '@tic/shared';

export const invitationPath = (token: string): string => `${INVITATION_PATH}/${encodeURIComponent(token)}`;

/** /login (view `register` for a new account) with the invitation as the page to return to. */
export function signInToAccept(token: string, view: 'login' | 'register'): string {
  const q = new URLSearchParams({ ...(view === 'register' ? { view } : {}), redirect: invitationPath(token) });
  return `${LOGIN_PATH}?${q.toString()}`;
}
