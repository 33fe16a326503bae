import { dueReminder, translate, utcToday, VAULT_REMINDER_DAYS, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { parseLocale } from '../../platform/i18n.js';
import { outboxRepo } from '../../platform/mail/repo.js';
import { writeNotice } from '../notifications/service.js';
import { MAIL_FOOTER, renderNotice, type NoticeEvent } from '../notifications/templates.js';
import { vaultRepo, type VaultRow } from './repo.js';

/** Queue of the scheduled run (platform/jobs): daily across the deployment. */
export const VAULT_REMINDERS_JOB = 'vault.expiry-reminders';
const BATCH = 200;
const DAY_MS = 86_400_000;
const FURTHEST = Math.max(...VAULT_REMINDER_DAYS);

/** How the notice names a document: its kind's name in the reader's language, and its number. */
const titleOf = (d: VaultRow, lang: Locale) => [translate(lang, `vault.kind.${d.kind}`), d.number].filter(Boolean).join(' ');

/**
 * business-lines.md "Document vault": 90, 30 and 7 days before a document's valid_until, the organisation gets a
 * notice and its owners and administrators an e-mail, once each. The reminder's row (unique per document and
 * threshold) is inserted in the transaction of the notice and the e-mails: a second process inserting the same row
 * waits for the first and then finds it (nothing sent twice); a crash before commit leaves neither, so the next run
 * sends it. Only the tightest threshold due is sent (a document entered 20 days before it expires gets the 30-day
 * reminder, not three at once). Answers how many reminders this run sent.
 */
export async function sendVaultReminders(db: Db, defaultLang: Locale, now = new Date()): Promise<number> {
  const today = utcToday(now);
  const furthest = new Date(Date.parse(`${today}T00:00:00Z`) + FURTHEST * DAY_MS).toISOString().slice(0, 10);
  let sent = 0;
  for (let after = 0; ;) {
    const docs = await vaultRepo.expiringBetween(db, today, furthest, after, BATCH);
    for (const d of docs) {
      const threshold = dueReminder(d.validUntil, today);
      if (threshold === null || !d.validUntil) continue;
      const did = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const reminderId = await vaultRepo.claimReminder(t, d.id, threshold, d.validUntil!);
        if (!reminderId) return false;
        const event = (lang: Locale): NoticeEvent => ({
          kind: 'vault_expiring',
          userId: d.userId,
          documentTitle: titleOf(d, lang),
          until: d.validUntil!,
          days: Math.round((Date.parse(`${d.validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS),
        });
        // The notice in the organisation account's language (writeNotice's); each manager's e-mail in their own.
        const orgLang = parseLocale(await vaultRepo.langOf(t, d.userId)) ?? defaultLang;
        const notice = await writeNotice(tx, event(orgLang), { defaultLang, mail: false });
        for (const m of await vaultRepo.managers(t, d.userId)) {
          if (!m.email) continue;
          const lang = parseLocale(m.lang) ?? defaultLang;
          const text = renderNotice(event(lang), lang);
          await outboxRepo.enqueue(tx, { noticeId: notice.id, toAddress: m.email, subject: text.title, body: `${text.content}\n\n${MAIL_FOOTER[lang]}` });
        }
        await vaultRepo.setReminderNotice(t, reminderId, notice.id);
        return true;
      });
      if (did) sent += 1;
    }
    if (docs.length < BATCH) return sent;
    after = docs[docs.length - 1]!.id;
  }
}
