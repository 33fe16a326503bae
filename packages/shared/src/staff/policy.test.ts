import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus, type ProcessStep } from '../lifecycle.js';
import { REMITTANCE_STATUSES } from '../schemas/payments.js';
import { REFUND_STATUSES } from '../schemas/credit.js';
import {
  actionsOf,
  allowedActions,
  allowedOn,
  APPLICATION_ACTIONS,
  assignmentRoleOf,
  releasesAssignee,
  can,
  STAFF_ACTIONS,
  STAFF_POLICY,
  workRoleOf,
  type PolicyApplication,
  type PolicyScope,
  type StaffAction,
} from './policy.js';
import { STAFF_ROLES, staffRolesOf, type StaffRole } from './roles.js';

// The expected table, written out independently of STAFF_POLICY: who may, and in which statuses.
const WHO: Record<StaffAction, readonly StaffRole[]> = {
  view: STAFF_ROLES,
  take: ['acceptance_officer', 'inspector', 'reviewer', 'finance', 'issuer', 'admin'],
  release: ['acceptance_officer', 'inspector', 'reviewer', 'finance', 'issuer', 'admin'],
  assign: ['acceptance_officer', 'admin'],
  accept: ['acceptance_officer', 'admin'],
  return: ['acceptance_officer', 'admin'],
  return_attachment: ['acceptance_officer', 'admin'],
  approve_attachment: ['acceptance_officer', 'admin'],
  advance: ['inspector', 'admin'],
  send_draft: ['reviewer', 'admin'],
  issue: ['issuer', 'admin'],
  cancel: ['acceptance_officer', 'admin'],
  quote: ['customer_service', 'finance', 'admin'],
  fee_notice: ['customer_service', 'finance', 'admin'],
  confirm_date: ['acceptance_officer', 'inspector', 'admin'],
  schedule: ['acceptance_officer', 'inspector', 'admin'],
  postpone: ['acceptance_officer', 'inspector', 'admin'],
  record_report: ['inspector', 'admin'],
  issue_report: ['reviewer', 'issuer', 'admin'],
  abort: ['inspector', 'admin'],
  record_test_report: ['inspector', 'reviewer', 'admin'],
  issue_test_report: ['reviewer', 'issuer', 'admin'],
  cancel_booking: ['acceptance_officer', 'admin'],
  request_info: ['acceptance_officer', 'inspector', 'reviewer', 'admin'],
  accept_info: ['acceptance_officer', 'inspector', 'reviewer', 'admin'],
  review_remittance: ['finance', 'admin'],
  confirm_remittance: ['finance', 'admin'],
  partly_confirm_remittance: ['finance', 'admin'],
  reject_remittance: ['finance', 'admin'],
  reverse_remittance: ['finance', 'admin'],
  suspend_certificate: ['issuer', 'admin'],
  withdraw_certificate: ['issuer', 'admin'],
  reinstate_certificate: ['issuer', 'admin'],
  supersede_certificate: ['issuer', 'admin'],
  reissue_code: ['issuer', 'admin'],
  review_channel: ['customer_service', 'admin'],
  fee_rules: ['finance', 'admin'],
  finance_remittances: ['finance', 'admin'],
  finance_refunds: ['finance', 'admin'],
  confirm_refund: ['finance', 'admin'],
  reject_refund: ['finance', 'admin'],
  holiday_calendar: ['admin'],
  verify_profile: ['customer_service', 'admin'],
  assign_waiter: ['customer_service', 'admin'],
  request_samples: ['inspector', 'admin'],
  receive_samples: ['inspector', 'admin'],
  reject_samples: ['inspector', 'admin'],
  accept_samples: ['inspector', 'admin'],
  send_test_data: ['inspector', 'admin'],
};
const ALL = APPLICATION_STATUSES;
// Application statuses in which each application action applies (its usual step; the line's own steps below).
const WHEN: Partial<Record<StaffAction, readonly ApplicationStatus[]>> = {
  view: ALL,
  take: ['pending_acceptance', 'returned', 'processing'],
  release: ['pending_acceptance', 'returned', 'processing'],
  assign: ['pending_acceptance', 'returned', 'processing'],
  accept: ['pending_acceptance'],
  return: ['pending_acceptance'],
  return_attachment: ['pending_acceptance'],
  approve_attachment: ['pending_acceptance'],
  advance: ['processing'],
  send_draft: ['processing'],
  issue: ['processing'],
  cancel: ['draft', 'pending_acceptance', 'returned'],
  quote: ['processing', 'issued'],
  fee_notice: ['processing', 'issued'],
  confirm_date: ['processing'],
  schedule: ['processing'],
  postpone: ['processing'],
  record_report: ['processing'],
  issue_report: ['processing'],
  abort: ['processing'],
  record_test_report: ['processing'],
  issue_test_report: ['processing'],
  cancel_booking: ['processing'],
  request_info: ['processing'],
  verify_profile: ALL,
  assign_waiter: ALL,
  fee_rules: ALL,
  finance_remittances: ALL,
  finance_refunds: ALL,
  holiday_calendar: ALL,
  // The sample loop: never on an application whose form sends no samples (the table's application).
  request_samples: [],
  receive_samples: [],
  reject_samples: [],
  accept_samples: [],
  send_test_data: [],
};
/** The step each of a line's own actions is tried in (the matrix runs them on an entrusted booking, or the line named in LINE_FORM). */
const LINE_STEP: Partial<Record<StaffAction, PolicyApplication['processStep']>> = {
  confirm_date: 'acceptance',
  schedule: 'date_confirmation',
  postpone: 'scheduled',
  record_report: 'scheduled',
  issue_report: 'report_review',
  abort: 'inspection',
  cancel_booking: 'scheduled',
  // Laboratory testing (its samples through the loop): the report after the confirmed data review, then issued.
  record_test_report: 'conformity_assessment',
  issue_test_report: 'report_review',
};
/** The line of the actions that are not entrusted inspection's (with whether it sends samples). */
const LINE_FORM: Partial<Record<StaffAction, { form: string; samples: boolean }>> = {
  record_test_report: { form: 'testing', samples: true },
  issue_test_report: { form: 'testing', samples: true },
};
// The other subjects: their own statuses, and those in which each action applies.
const SUBJECT_STATUSES: Record<Exclude<PolicyScope, 'application' | 'customer' | 'global'>, readonly string[]> = {
  remittance: REMITTANCE_STATUSES,
  certificate: ['valid', 'suspended', 'withdrawn', 'superseded', 'expired'],
  info_request: ['open', 'answered', 'accepted'],
  channel_profile: ['none', 'submitted', 'approved', 'returned'],
  refund: REFUND_STATUSES,
};
const SUBJECT_WHEN: Partial<Record<StaffAction, readonly string[]>> = {
  accept_info: ['answered'],
  review_remittance: ['submitted'],
  reissue_code: ['valid', 'suspended', 'withdrawn', 'superseded', 'expired'],
  confirm_remittance: ['submitted', 'in_review'],
  partly_confirm_remittance: ['submitted', 'in_review'],
  reject_remittance: ['submitted', 'in_review'],
  reverse_remittance: ['confirmed', 'partly_confirmed'],
  suspend_certificate: ['valid', 'suspended'],
  withdraw_certificate: ['valid', 'suspended'],
  reinstate_certificate: ['suspended'],
  supersede_certificate: ['valid', 'suspended'],
  review_channel: ['submitted'],
  confirm_refund: ['requested'],
  reject_refund: ['requested'],
};

const me = (role: StaffRole, id = 7) => ({ id, kind: 'staff' as const, roles: [role] });
const appIn = (status: ApplicationStatus, over: Partial<PolicyApplication> = {}): PolicyApplication => ({
  status,
  processStep:
    status === 'processing' ? 'type_test' : status === 'pending_acceptance' || status === 'returned' ? 'pending' : status === 'issued' ? 'end' : 'pending',
  paymentStatus: status === 'processing' || status === 'issued' ? 'to_be_quoted' : null,
  // release needs an assignee (mine), take needs none.
  assigneeId: null,
  ...over,
});

describe('the staff policy table: every role x action x status', () => {
  for (const role of STAFF_ROLES) {
    for (const action of STAFF_ACTIONS.filter((a) => !(STAFF_POLICY[a].scope in SUBJECT_STATUSES))) {
      for (const status of ALL) {
        it(`${role} ${action} ${status}`, () => {
          const step = LINE_STEP[action];
          const app = appIn(status, {
            ...(action === 'release' ? { assigneeId: 7 } : {}),
            ...(action === 'quote' && status === 'issued' ? { paymentStatus: 'to_be_paid' } : {}),
            ...(step && status === 'processing' ? { form: 'entrusted', processStep: step, ...LINE_FORM[action] } : {}),
          });
          const d = can(me(role), action, app);
          const expected = WHO[action].includes(role) && (WHEN[action] ?? []).includes(status);
          expect(d.ok, JSON.stringify(d)).toBe(expected);
          if (!d.ok) expect(d.status).toBe(WHO[action].includes(role) ? 409 : 403);
        });
      }
    }
    for (const [scope, statuses] of Object.entries(SUBJECT_STATUSES)) {
      for (const action of actionsOf(scope as PolicyScope)) {
        for (const status of statuses) {
          it(`${role} ${action} ${scope} ${status}`, () => {
            const d = can(me(role), action, { status });
            const expected = WHO[action].includes(role) && (SUBJECT_WHEN[action] ?? []).includes(status);
            expect(d.ok, JSON.stringify(d)).toBe(expected);
            if (!d.ok) expect(d).toMatchObject({ status: WHO[action].includes(role) ? 409 : 403 });
          });
        }
      }
    }
  }
  it("a line's own actions apply to that line only; a general issue is not the entrusted inspection's", () => {
    for (const action of Object.keys(LINE_STEP) as StaffAction[])
      expect(can(me('admin'), action, appIn('processing', { processStep: LINE_STEP[action]!, form: 'customs' }))).toMatchObject({
        ok: false,
        status: 409,
        reason: 'lifecycle.notAllowed',
      });
    expect(can(me('issuer'), 'issue', appIn('processing', { form: 'entrusted' }))).toMatchObject({ ok: false, status: 409 });
  });
  it('a quotation only once accepted, and never after it is paid', () => {
    expect(can(me('finance'), 'quote', appIn('processing', { paymentStatus: 'paid_in_full' }))).toMatchObject({ status: 409 });
    expect(can(me('finance'), 'quote', appIn('processing', { paymentStatus: 'to_be_paid' })).ok).toBe(true);
    // A fee notice bills further work on paid applications too (issue 28).
    expect(can(me('finance'), 'fee_notice', appIn('processing', { paymentStatus: 'paid_in_full' })).ok).toBe(true);
    expect(can(me('finance'), 'fee_notice', appIn('cancelled', { paymentStatus: 'paid_in_full' }))).toMatchObject({ status: 409 });
  });
  it('a customer may take no staff action (403)', () => {
    for (const action of STAFF_ACTIONS)
      expect(can({ id: 1, kind: 'customer', roles: ['admin'] }, action, appIn('pending_acceptance'))).toEqual({
        ok: false,
        status: 403,
        reason: 'staff.roleRefused',
      });
  });
});

describe('the sample loop in the policy', () => {
  it('each step from its own step, only on forms that send samples; the loop is not skipped', () => {
    const samples = (processStep: PolicyApplication['processStep'], over: Partial<PolicyApplication> = {}) =>
      appIn('processing', { processStep, samples: true, ...over });
    expect(can(me('inspector'), 'request_samples', samples('acceptance')).ok).toBe(true);
    expect(can(me('inspector'), 'request_samples', appIn('processing', { processStep: 'acceptance' }))).toMatchObject({
      status: 409,
      reason: 'lifecycle.notAllowed',
    });
    expect(can(me('inspector'), 'receive_samples', samples('sample_in_transit')).ok).toBe(true);
    expect(can(me('inspector'), 'receive_samples', samples('sample_delivery'))).toMatchObject({ status: 409, reason: 'lifecycle.stepNotAllowed' });
    expect(can(me('inspector'), 'accept_samples', samples('sample_receipt'))).toMatchObject({ status: 409, reason: 'lifecycle.paymentNotAllowed' });
    expect(can(me('inspector'), 'accept_samples', samples('sample_receipt', { paymentStatus: 'paid_in_full' })).ok).toBe(true);
    expect(can(me('inspector'), 'advance', samples('acceptance'))).toMatchObject({ status: 409, reason: 'lifecycle.stepNotAllowed' });
    expect(can(me('reviewer'), 'send_draft', samples('data_review'))).toMatchObject({ status: 409, reason: 'lifecycle.stepNotAllowed' });
    expect(can(me('reviewer'), 'send_draft', samples('conformity_assessment')).ok).toBe(true);
    expect(can(me('reviewer'), 'request_samples', samples('acceptance'))).toMatchObject({ status: 403 });
  });
});

describe('assignment, separation of duties and the draft review step', () => {
  it('take: one at a time (409 once taken); release: only the assignee or an administrator', () => {
    expect(can(me('acceptance_officer'), 'take', appIn('pending_acceptance', { assigneeId: 9 }))).toMatchObject({
      ok: false,
      status: 409,
      reason: 'staff.alreadyAssigned',
    });
    expect(can(me('acceptance_officer'), 'release', appIn('pending_acceptance', { assigneeId: 9 }))).toMatchObject({
      ok: false,
      status: 403,
      reason: 'staff.assignedToOther',
    });
    expect(can(me('admin'), 'release', appIn('pending_acceptance', { assigneeId: 9 })).ok).toBe(true);
    expect(can(me('acceptance_officer'), 'release', appIn('pending_acceptance'))).toMatchObject({ ok: false, status: 409, reason: 'staff.notAssigned' });
  });
  it("work assigned to a colleague is theirs (403), an administrator's too", () => {
    expect(can(me('acceptance_officer'), 'accept', appIn('pending_acceptance', { assigneeId: 9 }))).toMatchObject({
      ok: false,
      status: 403,
      reason: 'staff.assignedToOther',
    });
    expect(can(me('acceptance_officer', 9), 'accept', appIn('pending_acceptance', { assigneeId: 9 })).ok).toBe(true);
    expect(can(me('admin'), 'accept', appIn('pending_acceptance', { assigneeId: 9 })).ok).toBe(true);
  });
  it('the reviewer is never the one who did the work; the issuer never the reviewer; both configurable', () => {
    const both = { id: 7, kind: 'staff' as const, roles: ['inspector', 'reviewer', 'issuer'] };
    const worked = appIn('processing', { processStep: 'conformity_assessment', doneBy: { work: [7] } });
    expect(can(both, 'send_draft', worked)).toMatchObject({ ok: false, status: 403, reason: 'staff.separationWorker' });
    expect(can(both, 'send_draft', worked, { separation: false }).ok).toBe(true);
    const reviewed = appIn('processing', { processStep: 'certificate_production', doneBy: { review: [7] } });
    expect(can(both, 'issue', reviewed)).toMatchObject({ ok: false, status: 403, reason: 'staff.separationReviewer' });
    expect(can(both, 'issue', reviewed, { separation: false }).ok).toBe(true);
    expect(can(me('issuer', 8), 'issue', reviewed).ok).toBe(true);
  });
  it('the inspector who recorded the report does not issue it', () => {
    const both = { id: 7, kind: 'staff' as const, roles: ['inspector', 'issuer'] };
    const recorded = appIn('processing', { form: 'entrusted', processStep: 'report_review', doneBy: { report: [7] } });
    expect(can(both, 'issue_report', recorded)).toMatchObject({ ok: false, status: 403, reason: 'staff.separationReporter' });
    expect(can(me('issuer', 8), 'issue_report', recorded).ok).toBe(true);
  });
  it('the test report: recorded after the data review (never inside the sample loop), issued by someone else; configurable', () => {
    const lab = (processStep: PolicyApplication['processStep'], over: Partial<PolicyApplication> = {}) =>
      appIn('processing', { form: 'testing', samples: true, processStep, ...over });
    expect(can(me('inspector'), 'record_test_report', lab('conformity_assessment')).ok).toBe(true);
    for (const step of ['laboratory_testing', 'data_review', 'sample_receipt'] as const)
      expect(can(me('inspector'), 'record_test_report', lab(step))).toMatchObject({ status: 409, reason: 'lifecycle.stepNotAllowed' });
    // Each line's report action on its own line only: the inspection report's on a test, the test report's on a booking.
    expect(can(me('inspector'), 'record_report', lab('conformity_assessment'))).toMatchObject({ status: 409, reason: 'lifecycle.notAllowed' });
    expect(can(me('inspector'), 'record_test_report', appIn('processing', { form: 'entrusted', processStep: 'scheduled' }))).toMatchObject({
      status: 409,
      reason: 'lifecycle.notAllowed',
    });
    expect(can(me('finance'), 'record_test_report', lab('conformity_assessment'))).toMatchObject({ status: 403, reason: 'staff.roleRefused' });
    const both = { id: 7, kind: 'staff' as const, roles: ['inspector', 'reviewer'] };
    const recorded = lab('report_review', { doneBy: { report: [7] } });
    expect(can(both, 'issue_test_report', recorded)).toMatchObject({ ok: false, status: 403, reason: 'staff.separationReporter' });
    expect(can(both, 'issue_test_report', recorded, { separation: false }).ok).toBe(true);
    expect(can(me('issuer', 8), 'issue_test_report', recorded).ok).toBe(true);
    expect(allowedActions(me('issuer', 8), recorded)).toContain('issue_test_report');
    expect(allowedActions(me('issuer', 8), recorded)).not.toContain('issue_report');
  });
  it('money: who quoted does not confirm the payment; who confirmed does not reverse it', () => {
    const fin = me('finance');
    expect(can(fin, 'confirm_remittance', { status: 'submitted', doneBy: { quote: [7] } })).toMatchObject({ status: 403, reason: 'staff.separationQuoter' });
    expect(can(fin, 'partly_confirm_remittance', { status: 'in_review', doneBy: { quote: [7] } })).toMatchObject({ status: 403 });
    expect(can(fin, 'reject_remittance', { status: 'submitted', doneBy: { quote: [7] } }).ok).toBe(true);
    expect(can(fin, 'reverse_remittance', { status: 'confirmed', doneBy: { confirm: [7] } })).toMatchObject({
      status: 403,
      reason: 'staff.separationConfirmer',
    });
    expect(can(fin, 'reverse_remittance', { status: 'confirmed', doneBy: { confirm: [7] } }, { separation: false }).ok).toBe(true);
    expect(can(me('finance', 8), 'reverse_remittance', { status: 'confirmed', doneBy: { confirm: [7] } }).ok).toBe(true);
    expect(allowedOn('remittance', fin, { status: 'in_review' })).toEqual(['confirm_remittance', 'partly_confirm_remittance', 'reject_remittance']);
    expect(allowedOn('remittance', fin, { status: 'submitted' })).toContain('review_remittance');
    expect(allowedOn('certificate', me('issuer'), { status: 'suspended' })).toEqual([
      'suspend_certificate',
      'withdraw_certificate',
      'reinstate_certificate',
      'supersede_certificate',
      'reissue_code',
    ]);
    expect(allowedOn('certificate', me('finance'), { status: 'valid' })).toEqual([]);
  });
  it('while the customer reviews the draft, staff neither send another, advance nor issue (409 with the lifecycle reason)', () => {
    const review = appIn('processing', { processStep: 'certificate_issuance' });
    for (const [role, action] of [
      ['reviewer', 'send_draft'],
      ['inspector', 'advance'],
      ['issuer', 'issue'],
    ] as const) {
      expect(can(me(role), action, review)).toEqual({ ok: false, status: 409, reason: 'lifecycle.stepNotAllowed' });
    }
  });
  it('allowedActions lists exactly what the user may do now; roles combine', () => {
    expect(allowedActions(me('acceptance_officer'), appIn('pending_acceptance'))).toEqual([
      'take',
      'assign',
      'accept',
      'return',
      'return_attachment',
      'approve_attachment',
      'cancel',
    ]);
    expect(allowedActions(me('finance'), appIn('processing'))).toEqual(['take', 'quote', 'fee_notice']);
    expect(APPLICATION_ACTIONS).not.toContain('confirm_remittance');
    expect(allowedActions(me('customer_service'), appIn('processing'))).toEqual(['quote', 'fee_notice']);
    expect(staffRolesOf({ kind: 'staff', role: 'inspector', staffRoles: ['reviewer', 'inspector', 'nonsense'] })).toEqual(['inspector', 'reviewer']);
    expect(staffRolesOf({ kind: 'customer', role: 'customer', staffRoles: ['admin'] })).toEqual([]);
  });
});

describe('whose work it is', () => {
  it('passes from the officers to the inspectors, reviewers and issuers; waits on nobody of us while with the customer', () => {
    expect(workRoleOf({ status: 'pending_acceptance', processStep: 'pending' })).toBe('acceptance_officer');
    expect(workRoleOf({ status: 'processing', processStep: 'acceptance' })).toBe('inspector');
    expect(workRoleOf({ status: 'processing', processStep: 'conformity_assessment' })).toBe('reviewer');
    expect(workRoleOf({ status: 'processing', processStep: 'certificate_production' })).toBe('issuer');
    // A recorded report (entrusted inspection, laboratory testing) waits on the technical reviewer.
    expect(workRoleOf({ status: 'processing', processStep: 'report_review' })).toBe('reviewer');
    expect(workRoleOf({ status: 'processing', processStep: 'certificate_issuance' })).toBeNull();
    expect(workRoleOf({ status: 'returned', processStep: 'acceptance' })).toBeNull();
  });
  it('the assignment: kept through a return and resubmission, released when the work passes on or waits on the draft review', () => {
    expect(assignmentRoleOf({ status: 'returned', processStep: 'acceptance' })).toBe(
      assignmentRoleOf({ status: 'pending_acceptance', processStep: 'pending' }),
    );
    expect(assignmentRoleOf({ status: 'processing', processStep: 'type_test' })).toBe(
      assignmentRoleOf({ status: 'processing', processStep: 'factory_inspection' }),
    );
    expect(assignmentRoleOf({ status: 'processing', processStep: 'certificate_issuance' })).toBeNull();
  });
  it('a recorded report is released to review, even by a reviewer who recorded it; a re-recorded one stays', () => {
    const at = (processStep: ProcessStep) => ({ status: 'processing', processStep });
    expect(releasesAssignee(at('inspection'), at('report_review'))).toBe(true);
    expect(releasesAssignee(at('conformity_assessment'), at('report_review'))).toBe(true);
    expect(releasesAssignee(at('report_review'), at('report_review'))).toBe(false);
    expect(releasesAssignee(at('type_test'), at('factory_inspection'))).toBe(false);
    expect(releasesAssignee(at('type_test'), at('conformity_assessment'))).toBe(true);
  });
});
