/**
 * Where a document stands on a given day: `valid`, `expiring` (valid_until within `withinDays` days, the day
 * itself included), `expired` (valid_until before the day), or `open` (no valid_until: it does not expire).
 * Dates are calendar dates, YYYY-MM-DD; a document is valid through its valid_until day.
 */
export type VaultExpiry = 'valid' | 'expiring' | 'expired' | 'open';

/** The reminder thresholds (days before valid_until): owners and administrators are told once at each. */
export const VAULT_REMINDER_DAYS = [90, 30, 7] as const;
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
 * The reminder due for a document on `today`: the smallest threshold its remaining days are within (so a document
 * entered 20 days before expiry gets the 30-day reminder, not three at once), or null (expired, or further away).
 */
export function dueReminder(validUntil: string | null | undefined, today: string): (typeof VAULT_REMINDER_DAYS)[number] | null {
  if (!validUntil) return null;
  const left = daysUntil(validUntil, today);
  if (left < 0) return null;
  const within = VAULT_REMINDER_DAYS.filter((d) => left <= d);
  return within.length ? (Math.min(...within) as (typeof VAULT_REMINDER_DAYS)[number]) : null;
}

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
