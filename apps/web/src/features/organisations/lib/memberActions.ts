/**
 * What the members page offers, read only from the `actions` the server answered for the caller (GET
 * /organisations/current): the UI shows exactly what they allow and checks nothing else.
 */
import { MEMBER_ROLES, type MemberRole } from '@tic/shared';

/** Invite, resend, revoke, change roles and remove: the `members` action. */
export const mayManageMembers = (actions: readonly string[]): boolean => actions.includes('members');

/** Read and export the audit log: the `audit` action. */
export const mayReadAudit = (actions: readonly string[]): boolean => actions.includes('audit');

/** The roles the caller may give: every role to those with `members`, the owner's only with `ownership` too. */
export function assignableRoles(actions: readonly string[]): MemberRole[] {
  if (!mayManageMembers(actions)) return [];
  return MEMBER_ROLES.filter((r) => r !== 'owner' || actions.includes('ownership'));
}

/** Whether the caller may change or remove a member holding `role`: an owner's row needs `ownership` (making or unmaking an owner). */
export const mayChangeMember = (actions: readonly string[], role: MemberRole): boolean =>
  mayManageMembers(actions) && (role !== 'owner' || actions.includes('ownership'));

/** How to reach a member or an invitee: the e-mail, else the mobile. */
export const contactOf = (x: { email: string | null; mobile: string | null }): string => x.email || x.mobile || '';
