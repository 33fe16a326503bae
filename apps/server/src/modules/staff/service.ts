/**
 * The staff actions on one application (issue 14). Each locks the row, asks the policy (403 / 409), and
 * writes through the one transition function (status changes) or, for the work assignment and the
 * attachment review, updates the row at its version and appends the audit row in the same transaction.
 */
import { allowedActions, daysLeft, type Locale, type PolicyUser, type ProcessStep, type StaffAction, type StaffApplication } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { plannedCertificate } from '../certificates/planned.js';
import { certificateFieldsAtIssue } from '../applications/extensions.js';
import { mintVerifyCode } from '../trust/codes.js';
import { applicationStore, detail, type ApplicationRow } from '../applications/service.js';
import { transition, type TransitionContext } from '../applications/transition.js';
import { auditRepo } from './auditRepo.js';
import { staffRepo } from './staffRepo.js';
import { isStaffReader, policyOptions } from '../../platform/policy.js';
import { enforce, policyAppOf } from '../applications/policy.js';
import { nameOf } from './queuesRepo.js';
import { calendarService } from './calendar.js';
import { staffWork } from './work.js';
import { cancelWithMoney } from '../payments/cancellation.js';
import { businessClock } from '../../platform/clock.js';

export interface StaffCaller {
  user: PolicyUser;
  defaultLang: Locale;
  ip: string | null;
  /** The staff member's language (a line's proposed certificate fields are written in it); defaultLang without one. */
  lang?: Locale;
}

/** Locks the application, asks the policy, runs the work, all in one transaction; answers the fresh staff view. */
async function act(db: Db, c: StaffCaller, id: number, action: StaffAction, work: (t: Tx, app: ApplicationRow) => Promise<void>) {
  await db.transaction(async (t) => {
    const app = await applicationStore.lock(t, null, id);
    if (!app || app.status === 'draft') throw notFound();
    await enforce(t, c.user, action, app);
    await work(t, app);
  });
  return staffApplication(db, c.user, id);
}

const ctxOf = (c: StaffCaller, extra: Partial<TransitionContext> = {}): TransitionContext => ({
  actor: 'staff',
  actorId: c.user.id,
  defaultLang: c.defaultLang,
  roles: c.user.roles,
  ip: c.ip,
  ...extra,
});

/** Assignment changes (take, release, assign): the row at its version, and an audit row. */
async function setAssignee(t: Tx, c: StaffCaller, app: ApplicationRow, action: string, assigneeId: number | null, comment: string | null = null) {
  const updated = await applicationStore.updateAt(t, app.id, app.version, { assigneeId });
  if (!updated) throw new AppError(409, 'error.409');
  await auditRepo.append(t, {
    actorId: c.user.id,
    actorRoles: [...c.user.roles],
    action,
    applicationId: app.id,
    customerId: app.userId,
    fromStatus: app.status,
    toStatus: app.status,
    fromStep: app.processStep,
    toStep: app.processStep,
    comment,
    ip: c.ip,
  });
}

async function attachmentOf(t: Tx, app: ApplicationRow, attachmentId: number) {
  const att = (await applicationStore.attachments(t, app.id)).find((a) => a.id === attachmentId);
  if (!att) throw notFound();
  return att;
}

export const staffService = {
  take: (db: Db, c: StaffCaller, id: number) => act(db, c, id, 'take', (t, app) => setAssignee(t, c, app, 'take', c.user.id)),
  release: (db: Db, c: StaffCaller, id: number) => act(db, c, id, 'release', (t, app) => setAssignee(t, c, app, 'release', null)),
  assign: (db: Db, c: StaffCaller, id: number, assigneeId: number) =>
    act(db, c, id, 'assign', async (t, app) => {
      const s = await staffRepo.kindOf(t, assigneeId);
      if (!s || !isStaffReader(s) || s.status !== 1) throw badRequest('staff.assigneeInvalid');
      await setAssignee(t, c, app, app.assigneeId === null ? 'assign' : 'reassign', assigneeId);
    }),
  accept: (db: Db, c: StaffCaller, id: number) => act(db, c, id, 'accept', (t, app) => transition(t, app, 'accept', ctxOf(c)).then(() => undefined)),
  returnApplication: (db: Db, c: StaffCaller, id: number, reason: string) =>
    act(db, c, id, 'return', (t, app) => transition(t, app, 'return', ctxOf(c, { reason })).then(() => undefined)),
  returnAttachment: (db: Db, c: StaffCaller, id: number, attachmentId: number, reason: string) =>
    act(db, c, id, 'return_attachment', async (t, app) => {
      const att = await attachmentOf(t, app, attachmentId);
      await transition(t, app, 'return_attachment', ctxOf(c, { reason, files: [att.name], notice: { attachmentName: att.name } }));
      await applicationStore.updateAttachment(t, att.id, { status: 'returned', returnReason: reason });
    }),
  approveAttachment: (db: Db, c: StaffCaller, id: number, attachmentId: number) =>
    act(db, c, id, 'approve_attachment', async (t, app) => {
      const att = await attachmentOf(t, app, attachmentId);
      if (att.status === 'approved') return;
      await applicationStore.updateAttachment(t, att.id, { status: 'approved', returnReason: null });
      await auditRepo.append(t, {
        actorId: c.user.id,
        actorRoles: [...c.user.roles],
        action: 'approve_attachment',
        applicationId: app.id,
        customerId: app.userId,
        fromStatus: app.status,
        toStatus: app.status,
        files: [att.name],
        ip: c.ip,
      });
    }),
  advance: (db: Db, c: StaffCaller, id: number, step: ProcessStep) =>
    act(db, c, id, 'advance', (t, app) => transition(t, app, 'advance', ctxOf(c, { step })).then(() => undefined)),
  sendDraft: (db: Db, c: StaffCaller, id: number) => act(db, c, id, 'send_draft', (t, app) => transition(t, app, 'send_draft', ctxOf(c)).then(() => undefined)),
  /**
   * Issues the certificate: the route (Kenya), a shorter validity than the type's (valid_until), and the fields its
   * line's certificate states of its own (`body`: the issue body, where the line's extension finds the ones sent).
   */
  issue: (
    db: Db,
    c: StaffCaller,
    id: number,
    opts: { route?: string; validUntil?: string; body?: Readonly<Record<string, unknown>> },
    now = businessClock.now(),
  ) =>
    act(db, c, id, 'issue', async (t, app) => {
      const cert = plannedCertificate(app, opts.route, now, opts.validUntil);
      if (!cert) throw badRequest('lifecycle.notAllowed');
      const lineFields = await certificateFieldsAtIssue(t, app, opts.body ?? {}, c.lang ?? c.defaultLang);
      await transition(t, app, 'issue', ctxOf(c, { notice: { certificateNo: cert.certNo } }));
      const { verifyCodeHash, verifyCodeSealed } = await mintVerifyCode(t);
      await applicationStore.insertCertificate(t, {
        applicationId: app.id,
        userId: app.userId,
        type: app.applicationType,
        ...cert,
        verifyCodeHash,
        verifyCodeSealed,
        lineFields,
      });
    }),
  cancel: (db: Db, c: StaffCaller, id: number, reason: string) =>
    act(db, c, id, 'cancel', async (t, app) => {
      // The line's rule keeps, credits and releases the money in the same transaction (payments/cancellation.ts).
      const by = { actor: 'staff' as const, actorId: c.user.id, defaultLang: c.defaultLang };
      await cancelWithMoney(t, app, by, reason, (a) => transition(t, a, 'cancel', ctxOf(c, { reason })));
    }),
};

/** GET /staff/rfc/{id}: the application with its customer, assignee, clock, audit trail, notices sent and my actions. */
export async function staffApplication(db: Db, user: PolicyUser, id: number, now = businessClock.now()): Promise<StaffApplication> {
  const a = await applicationStore.find(db, null, id);
  if (!a || a.status === 'draft') throw notFound();
  const [base, pa, audit, sent, person, work] = await Promise.all([
    detail(db, null, id),
    policyAppOf(db, a),
    auditRepo.forApplication(db, id),
    staffRepo.noticesSent(db, a.userId, id),
    staffRepo.person(db, a.userId),
    staffWork(db, user, id),
  ]);
  const customer = person!;
  let assignee: StaffApplication['assignee'] = null;
  if (a.assigneeId !== null) {
    const s = await staffRepo.person(db, a.assigneeId);
    assignee = { id: a.assigneeId, name: s ? nameOf(s) : '' };
  }
  return {
    ...base,
    customer: { id: customer.id, name: nameOf(customer), company: (customer.profile.company as string | undefined) ?? null },
    assignee,
    due_at: a.dueAt?.toISOString() ?? null,
    days_left: daysLeft(a.dueAt, now, await calendarService.current(db)),
    sla_step: a.slaStep,
    actions: allowedActions(user, pa, policyOptions()),
    audit,
    notices: sent.map((n) => ({ id: n.id, kind: n.kind, title: n.title, at: n.at.toISOString() })),
    work,
  };
}
