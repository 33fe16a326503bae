import { and, asc, eq, gt, gte, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { applicationProducts, applications, certificateReminders, certificates } from '../../db/schema/index.js';

/** Certificates that no longer lead anywhere nor are reminded of (the stored status; a suspension is read by its end date). */
const ENDED = ['withdrawn', 'revoked', 'superseded'];

/** The SQL of issue 32's follow-ons and expiry reminders. */
export const renewalsRepo = {
  /** The products of an owner's certificates of one type and routes (the registration counts shipments of the same product). */
  productsOfCertificates: (db: Db, userId: number, type: string, routes: readonly (string | null)[]) =>
    db
      .select({ certificateId: certificates.id, hsCode: applicationProducts.hsCode, data: applicationProducts.data })
      .from(certificates)
      .innerJoin(applicationProducts, eq(applicationProducts.applicationId, certificates.applicationId))
      .where(
        and(
          eq(certificates.userId, userId),
          eq(certificates.type, type),
          notInArray(certificates.status, ENDED),
          or(
            routes.includes(null) ? isNull(certificates.route) : undefined,
            routes.filter((r): r is string => r !== null).length
              ? inArray(
                  certificates.route,
                  routes.filter((r): r is string => r !== null),
                )
              : undefined,
          ),
        ),
      ),

  /**
   * Locks the certificate's row for the rest of the transaction: follow-on drafts of one certificate are made one at a
   * time (two members clicking "Renew" at once: the second waits, then finds the first's draft).
   */
  lockCertificate: (t: Tx | Db, certificateId: number) =>
    t.select({ id: certificates.id }).from(certificates).where(eq(certificates.id, certificateId)).for('update'),

  /** An open draft already made from this certificate for this follow-on (a second click answers it). */
  openDraft: (db: Db | Tx, userId: number, certificateId: number, kind: string) =>
    db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.userId, userId),
          eq(applications.originCertificateId, certificateId),
          eq(applications.originKind, kind),
          eq(applications.status, 'draft'),
        ),
      )
      .orderBy(asc(applications.id))
      .limit(1)
      .then((r) => r[0]?.id),

  /**
   * Certificates in force expiring between `from` and `until` (inclusive), after id `after`, with what a reminder
   * names: its owner, number, application and area. Suspended ones wait for their reinstatement.
   */
  expiringBetween: (db: Db, from: string, until: string, after: number, limit: number) =>
    db
      .select({
        id: certificates.id,
        userId: certificates.userId,
        certNo: certificates.certNo,
        expiryDate: certificates.expiryDate,
        applicationId: applications.id,
        rfcNo: applications.rfcNo,
        title: applications.title,
        area: applications.businessArea,
      })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(
        and(
          gte(certificates.expiryDate, from),
          lte(certificates.expiryDate, until),
          gt(certificates.id, after),
          notInArray(certificates.status, ENDED),
          or(ne(certificates.status, 'suspended'), sql`${certificates.suspendedUntil} < ${from}`),
        ),
      )
      .orderBy(asc(certificates.id))
      .limit(limit),

  /** The thresholds already reminded of, for these certificates. */
  sent: (db: Db, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ certificateId: certificateReminders.certificateId, threshold: certificateReminders.threshold })
          .from(certificateReminders)
          .where(inArray(certificateReminders.certificateId, ids)),

  /**
   * Claims the reminder (certificate, threshold) in the transaction that writes it: true for the one transaction that
   * inserts the row; a concurrent one waits on the key and then finds it taken (false), as does any later run.
   */
  claim: (t: Tx, certificateId: number, threshold: number) =>
    t
      .insert(certificateReminders)
      .values({ certificateId, threshold })
      .onConflictDoNothing()
      .returning({ certificateId: certificateReminders.certificateId })
      .then((r) => r.length === 1),

  recordNotice: (t: Tx, certificateId: number, threshold: number, noticeId: number) =>
    t
      .update(certificateReminders)
      .set({ noticeId })
      .where(and(eq(certificateReminders.certificateId, certificateId), eq(certificateReminders.threshold, threshold))),
};
