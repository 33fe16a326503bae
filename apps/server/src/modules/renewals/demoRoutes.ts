import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@tic/shared';
import { requireRole } from '../../platform/policy.js';
import { ok } from '../../platform/envelope.js';
import { sendExpiryReminders } from './reminders.js';

/**
 * Demo mode only (never registered otherwise): staff run the daily expiry reminders now, so that a demo or a journey
 * test sees the reminder of a certificate expiring soon without waiting for the morning's run. The job's own code:
 * each (certificate, threshold) still once.
 */
export const renewalDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/demo/renewals/remind',
    {
      preValidation: requireRole('view'),
      schema: {
        tags: ['certificates'],
        summary: 'Demo mode only: staff run the expiry reminders job now (each reminder still sent once)',
        response: { 200: envelope(z.object({ sent: z.number() })) },
      },
    },
    async () => ok(await sendExpiryReminders(app.db, { defaultLang: app.config.defaultLang, publicUrl: app.config.publicUrl })),
  );
};
