import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationDetailSchema, envelope, followOnBody, IDEMPOTENCY_HEADER, idParam } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ownerOf } from '../../platform/auth/organisation.js';
import { ok } from '../../platform/envelope.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { requestLocale } from '../../platform/i18n.js';
import { startFollowOn } from './service.js';

/** Issue 32: a follow-on (renew, extend, next shipment, registration) started from one of my certificates. */
export const renewalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  app.post(
    '/cert/follow-on/:id',
    {
      schema: {
        tags: ['certificates'],
        summary:
          'Start a follow-on of my certificate (kind: renew | extend | next_shipment | registration) as a draft linked to it, what its line ' +
          `declares copied; not offered: 400, withdrawn/suspended/superseded: 409, another organisation's: 404; ${IDEMPOTENCY_HEADER} replays a repeat`,
        params: idParam,
        body: followOnBody,
        response: { 200: envelope(applicationDetailSchema) },
      },
    },
    async (req) =>
      ok(
        await startFollowOn(
          app.db,
          { userId: ownerOf(req), actorId: req.user!.id, locale: requestLocale(req), defaultLang: app.config.defaultLang },
          req.params.id,
          req.body.kind,
          idempotencyKeyOf(req, false),
        ),
      ),
  );
};
