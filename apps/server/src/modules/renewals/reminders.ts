import { plusDays, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { outboxRepo } from '../../platform/mail/repo.js';
import { parseLocale } from '../../platform/i18n.js';
import { writeNotice } from '../notifications/service.js';
import { MAIL_FOOTER, renderNotice, type NoticeEvent } from '../notifications/templates.js';
import { renewalsRepo } from './repo.js';

/** Queue of the daily run (platform/jobs). */
export const CERTIFICATE_REMINDERS_JOB = 'renewals.expiry-reminders';
/** Days before a certificate's expiry date its holder is reminded (each threshold once). */
export const REMINDER_THRESHOLDS = [90, 30, 7] as const;
const BATCH = 200;

/**
 * The threshold a certificate expiring on `expiry` is due for on `today`: the smallest threshold it has reached and not
 * yet been reminded of (a certificate issued 20 days before it expires gets the 30-day reminder only, not the 90-day
 * one after it; one already reminded at 30 days waits for 7). null: none due.
 */
export function dueThreshold(expiry: string, today: string, sent: readonly number[]): number | null {
  const reached = REMINDER_THRESHOLDS.filter((d) => plusDays(today, d) >= expiry);
  if (reached.length === 0) return null;
  const nearest = Math.min(...reached);
  return sent.some((s) => s <= nearest) ? null : nearest;
}

/** The renewal link of a reminder: the certificate's page in its area, opening on its follow-ons. */
export const renewalLink = (origin: string | undefined, area: string, certificateId: number) =>
  `${origin ?? ''}/${area}/myCertificate/${certificateId}?follow=renew`;

/**
 * Reminds the holders of certificates expiring within 90, 30 and 7 days (issue 32): a notice to the organisation (its
 * e-mail copy as every notice's) and an e-mail to each of its owners and administrators, with the renewal link. Each
 * (certificate, threshold) once: its row in certificate_reminders is claimed in the transaction that writes the notice
 * and the e-mails, so a concurrent run waits on the key and finds it taken, and a failed write leaves nothing behind.
 */
export async function sendExpiryReminders(db: Db, opts: { defaultLang: Locale; publicUrl?: string; now?: Date }): Promise<{ sent: number }> {
  const today = (opts.now ?? new Date()).toISOString().slice(0, 10);
  const until = plusDays(today, Math.max(...REMINDER_THRESHOLDS));
  let sent = 0;
  for (let after = 0; ;) {
    const rows = await renewalsRepo.expiringBetween(db, today, until, after, BATCH);
    const already = await renewalsRepo.sent(
      db,
      rows.map((r) => r.id),
    );
    for (const r of rows) {
      const threshold = dueThreshold(
        r.expiryDate!,
        today,
        already.filter((s) => s.certificateId === r.id).map((s) => s.threshold),
      );
      if (threshold === null) continue;
      const did = await db.transaction(async (t) => {
        if (!(await renewalsRepo.claim(t, r.id, threshold))) return false;
        const event: NoticeEvent = {
          kind: 'certificate_expiring',
          userId: r.userId,
          application: { id: r.applicationId, no: r.rfcNo ?? String(r.applicationId), title: r.title },
          certificateNo: r.certNo,
          until: r.expiryDate!,
        };
        const notice = await writeNotice(t, event, { defaultLang: opts.defaultLang, mail: false });
        await renewalsRepo.recordNotice(t, r.id, threshold, notice.id);
        const link = renewalLink(opts.publicUrl, r.area, r.id);
        // One e-mail to each owner and administrator (the organisation's own account among them), with the link.
        for (const m of await renewalsRepo.managers(t, r.userId)) {
          if (!m.email) continue;
          const lang = parseLocale(m.lang) ?? opts.defaultLang;
          const text = renderNotice(event, lang);
          await outboxRepo.enqueue(t, {
            noticeId: notice.id,
            toAddress: m.email,
            subject: text.title,
            body: `${text.content}\n\n${link}\n\n${MAIL_FOOTER[lang]}`,
          });
        }
        return true;
      });
      if (did) sent += 1;
    }
    if (rows.length < BATCH) return { sent };
    after = rows[rows.length - 1]!.id;
  }
}
