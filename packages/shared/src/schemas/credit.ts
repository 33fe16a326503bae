/** Credit use and refunds (issue 28): the bodies the server validates and the forms check, and the answers. */
import { z } from 'zod';
import { PG_INT_MAX } from '../constants.js';
import { CANCELLATION_REASONS } from '../lines/cancellation.js';
import { KEPT_SINCE_STEPS } from '../lines/registry.js';
import { FEE_CODES } from '../money/feeCodes.js';
import { amountRefusal, currencyDigits } from '../money/money.js';
import { optionalText, pageOf, pagingQuery, requiredText } from './common.js';
import { currencyCode } from './payments.js';

const amountText = z.string({ error: 'validation.amount' }).trim();

/** The customer applies part or all of their credit of a currency (the quotation's: else 400) to an accepted quotation. */
export const applyCreditBody = z.object({ currency: currencyCode, amount: amountText });
export const creditMovementQuery = z.object({ currency: currencyCode.optional() }).extend(pagingQuery(100, 20).shape);

/** The customer asks for a refund of credit, to the bank account named. */
export const refundBody = z
  .object({
    currency: currencyCode,
    amount: amountText,
    account_name: requiredText(200),
    account_number: requiredText(60),
    bank: requiredText(200),
    swift: optionalText(20),
    remark: optionalText(500),
  })
  .superRefine((b, ctx) => {
    if (currencyDigits(b.currency) === null) return;
    const why = amountRefusal(b.amount, b.currency);
    if (why) ctx.addIssue({ code: 'custom', message: why, path: ['amount'], params: { digits: currencyDigits(b.currency) ?? 0 } });
  });
export type RefundBody = z.input<typeof refundBody>;

/** Finance pays a refund: the proof (a file uploaded through POST /upload) and the bank's reference. */
export const confirmRefundBody = z.object({ file_id: z.coerce.number().int().positive().max(PG_INT_MAX), bank_reference: optionalText(100) });

export const REFUND_STATUSES = ['requested', 'paid', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const refundListQuery = z.object({ status: z.enum(REFUND_STATUSES, { error: 'validation.invalid' }).optional() }).extend(pagingQuery(100, 20).shape);

export const refundSchema = z.object({
  id: z.number(),
  no: z.string(),
  status: z.enum(REFUND_STATUSES),
  currency: z.string(),
  amount: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  bank: z.string(),
  swift: z.string().nullable(),
  remark: z.string().nullable(),
  bank_reference: z.string().nullable(),
  reject_reason: z.string().nullable(),
  proof: z.object({ file_id: z.number(), name: z.string(), path: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  customer: z.object({ id: z.number(), username: z.string(), name: z.string().nullable() }),
});
export type Refund = z.infer<typeof refundSchema>;
export const refundPage = pageOf(refundSchema);

export const CREDIT_KINDS = ['overpayment', 'reversal', 'applied', 'refund', 'refund_returned', 'cancellation'] as const;
/** One movement of the credit ledger: who, when, why, which quotation, application, remittance or refund. */
export const creditMovementSchema = z.object({
  id: z.number(),
  kind: z.enum(CREDIT_KINDS),
  currency: z.string(),
  amount: z.string(),
  reason: z.string().nullable(),
  by: z.string().nullable(),
  quotation: z.object({ id: z.number(), no: z.string() }).nullable(),
  application: z.object({ id: z.number(), rfc_no: z.string().nullable() }).nullable(),
  remittance: z.object({ id: z.number(), no: z.string() }).nullable(),
  refund: z.object({ id: z.number(), no: z.string() }).nullable(),
  created_at: z.string(),
});
export const creditMovementPage = pageOf(creditMovementSchema);

/** GET /kenya/rfc/{id}/cancel/preview: what cancelling now would keep, credit and release (lines/cancellation.ts). */
export const cancellationPreviewSchema = z.object({
  action: z.enum(['cancel', 'cancel_booking']),
  reason: z.enum(CANCELLATION_REASONS),
  inspection_date: z.string().nullable(),
  /** The line's kept fees that apply now: their codes, the point of the work that keeps them, the amount per currency. */
  kept: z.array(
    z.object({
      fees: z.array(z.enum(FEE_CODES)),
      since: z.enum([...KEPT_SINCE_STEPS, 'cutoff']),
      whole: z.boolean(),
      money: z.array(z.object({ currency: z.string(), amount: z.string() })),
    }),
  ),
  money: z.array(z.object({ currency: z.string(), owed: z.string(), paid: z.string(), kept: z.string(), credited: z.string(), released: z.string() })),
  /** The same in sentences of the caller's language. */
  messages: z.array(z.string()),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;
