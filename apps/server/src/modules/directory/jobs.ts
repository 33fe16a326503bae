import type { FastifyInstance } from 'fastify';
import { notifyExpired } from './subscriptions.js';

export const NOTIFY_EXPIRED_JOB = 'directory.notify-expired';

/** Issue 32: subscribers are told once when a certificate they follow expires (hourly: a day's expiries go out that day). */
export function defineDirectoryJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: NOTIFY_EXPIRED_JOB,
    cron: '17 * * * *',
    retryLimit: 3,
    retryDelay: 60,
    handler: async () => {
      const n = await notifyExpired(app.db);
      if (n > 0) app.log.info({ told: n }, 'certificate subscribers told of expiries');
    },
  });
}
