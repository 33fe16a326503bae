import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { VERIFY_CODE_ALPHABET, VERIFY_CODE_LENGTH, normalizeVerifyCode } from '@tic/shared';
import type { Db, Tx } from '../../db/client.js';
import { trustRepo } from './repo.js';

/**
 * Verification codes: random (never derived from the certificate number), checked by their SHA-256, and
 * kept sealed (AES-256-GCM) so that the holder's certificate page and PDF can show them. The sealing key
 * is VERIFY_CODE_KEY when set (production: then a copy of the database alone reveals no code), otherwise
 * a random key kept in server_secrets, made on first use.
 */
export const newVerifyCode = () => Array.from({ length: VERIFY_CODE_LENGTH }, () => VERIFY_CODE_ALPHABET[randomInt(VERIFY_CODE_ALPHABET.length)]).join('');
export const hashVerifyCode = (code: string) =>
  createHash('sha256')
    .update(`verify:${normalizeVerifyCode(code)}`)
    .digest('hex');

const KEY_NAME = 'verify_code_key';
/** The stored key, per database handle (a transaction reads it again; test files sharing modules each have a database). */
const cachedKeys = new WeakMap<Db | Tx, Buffer>();

async function sealingKey(db: Db | Tx): Promise<Buffer> {
  const fromEnv = process.env.VERIFY_CODE_KEY;
  if (fromEnv) return createHash('sha256').update(fromEnv).digest();
  const hit = cachedKeys.get(db);
  if (hit) return hit;
  const key = Buffer.from(await trustRepo.serverSecret(db, KEY_NAME, randomBytes(32).toString('base64')), 'base64');
  cachedKeys.set(db, key);
  return key;
}

/** Seals a short secret with the server's key (verification codes, webhook signing secrets). */
export async function sealSecret(db: Db | Tx, text: string): Promise<string> {
  const key = await sealingKey(db);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** A new code, its hash and its sealed form, for a certificate being issued or re-issued. */
export async function mintVerifyCode(db: Db | Tx) {
  const code = newVerifyCode();
  return { code, verifyCodeHash: hashVerifyCode(code), verifyCodeSealed: await sealSecret(db, code) };
}

/** The holder's code, or null when it cannot be opened (another key: shown as unavailable, never a 500). */
export const openVerifyCode = (db: Db | Tx, sealed: string | null) => openSecret(db, sealed);

/** Opens what sealSecret sealed, or null when it cannot be opened (another key). */
export async function openSecret(db: Db | Tx, sealed: string | null): Promise<string | null> {
  if (!sealed) return null;
  try {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A server secret by name, made from `value` the first time (another module's key: the directory's unsubscribe links). */
export const serverSecret = (db: Db | Tx, name: string, value: string) => trustRepo.serverSecret(db, name, value);
