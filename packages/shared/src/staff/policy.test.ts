import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../lifecycle.js';
import { allowedActions, assignmentRoleOf, can, STAFF_ACTIONS, workRoleOf, type PolicyApplication, type StaffAction } from './policy.js';
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
  verify_profile: ['customer_service', 'admin'],
  assign_waiter: ['customer_service', 'admin'],
  request_samples: ['inspector', 'admin'],
  receive_samples: ['inspector', 'admin'],
  reject_samples: ['inspector', 'admin'],
  accept_samples: ['inspector', 'admin'],
  send_test_data: ['inspector', 'admin'],
};
const ALL = APPLICATION_STATUSES;
const WHEN: Record<StaffAction, readonly ApplicationStatus[]> = {
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
  verify_profile: ALL,
  assign_waiter: ALL,
  // The sample loop: never on an application whose form sends no samples (the table's application).
  request_samples: [],
  receive_samples: [],
  reject_samples: [],
  accept_samples: [],
  send_test_data: [],
};

const me = (role: StaffRole, id = 7) => ({ id, kind: 'staff' as const, roles: [role] });
const appIn = (status: ApplicationStatus, over: Partial<PolicyApplication> = {}): PolicyApplication => ({
  status,
  processStep:
    status === 'processing' ? 'type_test' : status === 'pending_acceptance' || status === 'returned' ? 'pending' : status === 'issued' ? 'end' : 'pending',
  paymentStatus: status === 'processing' || status === 'issued' ? 'to_be_quoted' : null,
  // release needs an assignee (mine), take needs none.
  assigneeId: null,
  workerIds: [],
  reviewerIds: [],
  ...over,
});

describe('the staff policy table: every role x action x status', () => {
  for (const role of STAFF_ROLES) {
    for (const action of STAFF_ACTIONS) {
      for (const status of ALL) {
        it(`${role} ${action} ${status}`, () => {
          const app = appIn(status, action === 'release' ? { assigneeId: 7 } : {});
          const d = can(me(role), action, app);
          const expected = WHO[action].includes(role) && WHEN[action].includes(status);
          expect(d.ok, JSON.stringify(d)).toBe(expected);
          if (!d.ok) expect(d.status).toBe(WHO[action].includes(role) ? 409 : 403);
        });
      }
    }
  }
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
    const worked = appIn('processing', { processStep: 'conformity_assessment', workerIds: [7] });
    expect(can(both, 'send_draft', worked)).toMatchObject({ ok: false, status: 403, reason: 'staff.separationWorker' });
    expect(can(both, 'send_draft', worked, { separation: false }).ok).toBe(true);
    const reviewed = appIn('processing', { processStep: 'certificate_production', reviewerIds: [7] });
    expect(can(both, 'issue', reviewed)).toMatchObject({ ok: false, status: 403, reason: 'staff.separationReviewer' });
    expect(can(both, 'issue', reviewed, { separation: false }).ok).toBe(true);
    expect(can(me('issuer', 8), 'issue', reviewed).ok).toBe(true);
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
    expect(allowedActions(me('finance'), appIn('processing'))).toEqual(['take']);
    expect(allowedActions(me('customer_service'), appIn('processing'))).toEqual([]);
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
});
