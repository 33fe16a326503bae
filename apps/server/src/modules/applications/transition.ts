import {
  LIFECYCLE_RULES,
  releasesAssignee,
  nextClock,
  owesMoney,
  waitingOnOf,
  type WaitState,
  nextState,
  sendsSamples,
  type Actor,
  type LifecycleState,
  type ProcessStep,
  type TransitionAction,
  type ClockOptions,
} from '@tic/shared';
import type { Locale } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { writeNotice } from '../notifications/service.js';
import type { InspectionNoticeParams, SampleNoticeParams } from '../notifications/templates.js';
import { emitWebhookEvent } from '../webhooks/events.js';
import { applicationsRepo, historyRepo, type ApplicationRow, type NewApplication } from './repo.js';
import { staffSettings } from '../staff/settings.js';
import { calendarService } from '../staff/calendar.js';
import { auditLog } from '../staff/audit.js';
import { notifyStaff } from '../staff/notices.js';
import { recordStepEnd } from './stepTimesRepo.js';
import { businessClock } from '../../platform/clock.js';

export interface TransitionContext {
  actor: Actor;
  actorId: number | null;
  reason?: string | null;
  step?: ProcessStep;
  /** Other columns the same write changes (RFC number at first submission, submitted_at ...). */
  set?: Partial<NewApplication>;
  /** What the notice names besides the application (attachment, certificate). */
  notice?: {
    attachmentName?: string;
    certificateNo?: string;
    dueDate?: string;
    items?: number;
    sample?: SampleNoticeParams;
    inspection?: InspectionNoticeParams;
  };
  defaultLang: Locale;
  /** Staff: the roles the actor holds and the files the action names (written to the audit trail). */
  roles?: readonly string[];
  files?: readonly string[];
  ip?: string | null;
}

/** Whom it waits on since when, and the service-level clock, after the change (issue 14; unpaid fees pause it, issue 29). */
function workstationColumns(app: ApplicationRow, s: WaitState, now: Date, calendar: ClockOptions): Partial<NewApplication> {
  const clock = nextClock(
    { step: app.slaStep, usedDays: app.slaUsedDays, runningSince: app.slaRunningSince, dueAt: app.dueAt },
    s,
    now,
    staffSettings.slaTargets,
    calendar,
  );
  const waitingOn = waitingOnOf(s);
  return {
    ...(clock.step !== app.slaStep ? { slaStepSince: clock.step ? now : null } : {}),
    waitingOn,
    waitingSince: waitingOn === null ? null : waitingOn === app.waitingOn && app.waitingSince ? app.waitingSince : now,
    slaStep: clock.step,
    slaUsedDays: clock.usedDays,
    slaRunningSince: clock.runningSince,
    dueAt: clock.dueAt,
    // Finished or cancelled work is nobody's any more; work passing to another role or into review is released to its queue.
    ...(waitingOn === null || releasesAssignee(app, s) ? { assigneeId: null } : {}),
  };
}

/** Accepted fees unpaid after the change (`set` may carry new amounts): the clock waits on the customer's payment. */
const owesAfter = (app: ApplicationRow, set?: Partial<NewApplication>) =>
  owesMoney({ quotedAmount: set?.quotedAmount ?? app.quotedAmount, paidAmount: set?.paidAmount ?? app.paidAmount });

/**
 * The columns to write with new amounts when no lifecycle action changes the state (a quotation accepted,
 * a part payment): owing money pauses the clock, paying it resumes it. Empty when whom it waits on is unchanged.
 */
export async function amountColumns(tx: Tx, app: ApplicationRow, set: { quotedAmount: string; paidAmount: string }): Promise<Partial<NewApplication>> {
  const state = { status: app.status, processStep: app.processStep, owes: owesAfter(app, set) };
  if (waitingOnOf(state) === app.waitingOn) return {};
  return workstationColumns(app, state, businessClock.now(), await calendarService.fresh(tx));
}

/** Locks an application for the caller's transaction (its owner's only when ownerId is given): the lines' own modules act on it through here. */
export const lockApplication = (tx: Tx, ownerId: number | null, id: number) => applicationsRepo.lock(tx, ownerId, id);

const stateOf = (a: ApplicationRow): LifecycleState =>
  ({
    status: a.status,
    paymentStatus: a.paymentStatus,
    stage: a.stage,
    processStep: a.processStep,
    form: a.form,
    samples: sendsSamples(a.form),
  }) as LifecycleState;

/**
 * THE one place an application's status, payment status, stage or process step changes. Runs inside the
 * caller's transaction: asks the shared rules (nextState), writes the row at its version, appends the
 * history (who, when, why) and writes the customer's notice. If any of that fails, none of it exists.
 */
export async function transition(tx: Tx, app: ApplicationRow, action: TransitionAction, ctx: TransitionContext): Promise<ApplicationRow> {
  const result = nextState(stateOf(app), action, { actor: ctx.actor, reason: ctx.reason, step: ctx.step });
  if (!result.ok) throw new AppError(400, result.reason);
  const s = result.state;
  const now = businessClock.now();
  const calendar = await calendarService.fresh(tx, now);
  const updated = await applicationsRepo.updateAt(tx, app.id, app.version, {
    ...ctx.set,
    ...workstationColumns(app, { ...s, owes: owesAfter(app, ctx.set) }, now, calendar),
    status: s.status,
    paymentStatus: s.paymentStatus,
    stage: s.stage,
    processStep: s.processStep,
  });
  if (!updated) throw new AppError(409, 'error.409');
  await recordStepEnd(tx, app, updated.slaStep, now, calendar);
  if (ctx.actor === 'staff') {
    await auditLog.append(tx, {
      actorId: ctx.actorId,
      actorRoles: [...(ctx.roles ?? [])],
      action,
      applicationId: app.id,
      customerId: app.userId,
      fromStatus: app.status,
      toStatus: s.status,
      fromStep: app.processStep,
      toStep: s.processStep,
      comment: ctx.reason?.trim() || null,
      files: [...(ctx.files ?? [])],
      ip: ctx.ip ?? null,
    });
  }
  await historyRepo.append(tx, {
    applicationId: app.id,
    action,
    fromStatus: app.status,
    toStatus: s.status,
    paymentStatus: s.paymentStatus,
    stage: s.stage,
    processStep: s.processStep,
    actorId: ctx.actorId,
    actorKind: ctx.actor,
    reason: ctx.reason?.trim() || null,
  });
  const ref = { id: updated.id, no: updated.rfcNo ?? String(updated.id), title: updated.title };
  const opts = { defaultLang: ctx.defaultLang };
  if (app.status !== s.status || app.paymentStatus !== s.paymentStatus) {
    await emitWebhookEvent(tx, updated.userId, 'application.status_changed', {
      application_id: updated.id,
      rfc_no: updated.rfcNo,
      title: updated.title,
      form: updated.form,
      action,
      from_status: app.status,
      status: s.status,
      from_payment_status: app.paymentStatus,
      payment_status: s.paymentStatus,
      process_step: s.processStep,
    });
  }
  if (result.notice === 'certificate_issued') {
    await emitWebhookEvent(tx, updated.userId, 'certificate.issued', {
      application_id: updated.id,
      rfc_no: updated.rfcNo,
      certificate_no: ctx.notice?.certificateNo ?? null,
    });
  }
  const userId = updated.userId;
  switch (result.notice) {
    case 'application_submitted':
      await writeNotice(tx, { kind: 'application_submitted', userId, application: ref, stage: s.processStep }, opts);
      break;
    case 'application_returned':
      await writeNotice(tx, { kind: 'application_returned', userId, application: ref, reason: ctx.reason!.trim(), stage: s.processStep }, opts);
      break;
    case 'attachment_returned':
      await writeNotice(
        tx,
        {
          kind: 'attachment_returned',
          userId,
          application: ref,
          reason: ctx.reason!.trim(),
          attachmentName: ctx.notice?.attachmentName ?? '',
          stage: s.processStep,
        },
        opts,
      );
      break;
    case 'draft_certificate_ready':
      await writeNotice(tx, { kind: 'draft_certificate_ready', userId, application: ref, stage: s.processStep }, opts);
      break;
    case 'application_cancelled':
      await writeNotice(tx, { kind: 'application_cancelled', userId, application: ref, reason: ctx.reason!.trim(), stage: s.processStep }, opts);
      break;
    case 'certificate_issued':
      await writeNotice(
        tx,
        { kind: 'certificate_issued', userId, application: ref, certificateNo: ctx.notice?.certificateNo ?? '', stage: s.processStep },
        opts,
      );
      break;
    case 'info_requested':
      await writeNotice(
        tx,
        { kind: 'info_requested', userId, application: ref, dueDate: ctx.notice?.dueDate ?? '', items: ctx.notice?.items ?? 0, stage: s.processStep },
        opts,
      );
      break;
    case 'info_answered':
      await writeNotice(tx, { kind: 'info_answered', userId, application: ref, stage: s.processStep }, opts);
      break;
    // The sample loop: each step its own notice, naming the samples (where, how many, by when, courier, tracking).
    case 'documents_accepted':
    case 'sample_delivery_notice':
    case 'sample_shipped':
    case 'sample_received':
    case 'sample_not_conforming':
    case 'sample_accepted':
    case 'test_data_ready':
    case 'test_data_confirmed':
    case 'test_data_disputed':
      await writeNotice(
        tx,
        { kind: result.notice, userId, application: ref, sample: ctx.notice?.sample ?? {}, reason: ctx.reason?.trim() || undefined, stage: s.processStep },
        opts,
      );
      break;
    // Entrusted inspection: the booking's steps, naming the date, the inspector or the reason.
    case 'inspection_accepted':
    case 'inspection_date_confirmed':
    case 'inspection_scheduled':
    case 'inspection_postponed':
    case 'inspection_aborted':
      await writeNotice(
        tx,
        {
          kind: result.notice,
          userId,
          application: ref,
          inspection: ctx.notice?.inspection ?? {},
          reason: ctx.reason?.trim() || undefined,
          stage: s.processStep,
        },
        opts,
      );
      break;
    default:
      break;
  }
  // A customer's act staff must act on (an answer, samples sent, a resubmission): the staff members responsible are told.
  const staffNotice = LIFECYCLE_RULES[action].staffNotice;
  if (staffNotice && ctx.actor === 'customer') {
    await notifyStaff(tx, staffNotice, updated, { items: ctx.notice?.items, sample: ctx.notice?.sample }, opts);
  }
  return updated;
}
