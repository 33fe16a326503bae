import fp from 'fastify-plugin';
import { Jobs } from './jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (pg-boss): modules `define` their queues at registration, then `send`. */
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  /**
   * Start the queue with the app (false: tests that do not need it skip pg-boss's start-up); 'after-listen': the
   * caller starts it once the server listens (main.ts: pg-boss's start-up is not on the way to the first request).
   */
  enabled: boolean | 'after-listen';
  worker: boolean;
  pollingIntervalSeconds?: number;
}

/** Starts the job queue when the app is ready (after every module defined its queues), or leaves it to main.ts; stops it on close. */
export const jobsPlatform = fp<JobsPluginOptions>(async (app, opts) => {
  const jobs = new Jobs(app.database, app.log, { worker: opts.worker, pollingIntervalSeconds: opts.pollingIntervalSeconds });
  app.decorate('jobs', jobs);
  if (!opts.enabled) return;
  if (opts.enabled === true) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
});
