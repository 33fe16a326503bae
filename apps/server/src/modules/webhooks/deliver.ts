import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_DISABLE_AFTER, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_SIGNATURE_HEADER } from '@tic/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { openSecret } from '../trust/codes.js';
import { webhooksRepo } from './repo.js';
import { signWebhook } from './signature.js';
import { checkWebhookTarget, pinnedLookup, type HostResolver, type ResolvedAddress } from './target.js';

export interface DeliverDeps {
  db: Db;
  log: FastifyBaseLogger;
  demo: boolean;
  /** Resolves the endpoint's host name (once per attempt; the connection goes to the address checked). */
  resolve: HostResolver;
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
 * Before each attempt the host is resolved and every address checked (target.ts); an endpoint that leads inside a
 * private network is refused, logged, and the delivery `failed` at once (a name that does not resolve is retried).
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
  let refused = false;
  const target = await checkWebhookTarget(hook.url, deps);
  if (!target.ok) {
    error = `refused: ${target.reason}`;
    refused = target.final;
    if (refused) deps.log.warn({ webhookId: hook.id, deliveryId: d.id, reason: target.reason }, 'webhook delivery refused: the endpoint leads inside');
  } else {
    try {
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'TIC-Portal-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, new Date()),
        [WEBHOOK_EVENT_ID_HEADER]: event.id,
        'X-TIC-Event-Type': event.type,
        'X-TIC-Delivery-Id': d.id,
      };
      const res = await post(new URL(hook.url), target.addresses, headers, body, deps.timeoutMs ?? 10_000);
      statusCode = res.status;
      excerpt = res.text.slice(0, EXCERPT) || null;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
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
  if (refused || d.attempts >= WEBHOOK_MAX_ATTEMPTS) {
    await webhooksRepo.finish(deps.db, d.id, { status: 'failed', lastStatusCode: statusCode, lastError });
    const after = await webhooksRepo.failed(deps.db, hook.id, WEBHOOK_DISABLE_AFTER);
    if (after && !after.active) deps.log.warn({ webhookId: hook.id }, 'webhook endpoint switched off after repeated failed deliveries');
    return 'failed';
  }
  await webhooksRepo.finish(deps.db, d.id, { status: 'retrying', lastStatusCode: statusCode, lastError });
  return 'retry';
}

/**
 * POSTs the body to the URL over a new connection to one of the checked addresses (the `lookup` answers with them
 * whatever DNS would say now); TLS still checks the certificate against the URL's host name. Redirects are not
 * followed; the answer is read up to a few kilobytes; past `timeoutMs` the request is dropped ("timed out").
 */
function post(url: URL, addresses: ResolvedAddress[], headers: Record<string, string>, body: string, timeoutMs: number) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: pinnedLookup(addresses), agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < EXCERPT * 4) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(new Error('connection closed before the answer ended'));
        });
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('timed out')), timeoutMs);
    function fail(err: Error) {
      clearTimeout(timer);
      reject(err);
    }
    req.on('error', fail);
    req.end(body);
  });
}
