import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Customers and staff. Profile fields that later issues validate field by field stay in `profile`
 * until they get their own columns; what lists filter on is a column.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** argon2id; null for accounts created by a third-party sign-in. */
    passwordHash: text('password_hash'),
    kind: text('kind', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    role: text('role').notNull().default('customer'),
    /** Staff only: the further roles held besides `role` (issue 14; the policy reads both). */
    staffRoles: text('staff_roles').array().notNull().default([]),
    name: text('name'),
    email: text('email'),
    mobile: text('mobile'),
    mobileZone: text('mobile_zone').default('+86'),
    avatar: text('avatar'),
    wechat: text('wechat'),
    lang: text('lang'),
    isControl: smallint('is_control').notNull().default(0),
    identity: text('identity'),
    identityType: text('identity_type'),
    /** The customer wants an e-mail copy of each notice (sent through the mail outbox). */
    notifyByEmail: boolean('notify_by_email').notNull().default(false),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_mobile_idx').on(t.mobileZone, t.mobile),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Browser and API sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull().default('password'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Every sign-in attempt, successful or not (time, IP, account; never the password). */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    account: text('account').notNull(),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_events_account_time_idx').on(t.account, t.createdAt), index('login_events_ip_time_idx').on(t.ip, t.createdAt)],
);
