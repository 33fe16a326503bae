import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { answerInfoRequestSchema, envelope, idParam, infoRequestListQuery, infoRequestSchema, raiseInfoRequestSchema } from '@tic/shared';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/plugin.js';
import { policyUserOf, requireRole } from '../../platform/policy.js';
import { ok } from '../../platform/envelope.js';
import { additionalInfo } from './service.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/**
 * Additional information: staff raise an itemised request on an application (any line), the customer lists
 * their requests (internationalProduct/myApplication/NBAdditionalInfo) and answers one (…/NBAdditionalInfo/{id}).
 */
export const additionalInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['additional information'];
  const one = envelope(infoRequestSchema);
  const many = envelope(z.array(infoRequestSchema));
  const staff = (req: FastifyRequest) => ({ user: policyUserOf(req.user!), defaultLang: app.config.defaultLang, ip: req.ip });

  app.post(
    '/staff/rfc/:id/additional-info',
    {
      preValidation: requireRole('request_info'),
      schema: {
        tags,
        summary: 'Staff: ask the customer for additional information (items with a question, a due date); the application waits on the customer',
        params: idParam,
        body: raiseInfoRequestSchema,
        response: { 200: one },
      },
    },
    async (req) => ok(await additionalInfo.raise(app.db, staff(req), req.params.id, req.body)),
  );
  app.get(
    '/staff/rfc/:id/additional-info',
    {
      preValidation: requireRole('view'),
      schema: { tags, summary: "Staff: an application's requests for additional information with the answers", params: idParam, response: { 200: many } },
    },
    async (req) => ok(await additionalInfo.list(app.db, { applicationId: req.params.id })),
  );
  app.get(
    '/staff/additional-info',
    {
      preValidation: requireRole('view'),
      schema: { tags, summary: 'Staff: requests by status (answered ones wait for staff)', querystring: infoRequestListQuery, response: { 200: many } },
    },
    async (req) => ok(await additionalInfo.list(app.db, { status: req.query.status })),
  );
  app.post(
    '/staff/additional-info/:id/accept',
    {
      preValidation: requireRole('accept_info'),
      schema: {
        tags,
        summary: "Staff: accept the customer's answers to a request (not answered, or already accepted: 409)",
        params: idParam,
        response: { 200: one },
      },
    },
    async (req) => ok(await additionalInfo.accept(app.db, staff(req), req.params.id)),
  );
  app.get(
    '/additional-info',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The customer's requests for additional information (?status=open | answered)",
        querystring: infoRequestListQuery,
        response: { 200: many },
      },
    },
    async (req) => ok(await additionalInfo.list(app.db, { userId: ownerOf(req), status: req.query.status })),
  );
  app.get(
    '/additional-info/:id',
    { preHandler: requireUser, schema: { tags, summary: "One request of the customer (another customer's: 404)", params: idParam, response: { 200: one } } },
    async (req) => ok(await additionalInfo.get(app.db, req.params.id, ownerOf(req))),
  );
  app.post(
    '/additional-info/:id/answer',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Answer every item (text and/or file ids of own uploads) at the version read; answered already or stale: 409',
        params: idParam,
        body: answerInfoRequestSchema,
        response: { 200: one },
      },
    },
    async (req) =>
      ok(await additionalInfo.answer(app.db, { userId: ownerOf(req), actorId: req.user!.id, defaultLang: app.config.defaultLang }, req.params.id, req.body)),
  );
};
