import { integer, jsonb, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The channel-confirmation profile of a channel partner (one per account): what it submitted for
 * confirmation and the staff decision. Written only by modules/channel (submit, approve, return).
 */
export const channelProfiles = pgTable(
  'channel_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** submitted | approved | returned */
    status: text('status').notNull(),
    channelType: text('channel_type').notNull(),
    company: jsonb('company').$type<Record<string, unknown>>().notNull().default({}),
    personal: jsonb('personal').$type<Record<string, unknown>>().notNull().default({}),
    qualification: jsonb('qualification').$type<string[]>().notNull().default([]),
    qualificationFiles: jsonb('qualification_files').$type<Record<string, string[]>>().notNull().default({}),
    qualificationOthers: text('qualification_others'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('channel_profiles_status_idx').on(t.status, t.submittedAt)],
);
