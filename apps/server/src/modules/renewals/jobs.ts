import type { FastifyInstance } from 'fastify';
import { CERTIFICATE_REMINDERS_JOB, sendExpiryReminders } from './reminders.js';

/** The renewals module's jobs on the platform queue (docs/jobs.md): the expiry reminders, every morning (UTC). */
export function defineRenewalJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: CERTIFICATE_REMINDERS_JOB,
    cron: '17 6 * * *',
    retryLimit: 3,
    retryDelay: 300,
    handler: async () => {
      const done = await sendExpiryReminders(app.db, { defaultLang: app.config.defaultLang, publicUrl: app.config.publicUrl });
      if (done.sent > 0) app.log.info(done, 'certificate expiry reminders');
    },
  });
}
