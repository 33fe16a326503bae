import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, noticeDetailSchema, noticeSimulateBody } from '@tic/shared';
import { requireRole } from '../../platform/policy.js';
import { ok } from '../../platform/envelope.js';
import { simulateEvent } from './service.js';

/**
 * Demo mode only (never registered otherwise): staff raise a sample event for a customer, so that a
 * demo, or a journey test, can watch a notice arrive on an open page without waiting for the
 * application engine. Same code path as a real event: writeNotice inside a transaction.
 */
export const noticeDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/demo/notify/simulate',
    {
      preValidation: requireRole('view'),
      schema: {
        tags: ['notices'],
        summary: 'Demo mode only: staff raise a sample event that writes a notice to a customer',
        body: noticeSimulateBody,
        response: { 200: envelope(noticeDetailSchema) },
      },
    },
    async (req) => ok(await simulateEvent(app.db, req.body.username, req.body.kind, app.config.defaultLang)),
  );
};
