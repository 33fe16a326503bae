/**
 * The client's decision on an issued entrusted inspection report (business-lines.md "Entrusted inspection"):
 * release the goods, reject them, or ask for a re-inspection (a draft booking linked to this one, prefilled from
 * it). The rule is the line's (packages/shared lines/entrusted/decision.ts); here it is recorded once, with who and
 * when, in one transaction with the customer's history line, the staff audit trail, the staff notice to the staff
 * members responsible, the webhook event and, for a re-inspection, the draft.
 */
import { DECISION_ACTIONS, decisionRefusal, reinspectionData, translate, type ClientDecision, type DecisionView, type StaffNoticeKind } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { applicationStore, createDraftIn, detail, type ApplicationRow, type Caller } from '../applications/service.js';
import { auditLog } from '../staff/audit.js';
import { notifyStaff } from '../staff/notices.js';
import { emitWebhookEvent } from '../webhooks/events.js';
import { inspectionRepo, type InspectionRow } from './repo.js';
import { businessClock } from '../../platform/clock.js';

/** The staff notice of each decision. */
const STAFF_DECISION_NOTICES: Record<ClientDecision, StaffNoticeKind> = {
  release: 'staff_decision_release',
  reject: 'staff_decision_reject',
  re_inspect: 'staff_decision_re_inspect',
};

/** What the detail shows of the decision, once taken. */
export async function decisionView(db: Db, a: ApplicationRow, o: InspectionRow | undefined): Promise<DecisionView | null> {
  if (!o?.decision || !o.decidedAt) return null;
  const re = o.reinspectionId ? await applicationStore.find(db, a.userId, o.reinspectionId) : undefined;
  return {
    decision: o.decision as ClientDecision,
    comment: o.decisionComment,
    decided_by: o.decidedBy === null ? '' : await inspectionRepo.deciderName(db, o.decidedBy),
    decided_at: o.decidedAt.toISOString(),
    reinspection: re ? { id: re.id, rfc_no: re.rfcNo, status: re.status } : null,
  };
}

/**
 * POST /kenya/rfc/{id}/decision. Another customer's application, a missing one or another line's: 404. Not issued
 * yet, or decided already: 409 with why, in the caller's language.
 */
export async function recordDecision(db: Db, caller: Caller, id: number, body: { decision: ClientDecision; comment?: string }, now = businessClock.now()) {
  // The booking as the customer reads it (its parties and lines, the report's number): an issued booking no longer changes.
  const before = await detail(db, caller.userId, id);
  await db.transaction(async (t) => {
    const app = await applicationStore.lock(t, caller.userId, id);
    if (!app || app.form !== 'entrusted') throw notFound();
    const order = await inspectionRepo.find(t, id);
    const refusal = decisionRefusal(app, !!order?.decision);
    if (refusal) throw new AppError(409, refusal);
    const reportNo = before.certificate?.cert_no ?? app.rfcNo ?? String(app.id);
    let reinspectionId: number | null = null;
    if (body.decision === 're_inspect') {
      const draft = {
        ...reinspectionData(before.data as Record<string, unknown>, reportNo),
        // Titles are unique per customer: the re-inspection is named by the first booking's number.
        title: translate(caller.locale, 'inspection.decision.reinspectionTitle', { no: app.rfcNo ?? reportNo }),
      };
      // The link is this module's (checked above); the draft is made in this transaction.
      reinspectionId = await createDraftIn(t, caller, draft, 'entrustedInspection', { parentId: app.id, relation: 'reinspection' });
    }
    const comment = body.comment?.trim() || null;
    if (!(await inspectionRepo.decide(t, id, { decision: body.decision, decisionComment: comment, decidedBy: caller.userId, decidedAt: now, reinspectionId })))
      throw new AppError(409, 'inspection.decision.taken');
    const action = DECISION_ACTIONS[body.decision];
    const same = { fromStatus: app.status, toStatus: app.status, stage: app.stage, processStep: app.processStep };
    await applicationStore.appendHistory(t, {
      applicationId: id,
      action,
      ...same,
      paymentStatus: app.paymentStatus,
      actorId: caller.actorId ?? caller.userId,
      actorKind: 'customer',
      reason: comment,
      at: now,
    });
    await auditLog.append(t, {
      actorId: caller.actorId ?? caller.userId,
      action,
      applicationId: id,
      customerId: app.userId,
      fromStatus: app.status,
      toStatus: app.status,
      fromStep: app.processStep,
      toStep: app.processStep,
      comment,
      at: now,
    });
    await emitWebhookEvent(t, app.userId, 'inspection.decision_recorded', {
      application_id: id,
      rfc_no: app.rfcNo,
      report_no: reportNo,
      decision: body.decision,
      comment,
      decided_at: now.toISOString(),
      reinspection_id: reinspectionId,
    });
    // The staff members responsible are told, in their language (the booking's coordinators: it is issued, nobody's any more).
    await notifyStaff(t, STAFF_DECISION_NOTICES[body.decision], app, { certificateNo: reportNo, reason: comment }, { defaultLang: caller.defaultLang });
  });
  return detail(db, caller.userId, id);
}
