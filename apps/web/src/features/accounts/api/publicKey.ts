import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { queryClient } from '../../../app/queryClient';
import { encryptPassword } from '../lib/crypto';

/** GET /public-key: the server's RSA-OAEP (SHA-256) public key, spki = DER in base64. */
export const publicKeyQuery = queryOptions({
  queryKey: ['publicKey'],
  queryFn: ({ signal }) => http.get<{ alg: string; key_id: string; spki: string }>('/public-key', { signal }),
  staleTime: Infinity,
});

/** Encrypts a password for a call that the spec says carries it encrypted. */
export async function encrypted(password: string): Promise<string> {
  const { spki } = await queryClient.ensureQueryData(publicKeyQuery);
  return encryptPassword(password, spki);
}
