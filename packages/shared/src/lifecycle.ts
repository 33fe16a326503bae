/**
 * The application lifecycle (spec section 4, design.md "Application lifecycle") as one rules table and a
 * pure function. The server's transition function is the only writer of status, payment status, stage and
 * process step, and asks `nextState` whether a change is allowed; the web app reads the same table to
 * know what a status allows (editing, deleting, resubmitting).
 */
import type { NoticeEventKind } from './constants.js';
import {
  CORE_ACTIONS,
  CORE_STEPS,
  DRAFT_REVIEW_STEP,
  INFO_STEP,
  LATER_ACTIONS,
  SAMPLE_LOOP_STEPS,
  WAITING_STEPS,
  type Actor,
  type ApplicationStage,
  type ApplicationStatus,
  type GeneralTransitionAction,
  type PaymentStatus,
  type ProcessStep,
  type TransitionAction,
  type TransitionRule,
} from './lifecycleSteps.js';
import {
  CANCEL_IN_WORK_FORMS,
  LINE_NOTICES,
  LINE_PROCESS_STEPS,
  LINE_TRANSITION_ACTIONS,
  LINE_TRANSITION_RULES,
  REPORT_FORMS,
  workStepsOf,
} from './lines/registry.js';

export * from './lifecycleSteps.js';
export { LINE_WORK_STEPS, LINE_NEXT_STEP, workStepsOf, suggestedNextStep } from './lines/registry.js';

/** Every process step: the general ones, the lines' own (registry order) in their place, then the waiting ones. */
export const PROCESS_STEPS: readonly [ProcessStep, ...ProcessStep[]] = [...CORE_STEPS, ...LINE_PROCESS_STEPS, ...WAITING_STEPS];
/** Every action: the general ones, the lines' own (registry order) after the payment ones, then the later general ones. */
export const TRANSITION_ACTIONS: readonly [TransitionAction, ...TransitionAction[]] = [...CORE_ACTIONS, ...LINE_TRANSITION_ACTIONS, ...LATER_ACTIONS];

export interface LifecycleState {
  status: ApplicationStatus;
  paymentStatus: PaymentStatus | null;
  stage: ApplicationStage;
  processStep: ProcessStep;
  /** The application's form (its business line): line actions apply to their forms only. */
  form?: string;
  /** The form sends samples to the laboratory (its declaration's `sampleLogistics`). */
  samples?: boolean;
}

type Rule = TransitionRule;

/** While the customer reviews the draft certificate or owes additional information, staff neither move the step nor issue. */
const NOT_IN_REVIEW: readonly ProcessStep[] = PROCESS_STEPS.filter((s) => s !== DRAFT_REVIEW_STEP && s !== INFO_STEP);

/** The general rules: every line's applications go through these. */
const GENERAL_RULES: Record<GeneralTransitionAction, Rule> = {
  submit: { from: ['draft'], to: 'pending_acceptance', actors: ['customer'], step: 'pending', notice: 'application_submitted' },
  resubmit: {
    from: ['returned'],
    to: 'pending_acceptance',
    actors: ['customer'],
    step: 'pending',
    notice: 'application_submitted',
    staffNotice: 'staff_documents_resubmitted',
  },
  accept: {
    from: ['pending_acceptance'],
    to: 'processing',
    actors: ['staff'],
    step: 'acceptance',
    paymentFrom: [null],
    paymentTo: 'to_be_quoted',
    samplesNotice: 'documents_accepted',
  },
  return: { from: ['pending_acceptance'], to: 'returned', actors: ['staff'], step: 'acceptance', notice: 'application_returned', needsReason: true },
  return_attachment: { from: ['pending_acceptance'], to: 'returned', actors: ['staff'], step: 'acceptance', notice: 'attachment_returned', needsReason: true },
  advance: { from: ['processing'], to: 'same', actors: ['staff'], step: 'given', stepFrom: NOT_IN_REVIEW, notFromWithSamples: SAMPLE_LOOP_STEPS },
  // The draft certificate: staff send it, the customer confirms it or asks for changes (with a comment).
  send_draft: {
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    step: DRAFT_REVIEW_STEP,
    stepFrom: NOT_IN_REVIEW,
    notice: 'draft_certificate_ready',
    notFromWithSamples: SAMPLE_LOOP_STEPS,
  },
  confirm_draft: { from: ['processing'], to: 'same', actors: ['customer'], stepFrom: [DRAFT_REVIEW_STEP], step: 'certificate_production' },
  request_draft_changes: {
    from: ['processing'],
    to: 'same',
    actors: ['customer'],
    stepFrom: [DRAFT_REVIEW_STEP],
    step: 'conformity_assessment',
    needsReason: true,
  },
  issue: {
    from: ['processing'],
    to: 'issued',
    actors: ['staff'],
    step: 'end',
    notice: 'certificate_issued',
    stepFrom: NOT_IN_REVIEW,
    // The lines that issue a report (the line's `issues`) issue through issue_report instead.
    exceptForms: REPORT_FORMS,
    notFromWithSamples: SAMPLE_LOOP_STEPS,
  },
  // Before work, free on every line; in processing, at any step, for the lines whose cancellation rule allows it
  // (lines/<line>/index.ts `cancellation.inWork`; the rule decides what is kept; entrusted inspection: cancel_booking).
  cancel: {
    from: ['draft', 'pending_acceptance', 'returned', 'processing'],
    fromForms: { processing: CANCEL_IN_WORK_FORMS },
    to: 'cancelled',
    actors: ['customer', 'staff'],
    needsReason: true,
    notice: 'application_cancelled',
  },
  quote: { from: ['processing', 'issued'], to: 'same', actors: ['staff'], paymentFrom: ['to_be_quoted'], paymentTo: 'to_be_paid' },
  // Payment actions are chosen by the money module from the derived status (paid amounts confirmed by finance);
  // a reversed remittance can take a paid application back to partially paid or to be paid.
  record_partial_payment: {
    from: ['processing', 'issued'],
    to: 'same',
    actors: ['staff'],
    paymentFrom: ['to_be_paid', 'partially_paid', 'paid_in_full'],
    paymentTo: 'partially_paid',
  },
  record_full_payment: {
    from: ['processing', 'issued'],
    to: 'same',
    actors: ['staff'],
    paymentFrom: ['to_be_paid', 'partially_paid'],
    paymentTo: 'paid_in_full',
  },
  // Additional information (any line; NB/RED's documentation review): staff ask, the customer answers and
  // the application returns to the step it was in (the server names it from the request: 'resume').
  request_info: { from: ['processing'], to: 'same', actors: ['staff'], stepFrom: NOT_IN_REVIEW, step: INFO_STEP, notice: 'info_requested' },
  answer_info: {
    from: ['processing'],
    to: 'same',
    actors: ['customer'],
    stepFrom: [INFO_STEP],
    step: 'resume',
    notice: 'info_answered',
    staffNotice: 'staff_info_answered',
  },
  reverse_payment: { from: ['processing', 'issued'], to: 'same', actors: ['staff'], paymentFrom: ['partially_paid', 'paid_in_full'], paymentTo: 'to_be_paid' },
  // The only quotation was rejected by the customer (the money module records the move as the back office's) or withdrawn.
  withdraw_quote: { from: ['processing', 'issued'], to: 'same', actors: ['staff'], paymentFrom: ['to_be_paid'], paymentTo: 'to_be_quoted' },
  // Sample logistics: each step writes a notice of its own type (listed under the area's notice/... screens).
  request_samples: {
    samples: true,
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    stepFrom: ['acceptance'],
    step: 'sample_delivery',
    notice: 'sample_delivery_notice',
  },
  ship_samples: {
    samples: true,
    from: ['processing'],
    to: 'same',
    actors: ['customer'],
    stepFrom: ['sample_delivery'],
    step: 'sample_in_transit',
    notice: 'sample_shipped',
    staffNotice: 'staff_samples_shipped',
  },
  receive_samples: {
    samples: true,
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    stepFrom: ['sample_in_transit'],
    step: 'sample_receipt',
    notice: 'sample_received',
  },
  // Not conforming (with photos and a reason): the customer rectifies and sends the samples again.
  reject_samples: {
    samples: true,
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    stepFrom: ['sample_in_transit'],
    step: 'sample_delivery',
    needsReason: true,
    notice: 'sample_not_conforming',
  },
  // Formal acceptance once the fees are confirmed: testing starts.
  accept_samples: {
    samples: true,
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    stepFrom: ['sample_receipt'],
    paymentFrom: ['paid_in_full'],
    step: 'laboratory_testing',
    notice: 'sample_accepted',
  },
  send_test_data: {
    samples: true,
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    stepFrom: ['laboratory_testing'],
    step: 'data_review',
    notice: 'test_data_ready',
  },
  confirm_test_data: {
    samples: true,
    from: ['processing'],
    to: 'same',
    actors: ['customer'],
    stepFrom: ['data_review'],
    step: 'conformity_assessment',
    notice: 'test_data_confirmed',
  },
  // Disputed with a comment: back to testing (the rectification loop), new data follows.
  dispute_test_data: {
    samples: true,
    from: ['processing'],
    to: 'same',
    actors: ['customer'],
    stepFrom: ['data_review'],
    step: 'laboratory_testing',
    needsReason: true,
    notice: 'test_data_disputed',
  },
};

/**
 * THE rules: every status change of every business line is one of these: the general rules, and the lines' own
 * transitions (lines/<line>/index.ts `transitions`: a date confirmed, a visit scheduled, a report recorded ...), each
 * allowed for the applications of the lines naming it.
 */
export const LIFECYCLE_RULES: Record<TransitionAction, Rule> = {
  ...GENERAL_RULES,
  ...(Object.fromEntries(Object.entries(LINE_TRANSITION_RULES).map(([action, { row, forms }]) => [action, { ...row, forms }])) as Record<
    keyof typeof LINE_TRANSITION_RULES,
    Rule
  >),
};

/** Why a transition is refused: the i18n key (validation.*) the server answers with. */
export type TransitionRefusal =
  | 'lifecycle.notAllowed'
  | 'lifecycle.stepNotAllowed'
  | 'lifecycle.wrongActor'
  | 'lifecycle.paymentNotAllowed'
  | 'lifecycle.reasonRequired'
  | 'lifecycle.stepInvalid';

export type TransitionResult = { ok: true; state: LifecycleState; notice: NoticeEventKind | null } | { ok: false; reason: TransitionRefusal };

export interface TransitionInput {
  actor: Actor;
  reason?: string | null;
  /** For `advance`: the work step to move to. */
  step?: ProcessStep;
}

/** A status the rule starts from for some forms only (`fromForms`): is this application's form one of them? */
export function fromFormAllows(
  rule: { fromForms?: Partial<Record<ApplicationStatus, readonly string[]>> },
  state: { status: ApplicationStatus; form?: string | undefined },
): boolean {
  const only = rule.fromForms?.[state.status];
  return !only || (state.form !== undefined && only.includes(state.form));
}

/** The state after `action`, or why it is not allowed. Pure: the same table decides on server and web. */
export function nextState(state: LifecycleState, action: TransitionAction, input: TransitionInput): TransitionResult {
  const rule = LIFECYCLE_RULES[action];
  if (rule.forms && !(state.form && rule.forms.includes(state.form))) return { ok: false, reason: 'lifecycle.notAllowed' };
  if (rule.exceptForms && state.form && rule.exceptForms.includes(state.form)) return { ok: false, reason: 'lifecycle.notAllowed' };
  if (rule.samples && !state.samples) return { ok: false, reason: 'lifecycle.notAllowed' };
  if (!rule.from.includes(state.status)) return { ok: false, reason: 'lifecycle.notAllowed' };
  if (!fromFormAllows(rule, state)) return { ok: false, reason: 'lifecycle.notAllowed' };
  if (rule.stepFrom && !rule.stepFrom.includes(state.processStep)) return { ok: false, reason: 'lifecycle.stepNotAllowed' };
  if (state.samples && rule.notFromWithSamples?.includes(state.processStep)) return { ok: false, reason: 'lifecycle.stepNotAllowed' };
  if (!rule.actors.includes(input.actor)) return { ok: false, reason: 'lifecycle.wrongActor' };
  if (rule.paymentFrom && !rule.paymentFrom.includes(state.paymentStatus)) return { ok: false, reason: 'lifecycle.paymentNotAllowed' };
  if (rule.needsReason && !input.reason?.trim()) return { ok: false, reason: 'lifecycle.reasonRequired' };
  let processStep = state.processStep;
  if (rule.step === 'given') {
    if (!input.step || !workStepsOf(state.form).includes(input.step)) return { ok: false, reason: 'lifecycle.stepInvalid' };
    processStep = input.step;
  } else if (rule.step === 'resume') {
    if (!input.step || !NOT_IN_REVIEW.includes(input.step)) return { ok: false, reason: 'lifecycle.stepInvalid' };
    processStep = input.step;
  } else if (rule.step) processStep = rule.step;
  return {
    ok: true,
    state: {
      status: rule.to === 'same' ? state.status : rule.to,
      paymentStatus: rule.paymentTo ?? state.paymentStatus,
      stage: state.stage,
      processStep,
      ...(state.form === undefined ? {} : { form: state.form }),
      ...(state.samples === undefined ? {} : { samples: state.samples }),
    },
    // The general notice, else the line's own words for this transition (its transitionNotices), else the sample loop's.
    notice: rule.notice ?? (state.form ? LINE_NOTICES[action]?.[state.form] : undefined) ?? (state.samples ? rule.samplesNotice : undefined) ?? null,
  };
}

export const canTransition = (state: LifecycleState, action: TransitionAction, input: TransitionInput) => nextState(state, action, input).ok;

/** The customer may change the form (and its attachments) only in these statuses. */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = ['draft', 'returned'];
export const isEditable = (status: ApplicationStatus) => EDITABLE_STATUSES.includes(status);
/** Only drafts are deleted (DELETE /kenya/rfc/{id}); later statuses are cancelled, keeping their history. */
export const isDeletable = (status: ApplicationStatus) => status === 'draft';
/** The submit call of the customer: first submission or resubmission after a return. */
export const submitActionFor = (status: ApplicationStatus): TransitionAction | null =>
  status === 'draft' ? 'submit' : status === 'returned' ? 'resubmit' : null;

/** The application's draft certificate waits for the customer's confirmation or change request. */
export const awaitsDraftReview = (a: { status: ApplicationStatus; process_step?: ProcessStep; processStep?: ProcessStep }) =>
  a.status === 'processing' && (a.process_step ?? a.processStep) === DRAFT_REVIEW_STEP;

/**
 * The customer may cancel (with a reason) through `cancel`: before work on every line; in processing, at any step, on
 * the lines whose cancellation rule allows it (the money is the rule's: lines/cancellation.ts).
 */
export const mayCancel = (a: { status: ApplicationStatus; form?: string | undefined }) =>
  LIFECYCLE_RULES.cancel.from.includes(a.status) && fromFormAllows(LIFECYCLE_RULES.cancel, a);
