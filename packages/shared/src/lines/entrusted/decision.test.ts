import { describe, expect, it } from 'vitest';
import { nextState, type LifecycleState } from '../../lifecycle.js';
import { CLIENT_DECISIONS, decisionBody, decisionRefusal, reinspectionData } from './decision.js';

const issued = { form: 'entrusted', status: 'issued', processStep: 'report_issued' };

describe('the client decision on an issued inspection report', () => {
  it('release, reject or re-inspect', () => {
    expect(CLIENT_DECISIONS).toEqual(['release', 'reject', 're_inspect']);
  });
  it.each([
    ['issued report, no decision yet', issued, false, null],
    ['a second decision', issued, true, 'inspection.decision.taken'],
    ['report in review', { ...issued, status: 'processing', processStep: 'report_review' }, false, 'inspection.decision.notIssued'],
    ['cancelled (aborted)', { ...issued, status: 'cancelled', processStep: 'aborted' }, false, 'inspection.decision.notIssued'],
    ['another line issued', { ...issued, form: 'audit' }, false, 'inspection.decision.notIssued'],
  ])('%s', (_, app, decided, refusal) => {
    expect(decisionRefusal(app, decided)).toBe(refusal);
  });
  it('the body: one of the decisions, an optional comment of at most 500 characters', () => {
    expect(decisionBody.parse({ decision: 'release' })).toEqual({ decision: 'release' });
    expect(decisionBody.parse({ decision: 're_inspect', comment: '  AQL major over  ' })).toEqual({ decision: 're_inspect', comment: 'AQL major over' });
    expect(decisionBody.parse({ decision: 'reject', comment: '   ' })).toEqual({ decision: 'reject' });
    expect(decisionBody.safeParse({ decision: 'ship' }).error?.issues[0]?.message).toBe('validation.choice');
    expect(decisionBody.safeParse({ decision: 'reject', comment: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('validation.tooLong');
  });
  it('a re-inspection is prefilled from the first booking: type re-inspection, naming the earlier report, new dates, no files', () => {
    const first = {
      application_type: 'insp_pre_shipment',
      title: 'Kettles',
      booking: { inspection_date: '2026-12-01', shipment_date: '2026-12-10', contact_name: 'Li' },
      po_lines: [{ po_no: 'PO-1', quantity: 500 }],
      attachments: [{ file_id: 3 }],
    };
    expect(reinspectionData(first, 'RPT-ENT-XX-2026-000001')).toEqual({
      application_type: 'insp_re_inspection',
      title: 'Kettles',
      booking: { contact_name: 'Li', previous_order_no: 'RPT-ENT-XX-2026-000001' },
      po_lines: [{ po_no: 'PO-1', quantity: 500 }],
      attachments: [],
    });
    // The first booking is left as it was.
    expect(first.booking.inspection_date).toBe('2026-12-01');
  });
});

describe('the customer notices of an entrusted booking', () => {
  const at = (status: LifecycleState['status'], processStep: LifecycleState['processStep'], form = 'entrusted'): LifecycleState => ({
    status,
    processStep,
    paymentStatus: status === 'pending_acceptance' ? null : 'to_be_quoted',
    stage: 'entrusted_inspection',
    form,
  });
  it.each([
    ['accept', at('pending_acceptance', 'pending'), 'inspection_accepted', undefined],
    ['confirm_date', at('processing', 'acceptance'), 'inspection_date_confirmed', undefined],
    ['schedule', at('processing', 'date_confirmation'), 'inspection_scheduled', undefined],
    ['postpone', at('processing', 'scheduled'), 'inspection_postponed', 'Factory closed'],
    ['abort', at('processing', 'scheduled'), 'inspection_aborted', 'No access'],
  ] as const)('%s writes %s', (action, state, notice, reason) => {
    const r = nextState(state, action, { actor: 'staff', reason });
    expect(r.ok && r.notice).toBe(notice);
  });
  it('other lines keep theirs: a customs acceptance and a factory audit date write none', () => {
    const customs = nextState({ ...at('pending_acceptance', 'pending'), form: 'customs', stage: 'export_certification' }, 'accept', { actor: 'staff' });
    expect(customs.ok && customs.notice).toBe(null);
    const audit = nextState({ ...at('processing', 'acceptance'), form: 'audit' }, 'confirm_date', { actor: 'staff' });
    expect(audit.ok && audit.notice).toBe(null);
  });
});
