/**
 * THE staff policy (issue 14): one table of string-keyed actions, and `can(user, action, application)`.
 * The server asks it in every staff route (role first: 403 before any 400; then assignee and separation of
 * duties: 403; then status and step: 409) and answers each application with the actions the caller may
 * take; the web app shows exactly those. Other actions are new rows of STAFF_POLICY.
 */
import { LIFECYCLE_RULES, type ApplicationStatus, type PaymentStatus, type ProcessStep, type TransitionAction } from '../lifecycle.js';
import { STAFF_ROLES, type PolicyUser, type StaffRole } from './roles.js';

export interface PolicyRow {
  /** Roles that may take the action (an administrator is not implied: list 'admin' where it may). */
  roles: readonly StaffRole[];
  /** 'application': on one application; 'customer': on a customer account; 'global': reading lists. */
  scope: 'application' | 'customer' | 'global';
  /** The lifecycle transition it writes through: that rule's statuses, steps and payment statuses decide (409). */
  transition?: TransitionAction;
  /** Statuses it applies to, for actions that are no transition. */
  statuses?: readonly ApplicationStatus[];
  /** When the application is assigned to somebody else, only they (or an administrator) may act. */
  assigneeOnly?: boolean;
  /** Separation of duties: never the one who did the work (not_worker) / sent the draft (not_reviewer). */
  separation?: 'not_worker' | 'not_reviewer';
  /** Needs the application unassigned (take) or assigned (release). */
  assignment?: 'unassigned' | 'assigned';
}

const ACTIVE: readonly ApplicationStatus[] = ['pending_acceptance', 'returned', 'processing'];
const WORKERS: readonly StaffRole[] = ['acceptance_officer', 'inspector', 'reviewer', 'finance', 'issuer', 'admin'];

export const STAFF_POLICY = {
  /** Queues, lists, the staff application page and the customers' pages: every staff role. */
  view: { roles: STAFF_ROLES, scope: 'global' },
  take: { roles: WORKERS, scope: 'application', statuses: ACTIVE, assignment: 'unassigned' },
  release: { roles: WORKERS, scope: 'application', statuses: ACTIVE, assignment: 'assigned', assigneeOnly: true },
  /** Assign or reassign to a named staff member. */
  assign: { roles: ['admin', 'acceptance_officer'], scope: 'application', statuses: ACTIVE },
  accept: { roles: ['acceptance_officer', 'admin'], scope: 'application', transition: 'accept', assigneeOnly: true },
  return: { roles: ['acceptance_officer', 'admin'], scope: 'application', transition: 'return', assigneeOnly: true },
  return_attachment: { roles: ['acceptance_officer', 'admin'], scope: 'application', transition: 'return_attachment', assigneeOnly: true },
  approve_attachment: { roles: ['acceptance_officer', 'admin'], scope: 'application', statuses: ['pending_acceptance'], assigneeOnly: true },
  advance: { roles: ['inspector', 'admin'], scope: 'application', transition: 'advance', assigneeOnly: true },
  send_draft: { roles: ['reviewer', 'admin'], scope: 'application', transition: 'send_draft', assigneeOnly: true, separation: 'not_worker' },
  issue: { roles: ['issuer', 'admin'], scope: 'application', transition: 'issue', assigneeOnly: true, separation: 'not_reviewer' },
  cancel: { roles: ['acceptance_officer', 'admin'], scope: 'application', transition: 'cancel', assigneeOnly: true },
  // Sample logistics (API routes POST /staff/rfc/{id}/samples/...; each asks for its own body, so not on the action bar).
  request_samples: { roles: ['inspector', 'admin'], scope: 'application', transition: 'request_samples' },
  receive_samples: { roles: ['inspector', 'admin'], scope: 'application', transition: 'receive_samples' },
  reject_samples: { roles: ['inspector', 'admin'], scope: 'application', transition: 'reject_samples' },
  accept_samples: { roles: ['inspector', 'admin'], scope: 'application', transition: 'accept_samples' },
  send_test_data: { roles: ['inspector', 'admin'], scope: 'application', transition: 'send_test_data' },
  verify_profile: { roles: ['customer_service', 'admin'], scope: 'customer' },
  assign_waiter: { roles: ['customer_service', 'admin'], scope: 'customer' },
} satisfies Record<string, PolicyRow>;

export type StaffAction = keyof typeof STAFF_POLICY;
export const STAFF_ACTIONS = Object.keys(STAFF_POLICY) as StaffAction[];
/** The actions on one application, in the order the staff application page shows them. */
export const APPLICATION_ACTIONS = STAFF_ACTIONS.filter((a) => STAFF_POLICY[a].scope === 'application');

/** What the policy reads of an application. */
export interface PolicyApplication {
  status: ApplicationStatus;
  processStep: ProcessStep;
  paymentStatus: PaymentStatus | null;
  assigneeId: number | null;
  /** Staff who did the work (advanced a process step). */
  workerIds: readonly number[];
  /** Staff who sent the draft certificate (the technical review). */
  reviewerIds: readonly number[];
  /** The form sends samples to the laboratory (the sample-loop actions apply). */
  samples?: boolean;
}

export interface PolicyOptions {
  /** Separation of duties (on by default; STAFF_SEPARATION_OF_DUTIES=0 turns it off). */
  separation?: boolean;
}

/** Why not: role, assignee, separation -> 403; state -> 409. Each is an i18n key (staff.*). */
export type PolicyRefusal =
  | 'staff.roleRefused'
  | 'staff.assignedToOther'
  | 'staff.separationWorker'
  | 'staff.separationReviewer'
  | 'staff.wrongState'
  | 'staff.alreadyAssigned'
  | 'staff.notAssigned'
  | 'lifecycle.notAllowed'
  | 'lifecycle.stepNotAllowed'
  | 'lifecycle.paymentNotAllowed';
export type PolicyDecision = { ok: true } | { ok: false; status: 403 | 409; reason: PolicyRefusal };

const refuse = (status: 403 | 409, reason: PolicyRefusal): PolicyDecision => ({ ok: false, status, reason });

/** Whether the user holds a role of the action at all (asked before the body is read). */
export function hasRoleFor(user: PolicyUser, action: StaffAction): boolean {
  if (user.kind !== 'staff') return false;
  const row: PolicyRow = STAFF_POLICY[action];
  return row.roles.some((r) => user.roles.includes(r));
}

/**
 * Why the status, step or payment status do not allow the action (null: they do). Transitions answer the
 * lifecycle's own reason (lifecycle.notAllowed / stepNotAllowed / paymentNotAllowed), the others staff.wrongState.
 */
export function stateRefusal(
  action: StaffAction,
  app: Pick<PolicyApplication, 'status' | 'processStep' | 'paymentStatus'> & { samples?: boolean },
): PolicyRefusal | null {
  const row: PolicyRow = STAFF_POLICY[action];
  if (row.transition) {
    const rule = LIFECYCLE_RULES[row.transition];
    if (rule.samples && !app.samples) return 'lifecycle.notAllowed';
    if (app.samples && rule.notFromWithSamples?.includes(app.processStep)) return 'lifecycle.stepNotAllowed';
    if (!rule.from.includes(app.status)) return 'lifecycle.notAllowed';
    if (rule.stepFrom && !rule.stepFrom.includes(app.processStep)) return 'lifecycle.stepNotAllowed';
    if (rule.paymentFrom && !rule.paymentFrom.includes(app.paymentStatus)) return 'lifecycle.paymentNotAllowed';
    return null;
  }
  return !row.statuses || row.statuses.includes(app.status) ? null : 'staff.wrongState';
}
export const stateAllows = (action: StaffAction, app: Pick<PolicyApplication, 'status' | 'processStep' | 'paymentStatus'>) =>
  stateRefusal(action, app) === null;

/** May this user take this action on this application? Pure: the same answer on server and web. */
export function can(user: PolicyUser, action: StaffAction, app?: PolicyApplication | null, opts: PolicyOptions = {}): PolicyDecision {
  if (!hasRoleFor(user, action)) return refuse(403, 'staff.roleRefused');
  const row: PolicyRow = STAFF_POLICY[action];
  if (row.scope !== 'application' || !app) return { ok: true };
  const isAdmin = user.roles.includes('admin');
  if (row.assigneeOnly && app.assigneeId !== null && app.assigneeId !== user.id && !isAdmin) return refuse(403, 'staff.assignedToOther');
  if (opts.separation !== false) {
    if (row.separation === 'not_worker' && app.workerIds.includes(user.id)) return refuse(403, 'staff.separationWorker');
    if (row.separation === 'not_reviewer' && app.reviewerIds.includes(user.id)) return refuse(403, 'staff.separationReviewer');
  }
  const state = stateRefusal(action, app);
  if (state) return refuse(409, state);
  if (row.assignment === 'unassigned' && app.assigneeId !== null) return refuse(409, 'staff.alreadyAssigned');
  if (row.assignment === 'assigned' && app.assigneeId === null) return refuse(409, 'staff.notAssigned');
  return { ok: true };
}

/** The actions on this application the user may take now (the `actions` of the staff application answer). */
export const allowedActions = (user: PolicyUser, app: PolicyApplication, opts: PolicyOptions = {}): StaffAction[] =>
  APPLICATION_ACTIONS.filter((a) => can(user, a, app, opts).ok);

/** Which applications a role works on: the "available to my roles" queue (unassigned rows in these states). */
export const ROLE_WORK: Readonly<Record<StaffRole, readonly { status: ApplicationStatus; steps?: readonly ProcessStep[] }[]>> = {
  customer_service: [],
  acceptance_officer: [{ status: 'pending_acceptance' }],
  inspector: [
    {
      status: 'processing',
      steps: ['acceptance', 'type_test', 'factory_inspection', 'field_inspection', 'laboratory_testing', 'sample_in_transit', 'sample_receipt'],
    },
  ],
  reviewer: [{ status: 'processing', steps: ['conformity_assessment'] }],
  finance: [],
  issuer: [{ status: 'processing', steps: ['certificate_production'] }],
  admin: [{ status: 'pending_acceptance' }, { status: 'processing' }],
};

/**
 * The role whose work an application in this state is (null: it waits on the customer, or is done). When it
 * passes to another role (accepted: to the inspectors; confirmed draft: to the issuers), the assignee is
 * released so that it shows in the next role's queue; a return to the customer keeps it with its officer.
 */
export function workRoleOf(s: { status: ApplicationStatus | string; processStep: ProcessStep | string }): StaffRole | null {
  for (const role of STAFF_ROLES) {
    if (role === 'admin') continue;
    if (ROLE_WORK[role].some((w) => w.status === s.status && (!w.steps || w.steps.includes(s.processStep as ProcessStep)))) return role;
  }
  return null;
}

/**
 * Who owns the assignment in this state: a returned application stays with its acceptance officer while the
 * customer corrects it; otherwise the role whose work it is (null: with the customer for the draft, or done).
 * transition() releases the assignee whenever this changes.
 */
export const assignmentRoleOf = (s: { status: ApplicationStatus | string; processStep: ProcessStep | string }): StaffRole | null =>
  s.status === 'returned' ? 'acceptance_officer' : workRoleOf(s);
