import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, notices, sampleOrders, sampleShipmentPhotos, sampleShipments, storedFiles } from '../../db/schema/index.js';
import { businessClock } from '../../platform/clock.js';

export type SampleOrderRow = typeof sampleOrders.$inferSelect;
export type ShipmentRow = typeof sampleShipments.$inferSelect;

/** The SQL of sample logistics: the order of an application, its shipments with photos, the notices of a screen. */
export const samplesRepo = {
  find: (db: Db, applicationId: number) =>
    db
      .select()
      .from(sampleOrders)
      .where(eq(sampleOrders.applicationId, applicationId))
      .then((r) => r[0]),
  findMany: (db: Db, applicationIds: number[]) =>
    applicationIds.length ? db.select().from(sampleOrders).where(inArray(sampleOrders.applicationId, applicationIds)) : Promise.resolve([]),
  /** The delivery notice: a new order, or the same order asked for again (its review cleared). */
  upsert: (db: Db, row: typeof sampleOrders.$inferInsert) =>
    db
      .insert(sampleOrders)
      .values(row)
      .onConflictDoUpdate({
        target: sampleOrders.applicationId,
        set: { labAddress: row.labAddress, labContact: row.labContact, quantity: row.quantity, dueDate: row.dueDate, updatedAt: new Date() },
      }),
  update: (db: Db, applicationId: number, set: Partial<Omit<SampleOrderRow, 'applicationId' | 'userId'>>) =>
    db
      .update(sampleOrders)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(sampleOrders.applicationId, applicationId)),
  shipments: (db: Db, applicationIds: number[]) =>
    applicationIds.length
      ? db
          .select()
          .from(sampleShipments)
          .where(inArray(sampleShipments.applicationId, applicationIds))
          .orderBy(asc(sampleShipments.applicationId), asc(sampleShipments.round))
      : Promise.resolve([] as ShipmentRow[]),
  /** The shipment on its way (the one the laboratory checks next). */
  inTransit: (db: Db, applicationId: number) =>
    db
      .select()
      .from(sampleShipments)
      .where(and(eq(sampleShipments.applicationId, applicationId), eq(sampleShipments.result, 'in_transit')))
      .orderBy(desc(sampleShipments.round))
      .limit(1)
      .then((r) => r[0]),
  addShipment: (db: Db, row: typeof sampleShipments.$inferInsert) =>
    db
      .insert(sampleShipments)
      .values(row)
      .returning()
      .then((r) => r[0]!),
  checkShipment: (db: Db, id: number, set: { result: string; reason?: string | null; note?: string | null }) =>
    db
      .update(sampleShipments)
      .set({ ...set, checkedAt: businessClock.now() })
      .where(eq(sampleShipments.id, id)),
  addPhotos: (db: Db, shipmentId: number, fileIds: number[]) =>
    fileIds.length
      ? db
          .insert(sampleShipmentPhotos)
          .values(fileIds.map((fileId) => ({ shipmentId, fileId })))
          .onConflictDoNothing()
      : Promise.resolve(),
  photos: (db: Db, shipmentIds: number[]) =>
    shipmentIds.length
      ? db
          .select({ shipmentId: sampleShipmentPhotos.shipmentId, id: storedFiles.id, name: storedFiles.originalName })
          .from(sampleShipmentPhotos)
          .innerJoin(storedFiles, eq(storedFiles.id, sampleShipmentPhotos.fileId))
          .where(inArray(sampleShipmentPhotos.shipmentId, shipmentIds))
          .orderBy(asc(storedFiles.id))
      : Promise.resolve([]),
  /** Which of these stored files exist (photos are uploads of the staff member or anyone's: they only need to exist). */
  existingFiles: (db: Db, ids: number[]) =>
    ids.length
      ? db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(inArray(storedFiles.id, ids))
          .then((r) => r.map((x) => x.id))
      : Promise.resolve([] as number[]),
  /** The customer's notices of these kinds, newest first, with their application's step (own notices only). */
  notices: (db: Db, userId: number, kinds: readonly string[]) =>
    db
      .select({
        notice: notices,
        status: applications.status,
        step: applications.processStep,
        area: applications.businessArea,
        form: applications.form,
        appTitle: applications.title,
        rfcNo: applications.rfcNo,
      })
      .from(notices)
      .innerJoin(applications, and(eq(applications.id, notices.applicationId), eq(applications.userId, userId)))
      .where(and(eq(notices.userId, userId), inArray(notices.kind, [...kinds])))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(200),
};
