import type { FastifyInstance } from 'fastify';
import { defineExpiryReminderJob } from '../notifications/expiryReminders.js';
import { sendVaultReminders, VAULT_REMINDERS_JOB } from './reminders.js';

/** The vault's jobs on the platform queue (docs/jobs.md): the daily expiry reminders (reminders.ts). */
export function defineVaultJobs(app: FastifyInstance): void {
  defineExpiryReminderJob(app, {
    name: VAULT_REMINDERS_JOB,
    // Daily, and again in the afternoon: a run missed (a deployment down at 06:23) is made good the same day.
    cron: '23 6,15 * * *',
    run: () => sendVaultReminders(app.db, app.config.defaultLang),
    what: 'vault expiry reminders sent',
  });
}
