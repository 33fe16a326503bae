import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { users } from './users.js';

/**
 * Append-only audit trail of the back office (issue 14): every staff action (who, in which roles, what,
 * from -> to, comment, files, when) and every staff sign-in. A trigger refuses UPDATE and DELETE.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRoles: text('actor_roles').array().notNull().default([]),
    action: text('action').notNull(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    fromStep: text('from_step'),
    toStep: text('to_step'),
    comment: text('comment'),
    files: jsonb('files').$type<string[]>().notNull().default([]),
    ip: text('ip'),
  },
  (t) => [
    index('staff_audit_app_idx').on(t.applicationId, t.id),
    index('staff_audit_actor_idx').on(t.actorId, t.at),
    index('staff_audit_customer_idx').on(t.customerId, t.id),
  ],
);

/**
 * The holiday calendar of the service-level clock (issue 14): public holidays and make-up working days, one row
 * per date (so a date is never both), maintained by administrators on the staff screen. Seeded at start-up while
 * nobody has changed it yet (SLA_HOLIDAYS / SLA_WORKDAYS, else the built-in calendar); each change is audited.
 */
export const holidayCalendar = pgTable(
  'holiday_calendar',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    /** holiday | workday */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('holiday_calendar_kind_ck', sql`${t.kind} in ('holiday', 'workday')`)],
);
