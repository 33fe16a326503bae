/**
 * The booking rules of entrusted inspection (business-lines.md) that are warnings or fees rather than
 * refusals, once for the form (shown as the customer types) and the server (the staff actions):
 * - express: an inspection date less than 2 working days ahead carries an express surcharge;
 * - readiness: a final (pre-shipment) inspection needs 100% produced and 80% packed; container loading
 *   needs everything packed;
 * - late cancellation: free until one full working day before the inspection date, the full fee after.
 */
import { ISO_DATE } from '../schemas/applicationFields.js';
import { workingDaysBetween } from '../staff/workingDays.js';

/** Working days ahead of booking an inspection without the express surcharge. */
export const EXPRESS_WORKING_DAYS = 2;
/** Readiness of a final random (pre-shipment) inspection and of container loading, in percent. */
export const READINESS = { preShipment: { produced: 100, packed: 80 }, containerLoading: { produced: 100, packed: 100 } } as const;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isWorkingDay = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Working days strictly between two dates (YYYY-MM-DD), by the one working-day clock of the back office. */
function workingDaysStrictlyBetween(from: string, to: string): number {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return 0;
  return Math.round(workingDaysBetween(new Date(day(from).getTime() + 86_400_000), day(to)));
}

/** Whether booking `inspectionDate` on `today` is an express booking (fewer than 2 working days ahead, counting the inspection day). */
export function isExpress(inspectionDate: string | undefined, today: string): boolean {
  if (!inspectionDate || !ISO_DATE.test(inspectionDate)) return false;
  return workingDaysStrictlyBetween(today, inspectionDate) + (isWorkingDay(day(inspectionDate)) ? 1 : 0) < EXPRESS_WORKING_DAYS;
}

/** Whether cancelling on `today` costs the full fee: no full working day is left before the inspection date. */
export function isLateCancellation(inspectionDate: string | undefined, today: string): boolean {
  if (!inspectionDate || !ISO_DATE.test(inspectionDate)) return false;
  return workingDaysStrictlyBetween(today, inspectionDate) < 1;
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

/** Today's date where the booking is checked (the customer's browser or the server): YYYY-MM-DD. */
export const isoToday = (now = new Date()) => iso(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
