import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@tic/shared';
import { latestReturn, returnedAttachments, shownPayment, waitingOn } from './waitingOn';

type H = ApplicationDetail['history'][number];
const h = (action: string, reason: string | null, at: string): H => ({
  action,
  reason,
  at,
  from_status: null,
  to_status: 'returned',
  payment_status: null,
  stage: 'export_certification',
  process_step: 'pending',
  actor: 'staff',
});

describe('application detail: waiting on', () => {
  it('names who acts next for each state', () => {
    expect(waitingOn({ status: 'returned', payment_status: null, process_step: 'pending' })).toEqual({ who: 'customer', what: 'resubmit' });
    expect(waitingOn({ status: 'pending_acceptance', payment_status: null, process_step: 'pending' })).toEqual({ who: 'staff', what: 'acceptance' });
    expect(waitingOn({ status: 'processing', payment_status: 'to_be_quoted', process_step: 'certificate_issuance' }).what).toBe('draftReview');
    expect(waitingOn({ status: 'processing', payment_status: 'to_be_paid', process_step: 'type_test' })).toEqual({ who: 'customer', what: 'payment' });
    expect(waitingOn({ status: 'processing', payment_status: 'to_be_paid', process_step: 'type_test', pending_quote_amount: '1400.00' })).toEqual({
      who: 'customer',
      what: 'quotation',
    });
    expect(waitingOn({ status: 'processing', payment_status: 'paid_in_full', process_step: 'type_test' })).toEqual({ who: 'staff', what: 'processing' });
    expect(waitingOn({ status: 'issued', payment_status: 'to_be_quoted', process_step: 'end' }).who).toBe('nobody');
  });
  it("follows the server's reason for the pause when it waits on the customer", () => {
    const waiting = (reason: NonNullable<ApplicationDetail['waiting']>['reason']) => ({
      on: 'customer' as const,
      reason,
      since: '2026-11-20T02:00:00Z',
      expected_at: null,
    });
    const at = { status: 'processing' as const, payment_status: 'paid_in_full' as const, process_step: 'additional_information' as const };
    expect(waitingOn({ ...at, waiting: waiting('additional_information') })).toEqual({ who: 'customer', what: 'additionalInfo' });
    expect(waitingOn({ ...at, process_step: 'sample_delivery', waiting: waiting('samples') })).toEqual({ who: 'customer', what: 'samples' });
    expect(waitingOn({ ...at, payment_status: 'partially_paid', process_step: 'type_test', waiting: waiting('payment') })).toEqual({
      who: 'customer',
      what: 'payment',
    });
    // Waiting on us: the status decides, as before.
    expect(
      waitingOn({ ...at, process_step: 'type_test', waiting: { on: 'provider', reason: null, since: '2026-11-20T02:00:00Z', expected_at: null } }),
    ).toEqual({
      who: 'staff',
      what: 'processing',
    });
  });
  it('shows no payment until a quotation exists', () => {
    expect(shownPayment({ payment_status: 'to_be_quoted' })).toBeNull();
    expect(shownPayment({ payment_status: null })).toBeNull();
    expect(shownPayment({ payment_status: 'paid_in_full' })).toBe('paid_in_full');
  });
  it('takes the latest return reason while returned, and the returned attachments', () => {
    const history = [h('return', 'first', '2026-11-01T00:00:00Z'), h('resubmit', null, '2026-11-02T00:00:00Z'), h('return', 'second', '2026-11-03T00:00:00Z')];
    expect(latestReturn({ status: 'returned', history })).toEqual({ reason: 'second', at: '2026-11-03T00:00:00Z' });
    expect(latestReturn({ status: 'processing', history })).toBeNull();
    const att = (status: 'returned' | 'approved') =>
      ({
        id: 1,
        file_id: 1,
        file_type: null,
        name: 'a.pdf',
        size: 1,
        ext: 'pdf',
        remarks: null,
        status,
        return_reason: 'blurred',
        path: '/x',
      }) as ApplicationDetail['attachments'][number];
    expect(returnedAttachments({ attachments: [att('returned'), att('approved')] })).toHaveLength(1);
  });
});
