import { bigserial, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';

/**
 * Issue 32: every service-level step an application went through, written by transition() when the step ends:
 * its line and type, when it began and ended, and the working days in between on the office calendar (pauses
 * while it waited on the customer included: what the customer lived). The predicted completion reads those of
 * issued applications. Append-only; ids increase along an application's path.
 */
export const applicationStepTimes = pgTable(
  'application_step_times',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    applicationType: text('application_type').notNull(),
    step: text('step').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    elapsedDays: doublePrecision('elapsed_days').notNull(),
  },
  (t) => [
    // The history query walks this backwards from the newest row of a line, type and step.
    index('application_step_times_line_step_idx').on(t.form, t.applicationType, t.step, t.id),
    index('application_step_times_app_idx').on(t.applicationId, t.id),
    index('application_step_times_form_step_ended_idx').on(t.form, t.step, t.endedAt),
  ],
);
