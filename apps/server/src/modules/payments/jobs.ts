import type { FastifyInstance } from 'fastify';
import { EXPIRE_QUOTATIONS_JOB, expireQuotations } from './expiry.js';

/** The payments module's jobs on the platform queue (docs/jobs.md). */
export function definePaymentJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: EXPIRE_QUOTATIONS_JOB,
    cron: '* * * * *',
    retryLimit: 3,
    retryDelay: 30,
    handler: async () => {
      const n = await expireQuotations(app.db, app.config.defaultLang);
      if (n > 0) app.log.info({ expired: n }, 'quotations expired');
    },
  });
}
