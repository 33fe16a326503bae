import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';

/**
 * A factory audit's staff side (business-lines.md "Factory audit"): the date agreed with the factory, the report
 * (rating A-E or pass/fail, lead auditor, findings, corrective-action plan due date) and the linked follow-up
 * booking a rating asks for. One row per application, written by the line's staff actions in the transaction of
 * their transition.
 */
export const auditOrders = pgTable(
  'audit_orders',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    confirmedDate: date('confirmed_date'),
    rating: text('rating'),
    auditedOn: date('audited_on'),
    auditor: text('auditor'),
    summary: text('summary'),
    caDueDate: date('ca_due_date'),
    /** The follow-up booking (a draft of the same customer, prefilled from this audit); one per audit. */
    followUpId: integer('follow_up_id').references(() => applications.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_orders_user_idx').on(t.userId)],
);
