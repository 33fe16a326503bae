/**
 * Checks of a submitted form against the reference tables (the form's own rules are in packages/shared;
 * these need the database): GCC's 8-digit HS code must belong to a 6-digit subheading of the HS table.
 * A failure is a 400 in the caller's language; nothing is written (the submit's transaction rolls back).
 */
import { hsSubheadingOf, type Locale } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { knownHsCodes } from '../hs/service.js';
import { translate } from '@tic/shared';

export async function assertKnownReferences(t: Tx, form: string, payload: Record<string, unknown>, locale: Locale) {
  if (form !== 'gcc') return;
  const code = (payload.gcc_product as { hs_code?: string } | undefined)?.hs_code;
  if (!code) return;
  const sub = hsSubheadingOf(code);
  if (!(await knownHsCodes(t as unknown as Db, [sub])).has(sub)) {
    const message = translate(locale, 'validation.hsUnknown', { code, subheading: sub });
    throw new AppError(400, message, {}, [message]);
  }
}
