import {
  waitingReasonOf,
  Decimal,
  moneyText,
  FORM_APPLICATION_TYPES,
  isEditable,
  type ApplicationDetail,
  type ApplicationForm,
  type ApplicationStatus,
  type ApplicationSummary,
} from '@tic/shared';
import type { applicationHistory } from '../../db/schema/index.js';
import type { ApplicationRow, AttachmentRow, childrenRepo } from './repo.js';

type Children = Awaited<ReturnType<typeof childrenRepo.load>>;
/**
 * Quoted, paid and unpaid in the application's fee currency (its minor units); null before any quotation.
 * `pending`: what issued quotations awaiting the customer's decision ask (pendingQuotesRepo). Quoted is what every
 * live quotation asks (accepted or awaiting a decision); unpaid only what accepted ones owe (what can be paid now).
 */
export const feeAmounts = (a: Pick<ApplicationRow, 'feeCurrency' | 'quotedAmount' | 'paidAmount'>, pending?: string | null) => {
  const c = a.feeCurrency;
  if (!c) return { fee_currency: null, quoted_amount: null, paid_amount: null, unpaid_amount: null, pending_quote_amount: null };
  const unpaid = Decimal.max(new Decimal(a.quotedAmount).minus(a.paidAmount), 0);
  const waiting = pending ? new Decimal(pending) : new Decimal(0);
  return {
    fee_currency: c,
    quoted_amount: moneyText(waiting.plus(a.quotedAmount), c),
    paid_amount: moneyText(a.paidAmount, c),
    unpaid_amount: moneyText(unpaid, c),
    pending_quote_amount: waiting.gt(0) ? moneyText(waiting, c) : null,
  };
};

export const toSummary = (a: ApplicationRow, pending?: string | null): ApplicationSummary => ({
  id: a.id,
  rfc_no: a.rfcNo,
  title: a.title,
  form: a.form as ApplicationForm,
  business_area: a.businessArea as ApplicationSummary['business_area'],
  application_type: a.applicationType,
  country: a.country,
  importer: a.importerName,
  exporter: a.exporterName,
  status: a.status as ApplicationSummary['status'],
  payment_status: a.paymentStatus as ApplicationSummary['payment_status'],
  stage: a.stage as ApplicationSummary['stage'],
  process_step: a.processStep as ApplicationSummary['process_step'],
  goods_values: a.goodsValues,
  ...feeAmounts(a, pending),
  editable: isEditable(a.status as ApplicationStatus),
  version: a.version,
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
  submitted_at: a.submittedAt?.toISOString() ?? null,
});

export const attachmentView = (f: AttachmentRow) => ({
  id: f.id,
  file_id: f.fileId,
  file_type: f.fileType as ApplicationDetail['attachments'][number]['file_type'],
  name: f.name,
  size: f.size,
  ext: f.ext,
  remarks: f.remarks,
  status: f.status as ApplicationDetail['attachments'][number]['status'],
  return_reason: f.returnReason,
  path: `/attachment/${f.fileId}`,
  uploaded_by: f.uploader ?? null,
});

/** The payload back in the form's shape: type-specific sections from `data`, the rest from the child rows. */
export function payloadOf(a: ApplicationRow, c: Children, attachments: AttachmentRow[]): Record<string, unknown> {
  const parties = Object.fromEntries(c.parties.map((p) => [p.role, p.data]));
  return {
    ...a.data,
    application_type: a.applicationType,
    title: a.title,
    parties,
    invoices: c.invoices.map((i) => ({
      number: i.number ?? undefined,
      date: i.invoiceDate ?? undefined,
      currency: i.currency ?? undefined,
      amount: i.amount === null ? undefined : Number(i.amount),
      incoterm: i.incoterm ?? undefined,
      file_path: i.filePath ?? undefined,
    })),
    products: c.products.map((p) => p.data),
    containers: c.containers.map((x) => x.number),
    attachments: attachments.map((f) => ({ file_id: f.fileId, file_type: f.fileType ?? undefined, remarks: f.remarks ?? undefined })),
  };
}

/** A line of the history; a customer's names the person who acted (`nameOf`: their name, from the people read with it). */
export const historyView = (h: typeof applicationHistory.$inferSelect, nameOf: (id: number | null) => string | null = () => null) => ({
  action: h.action,
  from_status: h.fromStatus as ApplicationDetail['history'][number]['from_status'],
  to_status: h.toStatus as ApplicationDetail['history'][number]['to_status'],
  payment_status: h.paymentStatus as ApplicationDetail['history'][number]['payment_status'],
  stage: h.stage as ApplicationDetail['history'][number]['stage'],
  process_step: h.processStep as ApplicationDetail['history'][number]['process_step'],
  actor: h.actorKind,
  actor_id: h.actorKind === 'customer' ? h.actorId : null,
  actor_name: h.actorKind === 'customer' ? nameOf(h.actorId) : null,
  reason: h.reason,
  at: h.at.toISOString(),
});

export const formTypes = FORM_APPLICATION_TYPES;

/** Whom the application waits on, why (the customer's part: it pauses the clock), since when, and when we expect to be done (issues 14, 29). */
export const waitingView = (a: ApplicationRow): ApplicationDetail['waiting'] =>
  a.waitingOn && a.waitingSince
    ? {
        on: a.waitingOn as 'customer' | 'provider',
        reason: waitingReasonOf(a),
        since: a.waitingSince.toISOString(),
        expected_at: a.dueAt?.toISOString() ?? null,
      }
    : null;
