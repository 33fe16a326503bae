/**
 * Entrusted inspection, the staff side (business-lines.md "Work"): confirm the date, schedule the
 * inspector, postpone, record the report (with the AQL verdict computed from the booking), issue it as
 * the line's "certificate", abort on site; and the customer's cancellation with the late-cancellation
 * rule. Every step goes through transition() (the only writer of status and step) in one transaction
 * with its own writes.
 */
import {
  aqlVerdict,
  decisionRefusal,
  isLateCancellation,
  type AqlValue,
  type InspectionLevel,
  type InspectionView,
  type Locale,
  type ReportBody,
  type ReportResult,
  type PolicyUser,
  type StaffAction,
  type TransitionAction,
  lotOf,
} from '@tic/shared';
import { calendarService, officeToday } from '../staff/calendar.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { applicationStore, detail, insertReportCertificate, type ApplicationRow } from '../applications/service.js';
import { transition } from '../applications/transition.js';
import { inspectionDateOf, inspectionRepo, type InspectionRow } from './repo.js';

export { inspectionDateOf } from './repo.js';
import { enforce } from '../applications/policy.js';
import { assertNotCancelled, cancelWithMoney } from '../payments/cancellation.js';
import { businessClock } from '../../platform/clock.js';

/** The inspection booking and report of an application, if any (for the application and certificate pages). */
export const inspectionOf = (db: Db, applicationId: number) => inspectionRepo.find(db, applicationId);

export interface Actor {
  /** Staff: the staff member. A customer: the organisation acted for (issue 30). */
  id: number;
  /** The person who acts (a member, or the staff member); absent: `id`. */
  actorId?: number;
  /** Staff (isStaffReader: the policy decides on the locked application, 403 / 409) or the customer (their own only). */
  kind: 'staff' | 'customer';
  defaultLang: Locale;
  /** The caller as the staff policy reads it. */
  user: PolicyUser;
}

/** The booking's state; late cancellation counts the office's working days (the stored calendar) from the office's today. */
export function inspectionView(
  a: ApplicationRow,
  o: InspectionRow | undefined,
  today = officeToday(),
  cal = calendarService.clock(),
  decision: InspectionView['decision'] = null,
): InspectionView {
  return {
    confirmed_date: o?.confirmedDate ?? null,
    scheduled_date: o?.scheduledDate ?? null,
    inspector: o?.inspector ?? null,
    result: (o?.result as ReportResult | null) ?? null,
    report: o?.report ?? null,
    late_cancellation: isLateCancellation(inspectionDateOf(a, o), today, cal),
    express: a.express,
    decision,
    decision_open: decisionRefusal(a, !!o?.decision) === null,
  };
}

/**
 * Locks an entrusted-inspection application (another line's id: 404, as is a missing one or another customer's);
 * a staff caller is then asked the staff policy's row of the action (assignee, separation of duties: 403; step: 409).
 */
async function act(db: Db, id: number, by: Actor, action: StaffAction, work: (t: Tx, app: ApplicationRow, order: InspectionRow | undefined) => Promise<void>) {
  const ownerId = by.kind === 'customer' ? by.id : null;
  await db.transaction(async (t) => {
    const app = await applicationStore.lock(t, ownerId, id);
    if (!app || app.form !== 'entrusted') throw notFound();
    if (action === 'cancel_booking') assertNotCancelled(app);
    if (ownerId === null) await enforce(t, by.user, action, app);
    await work(t, app, await inspectionRepo.find(t, id));
  });
  return detail(db, ownerId, id);
}

const step = (
  t: Tx,
  app: ApplicationRow,
  action: TransitionAction,
  by: Actor,
  reason?: string,
  notice?: { certificateNo?: string; inspection?: { date?: string; inspector?: string } },
) => transition(t, app, action, { actor: by.kind, actorId: by.actorId ?? by.id, reason, defaultLang: by.defaultLang, notice, roles: by.user?.roles });

/** The lot of a booking and its sampling requirements (defaults of business-lines.md when left out). */
function bookingPlan(app: ApplicationRow) {
  const req = (app.data.requirements ?? {}) as { inspection_level?: InspectionLevel; aql_critical?: AqlValue; aql_major?: AqlValue; aql_minor?: AqlValue };
  return {
    // The PO lines' quantities in one unit, or the lot the booking names when they mix units (lines/entrusted/form.ts).
    lotSize: lotOf(app.data)?.size ?? 0,
    level: req.inspection_level ?? 'II',
    aql: { critical: req.aql_critical ?? '0', major: req.aql_major ?? '2.5', minor: req.aql_minor ?? '4.0' },
  };
}

export const inspectionActions = {
  confirmDate: (db: Db, by: Actor, id: number, date: string) =>
    act(db, id, by, 'confirm_date', async (t, app) => {
      await step(t, app, 'confirm_date', by, undefined, { inspection: { date } });
      await inspectionRepo.upsert(t, id, app.userId, { confirmedDate: date });
    }),
  schedule: (db: Db, by: Actor, id: number, date: string, inspector: string) =>
    act(db, id, by, 'schedule', async (t, app) => {
      await step(t, app, 'schedule', by, undefined, { inspection: { date, inspector } });
      await inspectionRepo.upsert(t, id, app.userId, { scheduledDate: date, inspector });
    }),
  postpone: (db: Db, by: Actor, id: number, date: string, reason: string) =>
    act(db, id, by, 'postpone', async (t, app) => {
      await step(t, app, 'postpone', by, reason, { inspection: { date } });
      await inspectionRepo.upsert(t, id, app.userId, { confirmedDate: date, scheduledDate: null });
    }),
  /** Records (or corrects) the report: the AQL verdict is computed from the booking; a class over Ac cannot pass. */
  recordReport: (db: Db, by: Actor, id: number, body: ReportBody) =>
    act(db, id, by, 'record_report', async (t, app, order) => {
      const aql = aqlVerdict(bookingPlan(app), body.defects);
      if (!aql.passed && body.result !== 'failed' && body.result !== 'pending') throw badRequest('validation.reportAqlFailed');
      await step(t, app, 'record_report', by);
      await inspectionRepo.upsert(t, id, app.userId, { result: body.result, report: { ...body, aql, inspector: order?.inspector ?? null } });
    }),
  /** Issues the recorded report: the line's "certificate" (listed under entrustedInspection/myCertificate, with its PDF). */
  issueReport: (db: Db, by: Actor, id: number, now = businessClock.now()) =>
    act(db, id, by, 'issue_report', async (t, app, order) => {
      if (!order?.report || !app.rfcNo) throw badRequest('lifecycle.notAllowed');
      const certNo = `RPT-${app.rfcNo.replace(/^RFC-/, '')}`;
      await step(t, app, 'issue_report', by, undefined, { certificateNo: certNo });
      await insertReportCertificate(t, app, certNo, now);
    }),
  abort: (db: Db, by: Actor, id: number, reason: string) => act(db, id, by, 'abort', (t, app) => step(t, app, 'abort', by, reason).then(() => undefined)),
  /** Cancels an accepted booking before the inspection (staff, or the customer for their own). */
  cancel: (db: Db, by: Actor, id: number, reason: string) =>
    act(db, id, by, 'cancel_booking', async (t, app) => {
      // The line's rule (free until one full working day before the inspection, the full fee after) in the same transaction.
      const ctx = { actor: by.kind, actorId: by.actorId ?? by.id, defaultLang: by.defaultLang };
      await cancelWithMoney(t, app, ctx, reason, (a) => step(t, a, 'cancel_booking', by, reason));
    }),
};
