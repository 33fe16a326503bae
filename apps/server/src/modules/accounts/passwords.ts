import { createRequire } from 'node:module';
import { COMMON_PASSWORDS_REFUSED } from '@tic/shared';
import { badRequest } from '../../platform/errors.js';

const require = createRequire(import.meta.url);

// The list is ranked by frequency (most common first); its first 10,000 entries are the ones refused. Its package (every
// dictionary of zxcvbn) is read at the first password checked, not at start-up.
let common: Set<string> | undefined;
const commonPasswords = () => {
  if (common) return common;
  const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return (common = new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase())));
};

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** Refuses one of the 10,000 most common passwords (compared without case) with a 400 naming the password field. */
export function assertUncommonPassword(password: string) {
  if (isCommonPassword(password)) throw badRequest('validation.commonPassword');
}
