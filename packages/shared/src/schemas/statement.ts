/** The customer's statement per currency (issue 28, money/statement.ts): the query and the answer. */
import { z } from 'zod';
import { isCalendarDate, STATEMENT_KINDS } from '../money/statement.js';
import { localeSchema } from './common.js';
import { currencyCode } from './payments.js';

const calendarDate = z.string({ error: 'validation.date' }).trim().refine(isCalendarDate, { error: 'validation.date' });

/** GET /payment/statement(/excel|/pdf): a currency (default: the first the customer has), from and to (default: this year). */
export const statementQuery = z
  .object({ currency: currencyCode.optional(), from: calendarDate.optional(), to: calendarDate.optional(), lang: localeSchema.optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', message: 'validation.statementPeriod', path: ['to'] });
  });
export type StatementQuery = z.input<typeof statementQuery>;

const money = z.string();
export const statementRowSchema = z.object({
  date: z.string(),
  at: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  reference: z.string(),
  applications: z.array(z.string()),
  debit: money,
  credit: money,
  balance: money,
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementSchema = z.object({
  currency: z.string(),
  /** Every currency the customer has movements in (the screen's picker). */
  currencies: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  opening: money,
  closing: money,
  totals: z.object({ debit: money, credit: money, by_kind: z.record(z.enum(STATEMENT_KINDS), money) }),
  rows: z.array(statementRowSchema),
});
export type Statement = z.infer<typeof statementSchema>;
