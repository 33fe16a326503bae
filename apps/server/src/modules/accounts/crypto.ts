import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { secretsRepo } from './secretsRepo.js';
import { badRequest } from '../../platform/errors.js';

const NAME = 'password_rsa_oaep';
const cache = new WeakMap<object, Promise<{ key: KeyObject; spki: string; keyId: string }>>();

/**
 * The RSA-OAEP (SHA-256) key pair the browser encrypts passwords with where the spec says "encrypted". One pair per
 * installation, stored in the database so that every process decrypts alike; made on first use. HTTPS remains the
 * real protection; this keeps the password out of anything that logs request bodies.
 */
async function load(db: Db) {
  let row = await secretsRepo.find(db, NAME);
  if (!row) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    // Two processes starting at once: the first insert wins, both read the same pair.
    await secretsRepo.insertIfAbsent(db, NAME, privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
    row = await secretsRepo.find(db, NAME);
  }
  const key = createPrivateKey(row!.value);
  const spki = (createPublicKey(key).export({ type: 'spki', format: 'der' }) as Buffer).toString('base64');
  return { key, spki, keyId: createHash('sha256').update(spki).digest('hex').slice(0, 16) };
}
const keyOf = (db: Db) => {
  let p = cache.get(db);
  if (!p) cache.set(db, (p = load(db)));
  return p;
};

export async function publicKey(db: Db) {
  const k = await keyOf(db);
  return { alg: 'RSA-OAEP-256' as const, key_id: k.keyId, spki: k.spki };
}

/** Decrypts a base64 (or base64url) ciphertext made by crypto.subtle.encrypt({name: 'RSA-OAEP'}, key, utf8). */
export async function decryptSecret(db: Db, cipher: string): Promise<string> {
  const k = await keyOf(db);
  try {
    return privateDecrypt(
      { key: k.key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipher.replace(/-/g, '+').replace(/_/g, '/'), 'base64'),
    ).toString('utf8');
  } catch {
    throw badRequest('validation.encrypted');
  }
}
