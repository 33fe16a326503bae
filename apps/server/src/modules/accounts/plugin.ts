import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
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
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, 'accounts.tooManyRequests', { count: Math.ceil(ctx.ttl / 1000) }, { retry_after: Math.ceil(ctx.ttl / 1000) }),
  });
});

/** Route option of a rate-limited accounts route: so many requests per minute and IP. */
/** `groupId`: routes that are one call under two names share one allowance (POST /send/code and /common/zone/sendSms). */
export const rateLimitFor = (max: number, groupId?: string) => ({ config: { rateLimit: { max, timeWindow: 60_000, ...(groupId && { groupId }) } } });
