import { IDEMPOTENCY_HEADER, type ApplicationDetail } from '@tic/shared';
import { http } from '../../../lib/api';

/**
 * POST /kenya/create (a new draft) and PUT /kenya/rfc/{id} (save, auto-save) with the version the form
 * was read at; a stale version answers 409. Quiet: the form words the outcome in its save line.
 */
/** A create carries an Idempotency-Key: a retry of the same attempt (same key) answers the draft the first one made. */
export const createApplication = (data: Record<string, unknown>, idempotencyKey: string = crypto.randomUUID()) =>
  http.post<ApplicationDetail>('/kenya/create', data, { silent: true, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
export const saveApplication = (id: number, version: number, data: Record<string, unknown>) =>
  http.put<ApplicationDetail>(`/kenya/rfc/${id}`, { ...data, version }, { silent: true });
