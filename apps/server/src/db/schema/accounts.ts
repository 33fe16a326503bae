import { bigserial, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Verification codes: only the SHA-256 of the code (salted with the row's recipient) is stored. One live code per
 * purpose and recipient: a new one replaces the old (consumed_at set). Rows stay for the daily caps.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** "+86 13800138000" or a lower-cased e-mail. */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    wrongCount: smallint('wrong_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_recipient_idx').on(t.recipient, t.purpose, t.createdAt), index('verification_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** Demo-mode copy of every SMS and e-mail the accounts module sends (GET /dev/outbox). */
export const devOutbox = pgTable('dev_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time tickets: forgot-password steps (kind forgot). Only the hash of the ticket is stored. */
export const accountTickets = pgTable('account_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The customer's exclusive service contact (a staff user), assigned by staff. */
export const customerWaiters = pgTable(
  'customer_waiters',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId] })],
);

/** Image captchas (GET /captcha): only the hash of the text; single use. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    textHash: text('text_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // Expired rows are removed as new ones are made (captchaRepo.removeExpired walks this index).
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Secrets every process of an installation shares (the RSA-OAEP key pair passwords are encrypted with). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * QR sign-in tickets (POST /qr/ticket): the computer shows the ticket as a QR code and polls with its key; a signed-in
 * phone confirms (user_id) and the computer's next poll gets the session, once (used). Only hashes of the ticket and
 * of the key are stored. Status pending | confirmed | used | cancelled; a pending ticket past expires_at is expired.
 */
export const qrLoginTickets = pgTable(
  'qr_login_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    keyHash: text('key_hash').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'used', 'cancelled'] })
      .notNull()
      .default('pending'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The computer that asked: shown on the phone before it confirms. */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('qr_login_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Third-party sign-in: an account at an OpenID Connect provider (its `sub`) linked to a portal user. One subject
 * of one provider belongs to one user; a user may link one account of each provider.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail the provider gave at linking (information only: accounts are never matched by e-mail). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // One account of each provider per user (the profile shows each provider linked or not).
  (t) => [
    uniqueIndex('user_identities_provider_subject_uq').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_uq').on(t.userId, t.provider),
  ],
);

/**
 * A third-party sign-in in progress (POST third/redirect-url until POST third/login): keyed by the SHA-256 of the
 * state; the browser that started it holds the binding value in a cookie (its hash is here). Single use, 10 minutes.
 */
export const thirdStates = pgTable('third_states', {
  stateHash: text('state_hash').primaryKey(),
  bindingHash: text('binding_hash').notNull(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  /** Portal path to open after sign-in. */
  redirect: text('redirect'),
  /** The user signed in when the sign-in started: only then, and only to that user, is the identity linked. */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
