/** The customer's statement per currency (issue 28, money/statement.ts): the query and the answer. */
import { z } from 'zod';
import { isCalendarDate, STATEMENT_KINDS } from '../money/statement.js';
import { localeSchema, pagingQuery } from './common.js';
import { currencyCode } from './payments.js';

const calendarDate = z.string({ error: 'validation.date' }).trim().refine(isCalendarDate, { error: 'validation.date' });

/** GET /payment/statement(/excel|/pdf): a currency (default: the first the customer has), from and to (default: this year). */
const statementFields = z.object({
  currency: currencyCode.optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  lang: localeSchema.optional(),
});
const periodInOrder = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', message: 'validation.statementPeriod', path: ['to'] });
};
export const statementQuery = statementFields.superRefine(periodInOrder);
export type StatementQuery = z.input<typeof statementQuery>;
/** GET /payment/statement on screen: the same, paged by the spec's list conventions (current_page, per_page; 50 a page, at most 200). */
export const STATEMENT_PER_PAGE = { default: 50, max: 200 } as const;
export const statementPageQuery = statementFields.extend(pagingQuery(STATEMENT_PER_PAGE.max, STATEMENT_PER_PAGE.default).shape).superRefine(periodInOrder);

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

/**
 * A page of the statement: the balances and totals of the whole period, the rows of one page (each with its running
 * balance), the total of rows and where the page stands (as every paged list: total, current_page, per_page, last_page).
 */
export const statementPageSchema = statementSchema.extend({ total: z.number(), current_page: z.number(), per_page: z.number(), last_page: z.number() });
export type StatementPage = z.infer<typeof statementPageSchema>;

export function statementPage(s: Statement, currentPage: number, perPage: number): StatementPage {
  const start = (currentPage - 1) * perPage;
  return {
    ...s,
    rows: s.rows.slice(start, start + perPage),
    total: s.rows.length,
    current_page: currentPage,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(s.rows.length / perPage)),
  };
}
