/**
 * Staff notices (issue 29): what the customer did that staff must act on reaches the staff members responsible as a
 * notice (the customers' notices table, bell and message centre, for users of kind 'staff'), in their language.
 * One rule for the server, the tests and the screens: which events, and who is responsible for each.
 */
import type { ApplicationStatus, ProcessStep } from '../lifecycle.js';
import { STAFF_POLICY, workRoleOf, type StaffAction } from './policy.js';
import type { StaffRole } from './roles.js';
import { STAFF_NOTICE_KINDS, type StaffNoticeKind } from '../constants.js';

export const isStaffNoticeKind = (k: string): k is StaffNoticeKind => (STAFF_NOTICE_KINDS as readonly string[]).includes(k);

/**
 * The policy row whose roles handle the event when no role's work queue holds the application after it (an issued
 * booking's decision: the booking's coordinators; the rest: whoever takes the next action on it).
 */
export const STAFF_NOTICE_ROWS: Record<StaffNoticeKind, StaffAction> = {
  staff_decision_release: 'confirm_date',
  staff_decision_reject: 'confirm_date',
  staff_decision_re_inspect: 'confirm_date',
  staff_info_answered: 'accept_info',
  staff_samples_shipped: 'receive_samples',
  staff_documents_resubmitted: 'accept',
};

/** Who a staff notice goes to: the assignee, or the holders of these roles (administrators only when nobody else holds one). */
export type StaffNoticeAudience = { assigneeId: number } | { roles: StaffRole[] };

/**
 * The staff members responsible for the application after the customer's act: its assignee if it has one; else the
 * role whose work queue now holds it (workRoleOf: the inspectors for samples in transit, the acceptance officers for a
 * resubmission); else the roles of the event's policy row, administrators left out (they hold every row).
 */
export function staffNoticeAudience(
  kind: StaffNoticeKind,
  app: { assigneeId: number | null; status: ApplicationStatus | string; processStep: ProcessStep | string },
): StaffNoticeAudience {
  if (app.assigneeId !== null) return { assigneeId: app.assigneeId };
  const work = workRoleOf(app);
  if (work) return { roles: [work] };
  return { roles: STAFF_POLICY[STAFF_NOTICE_ROWS[kind]].roles.filter((r) => r !== 'admin') };
}
