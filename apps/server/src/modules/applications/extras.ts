import {
  FOLLOW_ON_KINDS,
  followOnRuleOf,
  followOnRulesOf,
  applicationLinkBody,
  mayCancel,
  issueMessage,
  PARENT_STATUSES,
  translate,
  type ApplicationLink,
  type ApplicationRelation,
  type ApplicationStatus,
  type FollowOnKind,
  type FollowOnOrigin,
  type MailTo,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { mailingService } from '../invoiceProfiles/service.js';
import { linksRepo } from './linksRepo.js';
import { applicationsRepo, type ApplicationRow } from './repo.js';
import { transition } from './transition.js';
import type { Caller } from './service.js';

/**
 * Issue 19 around an application: the customer's cancellation, the parent of a re-inspection, extension or
 * re-assessment (shown both ways), and the mailing address a mailed certificate goes to.
 */

/**
 * POST /kenya/rfc/{id}/cancel: a draft, submitted or returned application, or one in processing whose line's
 * cancellation rule allows it (lines/<line>/index.ts `cancellation.inWork`), is cancelled with a reason (history
 * and notice in the same transaction, through the one transition function). Another customer's: 404; a
 * status that can no longer be cancelled: 409 naming the status; a stale version: 409.
 */
/** Settles the money of a cancellation in its transaction around the transition `cancel` (payments/cancellation.ts cancelWithMoney). */
export type CancelSettlement = (
  tx: Tx,
  app: ApplicationRow,
  by: { actor: 'customer'; actorId: number; defaultLang: Caller['defaultLang'] },
  reason: string,
  cancel: (app: ApplicationRow) => Promise<ApplicationRow>,
) => Promise<ApplicationRow>;

export async function cancelApplication(db: Db, caller: Caller, id: number, reason: string, version: number, settle: CancelSettlement) {
  await db.transaction(async (t) => {
    const a = await applicationsRepo.lock(t, caller.userId, id);
    if (!a) throw notFound();
    if (a.status === 'cancelled') throw new AppError(409, 'cancellation.cancelled');
    // Before work on every line; in processing on the lines whose cancellation rule allows it (lifecycle `cancel`).
    if (!mayCancel({ status: a.status as ApplicationStatus, form: a.form })) {
      throw new AppError(409, 'validation.cannotCancel', { status: translate(caller.locale, `applications.status.${a.status}`) });
    }
    if (a.version !== version) throw conflict();
    // The line's rule keeps, credits and releases the money in the same transaction (payments/cancellation.ts).
    const by = { actor: 'customer' as const, actorId: caller.actorId ?? caller.userId, defaultLang: caller.defaultLang };
    await settle(t, a, by, reason, (app) => transition(t, app, 'cancel', { ...by, reason }));
  });
}

/** The parent named by POST /kenya/create (parent_id + relation): one of the caller's own applications that went through processing. */
export async function parentOf(db: Db, caller: Caller, body: unknown): Promise<{ parentId: number; relation: ApplicationRelation } | null> {
  const b = body as { parent_id?: unknown; relation?: unknown };
  const r = applicationLinkBody.safeParse({ parent_id: b?.parent_id, relation: b?.relation });
  if (!r.success) {
    const messages = r.error.issues.map((i) => issueMessage(i as never, caller.locale));
    throw new AppError(400, messages[0]!, {}, messages);
  }
  if (!r.data.parent_id) return null;
  const parent = await applicationsRepo.find(db, caller.userId, r.data.parent_id);
  if (!parent) throw notFound();
  if (!(PARENT_STATUSES as readonly string[]).includes(parent.status)) throw badRequest('validation.parentStatus');
  return { parentId: parent.id, relation: r.data.relation! };
}

const link = (a: { id: number; form: string; rfcNo: string | null; title: string; status: string }, relation: string | null): ApplicationLink => ({
  id: a.id,
  form: a.form as ApplicationLink['form'],
  rfc_no: a.rfcNo,
  title: a.title,
  status: a.status as ApplicationStatus,
  relation: relation as ApplicationRelation,
});

/** The detail's parent and children (same owner by construction), mail destination and a follow-on's origin. */
export async function extrasOf(db: Db, a: ApplicationRow) {
  const parent = a.parentId ? await linksRepo.parent(db, a.userId, a.parentId) : undefined;
  const children = await linksRepo.children(db, a.userId, a.id);
  return {
    parent: parent ? link(parent, a.relation) : null,
    children: children.map((c) => link(c, c.relation)),
    mail_to: (a.mailTo as MailTo | null) ?? null,
    origin: await originOf(db, a),
  };
}

/**
 * A follow-on draft's origin (issue 32): the certificate, the follow-on, and from the line's declaration the paths it
 * copied and those the customer gives anew. null: started anew, or the certificate is gone.
 */
async function originOf(db: Db, a: ApplicationRow): Promise<FollowOnOrigin | null> {
  const kind = a.originKind as FollowOnKind | null;
  if (!a.originCertificateId || !kind || !(FOLLOW_ON_KINDS as readonly string[]).includes(kind)) return null;
  const cert = await linksRepo.originCertificate(db, a.userId, a.originCertificateId);
  if (!cert) return null;
  const rule = followOnRuleOf(followOnRulesOf(cert.form, cert.type), kind, cert.route);
  return { certificate_id: cert.id, cert_no: cert.certNo, kind, copied: [...(rule?.copy ?? [])], to_provide: [...(rule?.fresh ?? [])] };
}

/**
 * Where a mailed certificate goes, copied from the caller's mailing address when the form is saved (so the
 * application keeps where it was sent even if the address book changes later). No mail: null. An address
 * that is not the caller's: 400, nothing saved.
 */
export async function mailDestination(t: Tx, userId: number, general: unknown): Promise<MailTo | null> {
  const g = (general ?? {}) as { mail_certificate?: boolean; mailing_address_id?: number };
  if (!g.mail_certificate || !g.mailing_address_id) return null;
  let m;
  try {
    m = await mailingService.get(t as unknown as Db, userId, g.mailing_address_id);
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) throw badRequest('validation.mailingAddressUnknown');
    throw e;
  }
  return { mailing_address_id: m.id, recipient: m.recipient, company: m.company ?? null, address: m.address, phone: m.phone, postcode: m.postcode ?? null };
}
