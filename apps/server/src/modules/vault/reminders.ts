import { daysUntil, translate, type Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { sendDueReminders, type ExpirySubjects } from '../notifications/expiryReminders.js';
import { vaultRepo, type VaultRow } from './repo.js';
import { businessClock } from '../../platform/clock.js';

/** Queue of the scheduled run (platform/jobs): daily across the deployment. */
export const VAULT_REMINDERS_JOB = 'vault.expiry-reminders';

/** How the notice names a document: its kind's name in the reader's language, and its number. */
const titleOf = (d: VaultRow, lang: Locale) => [translate(lang, `vault.kind.${d.kind}`), d.number].filter(Boolean).join(' ');

/** Vault documents as subjects of the one reminders mechanism (notifications/expiryReminders.ts). */
const documents: ExpirySubjects<VaultRow> = {
  expiring: (db, from, until, after, limit) => vaultRepo.expiringBetween(db, from, until, after, limit),
  id: (d) => d.id,
  until: (d) => d.validUntil!,
  organisation: (d) => d.userId,
  claim: (t, d, threshold) => vaultRepo.claimReminder(t, d.id, threshold, d.validUntil!),
  recordNotice: (t, _d, _threshold, reminderId, noticeId) => vaultRepo.setReminderNotice(t, reminderId as number, noticeId),
  event: (d, lang, today) => ({
    kind: 'vault_expiring',
    userId: d.userId,
    documentTitle: titleOf(d, lang),
    until: d.validUntil!,
    days: daysUntil(d.validUntil!, today),
  }),
  // The notice in the organisation account's language; each manager's e-mail in their own.
  noticeLang: (t, d) => vaultRepo.langOf(t, d.userId),
};

/**
 * business-lines.md "Document vault": 90, 30 and 7 days before a document's valid_until, the organisation gets a
 * notice and its owners and administrators an e-mail, once each (the one mechanism: notifications/expiryReminders.ts;
 * a new valid_until clears the document's reminders, so they are due again). Answers how many this run sent.
 */
export const sendVaultReminders = (db: Db, defaultLang: Locale, now = businessClock.now()): Promise<number> =>
  sendDueReminders(db, documents, { defaultLang, now });
