/** The answers of the organisations API (issue 30), as @tic/shared declares them (packages/shared/src/organisations/schemas.ts). */
import type { AuditEntry, InvitationBody as ServerInvitationBody, InvitationView, MemberView, OrganisationItem, Page } from '@tic/shared';

export type { AuditEntry, CurrentOrganisation, InvitationPreview, OrganisationItem } from '@tic/shared';
export type Member = MemberView;
export type Invitation = InvitationView;

/** GET /organisations/current/members (membersAnswer). */
export interface MembersAnswer {
  members: Member[];
  invitations: Invitation[];
}
/** GET /organisations (organisationsAnswer). */
export interface OrganisationList {
  current: number | null;
  items: OrganisationItem[];
}
/** What the invite form sends: an e-mail, or a mobile with its area code, and the role. */
export type InvitationBody = Partial<Pick<ServerInvitationBody, 'email' | 'mobile_zone' | 'mobile'>> & Pick<ServerInvitationBody, 'role'>;
export type AuditPage = Page<AuditEntry>;
