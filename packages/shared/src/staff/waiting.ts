import { z } from 'zod';
import { DRAFT_REVIEW_STEP, SAMPLE_CUSTOMER_STEPS, type ApplicationStatus, type ProcessStep } from '../lifecycleSteps.js';

/** Whom an application waits on: the customer (returned, draft certificate to review), us (the provider), or nobody. */
export type WaitingOn = 'customer' | 'provider';

export function waitingOnOf(s: { status: ApplicationStatus | string; processStep: ProcessStep | string }): WaitingOn | null {
  if (s.status === 'returned') return 'customer';
  if (s.status === 'pending_acceptance') return 'provider';
  if (s.status === 'processing')
    return s.processStep === DRAFT_REVIEW_STEP || SAMPLE_CUSTOMER_STEPS.includes(s.processStep as ProcessStep) ? 'customer' : 'provider';
  return null;
}

/**
 * The service-level step an application is in: acceptance while submitted or returned (a return pauses
 * the acceptance clock, the resubmission resumes it), then the process step while processing.
 */
export function slaStepOf(s: { status: ApplicationStatus | string; processStep: ProcessStep | string }): string | null {
  if (s.status === 'pending_acceptance' || s.status === 'returned') return 'acceptance_check';
  if (s.status === 'processing') return s.processStep;
  return null;
}

/** Whom the application waits on, since when, and when we expect to be done (null: nothing pending). */
export const waitingSchema = z.object({ on: z.enum(['customer', 'provider']), since: z.string(), expected_at: z.string().nullable() }).nullable();
export type Waiting = z.infer<typeof waitingSchema>;
