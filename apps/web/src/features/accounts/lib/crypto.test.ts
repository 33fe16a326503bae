import { describe, expect, it } from 'vitest';
import { encryptPassword, pemToDer } from './crypto';

const subtle = globalThis.crypto.subtle;

async function keyPair() {
  const pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ]);
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  const b64 = btoa(String.fromCharCode(...spki));
  const pem = `-----BEGIN PUBLIC KEY-----\n${b64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { pem, privateKey: pair.privateKey, spki };
}

describe('password encryption', () => {
  it('reads a PEM back to the key bytes', async () => {
    const { pem, spki } = await keyPair();
    expect(pemToDer(pem)).toEqual(spki);
  });

  it('encrypts so that the private key holder reads the password back, never the clear text on the wire', async () => {
    const { pem, privateKey } = await keyPair();
    const sent = await encryptPassword('Neue@Pass 2026 密码', pem);
    expect(sent).not.toContain('Neue');
    const plain = await subtle.decrypt(
      { name: 'RSA-OAEP' },
      privateKey,
      Uint8Array.from(atob(sent), (c) => c.charCodeAt(0)),
    );
    expect(new TextDecoder().decode(plain)).toBe('Neue@Pass 2026 密码');
  });

  it('gives a different cipher text each time (OAEP is randomised)', async () => {
    const { pem } = await keyPair();
    expect(await encryptPassword('same', pem)).not.toBe(await encryptPassword('same', pem));
  });
});
