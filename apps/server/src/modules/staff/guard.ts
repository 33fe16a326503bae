/**
 * The server side of the shared staff policy: every staff route asks it. Role first (preValidation, so a
 * refused role answers 403 before the body is read), then on the locked application: assignee and
 * separation of duties (403), status and step (409).
 */
import type { FastifyRequest } from 'fastify';
import {
  can,
  hasRoleFor,
  sendsSamples,
  staffRolesOf,
  type PolicyApplication,
  type PolicySubject,
  type PolicyUser,
  type StaffAction,
  type ApplicationStatus,
  type PaymentStatus,
  type ProcessStep,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, unauthorized } from '../../platform/errors.js';
import { applicationStore, type ApplicationRow } from '../applications/service.js';
import { staffSettings } from './settings.js';
import { guard } from '../../platform/auth/guards.js';

type UserLike = { id: number; kind: string; role: string; staffRoles?: string[] | null };

export const policyUserOf = (u: UserLike): PolicyUser => ({ id: u.id, kind: u.kind === 'staff' ? 'staff' : 'customer', roles: staffRolesOf(u) });

/** True when the signed-in user may read the back office (the old `kind === 'staff'` checks). */
export const isStaffReader = (u: UserLike | null | undefined) => !!u && hasRoleFor(policyUserOf(u), 'view');

/** preValidation hook: 401 without a session, 403 (naming why) when none of the caller's roles may take the action. */
/** A guard (platform/auth/guards): checked before the body is parsed or validated, so a refused role is 403 before any 400. */
export const requireRole = (action: StaffAction) =>
  guard(async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
    if (!hasRoleFor(policyUserOf(req.user), action)) throw new AppError(403, 'staff.roleRefused', { action });
  });

/** The application as the policy reads it: who did the work and who reviewed it come from the history. */
export async function policyAppOf(db: Db | Tx, a: ApplicationRow): Promise<PolicyApplication> {
  const rows = await applicationStore.staffActors(db, a.id, ['advance', 'send_draft', 'record_report']);
  const ids = (action: string) => [...new Set(rows.filter((r) => r.action === action && r.actorId !== null).map((r) => r.actorId!))];
  return {
    status: a.status as ApplicationStatus,
    processStep: a.processStep as ProcessStep,
    paymentStatus: a.paymentStatus as PaymentStatus | null,
    assigneeId: a.assigneeId,
    form: a.form,
    doneBy: { work: ids('advance'), review: ids('send_draft'), report: ids('record_report') },
    samples: sendsSamples(a.form),
  };
}

export const policyOptions = () => ({ separation: staffSettings.separationOfDuties });

/** Throws the policy's refusal (403 or 409, with the reason's message) unless the user may act on this subject now. */
export function enforceOn(user: PolicyUser, action: StaffAction, subject: PolicySubject) {
  const d = can(user, action, subject, policyOptions());
  if (!d.ok) throw new AppError(d.status, d.reason, { action });
}

/** Throws the policy's refusal (403 or 409, with the reason's message) unless the user may act now. */
export async function enforce(db: Db | Tx, user: PolicyUser, action: StaffAction, a: ApplicationRow): Promise<PolicyApplication> {
  const pa = await policyAppOf(db, a);
  const d = can(user, action, pa, policyOptions());
  if (!d.ok) throw new AppError(d.status, d.reason, { action });
  return pa;
}
