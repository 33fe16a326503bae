/**
 * The one mechanism of expiry reminders (business-lines.md: vault documents, issue 31; issued certificates, issue
 * 32): 90, 30 and 7 days before a date (packages/shared `dueExpiryReminder`), a notice to the organisation and an
 * e-mail to each of its owners and administrators (`managersOf` of the organisations module, the one recipients query), each reminder once.
 *
 * Once each, however many processes run the job and whatever restarts: the reminder's row (unique per subject and
 * threshold) is claimed in the transaction that writes the notice and the e-mails; a second process claiming the same
 * row waits on the key and then finds it taken, and a crash before commit leaves neither, so the next run sends it.
 * The job is durable (the platform queue, docs/jobs.md: cron, retried) and defined through `defineExpiryReminderJob`.
 */
import { dueExpiryReminder, EXPIRY_REMINDER_DAYS, plusDays, utcToday, type Locale } from '@tic/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { managersOf } from '../organisations/service.js';
import { parseLocale } from '../../platform/i18n.js';
import { outboxRepo } from '../../platform/mail/repo.js';
import { writeNotice } from './service.js';
import { MAIL_FOOTER, renderNotice, type NoticeEvent } from './templates.js';
import { businessClock } from '../../platform/clock.js';

const BATCH = 200;

/** What is reminded of (a vault document, a certificate): how to find them and what their notice says. */
export interface ExpirySubjects<R> {
  /** Subjects whose date is between `from` and `until` (inclusive), after id `after`, by id. */
  expiring: (db: Db, from: string, until: string, after: number, limit: number) => Promise<R[]>;
  id: (r: R) => number;
  /** The date reminded of (YYYY-MM-DD). */
  until: (r: R) => string;
  /** The organisation told. */
  organisation: (r: R) => number;
  /** The thresholds already sent for these subjects (optional: the claim alone keeps each once). */
  sent?: (db: Db, ids: number[]) => Promise<{ id: number; threshold: number }[]>;
  /** Claims (subject, threshold) in the transaction: a handle for `recordNotice`, or null when already taken. */
  claim: (t: Db, r: R, threshold: number) => Promise<unknown>;
  recordNotice: (t: Db, r: R, threshold: number, claimed: unknown, noticeId: number) => Promise<unknown>;
  /** The notice in a language (the organisation's notice and each manager's e-mail are worded in their own). */
  event: (r: R, lang: Locale, today: string) => NoticeEvent;
  /** The notice's language: the organisation account's (looked up) or writeNotice's own choice. */
  noticeLang?: (t: Db, r: R) => Promise<string | null | undefined>;
  /** A line the e-mail adds after the text (the renewal link). */
  mailLink?: (r: R) => string;
}

/** Sends the reminders due on the day of `now`; answers how many were sent by this run. */
export async function sendDueReminders<R>(db: Db, subjects: ExpirySubjects<R>, opts: { defaultLang: Locale; now?: Date }): Promise<number> {
  const today = utcToday(opts.now ?? businessClock.now());
  const furthest = plusDays(today, Math.max(...EXPIRY_REMINDER_DAYS));
  let sent = 0;
  for (let after = 0; ;) {
    const rows = await subjects.expiring(db, today, furthest, after, BATCH);
    const already = subjects.sent ? await subjects.sent(db, rows.map(subjects.id)) : [];
    for (const r of rows) {
      const threshold = dueExpiryReminder(
        subjects.until(r),
        today,
        already.filter((s) => s.id === subjects.id(r)).map((s) => s.threshold),
      );
      if (threshold === null) continue;
      const did = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const claimed = await subjects.claim(t, r, threshold);
        if (!claimed) return false;
        const noticeLang = subjects.noticeLang ? (parseLocale(await subjects.noticeLang(t, r)) ?? opts.defaultLang) : opts.defaultLang;
        const notice = await writeNotice(tx, subjects.event(r, noticeLang, today), { defaultLang: opts.defaultLang, mail: false });
        const link = subjects.mailLink?.(r);
        for (const m of await managersOf(t, subjects.organisation(r))) {
          if (!m.email) continue;
          const lang = parseLocale(m.lang) ?? opts.defaultLang;
          const text = renderNotice(subjects.event(r, lang, today), lang);
          await outboxRepo.enqueue(tx, {
            noticeId: notice.id,
            toAddress: m.email,
            subject: text.title,
            body: [text.content, link, MAIL_FOOTER[lang]].filter(Boolean).join('\n\n'),
          });
        }
        await subjects.recordNotice(t, r, threshold, claimed, notice.id);
        return true;
      });
      if (did) sent += 1;
    }
    if (rows.length < BATCH) return sent;
    after = subjects.id(rows[rows.length - 1]!);
  }
}

/** Defines a reminders job on the platform queue: a cron run, retried, logging what it sent. */
export function defineExpiryReminderJob(app: FastifyInstance, job: { name: string; cron: string; run: () => Promise<number>; what: string }) {
  app.jobs.define({
    name: job.name,
    cron: job.cron,
    retryLimit: 3,
    retryDelay: 300,
    handler: async () => {
      const sent = await job.run();
      if (sent > 0) app.log.info({ sent }, job.what);
    },
  });
}
