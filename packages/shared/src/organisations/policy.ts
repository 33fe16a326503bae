/**
 * The customer-side policy (issue 30, business-lines.md "Organisations"): the roles of an organisation's members
 * and one row per action naming the roles that may take it, beside the staff policy (staff/policy.ts) and
 * answered the same way (a decision with the status and the reason's message key). The server enforces it on
 * every customer route (apps/server/src/platform/memberPolicy.ts, the route table memberRoutes.ts) and tells
 * the web app which actions the member may take (GET /organisations/current); the web app shows exactly those.
 */
import type { PolicyDecision } from '../staff/policy.js';

export const MEMBER_ROLES = ['owner', 'administrator', 'applicant', 'finance', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const isMemberRole = (r: unknown): r is MemberRole => typeof r === 'string' && (MEMBER_ROLES as readonly string[]).includes(r);

const ALL = MEMBER_ROLES;

export const MEMBER_POLICY = {
  /** Read the organisation's records: applications, certificates, quotations, notices, members. */
  read: { roles: ALL },
  /** Create, edit, submit and cancel applications; answer requests for information; review drafts; book dates. */
  apply: { roles: ['owner', 'applicant'] },
  /** Accept quotations, send remittances, ask for refunds, keep invoice profiles and mailing addresses. */
  pay: { roles: ['owner', 'finance'] },
  /** Documents: upload and remove files of the organisation (an application's attachments follow `apply`). */
  documents: { roles: ['owner', 'administrator', 'applicant'] },
  /** The company profile and its channel-partner profile. */
  profile: { roles: ['owner', 'administrator'] },
  /** Invite, re-send, revoke, change roles of and remove members (owners only touch owners). */
  members: { roles: ['owner', 'administrator'] },
  /** API tokens and webhooks. */
  integrations: { roles: ['owner', 'administrator'] },
  /** Read and export the organisation's audit log. */
  audit: { roles: ['owner', 'administrator'] },
  /** Make or unmake an owner, hand the ownership over. */
  ownership: { roles: ['owner'] },
} as const satisfies Record<string, { roles: readonly MemberRole[] }>;

export type MemberAction = keyof typeof MEMBER_POLICY;
export const MEMBER_ACTIONS = Object.keys(MEMBER_POLICY) as MemberAction[];
export const isMemberAction = (a: unknown): a is MemberAction => typeof a === 'string' && a in MEMBER_POLICY;

/** What a member's decision needs: the role held in the organisation the request acts in. */
export interface PolicyMember {
  userId: number;
  organisationId: number;
  role: MemberRole;
}

/** May this member take the action in its organisation? 403 naming the refusal otherwise. */
export function memberCan(member: PolicyMember, action: MemberAction): PolicyDecision {
  return (MEMBER_POLICY[action].roles as readonly MemberRole[]).includes(member.role)
    ? { ok: true }
    : { ok: false, status: 403, reason: 'organisation.roleRefused' };
}

/** The member's actions (the `actions` of GET /organisations/current: the web app shows exactly these). */
export const memberActions = (member: PolicyMember): MemberAction[] => MEMBER_ACTIONS.filter((a) => memberCan(member, a).ok);
