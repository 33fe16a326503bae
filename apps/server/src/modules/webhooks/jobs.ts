import fp from 'fastify-plugin';
import { WEBHOOK_MAX_ATTEMPTS } from '@tic/shared';
import type { Unlisten } from '../../db/listener.js';
import { deliverWebhook } from './deliver.js';
import { webhooksRepo } from './repo.js';

export const DELIVER_JOB = 'webhooks.deliver';
export const SWEEP_JOB = 'webhooks.sweep';
/** The channel the delivery insert trigger (migration, custom SQL) notifies with the delivery's id. */
export const DELIVERY_CHANNEL = 'tic_webhook_delivery';

export interface WebhookJobsOptions {
  /** First retry delay in seconds (doubling after each failed attempt). */
  retryDelaySeconds: number;
}

/**
 * The webhook sender on the platform job queue: one pg-boss job per delivery whose job id IS the delivery id (so
 * however many processes hear the same wake-up, one job exists), retried by pg-boss with doubling delays; a
 * sweep once a minute queues deliveries whose wake-up nobody heard. docs/webhooks.md.
 */
export const webhookJobs = fp<WebhookJobsOptions>(async (app, opts) => {
  const deps = { db: app.db, log: app.log, demo: app.config.demo, resolve: app.resolveHost };
  app.jobs.define<{ id: string }>({
    name: DELIVER_JOB,
    retryLimit: WEBHOOK_MAX_ATTEMPTS - 1,
    retryDelay: opts.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
    handler: async ({ id }) => {
      const outcome = await deliverWebhook(deps, id);
      // pg-boss retries a job that throws, after its backoff delay; the row says why.
      if (outcome === 'retry') throw new Error(`webhook delivery ${id} not accepted by the receiver; will retry`);
    },
  });
  app.jobs.define({
    name: SWEEP_JOB,
    cron: '* * * * *',
    handler: async () => {
      for (const id of await webhooksRepo.stranded(app.db, 60, 500)) await app.jobs.send(DELIVER_JOB, { id }, { id });
    },
  });

  let unlisten: Unlisten | null = null;
  // Once the queue runs (when the app is ready, or after the server listens: main.ts).
  app.jobs.afterStart(async () => {
    if (unlisten) return;
    unlisten = await app.database.listen(DELIVERY_CHANNEL, (id) => {
      app.jobs.send(DELIVER_JOB, { id }, { id }).catch((err) => app.log.warn({ err, deliveryId: id }, 'could not queue a webhook delivery; the sweep will'));
    });
  });
  app.addHook('preClose', async () => {
    await unlisten?.();
    unlisten = null;
  });
});
