import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/api';
import { queryClient } from '../../../app/queryClient';
import { encryptPassword } from '../lib/crypto';

/** GET /crypto/public-key: the server's RSA-OAEP public key (SPKI PEM). */
export const publicKeyQuery = queryOptions({
  queryKey: ['publicKey'],
  queryFn: ({ signal }) => http.get<{ pem: string }>('/crypto/public-key', { signal }),
  staleTime: Infinity,
});

/** Encrypts a password for a call that the spec says carries it encrypted. */
export async function encrypted(password: string): Promise<string> {
  const { pem } = await queryClient.ensureQueryData(publicKeyQuery);
  return encryptPassword(password, pem);
}
