import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from '../../auth';
import { invitationPath, signInToAccept, signInToAcceptGuest } from './invitationLinks';

describe('the invitation page sends the invitee to sign in and back', () => {
  it('to /login with the invitation to come back to', () => {
    const to = new URL(signInToAccept('tok-1', 'login'), 'http://x');
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('view')).toBeNull();
    expect(afterLoginTarget(to.searchParams.get('redirect'))).toBe('/invitation/tok-1');
  });

  it("to /login's register view, back to the same invitation", () => {
    const to = new URL(signInToAccept('a/b?c', 'register'), 'http://x');
    expect(to.searchParams.get('view')).toBe('register');
    expect(to.searchParams.get('redirect')).toBe(invitationPath('a/b?c'));
    expect(invitationPath('a/b?c')).toBe('/invitation/a%2Fb%3Fc');
  });
});

describe('the guest invitation page does the same', () => {
  it('back to /guestInvitation/<token> after signing in or registering', () => {
    const to = new URL(signInToAcceptGuest('g-1', 'register'), 'http://x');
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('view')).toBe('register');
    expect(afterLoginTarget(to.searchParams.get('redirect'))).toBe('/guestInvitation/g-1');
  });
});
