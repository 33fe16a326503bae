import { numberPrefixFor } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { numberingRepo } from './numberingRepo.js';
import { businessClock } from '../../platform/clock.js';

/**
 * Application numbers: <line prefix>-<country>-<year>-<six digits>, gap-free per prefix (docs/decisions.md; the
 * prefix is the line folder's numberPrefix: RFC for the country lines, ENT, LAB, NB, GCC, CB, COM, AUD otherwise;
 * the country the type's, else the line's numberCountry in the payload, else none or XX: lines/numbering.ts).
 *
 * The counter row of the prefix is incremented inside the submit's transaction: a concurrent submit of
 * the same prefix waits on that row until the first commits (or rolls back, and then the number is given
 * again), so two submits never meet on the unique index and no number is skipped. The wait is the
 * length of one submit transaction; the counter is per country and year, so other prefixes never wait.
 */

export const formatRfcNo = (prefix: string, n: number) => `${prefix}${String(n).padStart(6, '0')}`;

/** Takes the next number of the prefix (the caller's transaction holds the counter row until it ends). */
export async function takeRfcNo(t: Tx, country: string | null, at = businessClock.now(), form?: string, payload?: unknown): Promise<string> {
  const prefix = numberPrefixFor({ form, typeCountry: country, payload }, at.getUTCFullYear());
  return formatRfcNo(prefix, await numberingRepo.next(t, prefix));
}
