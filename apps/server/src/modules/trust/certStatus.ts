import {
  CERT_ACTION_FROM,
  CERT_ACTION_TO,
  CERT_POLICY_ACTION,
  type CertStatusAction,
  type CertStatusHistoryEntry,
  type Locale,
  type PolicyUser,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { writeNotice, type NoticeEvent } from '../notifications/service.js';
import { emitWebhookEvent } from '../webhooks/events.js';
import { mintVerifyCode } from './codes.js';
import { trustRepo } from './repo.js';
import { auditLog } from '../staff/audit.js';
import { enforceOn } from '../../platform/policy.js';
import { notifySubscribers } from '../directory/subscriptions.js';

export interface CertStatusInput {
  until?: string;
  reason?: string;
  byCertNo?: string;
}
export interface CertActor {
  staffId: number;
  /** The staff caller's roles: the staff policy's row of the action decides on the locked certificate. */
  user?: PolicyUser;
  defaultLang: Locale;
  now: Date;
  ip?: string | null;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * THE one place a certificate's status changes: checks the action against the stored status (409 when it
 * cannot apply), writes the row at its version, appends the history and writes the holder's notice, all
 * in one transaction. A suspension ends by itself after its end date (the shown status reads the date).
 */
export async function changeCertStatus(db: Db, actor: CertActor, id: number, action: CertStatusAction, input: CertStatusInput) {
  return db.transaction(async (tx) => {
    const row = await trustRepo.lockCertificate(tx, id);
    if (!row) throw notFound();
    const { cert } = row;
    const from = cert.status === 'revoked' ? 'withdrawn' : cert.status;
    if (!CERT_ACTION_FROM[action].includes(from)) throw new AppError(409, 'trust.cert.wrongStatus');
    enforceOn(actor.user ?? { id: actor.staffId, kind: 'staff', roles: [] }, CERT_POLICY_ACTION[action], { status: from });
    if (cert.expiryDate !== null && cert.expiryDate < today(actor.now) && action !== 'withdraw') throw new AppError(409, 'trust.cert.expired');
    let replacement: { id: number; certNo: string } | undefined;
    if (action === 'suspend') {
      if (!input.until || input.until < today(actor.now)) throw badRequest('trust.cert.untilPast');
    }
    if (action === 'supersede') {
      const other = await trustRepo.byCertNo(tx, input.byCertNo ?? '');
      if (!other || other.id === cert.id || other.userId !== cert.userId || other.status !== 'valid') throw badRequest('trust.cert.badReplacement');
      replacement = { id: other.id, certNo: other.certNo };
    }
    const to = CERT_ACTION_TO[action];
    const updated = await trustRepo.updateStatus(tx, cert.id, cert.version, {
      status: to,
      statusSince: actor.now,
      suspendedUntil: action === 'suspend' ? input.until! : null,
      statusReason: input.reason?.trim() || null,
      supersededById: replacement?.id ?? null,
      version: cert.version + 1,
    });
    if (!updated) throw new AppError(409, 'error.409');
    await auditLog.append(tx, {
      actorId: actor.staffId,
      actorRoles: [...(actor.user?.roles ?? [])],
      action: CERT_POLICY_ACTION[action],
      applicationId: row.app.id,
      customerId: cert.userId,
      comment: [cert.certNo, input.reason?.trim()].filter(Boolean).join(': '),
      ip: actor.ip ?? null,
    });
    await trustRepo.appendHistory(tx, {
      certificateId: cert.id,
      action,
      fromStatus: from,
      toStatus: to,
      reason: input.reason?.trim() || null,
      until: action === 'suspend' ? input.until! : null,
      supersededById: replacement?.id ?? null,
      actorId: actor.staffId,
      createdAt: actor.now,
    });
    const base = {
      userId: cert.userId,
      application: { id: row.app.id, no: row.app.rfcNo ?? String(row.app.id), title: row.app.title },
      certificateNo: cert.certNo,
    };
    const event: NoticeEvent =
      action === 'suspend'
        ? { kind: 'certificate_suspended', ...base, until: input.until!, reason: input.reason?.trim() ?? '' }
        : action === 'withdraw'
          ? { kind: 'certificate_withdrawn', ...base, reason: input.reason!.trim() }
          : action === 'reinstate'
            ? { kind: 'certificate_reinstated', ...base }
            : { kind: 'certificate_superseded', ...base, replacement: replacement!.certNo };
    await writeNotice(tx, event, { defaultLang: actor.defaultLang });
    // Issue 32: whoever follows the certificate's status is told once of this change (keyed by the new version).
    if (action !== 'reinstate') {
      const key = `${to}@${cert.version + 1}`;
      const change =
        action === 'suspend'
          ? { kind: 'suspended' as const, until: input.until! }
          : action === 'withdraw'
            ? { kind: 'withdrawn' as const }
            : { kind: 'superseded' as const, by: replacement!.certNo };
      await notifySubscribers(tx, { id: cert.id, certNo: cert.certNo }, key, change);
    }
    await emitWebhookEvent(tx, cert.userId, 'certificate.status_changed', {
      certificate_id: cert.id,
      certificate_no: cert.certNo,
      application_id: row.app.id,
      rfc_no: row.app.rfcNo,
      action,
      from_status: from,
      status: to,
      suspended_until: action === 'suspend' ? input.until! : null,
      superseded_by: replacement?.certNo ?? null,
      reason: input.reason?.trim() || null,
      at: actor.now.toISOString(),
    });
    return { id: cert.id, status: to };
  });
}

/** Re-issue: a new random verification code (the old code and the QR codes printed with it stop verifying). */
export async function reissueVerifyCode(db: Db, id: number) {
  return db.transaction(async (tx: Tx) => {
    const { verifyCodeHash, verifyCodeSealed } = await mintVerifyCode(tx);
    if (!(await trustRepo.setVerifyCode(tx, id, { verifyCodeHash, verifyCodeSealed }))) throw notFound();
  });
}

export async function certStatusHistory(db: Db | Tx, certificateId: number): Promise<CertStatusHistoryEntry[]> {
  const rows = await trustRepo.history(db, certificateId);
  return rows.map(({ h, by }) => ({
    action: h.action as CertStatusAction,
    from_status: h.fromStatus,
    to_status: h.toStatus,
    reason: h.reason,
    until: h.until,
    superseded_by: by,
    created_at: h.createdAt.toISOString(),
  }));
}
