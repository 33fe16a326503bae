/**
 * Organisations (issue 30): members and their roles, invitations by e-mail or mobile, the switch between a person's
 * organisations, the audit log. The member policy (packages/shared/src/organisations/policy.ts) decides who may;
 * every change is written to the audit trail with the organisation as its customer.
 */
import type { FastifyInstance } from 'fastify';
import {
  INVITATION_VALID_DAYS,
  memberActions,
  memberCan,
  translate,
  type InvitationBody,
  type InvitationView,
  type Locale,
  type MemberAction,
  type MemberRole,
  type MemberView,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { ActingOrganisation } from '../../platform/auth/organisation.js';
import type { Membership } from '../../platform/auth/membershipsRepo.js';
import { auditLog } from '../staff/audit.js';
import { unreadCounts } from '../notifications/service.js';
import { organisationsRepo, type InvitationRow } from './repo.js';

/** Who acts: the person and the organisation the request acts in. */
export interface MemberCaller {
  userId: number;
  org: ActingOrganisation;
  locale: Locale;
  ip?: string | null;
}

const DAY_MS = 86_400_000;

function enforce(c: MemberCaller, action: MemberAction) {
  const d = memberCan({ userId: c.userId, organisationId: c.org.id, role: c.org.role }, action);
  if (!d.ok) throw new AppError(d.status, d.reason, { action });
}

const audit = (db: Parameters<typeof auditLog.append>[0], c: MemberCaller, action: string, comment: string) =>
  auditLog.append(db, { actorId: c.userId, customerId: c.org.id, action, comment, ip: c.ip ?? null });

const contactOf = (i: Pick<InvitationRow, 'email' | 'mobileZone' | 'mobile'>) => i.email ?? `${i.mobileZone ?? ''} ${i.mobile ?? ''}`.trim();

const invitationView = (r: InvitationRow, invitedBy: string | null): InvitationView => ({
  id: r.id,
  email: r.email,
  mobile: r.mobile ? `${r.mobileZone ?? ''} ${r.mobile}`.trim() : null,
  role: r.role,
  invited_by: invitedBy,
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
});

export const organisationService = {
  /** An organisation's members as the back office sees them (the staff customer page). */
  membersForStaff: async (db: Db, organisationId: number) =>
    (await organisationsRepo.members(db, organisationId)).map((m) => ({
      user_id: m.userId,
      name: m.name || m.username,
      role: m.role,
      added_at: m.createdAt.toISOString(),
    })),

  /** The person's organisations, each with its unread notices, and the one this request acts in. */
  async mine(db: Db, memberships: readonly Membership[], userId: number, current: ActingOrganisation | null) {
    const unread = await unreadCounts(
      db,
      memberships.map((m) => m.organisationId),
    );
    return {
      current: current?.id ?? null,
      items: memberships.map((m) => ({
        id: m.organisationId,
        name: m.name,
        role: m.role,
        own: m.organisationId === userId,
        unread: unread.get(m.organisationId) ?? 0,
      })),
    };
  },

  current: (c: MemberCaller) => ({
    id: c.org.id,
    name: c.org.name,
    role: c.org.role,
    actions: memberActions({ userId: c.userId, organisationId: c.org.id, role: c.org.role }),
  }),

  async members(db: Db, c: MemberCaller, now: Date): Promise<{ members: MemberView[]; invitations: InvitationView[] }> {
    enforce(c, 'read');
    const rows = await organisationsRepo.members(db, c.org.id);
    const members = rows.map((m) => ({
      user_id: m.userId,
      name: m.name,
      username: m.username,
      email: m.email,
      mobile: m.mobile ? `${m.mobileZone ?? ''} ${m.mobile}`.trim() : null,
      role: m.role,
      added_at: m.createdAt.toISOString(),
      you: m.userId === c.userId,
    }));
    const mayManage = memberCan({ userId: c.userId, organisationId: c.org.id, role: c.org.role }, 'members').ok;
    const invitations = mayManage ? (await organisationsRepo.openInvitations(db, c.org.id, now)).map((r) => invitationView(r.i, r.invitedBy)) : [];
    return { members, invitations };
  },

  /** Invites by e-mail or mobile; the link goes out through the accounts module's senders. */
  async invite(app: FastifyInstance, c: MemberCaller, body: InvitationBody, now: Date): Promise<InvitationView> {
    enforce(c, 'members');
    if (body.role === 'owner') enforce(c, 'ownership');
    const contact = { email: body.email, zone: body.mobile_zone ?? '+86', mobile: body.mobile };
    const token = newToken();
    const row = await app.db.transaction(async (t) => {
      if (await organisationsRepo.memberByContact(t, c.org.id, contact)) throw badRequest('organisation.alreadyMember');
      const open = await organisationsRepo.openInvitations(t, c.org.id, now);
      const same = (i: InvitationRow) =>
        body.email ? i.email?.toLowerCase() === body.email.toLowerCase() : i.mobile === body.mobile && i.mobileZone === contact.zone;
      if (open.some((o) => same(o.i))) throw badRequest('organisation.alreadyInvited');
      const r = await organisationsRepo.insertInvitation(t, {
        organisationId: c.org.id,
        email: body.email?.toLowerCase() ?? null,
        mobileZone: body.mobile ? contact.zone : null,
        mobile: body.mobile ?? null,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: c.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      });
      await audit(t, c, 'member.invite', `${contactOf(r)} (${body.role})`);
      return r;
    });
    await sendInvitation(app, c, row, token);
    return invitationView(row, await organisationsRepo.personName(app.db, c.userId));
  },

  /** A new link (the old one stops opening) and a new 7 days. */
  async resend(app: FastifyInstance, c: MemberCaller, id: number, now: Date): Promise<InvitationView> {
    enforce(c, 'members');
    const token = newToken();
    const row = await app.db.transaction(async (t) => {
      const i = await organisationsRepo.invitation(t, c.org.id, id);
      if (!i || i.acceptedAt || i.revokedAt) throw notFound();
      if (i.role === 'owner') enforce(c, 'ownership');
      const r = await organisationsRepo.updateInvitation(t, id, {
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      });
      await audit(t, c, 'member.invite_resent', contactOf(r));
      return r;
    });
    await sendInvitation(app, c, row, token);
    return invitationView(row, await organisationsRepo.personName(app.db, row.invitedBy ?? c.userId));
  },

  async revoke(db: Db, c: MemberCaller, id: number, now: Date) {
    enforce(c, 'members');
    await db.transaction(async (t) => {
      const i = await organisationsRepo.invitation(t, c.org.id, id);
      if (!i || i.acceptedAt || i.revokedAt) throw notFound();
      await organisationsRepo.updateInvitation(t, id, { revokedAt: now });
      await audit(t, c, 'member.invite_revoked', contactOf(i));
    });
  },

  /** What an invitation link shows before signing in (404 for an unknown one; 400 naming why it no longer opens). */
  async preview(db: Db, token: string, now: Date) {
    const i = await organisationsRepo.invitationByHash(db, hashToken(token));
    if (!i) throw notFound();
    refuseClosed(i, now);
    return {
      organisation: await organisationsRepo.nameOf(db, i.organisationId),
      role: i.role,
      invited_by: i.invitedBy ? await organisationsRepo.personName(db, i.invitedBy) : null,
      expires_at: i.expiresAt.toISOString(),
      contact: contactOf(i),
    };
  },

  /** The signed-in person joins the organisation of the invitation (once: a second use is refused). */
  async accept(db: Db, person: { id: number }, token: string, now: Date, ip?: string | null) {
    return db.transaction(async (t) => {
      const i = await organisationsRepo.invitationByHash(t, hashToken(token), true);
      if (!i) throw notFound();
      refuseClosed(i, now);
      const added = await organisationsRepo.add(t, { organisationId: i.organisationId, userId: person.id, role: i.role, addedBy: i.invitedBy, createdAt: now });
      if (!added) throw badRequest('organisation.alreadyMember');
      await organisationsRepo.updateInvitation(t, i.id, { acceptedAt: now, acceptedBy: person.id });
      await auditLog.append(t, {
        actorId: person.id,
        customerId: i.organisationId,
        action: 'member.joined',
        comment: `${contactOf(i)} (${i.role})`,
        ip: ip ?? null,
      });
      return { id: i.organisationId, name: await organisationsRepo.nameOf(t, i.organisationId), role: i.role };
    });
  },

  /** Changes a member's role. Owners only touch owners; the last owner stays (the rows are locked: no race leaves none). */
  async setRole(db: Db, c: MemberCaller, userId: number, role: MemberRole): Promise<void> {
    enforce(c, 'members');
    await db.transaction(async (t) => {
      const rows = await organisationsRepo.lockMembers(t, c.org.id);
      const target = rows.find((r) => r.userId === userId);
      if (!target) throw notFound();
      if (target.role === 'owner' || role === 'owner') enforce(c, 'ownership');
      if (target.role === 'owner' && role !== 'owner' && rows.filter((r) => r.role === 'owner').length <= 1) throw new AppError(409, 'organisation.lastOwner');
      if (target.role === role) return;
      await organisationsRepo.setRole(t, c.org.id, userId, role);
      await audit(t, c, 'member.role', `#${userId}: ${target.role} → ${role}`);
    });
  },

  /**
   * Removes a member (or the caller leaves). The membership row goes, which signals the person: every process drops
   * their cached sessions, so their next request in this organisation is refused; the tokens they made here are revoked.
   */
  async remove(db: Db, c: MemberCaller, userId: number, now: Date): Promise<void> {
    if (userId !== c.userId) enforce(c, 'members');
    await db.transaction(async (t) => {
      const rows = await organisationsRepo.lockMembers(t, c.org.id);
      const target = rows.find((r) => r.userId === userId);
      if (!target) throw notFound();
      if (target.role === 'owner' && userId !== c.userId) enforce(c, 'ownership');
      if (target.role === 'owner' && rows.filter((r) => r.role === 'owner').length <= 1) throw new AppError(409, 'organisation.lastOwner');
      await organisationsRepo.remove(t, c.org.id, userId);
      await organisationsRepo.revokeTokensOf(t, c.org.id, userId, now);
      await audit(t, c, userId === c.userId ? 'member.left' : 'member.removed', `#${userId}`);
    });
  },

  async auditPage(db: Db, c: MemberCaller, q: { current_page: number; per_page: number }) {
    enforce(c, 'audit');
    const { rows, total } = await organisationsRepo.auditPage(db, c.org.id, q.per_page, (q.current_page - 1) * q.per_page);
    const list = rows.map((r) => ({ at: new Date(r.at).toISOString(), actor: r.actor, action: r.action, comment: r.comment }));
    return { data: list, total, current_page: q.current_page, per_page: q.per_page, last_page: Math.max(1, Math.ceil(total / q.per_page)) };
  },
};

function refuseClosed(i: InvitationRow, now: Date) {
  if (i.acceptedAt || i.revokedAt) throw badRequest('organisation.invitationUsed');
  if (i.expiresAt.getTime() <= now.getTime()) throw badRequest('organisation.invitationExpired');
}

async function sendInvitation(app: FastifyInstance, c: MemberCaller, i: InvitationRow, token: string) {
  const origin = app.config.publicUrl ?? '';
  const link = `${origin}/invitation/${token}`;
  const params = {
    inviter: (await organisationsRepo.personName(app.db, c.userId)) ?? '',
    organisation: c.org.name,
    role: translate(c.locale, `organisation.role.${i.role}`),
    link,
    days: INVITATION_VALID_DAYS,
  };
  const message = { subject: translate(c.locale, 'organisation.inviteSubject', params), text: translate(c.locale, 'organisation.inviteText', params) };
  if (i.email) await app.delivery.send('email', i.email, message);
  else await app.delivery.send('sms', `${i.mobileZone ?? ''}${i.mobile ?? ''}`, message);
}

/** The organisation's owners and administrators with their e-mail and language (the expiry reminders' recipients). */
export const managersOf = (t: Db | Tx, organisationId: number) => organisationsRepo.managers(t, organisationId);
