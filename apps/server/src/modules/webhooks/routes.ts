import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParam,
  webhookCreateBody,
  webhookDeliveryPage,
  webhookDeliveryQuery,
  webhookSchema,
  webhookUpdateBody,
  webhookWithSecret,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { webhookService } from './service.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/**
 * A customer's webhook endpoints: from the profile page (session) or their own systems (/backend/v1 with a
 * personal access token; changing needs the write scope). Another customer's endpoint answers 404.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['webhooks'];
  app.addHook('preValidation', requireUser);
  const policy = { demo: app.config.demo, resolve: app.resolveHost };

  app.get(
    '/webhooks',
    { schema: { tags, summary: 'My webhook endpoints (never their secrets)', response: { 200: envelope(z.array(webhookSchema)) } } },
    async (req) => ok(await webhookService.list(app.db, ownerOf(req))),
  );
  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Register an endpoint (https URL, events); the signing secret is in this answer only',
        body: webhookCreateBody,
        response: { 200: envelope(webhookWithSecret) },
      },
    },
    async (req) => ok(await webhookService.create(app.db, ownerOf(req), req.body, policy)),
  );
  app.put(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Change an endpoint, or switch it on (clears its failures) or off',
        params: idParam,
        body: webhookUpdateBody,
        response: { 200: envelope(webhookSchema) },
      },
    },
    async (req) => ok(await webhookService.update(app.db, ownerOf(req), req.params.id, req.body, policy)),
  );
  app.delete('/webhooks/:id', { schema: { tags, summary: 'Delete an endpoint and its delivery log', params: idParam } }, async (req) => {
    await webhookService.remove(app.db, ownerOf(req), req.params.id);
    return ok(null);
  });
  app.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'A new signing secret (the old one stops at once); in this answer only',
        params: idParam,
        response: { 200: envelope(webhookWithSecret) },
      },
    },
    async (req) => ok(await webhookService.rotateSecret(app.db, ownerOf(req), req.params.id)),
  );
  app.post(
    '/webhooks/:id/ping',
    {
      schema: {
        tags,
        summary: 'Queue a signed test event (type ping) to this endpoint',
        params: idParam,
        response: { 200: envelope(z.object({ event_id: z.string() })) },
      },
    },
    async (req) => ok(await webhookService.ping(app.db, ownerOf(req), req.params.id)),
  );
  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'Deliveries of this endpoint, newest first, each with its attempts and the answers received',
        params: idParam,
        querystring: webhookDeliveryQuery,
        response: { 200: envelope(webhookDeliveryPage) },
      },
    },
    async (req) => ok(await webhookService.deliveries(app.db, ownerOf(req), req.params.id, req.query)),
  );
};
