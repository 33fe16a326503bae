/**
 * The lifecycle transitions several lines share (lines/<line>/index.ts `transitions` names them; the registry merges
 * the lines' transitions into one row per action, for the applications of the lines naming it, and refuses two lines
 * declaring one action differently, as for the staff policy rows, lines/policyRows.ts). Line folders import this.
 */
import { SAMPLE_LOOP_STEPS } from '../lifecycleSteps.js';
import type { LineTransitionRule } from './types.js';

/** The steps of a visit at the factory (an inspection, an audit): the date agreed with the factory, the visit. */
export const VISIT_STEPS = ['date_confirmation', 'inspection'] as const;
/** The steps of a report (an inspection's, an audit's, a test report): in review, issued. */
export const REPORT_STEPS = ['report_review', 'report_issued'] as const;

/** A visit's date agreed with the factory (entrusted inspection, the factory audit). */
export const VISIT_TRANSITIONS = {
  confirm_date: { from: ['processing'], to: 'same', actors: ['staff'], stepFrom: ['acceptance', 'date_confirmation'], step: 'date_confirmation' },
} as const satisfies Record<string, LineTransitionRule>;

/**
 * A report recorded and issued (entrusted inspection, laboratory testing, the factory audit). Laboratory testing records
 * its test report once the customer has confirmed the test data (the sample loop's data review leads to
 * conformity_assessment: the results assessed against the requirements, a verdict per item); a visit's report after the
 * visit (scheduled: entrusted inspection's).
 */
export const REPORT_TRANSITIONS = {
  record_report: {
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    stepFrom: ['scheduled', 'inspection', 'laboratory_testing', 'conformity_assessment', 'report_review'],
    step: 'report_review',
    notFromWithSamples: SAMPLE_LOOP_STEPS,
  },
  issue_report: {
    from: ['processing'],
    to: 'issued',
    actors: ['staff'],
    stepFrom: ['report_review'],
    step: 'report_issued',
    notice: 'certificate_issued',
  },
} as const satisfies Record<string, LineTransitionRule>;
