import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, euTypeCertificateView, idParam } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { requestLocale } from '../../platform/i18n.js';
import { ok } from '../../platform/envelope.js';
import { requireRole } from '../../platform/policy.js';
import { euTypeFor } from './fields.js';

/** NB/RED's own staff route: the EU-type examination certificate's fields to confirm at issue (issued through the generic issue). */
export const euTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: no session is 401 before anything else (as the staff workstation's routes).
  app.addHook('onRequest', requireUser);
  app.get(
    '/staff/rfc/:id/eu-type-certificate',
    {
      preValidation: requireRole('issue'),
      schema: {
        tags: ['staff workstation'],
        summary: 'NB/RED: the EU-type examination certificate fields to confirm at issue (proposed from the application, or as issued)',
        params: idParam,
        response: { 200: envelope(euTypeCertificateView) },
      },
    },
    async (req) => ok(await euTypeFor(app.db, req.params.id, requestLocale(req))),
  );
};
