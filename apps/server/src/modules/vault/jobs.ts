import type { FastifyInstance } from 'fastify';
import { sendVaultReminders, VAULT_REMINDERS_JOB } from './reminders.js';

/** The vault's jobs on the platform queue (docs/jobs.md): the daily expiry reminders (reminders.ts). */
export function defineVaultJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: VAULT_REMINDERS_JOB,
    // Daily, and again in the afternoon: a run missed (a deployment down at 06:23) is made good the same day.
    cron: '23 6,15 * * *',
    retryLimit: 3,
    retryDelay: 300,
    handler: async () => {
      const sent = await sendVaultReminders(app.db, app.config.defaultLang);
      if (sent > 0) app.log.info({ sent }, 'vault expiry reminders sent');
    },
  });
}
