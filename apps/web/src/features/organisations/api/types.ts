/**
 * The answers of the organisations API (issue 30, /frontend/v1/organisations...), as the lead's contract states them.
 * Written here until the server's own types are exported from @tic/shared; then these become re-exports.
 */
import type { MemberAction, MemberRole } from '@tic/shared';

export interface OrganisationItem {
  id: number;
  name: string;
  role: MemberRole;
  /** The organisation the person's account founded. */
  own: boolean;
}

export interface OrganisationList {
  current: number | null;
  items: OrganisationItem[];
}

export interface CurrentOrganisation {
  id: number;
  name: string;
  role: MemberRole;
  actions: MemberAction[];
}

export interface Member {
  user_id: number;
  name: string | null;
  username: string;
  email: string | null;
  mobile: string | null;
  role: MemberRole;
  added_at: string;
  /** The caller's own row. */
  you: boolean;
}

export interface Invitation {
  id: number;
  email: string | null;
  mobile: string | null;
  role: MemberRole;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

export interface MembersAnswer {
  members: Member[];
  invitations: Invitation[];
}

export interface InvitationBody {
  email?: string;
  mobile_zone?: string;
  mobile?: string;
  role: MemberRole;
}

/** GET /organisations/invitations/:token, public. */
export interface InvitationPreview {
  organisation: string;
  role: MemberRole;
  invited_by: string | null;
  expires_at: string;
  contact: string | null;
}

export interface AuditEntry {
  at: string;
  actor: string | null;
  action: string;
  comment: string | null;
}

export interface AuditPage {
  list: AuditEntry[];
  total: number;
}
