/**
 * Passwords the spec sends "encrypted" (reset-password, the profile's password change) are encrypted
 * in the browser with the server's RSA-OAEP (SHA-256) public key through Web Crypto; the server
 * decrypts them. HTTPS remains the real protection; this keeps the clear text out of proxies' logs.
 */

/** SPKI as PEM ("-----BEGIN PUBLIC KEY-----") or bare base64 (what GET /public-key answers) -> DER bytes. */
export function pemToDer(pem: string): Uint8Array {
  const b64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64(buf: ArrayBuffer): string {
  const bytes = new Uint8Array(buf);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export async function importPublicKey(pem: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<CryptoKey> {
  return subtle.importKey('spki', pemToDer(pem) as BufferSource, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

/** The password encrypted with RSA-OAEP/SHA-256, base64. */
export async function encryptPassword(plain: string, pem: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const key = await importPublicKey(pem, subtle);
  const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return toBase64(cipher);
}
