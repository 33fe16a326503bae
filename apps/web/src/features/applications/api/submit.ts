import { IDEMPOTENCY_HEADER, type SubmitResult } from '@tic/shared';
import { http } from '../../../lib/api';

/**
 * POST /kenya/rfc/{id}/submit: the whole form at its version, with its Idempotency-Key (a repeated key answers the first
 * result). The answer carries the consistency warnings the submission went through with (issue 31).
 */
export const submitApplication = (id: number, version: number, key: string, data: Record<string, unknown>) =>
  http.post<SubmitResult>(`/kenya/rfc/${id}/submit`, { ...data, version }, { headers: { [IDEMPOTENCY_HEADER]: key } });
