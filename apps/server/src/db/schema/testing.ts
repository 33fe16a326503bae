import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';

/**
 * The test report of a laboratory-testing application (issue 12): recorded by staff with a pass or fail
 * per test item, the overall result derived from the items; issued as the line's certificate.
 */
export const testReports = pgTable(
  'test_reports',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** pass or fail: any failed item fails the report. */
    result: text('result').notNull(),
    /** tested_on, engineer, summary, items (item, standard, requirement, result, verdict). */
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    recordedBy: integer('recorded_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_reports_user_idx').on(t.userId)],
);
