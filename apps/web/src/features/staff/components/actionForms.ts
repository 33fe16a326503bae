/**
 * What each staff action asks for before it is sent (issue 14): its fields, the shared schema that checks them
 * (the server checks the same body), where it is posted and how the form's values become the body. Actions
 * without an entry are sent at once. Used by the application's action bar and the money, certificate and
 * request panels of the staff application page.
 */
import {
  certReinstateBody,
  certSupersedeBody,
  certSuspendBody,
  certWithdrawBody,
  confirmDateBody,
  confirmRemittanceBody,
  FEE_CODES,
  postponeBody,
  raiseInfoRequestSchema,
  reasonBody,
  reasonOnlyBody,
  REPORT_RESULTS,
  reportBody,
  scheduleBody,
  staffQuotationBody,
  TEST_VERDICTS,
  testReportBody,
  type StaffApplication,
  plusDays,
  todayIso,
} from '@tic/shared';

export type FieldKind = 'reason' | 'optionalReason' | 'date' | 'text' | 'amount' | 'count' | 'select' | 'questions' | 'allocations' | 'longText' | 'testItems';
export interface ActionField {
  name: string;
  kind: FieldKind;
  /** i18n key of the label. */
  label: string;
  options?: readonly string[];
  /** i18n prefix of the options' labels. */
  optionLabels?: string;
}
interface SchemaLike {
  safeParse(v: unknown): { success: true } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}
export interface ActionForm {
  fields: ActionField[];
  /** The shared body schema (each field's rule reads it). */
  schema?: SchemaLike;
  /** The form's first values. */
  initial?: (ctx: ActionContext) => Record<string, unknown>;
  /** The body sent, from the form's values. */
  body?: (v: Record<string, unknown>, ctx: ActionContext) => Record<string, unknown>;
  /** A wide dialog (rows of several fields: the test items). */
  wide?: boolean;
}
export interface ActionContext {
  app: StaffApplication;
  /** The remittance, certificate or request acted on (panels). */
  subjectId?: number;
}

const reason: ActionField = { name: 'reason', kind: 'reason', label: 'staff.reason' };
const optionalReason: ActionField = { name: 'reason', kind: 'optionalReason', label: 'staff.work.reasonOptional' };
const date = (label: string, name = 'date'): ActionField => ({ name, kind: 'date', label });
const inDays = (n: number) => plusDays(todayIso(), n);

/** The line's service and what it bills (`auto`: left to the server, which reads the service text). */
const serviceLine = (v: Record<string, unknown>, applicationId: number) => ({
  application_id: applicationId,
  service: v.service,
  ...(v.fee_code && v.fee_code !== 'auto' ? { fee_code: v.fee_code } : {}),
});

/** A quotation for this application, or a new version of the open one (its other lines kept). */
const quote: ActionForm = {
  schema: staffQuotationBody as unknown as SchemaLike,
  fields: [
    { name: 'kind', kind: 'select', label: 'staff.work.kind', options: ['quotation', 'fee_notice'], optionLabels: 'staff.work.kindOf' },
    { name: 'currency', kind: 'text', label: 'staff.work.currency' },
    { name: 'service', kind: 'text', label: 'staff.work.service' },
    // What the line bills (the cancellation rules keep lines by it); `auto`: the code the service text names.
    { name: 'fee_code', kind: 'select', label: 'staff.work.feeCode', options: ['auto', ...FEE_CODES], optionLabels: 'staff.work.feeCodeOf' },
    { name: 'unit_price', kind: 'amount', label: 'staff.work.unitPrice' },
    { name: 'tax_pct', kind: 'amount', label: 'staff.work.taxPct' },
    date('staff.work.validUntil', 'valid_until'),
    { name: 'terms_version', kind: 'text', label: 'staff.work.terms' },
  ],
  initial: ({ app }) => {
    const q = app.work.quotation;
    const mine = q?.lines.find((l) => l.application_id === app.id && l.kind !== 'express_surcharge');
    return {
      kind: q?.kind ?? 'quotation',
      currency: q?.currency ?? app.fee_currency ?? 'USD',
      service: mine?.service ?? '',
      fee_code: mine?.fee_code ?? 'auto',
      unit_price: mine?.unit_price ?? '',
      tax_pct: mine?.tax_pct ?? '0',
      valid_until: inDays(30),
      terms_version: q?.terms_version ?? 'GT-2026-01',
    };
  },
  body: (v, { app }) => {
    const q = app.work.quotation;
    const line = { ...serviceLine(v, app.id), quantity: '1', unit_price: v.unit_price, discount_pct: '0', tax_pct: v.tax_pct || '0' };
    // The express surcharge lines are the server's (it adds them again): not sent back.
    const others = (q?.lines ?? []).filter((l) => l.application_id !== app.id && l.kind !== 'express_surcharge');
    return {
      kind: v.kind,
      currency: v.currency,
      valid_until: v.valid_until,
      terms_version: v.terms_version,
      ...(q ? { supersedes_id: q.id } : {}),
      lines: [...others, line],
    };
  },
};

/** A fee notice for further work on this application (issue 28: also once it is paid); the open quotation stays. */
const feeNotice: ActionForm = {
  schema: staffQuotationBody as unknown as SchemaLike,
  fields: quote.fields.filter((f) => f.name !== 'kind'),
  initial: ({ app }) => ({
    currency: app.fee_currency ?? 'USD',
    service: '',
    fee_code: 'auto',
    unit_price: '',
    tax_pct: '0',
    valid_until: inDays(30),
    terms_version: app.work.quotation?.terms_version ?? 'GT-2026-01',
  }),
  body: (v, { app }) => ({
    kind: 'fee_notice',
    currency: v.currency,
    valid_until: v.valid_until,
    terms_version: v.terms_version,
    lines: [{ ...serviceLine(v, app.id), quantity: '1', unit_price: v.unit_price, discount_pct: '0', tax_pct: v.tax_pct || '0' }],
  }),
};

export const ACTION_FORMS: Record<string, ActionForm> = {
  quote,
  fee_notice: feeNotice,
  confirm_date: { schema: confirmDateBody, fields: [date('staff.work.inspectionDate')] },
  schedule: { schema: scheduleBody, fields: [date('staff.work.inspectionDate'), { name: 'inspector', kind: 'text', label: 'staff.work.inspector' }] },
  postpone: { schema: postponeBody, fields: [date('staff.work.newDate'), reason] },
  record_report: {
    schema: reportBody as unknown as SchemaLike,
    fields: [
      { name: 'result', kind: 'select', label: 'staff.work.result', options: REPORT_RESULTS, optionLabels: 'staff.work.resultOf' },
      date('staff.work.inspectedOn', 'inspected_on'),
      { name: 'summary', kind: 'longText', label: 'staff.work.summary' },
      { name: 'critical', kind: 'count', label: 'staff.work.critical' },
      { name: 'major', kind: 'count', label: 'staff.work.major' },
      { name: 'minor', kind: 'count', label: 'staff.work.minor' },
    ],
    initial: () => ({ inspected_on: inDays(0), critical: 0, major: 0, minor: 0 }),
    body: (v) => ({
      result: v.result,
      inspected_on: v.inspected_on,
      summary: v.summary,
      sections: [],
      defects: { critical: Number(v.critical ?? 0), major: Number(v.major ?? 0), minor: Number(v.minor ?? 0) },
    }),
  },
  /** Laboratory testing: the test report, a verdict per test item (the result is derived from them). */
  record_test_report: {
    wide: true,
    schema: testReportBody as unknown as SchemaLike,
    fields: [
      date('testReport.testedOn', 'tested_on'),
      { name: 'engineer', kind: 'text', label: 'testReport.engineer' },
      { name: 'items', kind: 'testItems', label: 'testReport.title', options: TEST_VERDICTS, optionLabels: 'testReport.verdict' },
      { name: 'summary', kind: 'longText', label: 'testReport.summary' },
    ],
    // A correction starts from the report recorded.
    initial: ({ app }) =>
      app.test_report
        ? { tested_on: app.test_report.tested_on, engineer: app.test_report.engineer, summary: app.test_report.summary, items: app.test_report.items }
        : { tested_on: inDays(0), items: [{ item: '', verdict: 'pass' }] },
  },
  abort: { schema: reasonOnlyBody, fields: [reason] },
  cancel_booking: { schema: reasonOnlyBody, fields: [reason] },
  request_info: {
    schema: raiseInfoRequestSchema,
    fields: [date('staff.work.dueDate', 'due_date'), { name: 'items', kind: 'questions', label: 'staff.work.questions' }],
    initial: () => ({ due_date: inDays(10), items: [{ question: '' }] }),
  },
  partly_confirm_remittance: {
    schema: confirmRemittanceBody,
    fields: [
      { name: 'received_amount', kind: 'amount', label: 'staff.work.received' },
      { name: 'allocations', kind: 'allocations', label: 'staff.work.allocations' },
    ],
    initial: ({ app, subjectId }) => {
      const r = app.work.remittances.find((x) => x.id === subjectId);
      return { received_amount: r?.amount ?? '', allocations: (r?.allocations ?? []).map((a) => ({ application_id: a.application_id, amount: a.requested })) };
    },
  },
  reject_remittance: { schema: reasonBody, fields: [reason] },
  reverse_remittance: { schema: reasonBody, fields: [reason] },
  suspend_certificate: { schema: certSuspendBody, fields: [date('staff.work.suspendUntil', 'until'), optionalReason], initial: () => ({ until: inDays(30) }) },
  withdraw_certificate: { schema: certWithdrawBody, fields: [reason] },
  reinstate_certificate: { schema: certReinstateBody, fields: [optionalReason] },
  supersede_certificate: { schema: certSupersedeBody, fields: [{ name: 'by_cert_no', kind: 'text', label: 'staff.work.byCertNo' }, optionalReason] },
};

/** Where each action is posted: the application's own (relative to /staff/rfc/{id}/) or a subject's (absolute). */
export function actionPath(action: string, { app, subjectId }: ActionContext): string {
  const rfc = (p: string) => `/staff/rfc/${app.id}/${p}`;
  const rem = (p: string) => `/staff/remittance/${subjectId}/${p}`;
  const cert = (p: string) => `/staff/cert/${subjectId}/${p}`;
  const paths: Record<string, string> = {
    send_draft: rfc('draft'),
    confirm_date: rfc('confirm-date'),
    record_report: rfc('report'),
    issue_report: rfc('issue-report'),
    record_test_report: rfc('test-report'),
    issue_test_report: rfc('issue-test-report'),
    cancel_booking: rfc('cancel-booking'),
    request_info: rfc('additional-info'),
    quote: '/staff/quotation',
    fee_notice: '/staff/quotation',
    review_remittance: rem('review'),
    confirm_remittance: rem('confirm'),
    partly_confirm_remittance: rem('confirm'),
    reject_remittance: rem('reject'),
    reverse_remittance: rem('reverse'),
    suspend_certificate: cert('suspend'),
    withdraw_certificate: cert('withdraw'),
    reinstate_certificate: cert('reinstate'),
    supersede_certificate: cert('supersede'),
    accept_info: `/staff/additional-info/${subjectId}/accept`,
  };
  return paths[action] ?? rfc(action);
}
