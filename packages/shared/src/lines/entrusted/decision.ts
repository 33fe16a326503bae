/**
 * The client's decision after an entrusted inspection report is issued (business-lines.md "Entrusted inspection",
 * "Work"): release the goods, reject them, or ask for a re-inspection (a new booking linked to this one). One
 * decision per report, by the customer who booked it, once the report is issued. Once for the server, the
 * customer's screen and the tests.
 */
import { z } from 'zod';

export const CLIENT_DECISIONS = ['release', 'reject', 're_inspect'] as const;
export type ClientDecision = (typeof CLIENT_DECISIONS)[number];
export const DECISION_COMMENT_MAX = 500;

/** The history's action of each decision (the customer's timeline and the staff audit trail name it). */
export const DECISION_ACTIONS = { release: 'release_goods', reject: 'reject_goods', re_inspect: 'request_reinspection' } as const satisfies Record<
  ClientDecision,
  string
>;
export const DECISION_HISTORY_ACTIONS = Object.values(DECISION_ACTIONS);

/** The service type a re-inspection is booked as. */
export const REINSPECTION_TYPE = 'insp_re_inspection';

/** POST /kenya/rfc/{id}/decision: the decision and an optional comment. */
export const decisionBody = z.object({
  decision: z.enum(CLIENT_DECISIONS, { error: 'validation.choice' }),
  comment: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v),
    z.string({ error: 'validation.invalid' }).max(DECISION_COMMENT_MAX, { error: 'validation.tooLong' }).optional(),
  ),
});
export type DecisionBody = z.input<typeof decisionBody>;

/** Why a decision is refused now (an i18n key, answered with 409), or null when it may be taken. */
export type DecisionRefusal = 'inspection.decision.notIssued' | 'inspection.decision.taken';

/**
 * May the client decide on this booking now? Only an entrusted inspection whose report is issued (status issued,
 * step report_issued), and only once.
 */
export function decisionRefusal(a: { form: string; status: string; processStep: string }, decided: boolean): DecisionRefusal | null {
  if (decided) return 'inspection.decision.taken';
  if (a.form !== 'entrusted' || a.status !== 'issued' || a.processStep !== 'report_issued') return 'inspection.decision.notIssued';
  return null;
}

/**
 * The re-inspection's booking, prefilled from the first: the same parties, product lines and requirements; the
 * service type re-inspection naming the earlier report (else order) number; new dates for the customer to choose;
 * no attachments (the files stay with the first booking).
 */
export function reinspectionData(first: Record<string, unknown>, earlierNo: string): Record<string, unknown> {
  const booking = { ...((first.booking ?? {}) as Record<string, unknown>) };
  delete booking.inspection_date;
  delete booking.shipment_date;
  return { ...first, application_type: REINSPECTION_TYPE, attachments: [], booking: { ...booking, previous_order_no: earlierNo } };
}

/** What the detail shows of the decision: which, the comment, who and when, and the re-inspection it booked. */
export const decisionViewSchema = z.object({
  decision: z.enum(CLIENT_DECISIONS),
  comment: z.string().nullable(),
  decided_by: z.string(),
  decided_at: z.string(),
  reinspection: z.object({ id: z.number(), rfc_no: z.string().nullable(), status: z.string() }).nullable(),
});
export type DecisionView = z.infer<typeof decisionViewSchema>;
