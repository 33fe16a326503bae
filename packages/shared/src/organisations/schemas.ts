/** Bodies and answers of the organisations calls (issue 30): members, invitations, the switch, the audit log. */
import { z } from 'zod';
import { PG_INT_MAX } from '../constants.js';
import { pagingQuery } from '../schemas/common.js';
import { checkMobile, emailSchema, mobileSchema, mobileZoneSchema } from '../schemas/accounts.js';
import { MEMBER_ACTIONS, MEMBER_ROLES } from './policy.js';

/** How long an invitation's link or code opens the organisation (business-lines.md: 7 days). */
export const INVITATION_VALID_DAYS = 7;

export const memberRoleSchema = z.enum(MEMBER_ROLES, { error: 'organisation.badRole' });

/** An invitation goes to an e-mail address or to a mobile number with its area code (one of them). */
export const invitationBody = z
  .object({
    email: emailSchema.optional(),
    mobile_zone: mobileZoneSchema.optional(),
    mobile: mobileSchema.optional(),
    role: memberRoleSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.mobile) ctx.addIssue({ code: 'custom', path: ['email'], message: 'organisation.contactRequired' });
    if (v.email && v.mobile) ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'organisation.oneContact' });
    checkMobile(v, ctx);
  });
export type InvitationBody = z.output<typeof invitationBody>;

export const memberRoleBody = z.object({ role: memberRoleSchema });
export const acceptInvitationBody = z.object({ token: z.string({ error: 'validation.required' }).min(10).max(200) });
export const memberParam = z.object({ userId: z.coerce.number().int().positive().max(PG_INT_MAX) });
export const invitationTokenParam = z.object({ token: z.string().min(10).max(200) });
export const auditQuery = pagingQuery(100, 20);

/** One of a person's organisations, with its unread notices (the switcher says where something waits). */
export const organisationItem = z.object({ id: z.number(), name: z.string(), role: z.enum(MEMBER_ROLES), own: z.boolean(), unread: z.number() });
export const organisationsAnswer = z.object({ current: z.number().nullable(), items: z.array(organisationItem) });
export const currentOrganisation = z.object({
  id: z.number(),
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  actions: z.array(z.enum(MEMBER_ACTIONS as [string, ...string[]])),
});
export const memberView = z.object({
  user_id: z.number(),
  name: z.string().nullable(),
  username: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  added_at: z.string(),
  you: z.boolean(),
});
export const invitationView = z.object({
  id: z.number(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export const membersAnswer = z.object({ members: z.array(memberView), invitations: z.array(invitationView) });
export const invitationPreview = z.object({
  organisation: z.string(),
  role: z.enum(MEMBER_ROLES),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  contact: z.string(),
});
export const auditEntry = z.object({ at: z.string(), actor: z.string().nullable(), action: z.string(), comment: z.string().nullable() });
export type MemberView = z.output<typeof memberView>;
export type InvitationView = z.output<typeof invitationView>;
export type OrganisationItem = z.output<typeof organisationItem>;
export type CurrentOrganisation = z.output<typeof currentOrganisation>;
export type InvitationPreview = z.output<typeof invitationPreview>;
export type AuditEntry = z.output<typeof auditEntry>;
