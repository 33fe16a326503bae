import Decimal from 'decimal.js';
import { z } from 'zod';
import { DRAFT_REVIEW_STEP, INFO_STEP, SAMPLE_CUSTOMER_STEPS, type ApplicationStatus, type ProcessStep } from '../lifecycleSteps.js';

/** Whom an application waits on: the customer (returned, information, payment, samples, draft review), us (the provider), or nobody. */
export type WaitingOn = 'customer' | 'provider';

/** Why an application waits on the customer (business-lines.md "Service-level clock"): each pauses the clock. */
export const WAITING_REASONS = ['returned', 'additional_information', 'samples', 'draft_review', 'payment'] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

/** What decides whom an application waits on: its state and, while it is processed, whether accepted fees are unpaid. */
export interface WaitState {
  status: ApplicationStatus | string;
  processStep: ProcessStep | string;
  /** Money of an accepted quotation or fee notice is still unpaid (quoted above paid). */
  owes?: boolean;
}

/** Accepted fees not yet paid in full: the customer's payment is awaited (amounts as the row keeps them). */
export const owesMoney = (a: { quotedAmount: Decimal.Value; paidAmount: Decimal.Value }) => new Decimal(a.quotedAmount).gt(a.paidAmount);

/** Whom the application waits on and, when it is the customer, why; null: nothing pending (draft, issued, cancelled). */
export function waitingOf(s: WaitState): { on: WaitingOn; reason: WaitingReason | null } | null {
  if (s.status === 'returned') return { on: 'customer', reason: 'returned' };
  if (s.status === 'pending_acceptance') return { on: 'provider', reason: null };
  if (s.status !== 'processing') return null;
  if (s.processStep === INFO_STEP) return { on: 'customer', reason: 'additional_information' };
  if (s.processStep === DRAFT_REVIEW_STEP) return { on: 'customer', reason: 'draft_review' };
  if (SAMPLE_CUSTOMER_STEPS.includes(s.processStep as ProcessStep)) return { on: 'customer', reason: 'samples' };
  if (s.owes) return { on: 'customer', reason: 'payment' };
  return { on: 'provider', reason: null };
}

export const waitingOnOf = (s: WaitState): WaitingOn | null => waitingOf(s)?.on ?? null;

/** Why a stored application waits on the customer (null: it does not), from its row's state and amounts. */
export const waitingReasonOf = (a: {
  waitingOn: string | null;
  status: string;
  processStep: string;
  quotedAmount: Decimal.Value;
  paidAmount: Decimal.Value;
}): WaitingReason | null =>
  a.waitingOn === 'customer' ? (waitingOf({ status: a.status, processStep: a.processStep, owes: owesMoney(a) })?.reason ?? null) : null;

/**
 * The service-level step an application is in: acceptance while submitted or returned (a return pauses
 * the acceptance clock, the resubmission resumes it), then the process step while processing. A request
 * for additional information pauses the step it interrupted (`interrupted`: the clock's step before it), so
 * the answer restores the working days that step had left.
 */
export function slaStepOf(s: WaitState, interrupted: string | null = null): string | null {
  if (s.status === 'pending_acceptance' || s.status === 'returned') return 'acceptance_check';
  if (s.status === 'processing') return s.processStep === INFO_STEP && interrupted ? interrupted : s.processStep;
  return null;
}

/** Whom the application waits on, why (customer only), since when, and when we expect to be done (null: nothing pending). */
export const waitingSchema = z
  .object({
    on: z.enum(['customer', 'provider']),
    reason: z.enum(WAITING_REASONS).nullable(),
    since: z.string(),
    expected_at: z.string().nullable(),
  })
  .nullable();
export type Waiting = z.infer<typeof waitingSchema>;
