import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the start-up seeding last loaded (issue 18): the fingerprint of the reference data's inputs, so that a start
 * whose inputs are unchanged skips the reference seeding (db/seed/fingerprint.ts).
 */
export const seedState = pgTable('seed_state', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
