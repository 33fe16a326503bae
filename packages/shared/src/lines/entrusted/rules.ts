/**
 * The booking rules of entrusted inspection (business-lines.md) that are warnings or fees rather than
 * refusals, once for the form (shown as the customer types) and the server (the staff actions):
 * - express: an inspection date less than 2 working days ahead carries an express surcharge;
 * - readiness: a final (pre-shipment) inspection needs 100% produced and 80% packed; container loading
 *   needs everything packed;
 * - late cancellation: free until one full working day before the inspection date, the full fee after.
 * Working days are the back office's (public holidays and make-up days of the stored calendar): the caller passes
 * the calendar (the form fetches GET /calendar/working-days; the server its stored copy). Without one, weekends only.
 */
import { ISO_DATE } from '../../schemas/applicationFields.js';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { isWorkingDate, plusDays, type ClockOptions } from '../../staff/workingDays.js';

/** The calendar the cutoffs count working days with (holidays and make-up days, YYYY-MM-DD). */
export type WorkingDayCalendar = Pick<ClockOptions, 'holidays' | 'workdays'>;

/** Working days ahead of booking an inspection without the express surcharge. */
export const EXPRESS_WORKING_DAYS = 2;
/** Readiness of a final random (pre-shipment) inspection and of container loading, in percent. */
export const READINESS = { preShipment: { produced: 100, packed: 80 }, containerLoading: { produced: 100, packed: 100 } } as const;

/** Working days strictly between two dates (YYYY-MM-DD), counted up to `enough` (the cutoffs need no more). */
function workingDaysStrictlyBetween(from: string, to: string, cal: WorkingDayCalendar, enough: number): number {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return 0;
  let n = 0;
  for (let d = plusDays(from, 1); d < to && n < enough; d = plusDays(d, 1)) if (isWorkingDate(d, cal)) n++;
  return n;
}

/** Whether booking `inspectionDate` on `today` is an express booking (fewer than 2 working days ahead, counting the inspection day). */
export function isExpress(inspectionDate: string | undefined, today: string, cal: WorkingDayCalendar = {}): boolean {
  if (!inspectionDate || !ISO_DATE.test(inspectionDate)) return false;
  return workingDaysStrictlyBetween(today, inspectionDate, cal, EXPRESS_WORKING_DAYS) + (isWorkingDate(inspectionDate, cal) ? 1 : 0) < EXPRESS_WORKING_DAYS;
}

/** Whether cancelling on `today` costs the full fee: no full working day is left before the inspection date. */
export function isLateCancellation(inspectionDate: string | undefined, today: string, cal: WorkingDayCalendar = {}): boolean {
  if (!inspectionDate || !ISO_DATE.test(inspectionDate)) return false;
  return workingDaysStrictlyBetween(today, inspectionDate, cal, 1) < 1;
}

export type ReadinessWarning = { line: number; kind: 'produced' | 'packed'; needed: number; declared: number };

/** Lines whose declared production or packing does not meet the chosen service (none for the other services). */
export function readinessWarnings(
  type: string | undefined,
  lines: readonly { produced_percent?: number; packed_percent?: number }[] | undefined,
): ReadinessWarning[] {
  const need = type === 'insp_pre_shipment' ? READINESS.preShipment : type === 'insp_container_loading' ? READINESS.containerLoading : null;
  if (!need) return [];
  return (lines ?? []).flatMap((l, i) => {
    const out: ReadinessWarning[] = [];
    if (typeof l.produced_percent === 'number' && l.produced_percent < need.produced)
      out.push({ line: i + 1, kind: 'produced', needed: need.produced, declared: l.produced_percent });
    if (typeof l.packed_percent === 'number' && l.packed_percent < need.packed)
      out.push({ line: i + 1, kind: 'packed', needed: need.packed, declared: l.packed_percent });
    return out;
  });
}

/**
 * Today's date (YYYY-MM-DD) in the office's time zone when one is given (the server, and the form once it has the
 * calendar), else where the booking is checked (the customer's browser).
 */
export const isoToday = (now = new Date(), timeZone?: string) => format(timeZone ? new TZDate(now.getTime(), timeZone) : now, 'yyyy-MM-dd');
