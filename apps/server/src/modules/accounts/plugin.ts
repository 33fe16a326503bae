import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { createMailer } from '../../platform/mail/transport.js';
import { createSmsGateway } from '../../platform/sms/gateway.js';
import { createDelivery, type Delivery } from './delivery.js';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
  }
}

/** The senders of the accounts module (codes go out at once, not through the notice outbox). */
export const accountsPlatform = fp(async (app) => {
  const mailer = createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom }, app.log);
  const sms = createSmsGateway({ url: app.config.smsGatewayUrl, token: app.config.smsGatewayToken, timeoutMs: app.config.smsGatewayTimeoutMs }, app.log);
  app.decorate('delivery', createDelivery(app, mailer, sms));
  app.addHook('onClose', () => app.delivery.idle());
  app.addHook('onClose', async () => mailer.close());
  // Limits are set per route (rateLimitFor); the 429 is worded in the request's language by the error handler.
  // With REDIS_URL the counts live in Redis, shared by every process; otherwise each process counts alone.
  // No offline queue: while Redis is away a limited request is not held up waiting for it (it passes, see skipOnError).
  // ioredis is loaded only by installations that configure REDIS_URL.
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'rate-limit store (Redis) unreachable; limits are not counted meanwhile'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    // Start counting from the first request when Redis answers; a Redis that does not answer does not stop start-up.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      redis.once('ready', () => (clearTimeout(timer), resolve()));
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${app.config.redisPrefix}rate-limit:`, skipOnError: true }),
    errorResponseBuilder: (_req, ctx) => tooMany(ctx.ttl),
  });
  // One allowance per client and action (issue 34): @fastify/rate-limit's route option keeps a store per route, and
  // every route is mounted under both prefixes, so each prefix had an allowance of its own. The limiters here are
  // made once per action for the whole app, and every mount of the action's routes asks the same one.
  const limiters = new Map<string, (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttl?: number }>>();
  app.addHook('onRoute', (route) => {
    const limit = route.config?.actionLimit;
    if (!limit) return;
    const action = limit.action ?? `${route.method} ${String(route.url).replace(API_PREFIX, '')}`;
    let check = limiters.get(action);
    if (!check) {
      check = app.createRateLimit({ max: limit.max, timeWindow: 60_000, keyGenerator: (req) => `${action}|${normalizeIP(req.ip)}` });
      limiters.set(action, check);
    }
    const hook = async (req: FastifyRequest, reply: FastifyReply) => {
      const r = await check(req);
      if (r.isAllowed || !r.isExceeded) return;
      limit.onExceeded?.(req);
      const seconds = Math.ceil((r.ttl ?? 60_000) / 1000);
      reply.header('retry-after', seconds);
      throw tooMany(r.ttl ?? 60_000);
    };
    route.onRequest = [...(Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : []), hook];
  });
});

const API_PREFIX = /^\/(frontend|backend)\/v\d+/;
const tooMany = (ttlMs: number) => new AppError(429, 'accounts.tooManyRequests', { count: Math.ceil(ttlMs / 1000) }, { retry_after: Math.ceil(ttlMs / 1000) });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** So many requests per minute and client for one action, counted across both API prefixes (rateLimitFor). */
    actionLimit?: { max: number; action?: string; onExceeded?: (req: FastifyRequest) => void };
  }
}

/**
 * Route option of a rate-limited route: so many requests per minute and client. The action is the route's path
 * without its prefix, or `action`: routes that are one call under two names share one allowance (POST /send/code
 * and /common/zone/sendSms).
 */
export const rateLimitFor = (max: number, action?: string, onExceeded?: (req: FastifyRequest) => void) => ({
  config: { actionLimit: { max, ...(action && { action }), ...(onExceeded && { onExceeded }) } },
});
