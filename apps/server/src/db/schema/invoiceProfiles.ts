import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

// Both tables: owned by one user, at most one default per user (a partial unique index holds that even
// under concurrent requests), and a version that every change increments (stale edits answer 409).

/** Invoice profiles (spec section 3 "Invoice info"): several per customer, one default. */
export const invoiceProfiles = pgTable(
  'invoice_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** special_vat | ordinary_vat | pro_forma */
    type: text('type').notNull(),
    taxpayerNumber: text('taxpayer_number'),
    address: text('address'),
    phone: text('phone'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    contact: text('contact'),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_profiles_user_idx').on(t.userId),
    uniqueIndex('invoice_profiles_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Mailing addresses (spec section 3 "Mailing info"): several per customer, one default. */
export const mailingAddresses = pgTable(
  'mailing_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    company: text('company'),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode'),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mailing_addresses_user_idx').on(t.userId),
    uniqueIndex('mailing_addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
