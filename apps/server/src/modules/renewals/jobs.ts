import type { FastifyInstance } from 'fastify';
import { defineExpiryReminderJob } from '../notifications/expiryReminders.js';
import { CERTIFICATE_REMINDERS_JOB, sendExpiryReminders } from './reminders.js';

/** The renewals module's jobs on the platform queue (docs/jobs.md): the expiry reminders, every morning (UTC). */
export function defineRenewalJobs(app: FastifyInstance): void {
  defineExpiryReminderJob(app, {
    name: CERTIFICATE_REMINDERS_JOB,
    cron: '17 6 * * *',
    run: async () => (await sendExpiryReminders(app.db, { defaultLang: app.config.defaultLang, publicUrl: app.config.publicUrl })).sent,
    what: 'certificate expiry reminders sent',
  });
}
