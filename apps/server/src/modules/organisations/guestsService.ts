/**
 * Guests on one application (issue 30; packages/shared/src/organisations/guests.ts): the applicant invites an
 * outside party by e-mail; the guest accepts with their own account and may then upload the documents asked for
 * and confirm the inspection date of that application, and read nothing else. Every step is in the organisation's
 * audit log, and the guest's work in the application's history (the officer reads it there).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  guestAccessEnded,
  INVITATION_VALID_DAYS,
  memberCan,
  translate,
  type ApplicationStatus,
  type GuestAction,
  type GuestApplicationView,
  type GuestInvitationBody,
  type GuestView,
  type MemberAction,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import { applicationStore } from '../applications/service.js';
import { receiveApplicationFile } from '../applications/uploads.js';
import { cancellationDateOf } from '../applications/extensions.js';
import { auditLog } from '../staff/audit.js';
import { additionalInfo } from '../additionalInfo/service.js';
import { guestsRepo, type GuestRow } from './guestsRepo.js';
import { organisationsRepo } from './repo.js';
import type { MemberCaller } from './service.js';

const DAY_MS = 86_400_000;
type AppRow = NonNullable<Awaited<ReturnType<typeof applicationStore.find>>>;

function enforce(c: MemberCaller, action: MemberAction) {
  const d = memberCan({ userId: c.userId, organisationId: c.org.id, role: c.org.role }, action);
  if (!d.ok) throw new AppError(d.status, d.reason, { action });
}

/** How an application is named to its guest: its number once submitted, else its title. */
const labelOf = (a: Pick<AppRow, 'id' | 'rfcNo' | 'title'>) => a.rfcNo ?? (a.title || `#${a.id}`);

function statusOf(g: GuestRow, appStatus: ApplicationStatus, now: Date): GuestView['status'] {
  if (g.revokedAt) return 'revoked';
  if (guestAccessEnded(appStatus)) return 'ended';
  if (g.acceptedAt) return 'active';
  return g.expiresAt.getTime() <= now.getTime() ? 'expired' : 'invited';
}

/** An open link: not used, not revoked, not past its 7 days, on an application not yet issued or cancelled. */
function refuseClosed(g: GuestRow, a: AppRow | undefined, now: Date) {
  if (!a) throw notFound();
  if (g.acceptedAt || g.revokedAt) throw badRequest('organisation.invitationUsed');
  if (g.expiresAt.getTime() <= now.getTime()) throw badRequest('organisation.invitationExpired');
  if (guestAccessEnded(a.status as ApplicationStatus)) throw badRequest('guest.ended');
}

async function ownApplication(db: Db | Tx, c: MemberCaller, id: number) {
  const a = await applicationStore.find(db as Db, c.org.id, id);
  if (!a) throw notFound();
  return a;
}

export const guestService = {
  /** The application's guests as its organisation sees them, with what each uploaded and confirmed. */
  async list(db: Db, c: MemberCaller, applicationId: number, now: Date): Promise<GuestView[]> {
    enforce(c, 'read');
    const a = await ownApplication(db, c, applicationId);
    const rows = await guestsRepo.ofApplication(db, applicationId);
    const files = await guestsRepo.files(
      db,
      rows.map((r) => r.g.id),
    );
    const names = new Map<number, string | null>();
    for (const r of rows) if (r.g.invitedBy !== null && !names.has(r.g.invitedBy)) names.set(r.g.invitedBy, await guestsRepo.personName(db, r.g.invitedBy));
    return rows.map(({ g, guestName }) => ({
      id: g.id,
      email: g.email,
      note: g.note,
      status: statusOf(g, a.status as ApplicationStatus, now),
      guest_name: g.guestUserId ? guestName : null,
      invited_by: g.invitedBy !== null ? (names.get(g.invitedBy) ?? null) : null,
      created_at: g.createdAt.toISOString(),
      expires_at: g.expiresAt.toISOString(),
      confirmed_date: g.confirmedDate,
      confirmed_at: g.confirmedAt?.toISOString() ?? null,
      files: files
        .filter((f) => f.guestId === g.id)
        .map((f) => ({ id: f.id, name: f.name, path: `/attachment/${f.id}`, uploaded_at: f.at.toISOString(), item_id: f.itemId })),
    }));
  },

  /** Invites by e-mail; the link goes out through the accounts module's senders. */
  async invite(app: FastifyInstance, c: MemberCaller, applicationId: number, body: GuestInvitationBody, now: Date): Promise<GuestView> {
    enforce(c, 'apply');
    const email = body.email.toLowerCase();
    const token = newToken();
    const { row, a } = await app.db.transaction(async (t) => {
      const a = await applicationStore.lock(t, c.org.id, applicationId);
      if (!a) throw notFound();
      if (guestAccessEnded(a.status as ApplicationStatus)) throw badRequest('guest.ended');
      if (await organisationsRepo.memberByContact(t, c.org.id, { email })) throw badRequest('guest.selfInvite');
      const open = (await guestsRepo.ofApplication(t as unknown as Db, applicationId)).filter(
        ({ g }) => g.email === email && !g.revokedAt && (g.acceptedAt || g.expiresAt.getTime() > now.getTime()),
      );
      if (open.length > 0) throw badRequest('guest.alreadyInvited');
      const row = await guestsRepo.insert(t, {
        applicationId,
        organisationId: c.org.id,
        email,
        note: body.note,
        tokenHash: hashToken(token),
        invitedBy: c.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      });
      await auditLog.append(t, { actorId: c.userId, customerId: c.org.id, applicationId, action: 'guest.invite', comment: email, ip: c.ip ?? null });
      return { row, a };
    });
    const params = {
      inviter: (await guestsRepo.personName(app.db, c.userId)) ?? '',
      organisation: c.org.name,
      application: labelOf(a),
      note: body.note,
      link: `${app.config.publicUrl ?? ''}/guestInvitation/${token}`,
      days: INVITATION_VALID_DAYS,
    };
    await app.delivery.send('email', email, {
      subject: translate(c.locale, 'guest.inviteSubject', params),
      text: translate(c.locale, 'guest.inviteText', params),
    });
    return (await guestService.list(app.db, c, applicationId, now)).find((g) => g.id === row.id)!;
  },

  /** Ends a guest's access at once (their next request on the application answers 404). */
  async revoke(db: Db, c: MemberCaller, applicationId: number, guestId: number, now: Date) {
    enforce(c, 'apply');
    await db.transaction(async (t) => {
      await ownApplication(t, c, applicationId);
      const g = await guestsRepo.one(t, applicationId, guestId);
      if (!g || g.revokedAt) throw notFound();
      await guestsRepo.update(t, g.id, { revokedAt: now });
      await auditLog.append(t, { actorId: c.userId, customerId: c.org.id, applicationId, action: 'guest.revoked', comment: g.email, ip: c.ip ?? null });
    });
  },

  /** What the link shows before signing in (404 unknown; 400 naming why it no longer opens). */
  async preview(db: Db, token: string, now: Date) {
    const g = await guestsRepo.byHash(db, hashToken(token));
    if (!g) throw notFound();
    const a = await applicationStore.find(db, null, g.applicationId);
    refuseClosed(g, a, now);
    return {
      organisation: await organisationsRepo.nameOf(db, g.organisationId),
      application: labelOf(a!),
      invited_by: g.invitedBy ? await guestsRepo.personName(db, g.invitedBy) : null,
      note: g.note,
      expires_at: g.expiresAt.toISOString(),
    };
  },

  /** The signed-in person becomes the application's guest (once: a second use is refused). A member needs no guest link. */
  async accept(db: Db, person: { id: number }, token: string, now: Date, ip?: string | null) {
    return db.transaction(async (t) => {
      const g = await guestsRepo.byHash(t, hashToken(token), true);
      if (!g) throw notFound();
      const a = await applicationStore.find(t as unknown as Db, null, g.applicationId);
      refuseClosed(g, a, now);
      const email = await guestsRepo.emailOf(t, person.id);
      if (email && (await organisationsRepo.memberByContact(t, g.organisationId, { email }))) throw badRequest('guest.selfInvite');
      await guestsRepo.update(t, g.id, { acceptedAt: now, guestUserId: person.id });
      await auditLog.append(t, {
        actorId: person.id,
        customerId: g.organisationId,
        applicationId: g.applicationId,
        action: 'guest.joined',
        comment: g.email,
        ip: ip ?? null,
      });
      return { id: g.applicationId, application: labelOf(a!) };
    });
  },

  /** The applications the person helps with as a guest. */
  async mine(db: Db, userId: number) {
    const rows = await guestsRepo.ofGuest(db, userId);
    const out = [];
    for (const { g, a } of rows)
      out.push({
        id: a.id,
        rfc_no: a.rfcNo,
        application_type: a.applicationType,
        status: a.status,
        organisation: await organisationsRepo.nameOf(db, g.organisationId),
      });
    return out;
  },

  /** The application as its guest sees it (404 for anyone who is not its accepted, unrevoked guest). */
  async view(db: Db, userId: number, applicationId: number): Promise<GuestApplicationView> {
    const { g, a } = await guestAccess(db, userId, applicationId);
    const date = await proposedDate(db, a);
    const ended = guestAccessEnded(a.status as ApplicationStatus);
    const actions: GuestAction[] = ended ? [] : date ? ['upload', 'confirm_date'] : ['upload'];
    const files = await guestsRepo.files(db, [g.id]);
    return {
      id: a.id,
      rfc_no: a.rfcNo,
      application_type: a.applicationType,
      status: a.status,
      organisation: await organisationsRepo.nameOf(db, g.organisationId),
      invited_by: g.invitedBy ? await guestsRepo.personName(db, g.invitedBy) : null,
      note: g.note,
      inspection_date: date ?? null,
      confirmed_date: g.confirmedDate,
      confirmed_at: g.confirmedAt?.toISOString() ?? null,
      actions,
      files: files.map((f) => ({ id: f.id, name: f.name, uploaded_at: f.at.toISOString(), item_id: f.itemId })),
      requests: ended ? [] : await additionalInfo.openQuestions(db, a.id),
    };
  },

  /**
   * A document from the guest: stored as the organisation's file, attributed to the guest, written in the history.
   * `itemId`: the question of the application's open request for information it is for (the applicant answers with it).
   */
  async upload(app: FastifyInstance, req: FastifyRequest, userId: number, applicationId: number, itemId: number | undefined, now: Date) {
    const { a } = await guestAccess(app.db, userId, applicationId);
    if (guestAccessEnded(a.status as ApplicationStatus)) throw badRequest('guest.ended');
    const refuseClosedItem = async (db: Db | Tx) => {
      if (itemId !== undefined && !(await additionalInfo.isOpenQuestion(db as Db, applicationId, itemId))) throw badRequest('guest.requestClosed');
    };
    await refuseClosedItem(app.db);
    const stored = await receiveApplicationFile(req, app.db, app.storage, app.config.dataDir, a.userId);
    await app.db.transaction(async (t) => {
      // Checked again in the transaction: a revoke, an issue or an answer that landed during the upload wins.
      const { g, a: locked } = await guestAccess(t, userId, applicationId, true);
      if (guestAccessEnded(locked.status as ApplicationStatus)) throw badRequest('guest.ended');
      await refuseClosedItem(t);
      await guestsRepo.addFile(t, g.id, stored.id, now, itemId ?? null);
      await history(t, locked, userId, 'guest_upload', stored.name, now);
      await auditLog.append(t, { actorId: userId, customerId: g.organisationId, applicationId, action: 'guest.upload', comment: stored.name, ip: req.ip });
    });
    return { id: stored.id, name: stored.name, uploaded_at: now.toISOString(), item_id: itemId ?? null };
  },

  /** The guest confirms the proposed inspection date they read (a date changed since: 409). */
  async confirmDate(db: Db, userId: number, applicationId: number, date: string, now: Date, ip?: string | null) {
    await db.transaction(async (t) => {
      const { g, a } = await guestAccess(t, userId, applicationId, true);
      if (guestAccessEnded(a.status as ApplicationStatus)) throw badRequest('guest.ended');
      const proposed = await proposedDate(t as unknown as Db, a);
      if (!proposed) throw badRequest('guest.dateMissing');
      if (proposed !== date) throw new AppError(409, 'error.409');
      await guestsRepo.update(t, g.id, { confirmedDate: date, confirmedAt: now });
      await history(t, a, userId, 'guest_confirm_date', date, now);
      await auditLog.append(t, { actorId: userId, customerId: g.organisationId, applicationId, action: 'guest.confirm_date', comment: date, ip: ip ?? null });
    });
    return guestService.view(db, userId, applicationId);
  },
};

async function guestAccess(db: Db | Tx, userId: number, applicationId: number, lock = false) {
  const g = await guestsRepo.access(db, userId, applicationId, lock);
  if (!g?.acceptedAt) throw notFound();
  const a = lock ? await applicationStore.lock(db as Db, null, applicationId) : await applicationStore.find(db as Db, null, applicationId);
  if (!a) throw notFound();
  return { g, a };
}

/**
 * The date of the work on site the guest confirms: the line's own (entrusted inspection: the date agreed, scheduled
 * or asked for; the date its cancellation rule counts to); none for lines without one.
 */
const proposedDate = (db: Db, a: AppRow): Promise<string | undefined> => cancellationDateOf(db, a);

const history = (t: Tx, a: AppRow, actorId: number, action: string, reason: string, at: Date) =>
  applicationStore.appendHistory(t as unknown as Db, {
    applicationId: a.id,
    action,
    fromStatus: a.status,
    toStatus: a.status,
    stage: a.stage,
    processStep: a.processStep,
    paymentStatus: a.paymentStatus,
    actorId,
    actorKind: 'customer',
    reason,
    at,
  });
