import type { FastifyInstance } from 'fastify';
import { CLOSE_UNANSWERED_INFO_JOB, closeUnansweredInfo } from './unanswered.js';

/** The additional-information module's jobs on the platform queue (docs/jobs.md). */
export function defineAdditionalInfoJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: CLOSE_UNANSWERED_INFO_JOB,
    cron: '41 * * * *',
    retryLimit: 3,
    retryDelay: 60,
    handler: async () => {
      const done = await closeUnansweredInfo(app.db, app.config.defaultLang);
      if (done.warned + done.closed > 0) app.log.info(done, 'unanswered requests for additional information');
    },
  });
}
