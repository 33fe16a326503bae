import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP parameters of design.md (m=19456 KiB, t=2, p=1). */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum the isolated build cannot read) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// Verified against when the account does not exist, so that a missing account takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no-such-account-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
