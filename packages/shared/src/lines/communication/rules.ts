import { addMonths } from 'date-fns/addMonths';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';

/**
 * business-lines.md (communication): an application whose clarification request goes unanswered for 3 months may be
 * closed as rejected. The customer is warned a month and a week before; the line's `close_unanswered` transition
 * closes it (the server's job: apps/server/src/modules/additionalInfo/unanswered.ts).
 */
export const UNANSWERED_INFO_CLOSE_MONTHS = 3;

/** The warnings, earliest first: the key each is recorded under, and how long before the closing it is sent. */
export const UNANSWERED_INFO_WARNINGS = ['month', 'week'] as const;
export type UnansweredInfoWarning = (typeof UNANSWERED_INFO_WARNINGS)[number];

/** When a request raised at `raisedAt` closes its application, and when each warning is due (month ends clamp). */
export function unansweredInfoSchedule(raisedAt: Date): { closeAt: Date; warnAt: Record<UnansweredInfoWarning, Date> } {
  const closeAt = addMonths(raisedAt, UNANSWERED_INFO_CLOSE_MONTHS);
  return { closeAt, warnAt: { month: subMonths(closeAt, 1), week: subDays(closeAt, 7) } };
}

/** What is due at `now` for a request raised at `raisedAt` and warned as `warned` says: close, one warning, or nothing. */
export function unansweredInfoDue(
  raisedAt: Date,
  warned: Partial<Record<UnansweredInfoWarning, boolean>>,
  now: Date,
): { kind: 'close'; closeAt: Date } | { kind: 'warn'; warning: UnansweredInfoWarning; closeAt: Date } | null {
  const { closeAt, warnAt } = unansweredInfoSchedule(raisedAt);
  if (now >= closeAt) return { kind: 'close', closeAt };
  // The latest warning due and not yet sent (a job that was down for weeks sends the week's, not both).
  const due = [...UNANSWERED_INFO_WARNINGS].reverse().find((w) => now >= warnAt[w]);
  if (!due || warned[due] || (due === 'month' && warned.week)) return null;
  return { kind: 'warn', warning: due, closeAt };
}
