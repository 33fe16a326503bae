import { randomBytes } from 'node:crypto';
import { WEBHOOK_MAX_PER_USER, type Webhook, type WebhookDelivery, type webhookCreateBody, type webhookUpdateBody } from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { sealSecret } from '../trust/codes.js';
import { emitWebhookEvent } from './events.js';
import { webhooksRepo, type WebhookRow } from './repo.js';
import { checkWebhookTarget, type HostResolver } from './target.js';

/** What decides where a webhook may go: demo mode (a local receiver) and the host name resolver. */
export interface WebhookTargetPolicy {
  demo: boolean;
  resolve: HostResolver;
}

const toView = (r: WebhookRow): Webhook => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events,
  active: r.active,
  disabled_reason: r.disabledReason,
  consecutive_failures: r.consecutiveFailures,
  secret_hint: r.secretHint,
  created_at: r.createdAt.toISOString(),
});

async function newSecret(db: Db) {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  return { secret, secretSealed: await sealSecret(db, secret), secretHint: `whsec_…${secret.slice(-4)}` };
}

/** The URL's shape, then its host's addresses (all public; a name leading inside is refused with its name). */
async function checkUrl(url: string, policy: WebhookTargetPolicy) {
  const target = await checkWebhookTarget(url, policy);
  if (!target.ok) throw badRequest(target.msgKey, target.params);
}

/** A customer's webhook endpoints (profile page, or their systems with a write token). */
export const webhookService = {
  list: async (db: Db, userId: number) => (await webhooksRepo.list(db, userId)).map(toView),

  /** Registers an endpoint; the answer carries its signing secret, this once. */
  create: async (db: Db, userId: number, body: z.output<typeof webhookCreateBody>, policy: WebhookTargetPolicy) => {
    await checkUrl(body.url, policy);
    if ((await webhooksRepo.count(db, userId)) >= WEBHOOK_MAX_PER_USER) throw new AppError(409, 'webhooks.tooMany', { max: WEBHOOK_MAX_PER_USER });
    const { secret, secretSealed, secretHint } = await newSecret(db);
    const row = await webhooksRepo.insert(db, { userId, url: body.url, description: body.description ?? null, events: body.events, secretSealed, secretHint });
    return { ...toView(row), secret };
  },

  /** Changes the URL, description or events, or switches it on (which clears the failure count) or off. */
  update: async (db: Db, userId: number, id: number, body: z.output<typeof webhookUpdateBody>, policy: WebhookTargetPolicy) => {
    if (body.url) await checkUrl(body.url, policy);
    const set: Parameters<typeof webhooksRepo.update>[3] = {};
    if (body.url !== undefined) set.url = body.url;
    if (body.description !== undefined) set.description = body.description;
    if (body.events !== undefined) set.events = body.events;
    if (body.active !== undefined)
      Object.assign(set, body.active ? { active: true, disabledReason: null, consecutiveFailures: 0 } : { active: false, disabledReason: null });
    const row = Object.keys(set).length ? await webhooksRepo.update(db, userId, id, set) : await webhooksRepo.mine(db, userId, id);
    if (!row) throw notFound();
    return toView(row);
  },

  rotateSecret: async (db: Db, userId: number, id: number) => {
    const { secret, secretSealed, secretHint } = await newSecret(db);
    const row = await webhooksRepo.update(db, userId, id, { secretSealed, secretHint });
    if (!row) throw notFound();
    return { ...toView(row), secret };
  },

  remove: async (db: Db, userId: number, id: number) => {
    if (!(await webhooksRepo.remove(db, userId, id))) throw notFound();
  },

  /** A `ping` event to this endpoint only (the customer checks their receiver and its signature check). */
  ping: async (db: Db, userId: number, id: number) => {
    const hook = await webhooksRepo.mine(db, userId, id);
    if (!hook) throw notFound();
    const eventId = await db.transaction((tx) => emitWebhookEvent(tx, userId, 'ping', { webhook_id: id, message: 'ping' }, id));
    return { event_id: eventId! };
  },

  deliveries: async (db: Db, userId: number, id: number, page: { current_page: number; per_page: number }) => {
    if (!(await webhooksRepo.mine(db, userId, id))) throw notFound();
    const { total, rows, attempts } = await webhooksRepo.deliveries(db, id, page);
    const data: WebhookDelivery[] = rows.map(({ d, type }) => ({
      id: d.id,
      event_id: d.eventId,
      event_type: type,
      status: d.status as WebhookDelivery['status'],
      attempts: d.attempts,
      last_status_code: d.lastStatusCode,
      last_error: d.lastError,
      delivered_at: d.deliveredAt?.toISOString() ?? null,
      created_at: d.createdAt.toISOString(),
      log: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({
          attempt: a.attempt,
          status_code: a.statusCode,
          response_excerpt: a.responseExcerpt,
          error: a.error,
          duration_ms: a.durationMs,
          at: a.at.toISOString(),
        })),
    }));
    return { data, total, current_page: page.current_page, per_page: page.per_page, last_page: Math.max(1, Math.ceil(total / page.per_page)) };
  },
};
