/**
 * THE staff policy (issue 14): one table of string-keyed actions, and `can(user, action, application)`.
 * The server asks it in every staff route (role first: 403 before any 400; then assignee and separation of
 * duties: 403; then status and step: 409) and answers each application with the actions the caller may
 * take; the web app shows exactly those. Other actions are new rows of STAFF_POLICY.
 */
import { fromFormAllows, LIFECYCLE_RULES, type ApplicationStatus, type PaymentStatus, type ProcessStep, type TransitionAction } from '../lifecycle.js';
import { LINE_POLICY_ROWS } from '../lines/registry.js';
import { CERT_ACTION_FROM, type CertStatusAction } from '../schemas/trust.js';
import { STAFF_ROLES, type Duty, type PolicyUser, type StaffRole } from './roles.js';

/** What a row acts on: one application, a remittance, a certificate, a request for information, a channel profile, a customer, or lists. */
export type PolicyScope = 'application' | 'remittance' | 'refund' | 'certificate' | 'info_request' | 'channel_profile' | 'customer' | 'global';

export interface PolicyRow {
  /** Roles that may take the action (an administrator is not implied: list 'admin' where it may). */
  roles: readonly StaffRole[];
  scope: PolicyScope;
  /** The lifecycle transition it writes through: that rule's forms, statuses, steps and payment statuses decide (409). */
  transition?: TransitionAction;
  /** Statuses it applies to, for actions that are no transition (the subject's own statuses outside applications). */
  statuses?: readonly string[];
  /** Payment statuses it applies to (application actions that are no transition). */
  paymentStatuses?: readonly (PaymentStatus | null)[];
  /** When the application is assigned to somebody else, only they (or an administrator) may act. */
  assigneeOnly?: boolean;
  /**
   * The row applies to applications of these forms only: a transition several lines share whose actions differ
   * (the inspection report and the laboratory's test report both write record_report, each with its own body).
   */
  forms?: readonly string[];
  /** Separation of duties: never by someone who did this duty on the same subject. */
  separation?: Duty;
  /** Needs the application unassigned (take) or assigned (release). */
  assignment?: 'unassigned' | 'assigned';
}

const ACTIVE: readonly ApplicationStatus[] = ['pending_acceptance', 'returned', 'processing'];
const WORKERS: readonly StaffRole[] = ['acceptance_officer', 'inspector', 'reviewer', 'finance', 'issuer', 'admin'];
/** Who asks the customer for additional information, and accepts the answers. */
const ASKERS: readonly StaffRole[] = ['acceptance_officer', 'inspector', 'reviewer', 'admin'];
const MONEY: readonly StaffRole[] = ['finance', 'admin'];
/** Quotations: the customer-service staff who talk to the customer, finance and administrators. */
const QUOTERS: readonly StaffRole[] = ['customer_service', 'finance', 'admin'];
const CERT_STAFF: readonly StaffRole[] = ['issuer', 'admin'];
const OPEN_REMITTANCE = ['submitted', 'in_review'];

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
  send_draft: { roles: ['reviewer', 'admin'], scope: 'application', transition: 'send_draft', assigneeOnly: true, separation: 'work' },
  issue: { roles: ['issuer', 'admin'], scope: 'application', transition: 'issue', assigneeOnly: true, separation: 'review' },
  cancel: { roles: ['acceptance_officer', 'admin'], scope: 'application', transition: 'cancel', assigneeOnly: true },
  /** Money: issue a quotation or fee notice for the application, or a new version of the open one. */
  quote: { roles: QUOTERS, scope: 'application', statuses: ['processing', 'issued'], paymentStatuses: ['to_be_quoted', 'to_be_paid'] },
  /** Money (issue 28): a fee notice bills further work (a re-inspection, an extension, an extra test) at any payment status. */
  fee_notice: {
    roles: QUOTERS,
    scope: 'application',
    statuses: ['processing', 'issued'],
    paymentStatuses: ['to_be_quoted', 'to_be_paid', 'partially_paid', 'paid_in_full'],
  },
  /** The rows the lines add (lines/<line>/index.ts `policyRows`, merged in lines/policyRows.ts), each for the applications of the lines naming it. */
  ...LINE_POLICY_ROWS,
  /** Additional information: raise an itemised request; accept the customer's answers. */
  request_info: { roles: ASKERS, scope: 'application', transition: 'request_info' },
  accept_info: { roles: ASKERS, scope: 'info_request', statuses: ['answered'] },
  /** Remittances: cash receipt is separate from billing (never confirmed by who quoted); a reversal needs a second person. */
  /** Open a submitted remittance for review. */
  review_remittance: { roles: MONEY, scope: 'remittance', statuses: ['submitted'] },
  confirm_remittance: { roles: MONEY, scope: 'remittance', statuses: OPEN_REMITTANCE, separation: 'quote' },
  partly_confirm_remittance: { roles: MONEY, scope: 'remittance', statuses: OPEN_REMITTANCE, separation: 'quote' },
  reject_remittance: { roles: MONEY, scope: 'remittance', statuses: OPEN_REMITTANCE },
  reverse_remittance: { roles: MONEY, scope: 'remittance', statuses: ['confirmed', 'partly_confirmed'], separation: 'confirm' },
  /** Certificate status (issue 15): the certificate issuers. */
  suspend_certificate: { roles: CERT_STAFF, scope: 'certificate', statuses: CERT_ACTION_FROM.suspend },
  withdraw_certificate: { roles: CERT_STAFF, scope: 'certificate', statuses: CERT_ACTION_FROM.withdraw },
  reinstate_certificate: { roles: CERT_STAFF, scope: 'certificate', statuses: CERT_ACTION_FROM.reinstate },
  supersede_certificate: { roles: CERT_STAFF, scope: 'certificate', statuses: CERT_ACTION_FROM.supersede },
  /** Re-issue a certificate's verification code (the old code stops verifying). */
  reissue_code: { roles: CERT_STAFF, scope: 'certificate' },
  /** A channel partner's profile: approve or return with a reason. */
  review_channel: { roles: ['customer_service', 'admin'], scope: 'channel_profile', statuses: ['submitted'] },
  /** The instant-quote fee rules (read, change at a version, history). */
  fee_rules: { roles: MONEY, scope: 'global' },
  /** The finance list of every customer's remittances (filters, totals per currency). */
  finance_remittances: { roles: MONEY, scope: 'global' },
  /** Refunds of credit (issue 28): the remittance confirmers list them, pay them with proof or reject them with a reason. */
  finance_refunds: { roles: MONEY, scope: 'global' },
  confirm_refund: { roles: MONEY, scope: 'refund', statuses: ['requested'] },
  reject_refund: { roles: MONEY, scope: 'refund', statuses: ['requested'] },
  /** The holiday calendar of the service-level clock: list, add and remove public holidays and make-up working days. */
  holiday_calendar: { roles: ['admin'], scope: 'global' },
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
/** The actions of one scope, in the order the staff pages show them. */
export const actionsOf = (scope: PolicyScope) => STAFF_ACTIONS.filter((a) => STAFF_POLICY[a].scope === scope);
/** The actions on one application, in the order the staff application page shows them. */
export const APPLICATION_ACTIONS = actionsOf('application');
/** The certificate status action of each policy row. */
export const CERT_POLICY_ACTION: Record<CertStatusAction, StaffAction> = {
  suspend: 'suspend_certificate',
  withdraw: 'withdraw_certificate',
  reinstate: 'reinstate_certificate',
  supersede: 'supersede_certificate',
};

/** What the policy reads of any subject: its status and who did which duty on it. */
export interface PolicySubject {
  status: string;
  doneBy?: Partial<Record<Duty, readonly number[]>>;
}

/** What the policy reads of an application. */
export interface PolicyApplication extends PolicySubject {
  status: ApplicationStatus;
  processStep: ProcessStep;
  paymentStatus: PaymentStatus | null;
  assigneeId: number | null;
  /** The form (business line): a line's own actions apply to its forms only. */
  form?: string;
  /** The form sends samples to the laboratory (the sample-loop actions apply). */
  samples?: boolean;
}

export interface PolicyOptions {
  /** Separation of duties (on by default; STAFF_SEPARATION_OF_DUTIES=0 turns it off). */
  separation?: boolean;
}

const SEPARATION_REASON = {
  work: 'staff.separationWorker',
  review: 'staff.separationReviewer',
  report: 'staff.separationReporter',
  quote: 'staff.separationQuoter',
  confirm: 'staff.separationConfirmer',
} as const satisfies Record<Duty, string>;

/** Why not: role, assignee, separation -> 403; state -> 409. Each is an i18n key (staff.*). */
export type PolicyRefusal =
  | 'staff.roleRefused'
  | 'staff.assignedToOther'
  | (typeof SEPARATION_REASON)[Duty]
  | 'staff.wrongState'
  | 'staff.alreadyAssigned'
  | 'staff.notAssigned'
  | 'lifecycle.notAllowed'
  | 'lifecycle.stepNotAllowed'
  | 'lifecycle.paymentNotAllowed'
  /** The customer-side policy (organisations/policy.ts): the member's role may not take the action. */
  | 'organisation.roleRefused';
export type PolicyDecision = { ok: true } | { ok: false; status: 403 | 409; reason: PolicyRefusal };

const refuse = (status: 403 | 409, reason: PolicyRefusal): PolicyDecision => ({ ok: false, status, reason });

/** Whether the user holds a role of the action at all (asked before the body is read). */
export function hasRoleFor(user: PolicyUser, action: StaffAction): boolean {
  if (user.kind !== 'staff') return false;
  const row: PolicyRow = STAFF_POLICY[action];
  return row.roles.some((r) => user.roles.includes(r));
}

type StateOf = Pick<PolicyApplication, 'status' | 'processStep' | 'paymentStatus' | 'form' | 'samples'>;

/**
 * Why the status, step or payment status do not allow the action (null: they do). Transitions answer the
 * lifecycle's own reason (lifecycle.notAllowed / stepNotAllowed / paymentNotAllowed), the others staff.wrongState.
 */
export function stateRefusal(action: StaffAction, s: StateOf | PolicySubject): PolicyRefusal | null {
  const row: PolicyRow = STAFF_POLICY[action];
  if (row.forms && !row.forms.includes((s as StateOf).form ?? '')) return 'lifecycle.notAllowed';
  if (row.transition) {
    const app = s as StateOf;
    const rule = LIFECYCLE_RULES[row.transition];
    if (rule.forms && !(app.form && rule.forms.includes(app.form))) return 'lifecycle.notAllowed';
    if (rule.exceptForms && app.form && rule.exceptForms.includes(app.form)) return 'lifecycle.notAllowed';
    if (rule.samples && !app.samples) return 'lifecycle.notAllowed';
    if (app.samples && rule.notFromWithSamples?.includes(app.processStep)) return 'lifecycle.stepNotAllowed';
    if (!rule.from.includes(app.status)) return 'lifecycle.notAllowed';
    if (!fromFormAllows(rule, app)) return 'lifecycle.notAllowed';
    if (rule.stepFrom && !rule.stepFrom.includes(app.processStep)) return 'lifecycle.stepNotAllowed';
    if (rule.paymentFrom && !rule.paymentFrom.includes(app.paymentStatus)) return 'lifecycle.paymentNotAllowed';
    return null;
  }
  if (row.statuses && !row.statuses.includes(s.status)) return 'staff.wrongState';
  if (row.paymentStatuses && !row.paymentStatuses.includes((s as StateOf).paymentStatus ?? null)) return 'lifecycle.paymentNotAllowed';
  return null;
}
export const stateAllows = (action: StaffAction, s: StateOf | PolicySubject) => stateRefusal(action, s) === null;

/**
 * May this user take this action on this subject (an application, remittance, certificate ... as the row's
 * scope says)? Pure: the same answer on server and web. Without a subject only the role is asked.
 */
export function can(user: PolicyUser, action: StaffAction, subject?: PolicySubject | null, opts: PolicyOptions = {}): PolicyDecision {
  if (!hasRoleFor(user, action)) return refuse(403, 'staff.roleRefused');
  const row: PolicyRow = STAFF_POLICY[action];
  if (row.scope === 'global' || row.scope === 'customer' || !subject) return { ok: true };
  const app = row.scope === 'application' ? (subject as PolicyApplication) : null;
  const isAdmin = user.roles.includes('admin');
  if (app && row.assigneeOnly && app.assigneeId !== null && app.assigneeId !== user.id && !isAdmin) return refuse(403, 'staff.assignedToOther');
  if (opts.separation !== false && row.separation && (subject.doneBy?.[row.separation] ?? []).includes(user.id))
    return refuse(403, SEPARATION_REASON[row.separation]);
  const state = stateRefusal(action, subject);
  if (state) return refuse(409, state);
  if (app && row.assignment === 'unassigned' && app.assigneeId !== null) return refuse(409, 'staff.alreadyAssigned');
  if (app && row.assignment === 'assigned' && app.assigneeId === null) return refuse(409, 'staff.notAssigned');
  return { ok: true };
}

/** The actions on this application the user may take now (the `actions` of the staff application answer). */
export const allowedActions = (user: PolicyUser, app: PolicyApplication, opts: PolicyOptions = {}): StaffAction[] =>
  APPLICATION_ACTIONS.filter((a) => can(user, a, app, opts).ok);

/** The actions of a scope the user may take on this subject now (remittances, certificates, requests, profiles). */
export const allowedOn = (scope: PolicyScope, user: PolicyUser, subject: PolicySubject, opts: PolicyOptions = {}): StaffAction[] =>
  actionsOf(scope).filter((a) => can(user, a, subject, opts).ok);

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
  // The technical reviewer assesses, and reviews the recorded reports (entrusted inspection, laboratory testing).
  reviewer: [{ status: 'processing', steps: ['conformity_assessment', 'report_review'] }],
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

/**
 * Steps that review the work of the step before (separation of duties: who recorded the report never issues
 * it). Entering one releases the assignee even when the same role holds both steps (a reviewer who recorded a
 * test report after the data review), so that the review shows in the colleagues' queues.
 */
export const REVIEW_STEPS: readonly ProcessStep[] = ['report_review'];

type WorkState = { status: ApplicationStatus | string; processStep: ProcessStep | string };
/** Whether a move from one state to the next releases the assignee: the work passes to another role or into a review step. */
export const releasesAssignee = (from: WorkState, to: WorkState): boolean =>
  assignmentRoleOf(to) !== assignmentRoleOf(from) || (to.processStep !== from.processStep && REVIEW_STEPS.includes(to.processStep as ProcessStep));
