/**
 * The one definition of "an HS code is known" (issues 31 and 32): the consistency rule `hs.known` (browser and
 * server), the GCC form's code, the scheme finder and the web form's look-up all answer through `hsCodeKnown`; the
 * server asks its table through one module (apps/server/src/modules/hs/known.ts).
 *
 * - A code is compared by its 6-digit subheading (national digits beyond it are the destination's, not the HS
 *   table's); a 4-digit code is a heading and is compared as it is. Other lengths are no HS code to look up
 *   (undefined: the length rules speak of them).
 * - A table with no edition loaded knows nothing (undefined): the callers then say nothing rather than refuse
 *   every code.
 */

/** An HS code as digits only ("8539.52.00" is 85395200), or null when it is not one. */
export const hsDigits = (v: unknown): string | null => {
  const s = typeof v === 'string' ? v.trim().replace(/[.\s-]/g, '') : null;
  return s && /^\d+$/.test(s) ? s : null;
};

/** The code of the HS table a code is known by: its 6-digit subheading, a heading itself; null when there is none. */
export function hsTableCodeOf(code: unknown): string | null {
  const digits = hsDigits(code);
  if (!digits) return null;
  if (digits.length >= 6) return digits.slice(0, 6);
  return digits.length === 4 ? digits : null;
}

/** What a caller knows of the HS table: whether an edition is loaded, and whether it holds a code. */
export interface HsTableView {
  loaded: boolean;
  holds: (tableCode: string) => boolean;
}

/** Whether an HS code is known: true, false, or undefined (no code to look up, or no table loaded). */
export function hsCodeKnown(code: unknown, table: HsTableView): boolean | undefined {
  const tableCode = hsTableCodeOf(code);
  if (!tableCode || !table.loaded) return undefined;
  return table.holds(tableCode);
}
