/**
 * The staff policy on money (issue 14): who did which duty on a remittance (the quoters of the applications it
 * pays; its confirmer), asked on the locked row, and the audit row of each staff money action.
 */
import type { PolicySubject, PolicyUser, StaffAction } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import type { remittances } from '../../db/schema/index.js';
import { auditLog } from '../staff/audit.js';
import { enforceOn } from '../../platform/policy.js';
import { dutiesRepo } from './dutiesRepo.js';

type RemittanceRow = Pick<typeof remittances.$inferSelect, 'id' | 'no' | 'status' | 'reviewedBy' | 'userId'>;

/** A remittance as the policy reads it: its status, who quoted what it pays, who confirmed it. */
export async function remittanceSubject(db: Db | Tx, r: RemittanceRow): Promise<PolicySubject> {
  const confirmed = ['confirmed', 'partly_confirmed'].includes(r.status) && r.reviewedBy !== null ? [r.reviewedBy] : [];
  return { status: r.status, doneBy: { quote: await dutiesRepo.quotersOf(db, r.id), confirm: confirmed } };
}

/** Asks the policy on a locked remittance (role, separation of duties: 403; status: 409); answers the audit writer. */
export async function remittancePolicy(tx: Tx, user: PolicyUser, action: StaffAction, r: RemittanceRow, ip: string | null = null) {
  enforceOn(user, action, await remittanceSubject(tx, r));
  const apps = await dutiesRepo.applicationsOf(tx, r.id);
  // One audit row on each application the remittance pays (shown on each staff application page).
  return async (toStatus: string, comment: string | null = null) => {
    for (const applicationId of apps.length ? apps : [null])
      await auditLog.append(tx, {
        actorId: user.id,
        actorRoles: [...user.roles],
        action,
        applicationId,
        customerId: r.userId,
        fromStatus: r.status,
        toStatus,
        comment: [r.no, comment].filter(Boolean).join(': '),
        ip,
      });
  };
}
