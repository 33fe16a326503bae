import { WEBHOOK_DISABLE_AFTER, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_SIGNATURE_HEADER, webhookUrlProblem } from '@tic/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { openSecret } from '../trust/codes.js';
import { webhooksRepo } from './repo.js';
import { signWebhook } from './signature.js';

export interface DeliverDeps {
  db: Db;
  log: FastifyBaseLogger;
  demo: boolean;
  /** Per-attempt time limit of the receiver's answer. */
  timeoutMs?: number;
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';
const LEASE_SECONDS = 60;
const EXCERPT = 500;

/**
 * One attempt of one delivery: claim the row (only one worker can), POST the signed event, record the answer.
 * 2xx: delivered, never sent again. Otherwise `retry` (the job throws, pg-boss retries with backoff) until the
 * last attempt, then `failed` (and the endpoint's failure count; WEBHOOK_DISABLE_AFTER in a row switch it off).
 * `skipped`: nothing to do (delivered, in another worker's hands, or its endpoint is off or gone).
 */
export async function deliverWebhook(deps: DeliverDeps, deliveryId: string): Promise<DeliveryOutcome> {
  const d = await webhooksRepo.claim(deps.db, deliveryId, LEASE_SECONDS);
  if (!d) return 'skipped';
  const hook = await webhooksRepo.byId(deps.db, d.webhookId);
  const event = await webhooksRepo.eventOf(deps.db, d.eventId);
  const secret = hook ? await openSecret(deps.db, hook.secretSealed) : null;
  if (!hook || !event || !secret || !hook.active) {
    await webhooksRepo.finish(deps.db, d.id, { status: 'cancelled', lastError: hook?.active === false ? 'endpoint switched off' : 'endpoint unavailable' });
    return 'skipped';
  }
  const body = JSON.stringify({ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: event.data });
  const started = Date.now();
  let statusCode: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  const problem = webhookUrlProblem(hook.url, { demo: deps.demo });
  if (problem) error = `refused: ${problem}`;
  else {
    try {
      const res = await fetch(hook.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'TIC-Portal-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, new Date()),
          [WEBHOOK_EVENT_ID_HEADER]: event.id,
          'X-TIC-Event-Type': event.type,
          'X-TIC-Delivery-Id': d.id,
        },
        body,
      });
      statusCode = res.status;
      excerpt = (await res.text().catch(() => '')).slice(0, EXCERPT) || null;
    } catch (err) {
      error = err instanceof Error ? (err.name === 'TimeoutError' ? 'timed out' : err.message) : String(err);
    }
  }
  await webhooksRepo.logAttempt(deps.db, {
    deliveryId: d.id,
    attempt: d.attempts,
    statusCode,
    responseExcerpt: excerpt,
    error,
    durationMs: Date.now() - started,
  });
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    await webhooksRepo.finish(deps.db, d.id, { status: 'delivered', deliveredAt: new Date(), lastStatusCode: statusCode, lastError: null });
    await webhooksRepo.succeeded(deps.db, hook.id);
    return 'delivered';
  }
  const lastError = error ?? `HTTP ${statusCode}`;
  if (d.attempts >= WEBHOOK_MAX_ATTEMPTS) {
    await webhooksRepo.finish(deps.db, d.id, { status: 'failed', lastStatusCode: statusCode, lastError });
    const after = await webhooksRepo.failed(deps.db, hook.id, WEBHOOK_DISABLE_AFTER);
    if (after && !after.active) deps.log.warn({ webhookId: hook.id }, 'webhook endpoint switched off after repeated failed deliveries');
    return 'failed';
  }
  await webhooksRepo.finish(deps.db, d.id, { status: 'retrying', lastStatusCode: statusCode, lastError });
  return 'retry';
}
