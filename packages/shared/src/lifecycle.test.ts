import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  DRAFT_REVIEW_STEP,
  LIFECYCLE_RULES,
  PAYMENT_STATUSES,
  PROCESS_STEPS,
  awaitsDraftReview,
  TRANSITION_ACTIONS,
  canTransition,
  isDeletable,
  isEditable,
  nextState,
  submitActionFor,
  type Actor,
  type ApplicationStatus,
  type LifecycleState,
  type PaymentStatus,
  type TransitionAction,
} from './lifecycle.js';
import { LINE_REGISTRY } from './lines/registry.js';
import type { LineTransitionRule } from './lines/types.js';

// Written out by hand from design.md, independently of LIFECYCLE_RULES: "action from-status actor"
// (payment actions also name the payment status they start from). Everything not listed is forbidden.
const ALLOWED_STATUS_MOVES: Record<string, ApplicationStatus> = {
  'submit draft customer': 'pending_acceptance',
  'resubmit returned customer': 'pending_acceptance',
  'accept pending_acceptance staff': 'processing',
  'return pending_acceptance staff': 'returned',
  'return_attachment pending_acceptance staff': 'returned',
  'advance processing staff': 'processing',
  'send_draft processing staff': 'processing',
  'issue processing staff': 'issued',
  'request_info processing staff': 'processing',
  'cancel draft customer': 'cancelled',
  'cancel draft staff': 'cancelled',
  'cancel pending_acceptance customer': 'cancelled',
  'cancel pending_acceptance staff': 'cancelled',
  'cancel returned customer': 'cancelled',
  'cancel returned staff': 'cancelled',
};
const PAYMENT_ACTIONS = new Set<TransitionAction>(['quote', 'record_partial_payment', 'record_full_payment', 'reverse_payment', 'withdraw_quote']);
const ALLOWED_PAYMENT_MOVES: Record<string, PaymentStatus> = {
  'quote to_be_quoted': 'to_be_paid',
  'record_partial_payment to_be_paid': 'partially_paid',
  'record_partial_payment partially_paid': 'partially_paid',
  // a reversed remittance takes a paid application back
  'record_partial_payment paid_in_full': 'partially_paid',
  'reverse_payment partially_paid': 'to_be_paid',
  'reverse_payment paid_in_full': 'to_be_paid',
  'withdraw_quote to_be_paid': 'to_be_quoted',
  'record_full_payment to_be_paid': 'paid_in_full',
  'record_full_payment partially_paid': 'paid_in_full',
};
const PAYMENT_ACTION_STATUSES: ApplicationStatus[] = ['processing', 'issued'];

const base = (status: ApplicationStatus, paymentStatus: PaymentStatus | null = null): LifecycleState => ({
  status,
  paymentStatus,
  stage: 'export_certification',
  processStep: 'pending',
});
const input = (actor: Actor) => ({ actor, reason: 'incomplete invoice', step: 'type_test' as const });

describe('status transitions: every action from every status by every actor', () => {
  const cases = TRANSITION_ACTIONS.filter((a) => !PAYMENT_ACTIONS.has(a)).flatMap((action) =>
    APPLICATION_STATUSES.flatMap((status) => (['customer', 'staff'] as Actor[]).map((actor) => ({ action, status, actor }))),
  );
  it.each(cases)('$action from $status by $actor', ({ action, status, actor }) => {
    const expected = ALLOWED_STATUS_MOVES[`${action} ${status} ${actor}`];
    const paymentBefore = action === 'accept' ? null : 'to_be_quoted';
    const result = nextState(base(status, paymentBefore), action, input(actor));
    if (expected) {
      expect(result).toMatchObject({ ok: true, state: { status: expected } });
    } else {
      expect(result.ok).toBe(false);
    }
  });
});

describe('payment transitions: every payment action from every payment status', () => {
  const cases = [...PAYMENT_ACTIONS].flatMap((action) =>
    APPLICATION_STATUSES.flatMap((status) => [null, ...PAYMENT_STATUSES].map((payment) => ({ action, status, payment }))),
  );
  it.each(cases)('$action at $status / $payment', ({ action, status, payment }) => {
    const expected = PAYMENT_ACTION_STATUSES.includes(status) ? ALLOWED_PAYMENT_MOVES[`${action} ${payment}`] : undefined;
    const result = nextState(base(status, payment), action, input('staff'));
    if (expected) expect(result).toMatchObject({ ok: true, state: { status, paymentStatus: expected } });
    else expect(result.ok).toBe(false);
    // Customers never move the payment status.
    expect(nextState(base(status, payment), action, input('customer')).ok).toBe(false);
  });
});

describe('what transitions record', () => {
  it('accept starts the payment status at to be quoted and the step at acceptance', () => {
    expect(nextState(base('pending_acceptance'), 'accept', input('staff'))).toEqual({
      ok: true,
      state: { status: 'processing', paymentStatus: 'to_be_quoted', stage: 'export_certification', processStep: 'acceptance' },
      notice: null,
    });
  });
  it('accept is refused when a payment status already exists', () => {
    expect(nextState(base('pending_acceptance', 'to_be_paid'), 'accept', input('staff'))).toEqual({ ok: false, reason: 'lifecycle.paymentNotAllowed' });
  });
  it.each([
    ['submit', 'draft', 'customer', 'application_submitted'],
    ['resubmit', 'returned', 'customer', 'application_submitted'],
    ['return', 'pending_acceptance', 'staff', 'application_returned'],
    ['return_attachment', 'pending_acceptance', 'staff', 'attachment_returned'],
    ['issue', 'processing', 'staff', 'certificate_issued'],
  ] as const)('%s writes the %s notice', (action, status, actor, notice) => {
    expect(nextState(base(status), action, input(actor))).toMatchObject({ ok: true, notice });
  });
  it('returning needs a reason', () => {
    expect(nextState(base('pending_acceptance'), 'return', { actor: 'staff', reason: '  ' })).toEqual({ ok: false, reason: 'lifecycle.reasonRequired' });
    expect(nextState(base('pending_acceptance'), 'return_attachment', { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.reasonRequired' });
  });
  it('advance moves only to a work step', () => {
    const processing = { ...base('processing'), processStep: 'acceptance' as const };
    expect(nextState(processing, 'advance', { actor: 'staff', step: 'factory_inspection' })).toMatchObject({
      ok: true,
      state: { processStep: 'factory_inspection', status: 'processing' },
    });
    expect(nextState(processing, 'advance', { actor: 'staff', step: 'end' })).toEqual({ ok: false, reason: 'lifecycle.stepInvalid' });
    expect(nextState(processing, 'advance', { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.stepInvalid' });
  });
  it('the wrong actor is told so', () => {
    expect(nextState(base('draft'), 'submit', { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.wrongActor' });
    expect(nextState(base('pending_acceptance'), 'accept', { actor: 'customer' })).toEqual({ ok: false, reason: 'lifecycle.wrongActor' });
  });
  it('issue ends the process; the stage never changes', () => {
    const r = nextState({ ...base('processing'), stage: 'entrusted_inspection' }, 'issue', input('staff'));
    expect(r).toMatchObject({ ok: true, state: { status: 'issued', processStep: 'end', stage: 'entrusted_inspection' } });
  });
  it('canTransition agrees with nextState', () => {
    expect(canTransition(base('draft'), 'submit', { actor: 'customer' })).toBe(true);
    expect(canTransition(base('issued'), 'cancel', { actor: 'staff', reason: 'x' })).toBe(false);
  });
});

describe('the draft-certificate review', () => {
  const processing = (processStep: LifecycleState['processStep']): LifecycleState => ({ ...base('processing', 'to_be_paid'), processStep });
  const review = processing(DRAFT_REVIEW_STEP);
  it('staff send the draft: the step becomes the review step, the status stays processing', () => {
    expect(nextState(processing('conformity_assessment'), 'send_draft', { actor: 'staff' })).toEqual({
      ok: true,
      state: { status: 'processing', paymentStatus: 'to_be_paid', stage: 'export_certification', processStep: DRAFT_REVIEW_STEP },
      notice: 'draft_certificate_ready',
    });
    expect(awaitsDraftReview({ status: 'processing', processStep: DRAFT_REVIEW_STEP })).toBe(true);
    expect(awaitsDraftReview({ status: 'processing', process_step: 'certificate_production' })).toBe(false);
  });
  it('the customer confirms: the certificate goes into production', () => {
    expect(nextState(review, 'confirm_draft', { actor: 'customer' })).toMatchObject({
      ok: true,
      state: { status: 'processing', processStep: 'certificate_production' },
    });
  });
  it('the customer requests changes with a comment: back to conformity assessment', () => {
    expect(nextState(review, 'request_draft_changes', { actor: 'customer', reason: 'Importer name misspelt' })).toMatchObject({
      ok: true,
      state: { status: 'processing', processStep: 'conformity_assessment' },
    });
    expect(nextState(review, 'request_draft_changes', { actor: 'customer', reason: ' ' })).toEqual({ ok: false, reason: 'lifecycle.reasonRequired' });
  });
  it.each(PROCESS_STEPS.filter((s) => s !== DRAFT_REVIEW_STEP))('no review decision at step %s', (step) => {
    expect(nextState(processing(step), 'confirm_draft', { actor: 'customer' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(processing(step), 'request_draft_changes', { actor: 'customer', reason: 'x' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
  });
  it('only the customer decides; staff neither resend, move the step nor issue during the review', () => {
    expect(nextState(review, 'confirm_draft', { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.wrongActor' });
    expect(nextState(processing('acceptance'), 'send_draft', { actor: 'customer' })).toEqual({ ok: false, reason: 'lifecycle.wrongActor' });
    for (const action of ['send_draft', 'issue'] as const)
      expect(nextState(review, action, { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(review, 'advance', { actor: 'staff', step: 'type_test' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(processing('acceptance'), 'advance', { actor: 'staff', step: DRAFT_REVIEW_STEP })).toEqual({ ok: false, reason: 'lifecycle.stepInvalid' });
  });
  it('a decision outside processing is refused by status', () => {
    expect(nextState({ ...base('issued'), processStep: DRAFT_REVIEW_STEP }, 'confirm_draft', { actor: 'customer' })).toEqual({
      ok: false,
      reason: 'lifecycle.notAllowed',
    });
  });
});

describe('what a status lets the customer do', () => {
  it.each(APPLICATION_STATUSES)('%s', (status) => {
    expect(isEditable(status)).toBe(status === 'draft' || status === 'returned');
    expect(isDeletable(status)).toBe(status === 'draft');
    expect(submitActionFor(status)).toBe(status === 'draft' ? 'submit' : status === 'returned' ? 'resubmit' : null);
  });
});

describe('additional information: request_info / answer_info', () => {
  const at = (processStep: LifecycleState['processStep']): LifecycleState => ({
    status: 'processing',
    paymentStatus: 'to_be_quoted',
    stage: 'system_certification',
    processStep,
  });
  it('staff ask from a work step; the application waits in additional_information with the notice', () => {
    expect(nextState(at('conformity_assessment'), 'request_info', { actor: 'staff' })).toEqual({
      ok: true,
      state: at('additional_information'),
      notice: 'info_requested',
    });
    expect(nextState(at('additional_information'), 'request_info', { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(at('certificate_issuance'), 'request_info', { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(at('conformity_assessment'), 'request_info', { actor: 'customer' })).toEqual({ ok: false, reason: 'lifecycle.wrongActor' });
  });
  it('the customer answers and the application resumes the step it was in; staff neither advance nor issue meanwhile', () => {
    expect(nextState(at('additional_information'), 'answer_info', { actor: 'customer', step: 'conformity_assessment' })).toEqual({
      ok: true,
      state: at('conformity_assessment'),
      notice: 'info_answered',
    });
    expect(nextState(at('additional_information'), 'answer_info', { actor: 'customer', step: 'additional_information' })).toEqual({
      ok: false,
      reason: 'lifecycle.stepInvalid',
    });
    expect(nextState(at('additional_information'), 'answer_info', { actor: 'staff', step: 'acceptance' })).toEqual({
      ok: false,
      reason: 'lifecycle.wrongActor',
    });
    expect(nextState(at('acceptance'), 'answer_info', { actor: 'customer', step: 'acceptance' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(at('additional_information'), 'issue', { actor: 'staff' }).ok).toBe(false);
    expect(nextState(at('additional_information'), 'advance', { actor: 'staff', step: 'type_test' }).ok).toBe(false);
  });
  it('communication closes an application still waiting on its answer (cancelled, with its notice); other lines do not', () => {
    const comm = (step: LifecycleState['processStep']): LifecycleState => ({ ...at(step), form: 'communication' });
    const closed = nextState(comm('additional_information'), 'close_unanswered', { actor: 'staff', reason: 'Unanswered for 3 months' });
    expect(closed).toMatchObject({ ok: true, state: { status: 'cancelled' }, notice: 'application_cancelled' });
    expect(nextState(comm('conformity_assessment'), 'close_unanswered', { actor: 'staff' }).ok).toBe(false);
    expect(nextState({ ...at('additional_information'), form: 'customs' }, 'close_unanswered', { actor: 'staff' }).ok).toBe(false);
    expect(nextState(comm('additional_information'), 'close_unanswered', { actor: 'customer' }).ok).toBe(false);
  });
});

describe('the lines’ own steps and transitions (lines/<line>/index.ts, issue 26)', () => {
  it('each transition of a line starts from and leads to steps of the lifecycle, and is allowed for the lines naming it only', () => {
    for (const line of LINE_REGISTRY)
      for (const [action, rule] of Object.entries(line.transitions as Readonly<Record<string, LineTransitionRule>>)) {
        for (const step of [...(rule.stepFrom ?? []), ...(rule.step ? [rule.step] : [])]) expect(PROCESS_STEPS, `${line.form} ${action}`).toContain(step);
        expect(LIFECYCLE_RULES[action as TransitionAction].forms, `${line.form} ${action}`).toContain(line.form);
      }
  });
  it('the steps and actions a line adds are listed once, among the general ones', () => {
    expect(new Set(PROCESS_STEPS).size).toBe(PROCESS_STEPS.length);
    expect(new Set(TRANSITION_ACTIONS).size).toBe(TRANSITION_ACTIONS.length);
    for (const line of LINE_REGISTRY) for (const step of line.steps) expect(PROCESS_STEPS).toContain(step);
    expect(Object.keys(LIFECYCLE_RULES).sort()).toEqual([...TRANSITION_ACTIONS].sort());
  });
});
