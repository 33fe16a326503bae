/** Where an invitation page sends a person who must sign in or register first: /login, coming back to the invitation. */
import { GUEST_INVITATION_PATH, INVITATION_PATH, LOGIN_PATH } from '@tic/shared';

export const invitationPath = (token: string): string => `${INVITATION_PATH}/${encodeURIComponent(token)}`;

const signInTo = (back: string, view: 'login' | 'register'): string => {
  const q = new URLSearchParams({ ...(view === 'register' ? { view } : {}), redirect: back });
  return `${LOGIN_PATH}?${q.toString()}`;
};

/** /login (view `register` for a new account) with the invitation as the page to return to. */
export const signInToAccept = (token: string, view: 'login' | 'register'): string => signInTo(invitationPath(token), view);

/** The same for a guest invitation to one application (/guestInvitation/<token>). */
export const signInToAcceptGuest = (token: string, view: 'login' | 'register'): string =>
  signInTo(`${GUEST_INVITATION_PATH}/${encodeURIComponent(token)}`, view);
