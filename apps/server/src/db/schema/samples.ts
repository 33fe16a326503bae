import { date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications.js';
import { storedFiles } from './content.js';

/**
 * The samples of an application whose form sends samples to the laboratory (sample logistics): the
 * delivery notice (where, how many, by when), formal acceptance, the test data and the customer's review.
 * One row per application, written by the staff and customer steps of the sample loop.
 */
export const sampleOrders = pgTable('sample_orders', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull(),
  labAddress: text('lab_address').notNull(),
  labContact: text('lab_contact'),
  quantity: integer('quantity').notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  /** The test data as staff sent it for review (rows of item, standard, limit, result, verdict; a summary). */
  testData: jsonb('test_data').$type<Record<string, unknown>>(),
  testDataAt: timestamp('test_data_at', { withTimezone: true }),
  /** The customer's review of the latest test data: confirm | dispute, with a comment. */
  reviewDecision: text('review_decision'),
  reviewComment: text('review_comment'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each sending of the samples: courier and tracking number, then the laboratory's check (in order, or not conforming). */
export const sampleShipments = pgTable(
  'sample_shipments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => sampleOrders.applicationId, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    courier: text('courier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    /** in_transit | received | not_conforming */
    result: text('result').notNull().default('in_transit'),
    reason: text('reason'),
    note: text('note'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [index('sample_shipments_application_idx').on(t.applicationId, t.round)],
);

/** The photos of a shipment found not conforming. */
export const sampleShipmentPhotos = pgTable(
  'sample_shipment_photos',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => sampleShipments.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.fileId] })],
);
