import { IDEMPOTENCY_HEADER, type ApplicationDetail } from '@tic/shared';
import { http } from '../../../lib/api';

/** POST /kenya/rfc/{id}/submit with its Idempotency-Key: a repeated key answers the first result. */
export const submitApplication = (id: number, version: number, key: string) =>
  http.post<{ application: ApplicationDetail; replayed: boolean }>(`/kenya/rfc/${id}/submit`, { version }, { headers: { [IDEMPOTENCY_HEADER]: key } });
