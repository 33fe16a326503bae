/**
 * Entrusted inspection's own steps and lifecycle transitions (business-lines.md): date agreed -> scheduled (inspector)
 * -> inspection -> report in review -> report issued; aborted on site; a booking cancelled before anyone is on site.
 * The date and the report are the shared rows of a visit and a report (lines/transitionRows.ts).
 */
import { REPORT_TRANSITIONS, VISIT_TRANSITIONS } from '../transitionRows.js';

/** The steps it adds, in the order staff lists show them. */
export const ENTRUSTED_STEPS = ['date_confirmation', 'scheduled', 'inspection', 'report_review', 'report_issued', 'aborted'] as const;

/** The steps before anyone is on site (cancel and postpone are possible there). */
const BEFORE_INSPECTION = ['acceptance', 'date_confirmation', 'scheduled'] as const;

export const ENTRUSTED_TRANSITIONS = {
  confirm_date: VISIT_TRANSITIONS.confirm_date,
  schedule: {
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    stepFrom: BEFORE_INSPECTION,
    step: 'scheduled',
    notice: 'inspection_scheduled',
  },
  // A new date: to be agreed again (and the inspector scheduled again).
  postpone: {
    from: ['processing'],
    to: 'same',
    actors: ['staff'],
    stepFrom: BEFORE_INSPECTION,
    step: 'date_confirmation',
    needsReason: true,
    notice: 'inspection_postponed',
  },
  record_report: REPORT_TRANSITIONS.record_report,
  issue_report: REPORT_TRANSITIONS.issue_report,
  // Aborted on site (the factory not ready, no access ...): billable, ends the order.
  abort: {
    from: ['processing'],
    to: 'cancelled',
    actors: ['staff'],
    stepFrom: ['scheduled', 'inspection'],
    step: 'aborted',
    needsReason: true,
    notice: 'inspection_aborted',
  },
  // A booking cancelled after acceptance, before anyone is on site (late: the full fee; lateCancellation()).
  cancel_booking: {
    from: ['processing'],
    to: 'cancelled',
    actors: ['customer', 'staff'],
    stepFrom: BEFORE_INSPECTION,
    step: 'end',
    needsReason: true,
  },
} as const;
