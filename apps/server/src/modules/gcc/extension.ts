/**
 * GCC G-Mark's part in the application engine (applications/extensions.ts): a submission is checked against the
 * reference tables (the form's own rules are in packages/shared; this one needs the database): the 8-digit HS
 * code must belong to a 6-digit subheading of the HS table. A failure is a 400 in the caller's language; nothing
 * is written (the submit's transaction rolls back).
 */
import { hsSubheadingOf, translate } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { LineExtension } from '../applications/extensions.js';
import { knownHsCodes } from '../hs/service.js';

export const gccLine: LineExtension = {
  name: 'gcc',
  appliesTo: (form) => form === 'gcc',
  checkSubmission: async (t, payload, locale) => {
    const code = (payload.gcc_product as { hs_code?: string } | undefined)?.hs_code;
    if (!code) return;
    const sub = hsSubheadingOf(code);
    if (!(await knownHsCodes(t as unknown as Db, [sub])).has(sub)) {
      const message = translate(locale, 'validation.hsUnknown', { code, subheading: sub });
      throw new AppError(400, message, {}, [message]);
    }
  },
};
