import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@tic/shared';
import { ok } from '../../platform/envelope.js';
import { fastResponse } from '../../platform/serialization.js';

/** Public configuration the login page needs before anyone signs in, and a constant route for the bench baseline. */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public configuration',
        response: { 200: fastResponse(envelope(z.object({ default_lang: z.string(), demo: z.boolean() }))) },
      },
    },
    async () => ok({ default_lang: app.config.defaultLang, demo: app.config.demo }),
  );
  app.get('/ping', { schema: { tags: ['system'], summary: 'Constant answer (bench baseline)', response: { 200: envelope(z.literal('pong')) } } }, async () =>
    ok('pong' as const),
  );
};

/** Liveness and readiness (database reachable), outside the API prefixes. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { tags: ['system'], summary: 'Liveness' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { tags: ['system'], summary: 'Readiness: the database answers (else 503)' } }, async (_req, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
