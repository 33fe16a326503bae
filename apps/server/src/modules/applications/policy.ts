/**
 * The application as the staff policy reads it (a PolicyApplication): its state, and who did which duty from its
 * history (separation of duties). Enforcement itself is the platform's (platform/policy.ts); this is the engine's
 * half, so every line module asks `enforce(t, user, action, app)` on the application it locked.
 */
import {
  sendsSamples,
  type ApplicationStatus,
  type PaymentStatus,
  type PolicyApplication,
  type PolicyUser,
  type ProcessStep,
  type StaffAction,
} from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { enforceOn } from '../../platform/policy.js';
import { historyRepo, type ApplicationRow } from './repo.js';

export async function policyAppOf(db: Db | Tx, a: ApplicationRow): Promise<PolicyApplication> {
  const rows = await historyRepo.staffActors(db, a.id, ['advance', 'send_draft', 'record_report']);
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

/** Throws the policy's refusal (403 or 409, with the reason's message) unless the user may take the action on this application now. */
export async function enforce(db: Db | Tx, user: PolicyUser, action: StaffAction, a: ApplicationRow): Promise<PolicyApplication> {
  const pa = await policyAppOf(db, a);
  enforceOn(user, action, pa);
  return pa;
}
