/**
 * The statuses, steps and actions of the application lifecycle (lifecycle.ts holds the rules over them). Apart so
 * that the line folders and the staff clock read them without importing the rules, which read the line registry.
 */
export const APPLICATION_STATUSES = ['draft', 'pending_acceptance', 'returned', 'processing', 'issued', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Independent of the status; null until the application is accepted (nothing to quote before). */
export const PAYMENT_STATUSES = ['to_be_quoted', 'to_be_paid', 'partially_paid', 'paid_in_full'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const APPLICATION_STAGES = ['system_certification', 'export_certification', 'entrusted_inspection'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const PROCESS_STEPS = [
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
  // Entrusted inspection (business-lines.md): the date agreed with the factory, the inspector scheduled,
  // the inspection on site, the report in review, the report issued; aborted on site.
  'date_confirmation',
  'scheduled',
  'inspection',
  'report_review',
  'report_issued',
  'aborted',
  // NB/RED: technical-documentation review, and the wait for the customer's additional information.
  'documentation_review',
  'additional_information',
  // Sample logistics (any form declaring sampleLogistics): the samples asked for, on their way, received
  // and checked; testing is laboratory_testing; the customer reviews the test data.
  'sample_delivery',
  'sample_in_transit',
  'sample_receipt',
  'data_review',
] as const;
export type ProcessStep = (typeof PROCESS_STEPS)[number];

/**
 * The step in which the draft certificate is with the customer for review (status stays processing):
 * only `send_draft` enters it and only the customer's `confirm_draft` or `request_draft_changes` leave it.
 */
export const DRAFT_REVIEW_STEP: ProcessStep = 'certificate_issuance';
/** The step in which the application waits for the customer's additional information (request_info / answer_info). */
export const INFO_STEP: ProcessStep = 'additional_information';

/** Steps staff may move a processing application through (the others are set by the transitions themselves). */
export const WORK_STEPS: readonly ProcessStep[] = [
  'type_test',
  'factory_inspection',
  'field_inspection',
  'laboratory_testing',
  'conformity_assessment',
  'certificate_production',
];

export const TRANSITION_ACTIONS = [
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
  // Entrusted inspection.
  'confirm_date',
  'schedule',
  'postpone',
  'record_report',
  'issue_report',
  'abort',
  'cancel_booking',
  'request_info',
  'answer_info',
  // A line that closes an application whose request for additional information went unanswered (communication).
  'close_unanswered',
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
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

/** Where the sample loop waits on the customer: to send the samples, to review the test data. */
export const SAMPLE_CUSTOMER_STEPS: readonly ProcessStep[] = ['sample_delivery', 'data_review'];
