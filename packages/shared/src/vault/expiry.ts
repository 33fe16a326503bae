/**
 * Where a document stands on a given day: `valid`, `expiring` (valid_until within `withinDays` days, the day
 * itself included), `expired` (valid_until before the day), or `open` (no valid_until: it does not expire).
 * Dates are calendar dates, YYYY-MM-DD; a document is valid through its valid_until day.
 */
export type VaultExpiry = 'valid' | 'expiring' | 'expired' | 'open';

/** What the vault page calls "expiring soon" by default. */
export const VAULT_EXPIRING_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** Whole days from `today` to `until` (0 on the day itself, negative once past). */
export const daysUntil = (until: string, today: string) => dayNumber(until) - dayNumber(today);

/** Today's calendar date in UTC, YYYY-MM-DD (the server's and the reminders' day). */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export function vaultExpiry(validUntil: string | null | undefined, today: string, withinDays = VAULT_EXPIRING_DAYS): VaultExpiry {
  if (!validUntil) return 'open';
  const left = daysUntil(validUntil, today);
  if (left < 0) return 'expired';
  return left <= withinDays ? 'expiring' : 'valid';
}

/**
 * The one expiry-reminder rule (vault documents and issued certificates alike, business-lines.md): reminders go 90,
 * 30 and 7 days before the date, once each. Due on `today`: the smallest threshold the remaining days are within (a
 * document entered 20 days before it expires gets the 30-day reminder, not three at once), unless that one or a
 * tighter one was already sent (`sent`); null once expired or further away.
 */
export const EXPIRY_REMINDER_DAYS = [90, 30, 7] as const;
export type ExpiryReminderDays = (typeof EXPIRY_REMINDER_DAYS)[number];
/** The vault's reminder thresholds: the one rule's. */
export const VAULT_REMINDER_DAYS = EXPIRY_REMINDER_DAYS;
export function dueExpiryReminder(until: string | null | undefined, today: string, sent: readonly number[] = []): ExpiryReminderDays | null {
  if (!until) return null;
  const left = daysUntil(until, today);
  if (left < 0) return null;
  const within = EXPIRY_REMINDER_DAYS.filter((d) => left <= d);
  if (!within.length) return null;
  const nearest = Math.min(...within) as ExpiryReminderDays;
  return sent.some((s) => s <= nearest) ? null : nearest;
}
/** The reminder due for a vault document on `today` (the one rule, dueExpiryReminder). */
export const dueReminder = (validUntil: string | null | undefined, today: string) => dueExpiryReminder(validUntil, today);

/**
 * The officer's flag on an application's attachment taken from the vault: `expired` (valid_until before today),
 * `before_issue` (it expires before the application's expected issue, `dueAt`), else null.
 */
export function vaultAttachmentFlag(validUntil: string | null | undefined, dueAt: string | null | undefined, today: string): 'expired' | 'before_issue' | null {
  if (!validUntil) return null;
  if (validUntil < today) return 'expired';
  if (dueAt && validUntil < dueAt.slice(0, 10)) return 'before_issue';
  return null;
}
