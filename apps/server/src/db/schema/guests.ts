import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { infoRequestItems } from './additionalInfo.js';
import { storedFiles } from './content.js';
import { organisations } from './organisations.js';
import { users } from './users.js';

/**
 * Guests on one application (issue 30): an outside party invited by e-mail to upload the documents asked for and
 * to confirm the inspection date, and to see nothing else. The link's token is kept as its SHA-256 and opens for
 * 7 days; accepted, the row names the guest's account, whose access lasts until the applicant revokes it or the
 * application is issued or cancelled (packages/shared/src/organisations/guests.ts).
 */
export const applicationGuests = pgTable(
  'application_guests',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    note: text('note').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    guestUserId: integer('guest_user_id').references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The inspection date the guest confirmed (YYYY-MM-DD) and when. */
    confirmedDate: text('confirmed_date'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('application_guests_token_idx').on(t.tokenHash),
    index('application_guests_application_idx').on(t.applicationId),
    index('application_guests_guest_idx').on(t.guestUserId),
  ],
);

/** The files a guest uploaded to the application (owned by the application's organisation, attributed to the guest). */
export const applicationGuestFiles = pgTable(
  'application_guest_files',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => applicationGuests.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The question of a request for information the guest uploaded it for (null: the documents asked for). */
    infoItemId: integer('info_item_id').references(() => infoRequestItems.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.fileId] }), index('application_guest_files_item_idx').on(t.infoItemId)],
);
