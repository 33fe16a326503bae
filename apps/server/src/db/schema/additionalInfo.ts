import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { storedFiles } from './content.js';
import { users } from './users.js';

/**
 * A request for additional information on an application (any business line; NB/RED's documentation review
 * raises most): staff ask itemised questions with a due date, the customer answers each item once.
 */
export const infoRequests = pgTable(
  'info_requests',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** open | answered | accepted (staff accepted the answers) | lapsed (unanswered until the line closed the application) */
    status: text('status').notNull().default('open'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The process step the application was in: answering returns it there. */
    fromStep: text('from_step').notNull(),
    raisedBy: integer('raised_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Lines that close unanswered requests (communication): when the customer was warned a month, and a week, before. */
    warnedMonthAt: timestamp('warned_month_at', { withTimezone: true }),
    warnedWeekAt: timestamp('warned_week_at', { withTimezone: true }),
  },
  (t) => [index('info_requests_application_idx').on(t.applicationId, t.status)],
);

export const infoRequestItems = pgTable(
  'info_request_items',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => infoRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
  },
  (t) => [index('info_request_items_request_idx').on(t.requestId, t.position)],
);

export const infoRequestItemFiles = pgTable(
  'info_request_item_files',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => infoRequestItems.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.fileId] })],
);
