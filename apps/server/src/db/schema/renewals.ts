import { integer, primaryKey, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { certificates } from './applications.js';

/**
 * The expiry reminders sent (issue 32): one row per certificate and threshold (90, 30, 7 days before it expires),
 * inserted in the same transaction as the reminder's notice, so that two processes or a restart never send one twice.
 */
export const certificateReminders = pgTable(
  'certificate_reminders',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    /** Days before the expiry date the reminder is for. */
    threshold: smallint('threshold').notNull(),
    noticeId: integer('notice_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.threshold] })],
);
