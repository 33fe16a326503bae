import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@tic/shared';
import { AppError, isUniqueViolation } from './errors.js';

/**
 * The one reader of the Idempotency-Key header (issue 34). A key names one request: it is stored with the hash of
 * what was asked (the route's parameters and the validated body), and a repeat of the key with anything else asked
 * is refused with 422, as payment APIs do, instead of silently answering the first request's result.
 */
export interface IdempotencyKey {
  key: string;
  /** sha256 of the request's parameters and body (stableJson), hex. */
  bodyHash: string;
}

export function idempotencyKeyOf(req: FastifyRequest, required: true): IdempotencyKey;
export function idempotencyKeyOf(req: FastifyRequest, required: boolean): IdempotencyKey | undefined;
export function idempotencyKeyOf(req: FastifyRequest, required: boolean): IdempotencyKey | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined && !required) return undefined;
  const key = idempotencyKeySchema.safeParse(raw);
  if (!key.success) throw new AppError(400, 'validation.idempotencyKey');
  return { key: key.data, bodyHash: requestHash(req.params, req.body) };
}

/** Throws the 422 when a key comes back with another request than the one it was first sent with. */
export function assertSameRequest(stored: string | null | undefined, given: IdempotencyKey) {
  // Rows written before the hash was stored (null) are taken as the same request.
  if (stored && stored !== given.bodyHash) throw new AppError(422, 'validation.idempotencyKeyReused');
}

export function requestHash(params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(stableJson({ params: params ?? null, body: body ?? null }))
    .digest('hex');
}

/** JSON with object keys sorted, so that the same request hashes alike whatever order its fields came in. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object' && !(v instanceof Date))
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** A key for a call made by the server itself (the demo seed), hashed like a request would be. */
export const idempotencyKeyFor = (key: string, params: unknown, body: unknown): IdempotencyKey => ({ key, bodyHash: requestHash(params, body) });

/**
 * Makes a keyed row once (a remittance, a refund): a row already made with the key answers (the same request only,
 * else 422), and a second request that raced past the look-up meets the unique key and answers the first. Without a
 * key (`idem` undefined) `make` simply runs.
 */
export async function onceByKey<R extends { idempotencyBodyHash: string | null }, T>(
  idem: IdempotencyKey | undefined,
  find: (key: string) => Promise<R | undefined>,
  make: () => Promise<T>,
  answer: (row: R) => Promise<T>,
): Promise<T> {
  const earlier = idem ? await find(idem.key) : undefined;
  if (idem && earlier) {
    assertSameRequest(earlier.idempotencyBodyHash, idem);
    return answer(earlier);
  }
  try {
    return await make();
  } catch (e) {
    const again = idem && isUniqueViolation(e) ? await find(idem.key) : undefined;
    if (!idem || !again) throw e;
    assertSameRequest(again.idempotencyBodyHash, idem);
    return answer(again);
  }
}
