import { randomInt } from 'node:crypto';
import { loginNameSchema } from '@tic/shared';

/** Letters and digits kept from the provider's name for the account, so that the user recognises it. */
const STEM_MAX = 10;
/** Digits after the stem: 4, more when the caller retries after a name was taken (at most 16 characters in all). */
const SUFFIX_DIGITS = 4;
const SUFFIX_DIGITS_MAX = 6;

/**
 * A login name for an account created by a third-party sign-in (2 to 16 letters or digits, the shared rule):
 * the letters and digits of the preferred username, the e-mail's local part or the name, cut to 10, then 4
 * random digits (more on a retry), so that guessing the account name of someone's third-party sign-in is not trivial.
 */
export function thirdPartyUsername(
  claims: Readonly<Record<string, unknown>>,
  provider: string,
  attempt = 0,
  digit: () => number = () => randomInt(10),
): string {
  const sources = [claims.preferred_username, typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined, claims.name, provider];
  const stem = sources.map((s) => (typeof s === 'string' ? s.replace(/[^A-Za-z0-9]/g, '').slice(0, STEM_MAX) : '')).find((s) => s.length >= 2) ?? 'user';
  const name = stem + Array.from({ length: Math.min(SUFFIX_DIGITS + attempt, SUFFIX_DIGITS_MAX) }, digit).join('');
  return loginNameSchema.parse(name);
}
