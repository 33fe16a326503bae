import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MEMBER_ROLES } from '@tic/shared';
import { users } from './users.js';

/**
 * A customer is an organisation (issue 30): the company of the profile, with members in roles. Organisations
 * share the id space of the accounts, as a code host's organisations do: every customer account has an
 * organisation with its own id (made by a trigger at insert, migration 0039), and the `user_id` of every owned
 * record (applications, certificates, quotations, remittances, files, tokens, webhooks, notices) holds that
 * organisation's id. So the move from one login per company to organisations changed no owned row: the
 * account that registered is its organisation's first owner, and its records were already the organisation's.
 */
export const organisations = pgTable('organisations', {
  id: integer('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who belongs to an organisation and in which role (packages/shared/src/organisations/roles.ts). */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    /** The member who added this one (null: the organisation's founding account). */
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] }), index('organisation_members_user_idx').on(t.userId)],
);

/**
 * Invitations to join an organisation, by e-mail or mobile: a link whose token is valid 7 days (only its SHA-256
 * is kept). Accepted, revoked or expired, it opens nothing; a re-send makes a new token and a new expiry.
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email'),
    mobileZone: text('mobile_zone'),
    mobile: text('mobile'),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('organisation_invitations_token_uq').on(t.tokenHash), index('organisation_invitations_org_idx').on(t.organisationId, t.id)],
);
