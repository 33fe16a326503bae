import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, noticeDetailSchema, noticeSimulateBody } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { forbidden } from '../../platform/errors.js';
import { simulateEvent } from './service.js';
import { isStaffReader } from '../staff/guard.js';

/**
 * Demo mode only (never registered otherwise): staff raise a sample event for a customer, so that a
 * demo, or a journey test, can watch a notice arrive on an open page without waiting for the
 * application engine. Same code path as a real event: writeNotice inside a transaction.
 */
export const noticeDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/demo/notify/simulate',
    {
      preHandler: [
        requireUser,
        async (req) => {
          if (!isStaffReader(req.user)) throw forbidden();
        },
      ],
      schema: { tags: ['notices'], summary: 'Demo mode only: staff raise a sample event that writes a notice to a customer', body: noticeSimulateBody, response: { 200: envelope(noticeDetailSchema) } },
    },
    async (req) => ok(await simulateEvent(app.db, req.body.username, req.body.kind, app.config.defaultLang)),
  );
};
