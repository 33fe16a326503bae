import { IDEMPOTENCY_HEADER, type ApplicationDetail } from '@tic/shared';
import { http } from '../../../lib/api';

/** POST /kenya/rfc/{id}/submit: the whole form at its version, with its Idempotency-Key (a repeated key answers the first result). */
export const submitApplication = (id: number, version: number, key: string, data: Record<string, unknown>) =>
  http.post<{ application: ApplicationDetail; replayed: boolean }>(`/kenya/rfc/${id}/submit`, { ...data, version }, { headers: { [IDEMPOTENCY_HEADER]: key } });
