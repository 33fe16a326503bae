/**
 * Who an application waits on and for what, from its status, payment and step (the lifecycle's
 * states), and the latest return with the attachments returned: what the detail view puts at the top.
 */
import { DRAFT_REVIEW_STEP, type ApplicationDetail } from '@tic/shared';

export type WaitingOn = {
  who: 'customer' | 'staff' | 'nobody';
  what: 'submit' | 'resubmit' | 'acceptance' | 'draftReview' | 'additionalInfo' | 'samples' | 'quotation' | 'payment' | 'processing' | 'issued' | 'cancelled';
};

/** What the customer owes for each reason the server's clock pauses on (issue 29). */
export const BY_REASON: Record<NonNullable<NonNullable<ApplicationDetail['waiting']>['reason']>, WaitingOn['what']> = {
  returned: 'resubmit',
  additional_information: 'additionalInfo',
  samples: 'samples',
  draft_review: 'draftReview',
  payment: 'payment',
};

/** `pending_quote_amount`: a quotation awaits the customer's decision (absent: none known). */
type State = Pick<ApplicationDetail, 'status' | 'payment_status' | 'process_step'> & Partial<Pick<ApplicationDetail, 'pending_quote_amount' | 'waiting'>>;

export function waitingOn(a: State): WaitingOn {
  // The server says why the work (and its clock) waits on the customer: that wins over what the status suggests.
  if (a.waiting?.on === 'customer' && a.waiting.reason) return { who: 'customer', what: BY_REASON[a.waiting.reason] };
  switch (a.status) {
    case 'draft':
      return { who: 'customer', what: 'submit' };
    case 'returned':
      return { who: 'customer', what: 'resubmit' };
    case 'pending_acceptance':
      return { who: 'staff', what: 'acceptance' };
    case 'processing':
      if (a.process_step === DRAFT_REVIEW_STEP) return { who: 'customer', what: 'draftReview' };
      // A quotation not yet accepted asks for a decision before any payment (issue 27: "pay" beside nothing to pay).
      if (a.pending_quote_amount) return { who: 'customer', what: 'quotation' };
      if (a.payment_status === 'to_be_paid' || a.payment_status === 'partially_paid') return { who: 'customer', what: 'payment' };
      return { who: 'staff', what: 'processing' };
    case 'issued':
      return { who: 'nobody', what: 'issued' };
    case 'cancelled':
      return { who: 'nobody', what: 'cancelled' };
  }
}

/**
 * The payment to show: nothing until a quotation exists ("to be quoted" beside an issued certificate
 * contradicts it), else the payment status.
 */
export const shownPayment = (a: Pick<ApplicationDetail, 'payment_status'>) =>
  a.payment_status && a.payment_status !== 'to_be_quoted' ? a.payment_status : null;

/** The latest return (the whole application sent back), while the application is still returned. */
export function latestReturn(a: Pick<ApplicationDetail, 'status' | 'history'>): { reason: string | null; at: string } | null {
  if (a.status !== 'returned') return null;
  const entry = [...a.history].reverse().find((h) => h.action === 'return');
  return entry ? { reason: entry.reason, at: entry.at } : null;
}

/** Attachments staff returned (each with its own reason), highlighted until replaced. */
export const returnedAttachments = (a: Pick<ApplicationDetail, 'attachments'>) => a.attachments.filter((x) => x.status === 'returned');
