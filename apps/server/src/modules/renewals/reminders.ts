import { dueExpiryReminder, EXPIRY_REMINDER_DAYS, type Locale } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { sendDueReminders, type ExpirySubjects } from '../notifications/expiryReminders.js';
import { renewalsRepo } from './repo.js';

/** Queue of the daily run (platform/jobs). */
export const CERTIFICATE_REMINDERS_JOB = 'renewals.expiry-reminders';
/** Days before a certificate's expiry date its holder is reminded (each threshold once): the one rule's. */
export const REMINDER_THRESHOLDS = EXPIRY_REMINDER_DAYS;

/**
 * The threshold a certificate expiring on `expiry` is due for on `today`: the smallest threshold it has reached and not
 * yet been reminded of (the one rule, packages/shared `dueExpiryReminder`). null: none due.
 */
export const dueThreshold = (expiry: string, today: string, sent: readonly number[]): number | null => dueExpiryReminder(expiry, today, sent);

/** The renewal link of a reminder: the certificate's page in its area, opening on its follow-ons. */
export const renewalLink = (origin: string | undefined, area: string, certificateId: number) =>
  `${origin ?? ''}/${area}/myCertificate/${certificateId}?follow=renew`;

type ExpiringCertificate = Awaited<ReturnType<typeof renewalsRepo.expiringBetween>>[number];

/** Certificates as subjects of the one reminders mechanism (notifications/expiryReminders.ts), with the renewal link. */
const certificatesOf = (publicUrl: string | undefined): ExpirySubjects<ExpiringCertificate> => ({
  expiring: (db, from, until, after, limit) => renewalsRepo.expiringBetween(db, from, until, after, limit),
  id: (r) => r.id,
  until: (r) => r.expiryDate!,
  organisation: (r) => r.userId,
  sent: async (db, ids) => (await renewalsRepo.sent(db, ids)).map((s) => ({ id: s.certificateId, threshold: s.threshold })),
  claim: (t, r, threshold) => renewalsRepo.claim(t as unknown as Tx, r.id, threshold),
  recordNotice: (t, r, threshold, _claimed, noticeId) => renewalsRepo.recordNotice(t as unknown as Tx, r.id, threshold, noticeId),
  event: (r) => ({
    kind: 'certificate_expiring',
    userId: r.userId,
    application: { id: r.applicationId, no: r.rfcNo ?? String(r.applicationId), title: r.title },
    certificateNo: r.certNo,
    until: r.expiryDate!,
  }),
  mailLink: (r) => renewalLink(publicUrl, r.area, r.id),
});

/**
 * Reminds the holders of certificates expiring within 90, 30 and 7 days (issue 32): a notice to the organisation and
 * an e-mail to each of its owners and administrators with the renewal link, each (certificate, threshold) once
 * (certificate_reminders' key, claimed in the transaction that writes them: the one mechanism,
 * notifications/expiryReminders.ts).
 */
export async function sendExpiryReminders(db: Db, opts: { defaultLang: Locale; publicUrl?: string; now?: Date }): Promise<{ sent: number }> {
  return { sent: await sendDueReminders(db, certificatesOf(opts.publicUrl), { defaultLang: opts.defaultLang, now: opts.now }) };
}
