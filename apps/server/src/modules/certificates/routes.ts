import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateListQuery, certificatePage, certificateSchema, envelope, idParam, workbenchCountsSchema } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { certificateInfo, listCertificates, workbenchCounts } from './service.js';

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['certificates'];
  app.get('/certs', { schema: { tags, summary: 'My certificates (keywords, status valid | expired | revoked, expiring=1: within a month)', querystring: certificateListQuery, response: { 200: envelope(certificatePage) } } }, async (req) =>
    ok(await listCertificates(app.db, req.user!.id, req.query)),
  );
  app.get('/cert/info/:id', { schema: { tags, summary: 'One of my certificates', params: idParam, response: { 200: envelope(certificateSchema) } } }, async (req) =>
    ok(await certificateInfo(app.db, req.user!.id, req.params.id)),
  );
  app.get('/kenya/workbench', { schema: { tags, summary: 'Workbench counts', response: { 200: envelope(workbenchCountsSchema) } } }, async (req) => ok(await workbenchCounts(app.db, req.user!.id)));
};
