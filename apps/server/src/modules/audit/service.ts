/**
 * The factory audit, the staff side (business-lines.md "Factory audit"): after acceptance the generic quotation
 * (man-days from the headcount x the day rate) and payment; then the date agreed with the factory (once paid),
 * the audit on site (the work step `inspection`, moved with advance), the report with a rating and a corrective
 * action plan due date (in review), the report issued as the line's certificate, and, when the rating asks for
 * one, the customer's follow-up audit: a draft linked to the first (relation follow_up) and prefilled from it.
 * Every step goes through transition() in one transaction with its own writes.
 */
import {
  auditManDays,
  auditRatingFits,
  followUpData,
  isoToday,
  translate,
  needsFollowUp,
  type AuditRating,
  type AuditReportBody,
  type AuditView,
  type Locale,
  type PolicyUser,
  type StaffAction,
  type TransitionAction,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { applicationStore, createDraft, detail, insertReportCertificate, type ApplicationRow, type Caller } from '../applications/service.js';
import { transition } from '../applications/transition.js';
import { enforce } from '../applications/policy.js';
import { auditRepo, type AuditRow } from './repo.js';
import { businessClock } from '../../platform/clock.js';

export const auditOf = (db: Db, applicationId: number) => auditRepo.find(db, applicationId);

export interface Actor {
  id: number;
  defaultLang: Locale;
  /** The caller as the staff policy reads it. */
  user: PolicyUser;
}

/** What the detail shows: man-days, the date, the report, the follow-up asked for and made, the audit followed up. */
export async function auditView(db: Db, a: ApplicationRow, o: AuditRow | undefined): Promise<AuditView> {
  const headcount = (a.data.factory as { headcount?: unknown } | undefined)?.headcount;
  const followUp = o?.followUpId ? await applicationStore.find(db, a.userId, o.followUpId) : undefined;
  const first = a.parentId && a.relation === 'follow_up' ? await applicationStore.find(db, a.userId, a.parentId) : undefined;
  const rating = (o?.rating as AuditRating | null) ?? null;
  return {
    man_days: auditManDays(headcount),
    confirmed_date: o?.confirmedDate ?? null,
    rating,
    audited_on: o?.auditedOn ?? null,
    auditor: o?.auditor ?? null,
    summary: o?.summary ?? null,
    ca_due_date: o?.caDueDate ?? null,
    follow_up_needed: a.status === 'issued' && rating !== null && needsFollowUp(rating),
    follow_up: followUp ? { id: followUp.id, rfc_no: followUp.rfcNo, status: followUp.status } : null,
    follow_up_of: first ? { id: first.id, rfc_no: first.rfcNo } : null,
  };
}

/** Locks an audit (another line's id, a missing one: 404) and asks the staff policy's row of the action (403 / 409). */
async function act(db: Db, id: number, by: Actor, action: StaffAction, work: (t: Tx, app: ApplicationRow, order: AuditRow | undefined) => Promise<void>) {
  await db.transaction(async (t) => {
    const app = await applicationStore.lock(t, null, id);
    if (!app || app.form !== 'audit') throw notFound();
    await enforce(t, by.user, action, app);
    await work(t, app, await auditRepo.find(t, id));
  });
  return detail(db, null, id);
}

const step = (t: Tx, app: ApplicationRow, action: TransitionAction, by: Actor, notice?: { certificateNo?: string }) =>
  transition(t, app, action, { actor: 'staff', actorId: by.id, defaultLang: by.defaultLang, notice, roles: by.user?.roles });

export const auditActions = {
  /** The date agreed with the factory, once the quotation is paid in full (409 before). */
  confirmDate: (db: Db, by: Actor, id: number, date: string) =>
    act(db, id, by, 'confirm_date', async (t, app) => {
      if (app.paymentStatus !== 'paid_in_full') throw new AppError(409, 'audit.notPaid');
      await step(t, app, 'confirm_date', by);
      await auditRepo.upsert(t, id, app.userId, { confirmedDate: date });
    }),
  /** Records (or corrects, while in review) the report: a rating of the audit's standard, the CA plan's due date. */
  recordReport: (db: Db, by: Actor, id: number, body: AuditReportBody) =>
    act(db, id, by, 'record_report', async (t, app) => {
      if (!auditRatingFits(app.applicationType, body.rating)) throw badRequest('audit.ratingNotOfStandard');
      await step(t, app, 'record_report', by);
      await auditRepo.upsert(t, id, app.userId, {
        rating: body.rating,
        auditedOn: body.audited_on,
        auditor: body.auditor,
        summary: body.summary,
        caDueDate: body.ca_due_date ?? null,
      });
    }),
  /** Issues the recorded report: the line's certificate (AUR-..., with its PDF), verifiable like any certificate. */
  issueReport: (db: Db, by: Actor, id: number, now = businessClock.now()) =>
    act(db, id, by, 'issue_report', async (t, app, order) => {
      if (!order?.rating || !app.rfcNo) throw new AppError(409, 'lifecycle.notAllowed');
      const certNo = `AUR-${app.rfcNo.replace(/^AUD-/, '')}`;
      await step(t, app, 'issue_report', by, { certificateNo: certNo });
      await insertReportCertificate(t, app, certNo, now);
    }),
};

/**
 * The customer's follow-up audit of an issued report whose rating asks for one: a draft of the same type, prefilled
 * from the first (factory, standard; the preferred date the CA plan's due date), linked to it. Asked again: the
 * same draft. Another customer's audit: 404; not issued yet or a rating that asks for none: 409.
 */
export async function bookFollowUp(db: Db, caller: Caller, id: number) {
  const app = await applicationStore.find(db, caller.userId, id);
  if (!app || app.form !== 'audit') throw notFound();
  const order = await auditRepo.find(db, id);
  if (app.status !== 'issued' || !order?.rating || !app.rfcNo) throw new AppError(409, 'audit.notIssued');
  if (!needsFollowUp(order.rating as AuditRating)) throw new AppError(409, 'audit.noFollowUp');
  if (order.followUpId) return detail(db, caller.userId, order.followUpId);
  const body = {
    ...followUpData(app.data, app.rfcNo, order.caDueDate, isoToday()),
    application_type: app.applicationType,
    // Titles are unique per customer: the follow-up is named by the first audit's number, in the caller's language.
    title: translate(caller.locale, 'audit.followUpTitle', { no: app.rfcNo }),
  };
  // The link is this module's (checked above); POST /kenya/create does not take the relation follow_up.
  const made = await createDraft(db, caller, body, 'entrustedInspection', undefined, { parentId: app.id, relation: 'follow_up' });
  await auditRepo.upsert(db, id, app.userId, { followUpId: made.id });
  return made;
}
