/**
 * The statuses, steps and actions of the application lifecycle (lifecycle.ts holds the rules over them). Apart so
 * that the line folders and the staff clock read them without importing the rules, which read the line registry.
 * The general steps and actions are here; a line adds its own (its `steps` and `transitions`, lines/<line>/index.ts),
 * and ProcessStep and TransitionAction are the general ones and the registry's (PROCESS_STEPS and TRANSITION_ACTIONS,
 * the lists, are derived in lifecycle.ts).
 */
import type { NoticeEventKind, StaffNoticeKind } from './constants.js';
import type { LineProcessStep, LineTransitionAction } from './lines/registry.js';

export const APPLICATION_STATUSES = ['draft', 'pending_acceptance', 'returned', 'processing', 'issued', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Independent of the status; null until the application is accepted (nothing to quote before). */
export const PAYMENT_STATUSES = ['to_be_quoted', 'to_be_paid', 'partially_paid', 'paid_in_full'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const APPLICATION_STAGES = ['system_certification', 'export_certification', 'entrusted_inspection'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The general steps before the lines' own (PROCESS_STEPS lists the lines' steps between these and WAITING_STEPS). */
export const CORE_STEPS = [
  'pending',
  'acceptance',
  'type_test',
  'factory_inspection',
  'conformity_assessment',
  'certificate_issuance',
  'certificate_production',
  'end',
  'field_inspection',
  'laboratory_testing',
] as const;
/**
 * The steps of waiting on the customer's answer and of sample logistics, which any line may reach: the wait for
 * additional information; the samples (any form declaring sampleLogistics) asked for, on their way, received and
 * checked (testing is laboratory_testing), and the customer's review of the test data.
 */
export const WAITING_STEPS = ['additional_information', 'sample_delivery', 'sample_in_transit', 'sample_receipt', 'data_review'] as const;
export type GeneralProcessStep = (typeof CORE_STEPS)[number] | (typeof WAITING_STEPS)[number];
/** Every step: the general ones and those the lines add (entrusted inspection's date, visit and report; NB/RED's review). */
export type ProcessStep = GeneralProcessStep | LineProcessStep;

/**
 * The step in which the draft certificate is with the customer for review (status stays processing):
 * only `send_draft` enters it and only the customer's `confirm_draft` or `request_draft_changes` leave it.
 */
export const DRAFT_REVIEW_STEP: GeneralProcessStep = 'certificate_issuance';
/** The step in which the application waits for the customer's additional information (request_info / answer_info). */
export const INFO_STEP: GeneralProcessStep = 'additional_information';

/** Steps staff may move a processing application through (the others are set by the transitions themselves). */
export const WORK_STEPS: readonly GeneralProcessStep[] = [
  'type_test',
  'factory_inspection',
  'field_inspection',
  'laboratory_testing',
  'conformity_assessment',
  'certificate_production',
];

/** The general actions before the lines' own (TRANSITION_ACTIONS lists the lines' actions between these and LATER_ACTIONS). */
export const CORE_ACTIONS = [
  'submit',
  'resubmit',
  'accept',
  'return',
  'return_attachment',
  'advance',
  'send_draft',
  'confirm_draft',
  'request_draft_changes',
  'issue',
  'cancel',
  'quote',
  'record_partial_payment',
  'record_full_payment',
] as const;
export const LATER_ACTIONS = [
  'request_info',
  'answer_info',
  'reverse_payment',
  'withdraw_quote',
  // Sample logistics (forms with sampleLogistics).
  'request_samples',
  'ship_samples',
  'receive_samples',
  'reject_samples',
  'accept_samples',
  'send_test_data',
  'confirm_test_data',
  'dispute_test_data',
] as const;
export type GeneralTransitionAction = (typeof CORE_ACTIONS)[number] | (typeof LATER_ACTIONS)[number];
/** Every action: the general ones and the lines' own (entrusted inspection's visit and report, communication's closing). */
export type TransitionAction = GeneralTransitionAction | LineTransitionAction;

export type Actor = 'customer' | 'staff';

/**
 * A rule of the lifecycle table (lifecycle.ts LIFECYCLE_RULES): the general rules, and the lines' own transitions
 * (lines/<line>/index.ts `transitions`, restricted to the lines naming them). `S`: the step names it may use.
 */
export interface TransitionRule<S extends string = ProcessStep> {
  /** Statuses the action starts from. */
  from: readonly ApplicationStatus[];
  /** The status it leaves; 'same' keeps it (payment and step actions). */
  to: ApplicationStatus | 'same';
  actors: readonly Actor[];
  /** Process steps it starts from, when it depends on the step (the draft-certificate review). */
  stepFrom?: readonly S[];
  /** Payment statuses it starts from, when it concerns payment (null: not yet accepted). */
  paymentFrom?: readonly (PaymentStatus | null)[];
  paymentTo?: PaymentStatus;
  /**
   * The process step it leaves; 'given' takes the step the caller names (one of WORK_STEPS); 'resume' the step the server recorded before (any but
   * the waiting ones).
   */
  step?: S | 'given' | 'resume';
  /** The customer's notice written in the same transaction. */
  notice?: NoticeEventKind;
  /** A reason is recorded in the history and shown to the customer. */
  needsReason?: boolean;
  /** A line's own action: allowed for applications of these forms only. */
  forms?: readonly string[];
  /** Of `from`, these statuses only for applications of these forms (cancel in processing: the lines whose rule allows it). */
  fromForms?: Partial<Record<ApplicationStatus, readonly string[]>>;
  /** A general action that these forms replace with their own (the lines that issue a report). */
  exceptForms?: readonly string[];
  /** A step of the sample loop: allowed for forms that send samples only. */
  samples?: true;
  /** For forms that send samples: not from these steps (the loop is not skipped, nor is a step left mid-way). */
  notFromWithSamples?: readonly S[];
  /** For forms that send samples: the notice this action writes (the document review's). */
  samplesNotice?: NoticeEventKind;
  /** A customer's act staff must act on: the notice the staff members responsible get (staff/notices.ts). */
  staffNotice?: StaffNoticeKind;
}

/** Where the sample loop waits on the customer: to send the samples, to review the test data. */
export const SAMPLE_CUSTOMER_STEPS: readonly ProcessStep[] = ['sample_delivery', 'data_review'];

/**
 * The sample loop (business-lines.md, communication "Work"): accepted (document review) -> fee notification
 * (money) -> sample delivery notice -> in transit (courier and tracking number) -> received in order, or
 * not conforming (rectify and send again) -> acceptance notice (fees confirmed) -> laboratory testing ->
 * data review (confirmed, or disputed: testing again) -> conformity assessment -> draft certificate -> issue.
 */
export const SAMPLE_LOOP_STEPS: readonly GeneralProcessStep[] = [
  'acceptance',
  'sample_delivery',
  'sample_in_transit',
  'sample_receipt',
  'laboratory_testing',
  'data_review',
];
