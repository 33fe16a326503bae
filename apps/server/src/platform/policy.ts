/**
 * Policy enforcement, the server side of the shared staff policy (packages/shared/src/staff/policy.ts), in the
 * platform so every module may use it (issue 26: it was modules/staff/guard.ts, which imported the application
 * engine and was imported back by it). Role first (a preValidation guard, so a refused role answers 403 before
 * the body is read); then, on the locked subject, assignee and separation of duties (403), state (409).
 *
 * This is the ONE place that reads a user's `kind`: everything else asks `isStaffReader`, `requireRole` or
 * `enforceOn` (grep: no `kind === 'staff'` outside this file and the shared policy). The application as
 * a policy subject (who did which duty, from its history) is the engine's: modules/applications/policy.ts.
 */
import type { FastifyRequest } from 'fastify';
import { can, hasRoleFor, staffRolesOf, type PolicyOptions, type PolicySubject, type PolicyUser, type StaffAction } from '@tic/shared';
import { AppError, unauthorized } from './errors.js';
import { guard } from './auth/guards.js';

type UserLike = { id: number; kind: string; role: string; staffRoles?: string[] | null };

export const policyUserOf = (u: UserLike): PolicyUser => ({ id: u.id, kind: u.kind === 'staff' ? 'staff' : 'customer', roles: staffRolesOf(u) });

/** True when the user may read the back office (any staff role: the policy's `view` row); staff see every customer's records. */
export const isStaffReader = (u: UserLike | null | undefined) => !!u && hasRoleFor(policyUserOf(u), 'view');

function flagFromEnv(raw: string | undefined, name: string): boolean {
  if (raw === undefined || raw === '' || raw === '1') return true;
  if (raw === '0') return false;
  throw new Error(`${name} must be 0 or 1`);
}

/** Read once from the environment (a wrong value stops start-up naming the variable). */
export const policySettings = {
  separationOfDuties: flagFromEnv(process.env.STAFF_SEPARATION_OF_DUTIES, 'STAFF_SEPARATION_OF_DUTIES'),
};

export const policyOptions = (): PolicyOptions => ({ separation: policySettings.separationOfDuties });

/** A guard (platform/auth/guards): 401 without a session, 403 (naming why) when none of the caller's roles may take the action. */
export const requireRole = (action: StaffAction) =>
  guard(async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized();
    if (!hasRoleFor(policyUserOf(req.user), action)) throw new AppError(403, 'staff.roleRefused', { action });
  });

/** Throws the policy's refusal (403 or 409, with the reason's message) unless the user may act on this subject now. */
export function enforceOn(user: PolicyUser, action: StaffAction, subject: PolicySubject) {
  const d = can(user, action, subject, policyOptions());
  if (!d.ok) throw new AppError(d.status, d.reason, { action });
}
