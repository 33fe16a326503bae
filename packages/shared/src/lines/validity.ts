/**
 * How long what a line issues stays valid (business-lines.md, "Validity of what is issued"): a property of the
 * application type, declared in the line folder (issues.validity, one entry per type code). Month arithmetic goes
 * through date-fns, which clamps to the month's last day (29 February 2028 + 12 months = 28 February 2029). Dates
 * are ISO calendar days (yyyy-mm-dd) reckoned in UTC, as the certificates store them.
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import type { CERT_ROUTES } from '../constants.js';

/** A validity period from the issue date. */
export type Period = { months: number } | { days: number };
/**
 * The validity of an application type: a period, no expiry date (null: a report, a certificate of one shipment, a
 * CB test certificate tied to its standard's edition), or a period per certificate route (Kenya PVoC).
 */
export type Validity = Period | null | { byRoute: Readonly<Partial<Record<(typeof CERT_ROUTES)[number], Period | null>>>; otherwise: Period | null };

/** The period a validity gives for a route (null: no expiry date). */
export function periodOf(validity: Validity, route: string | null | undefined): Period | null {
  if (validity === null || !('byRoute' in validity)) return validity;
  const own = route ? validity.byRoute[route as keyof typeof validity.byRoute] : undefined;
  return own === undefined ? validity.otherwise : own;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The last day of validity: the issue date plus the period (clamped month arithmetic); null without a period. */
export function expiryAfter(issueDate: string, period: Period | null): string | null {
  if (!period) return null;
  const m = ISO_DATE.exec(issueDate);
  if (!m) throw new RangeError(`not an ISO date: ${issueDate}`);
  const day = new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 'UTC');
  return format('months' in period ? addMonths(day, period.months) : addDays(day, period.days), 'yyyy-MM-dd');
}

/** Why a validity staff asked for at issue is refused (the i18n key under validation., and the latest date allowed). */
export type ShortenRefusal = { key: 'validation.validUntilBeforeIssue' } | { key: 'validation.validUntilTooLate'; max: string };

/**
 * The expiry of what is issued on `issueDate`: the type's own, or the earlier `validUntil` staff chose at issue. It
 * may shorten the type's validity, never lengthen it, and must end after the issue date. A type without an expiry
 * date may be given one (any later date is shorter than none).
 */
export function expiryAtIssue(
  typeExpiry: string | null,
  issueDate: string,
  validUntil?: string | null,
): { expiry: string | null } | { refused: ShortenRefusal } {
  if (!validUntil) return { expiry: typeExpiry };
  if (validUntil <= issueDate) return { refused: { key: 'validation.validUntilBeforeIssue' } };
  if (typeExpiry !== null && validUntil > typeExpiry) return { refused: { key: 'validation.validUntilTooLate', max: typeExpiry } };
  return { expiry: validUntil };
}
