import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applicationDetailSchema,
  dataReviewBody,
  envelope,
  idParam,
  receiveSamplesBody,
  rejectSamplesBody,
  requestSamplesBody,
  sampleNoticeQuery,
  sampleNoticeSchema,
  shipSamplesBody,
  testDataBody,
  type StaffAction,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { policyUserOf, requireRole } from '../../platform/policy.js';
import { samplesService, type StaffCaller } from './service.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/**
 * Sample logistics: staff steps under /staff/rfc/{id}/samples/... (the staff policy's roles: 403 before the
 * body), the customer's tracking number and data review under /kenya/rfc/{id}/samples/..., and the
 * customer's sample notices per `notice/...` screen.
 */
export const samplesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const staffTags = ['sample logistics (staff)'];
  const tags = ['sample logistics'];
  const res = { 200: envelope(applicationDetailSchema) };
  const staff = (req: FastifyRequest): StaffCaller => ({ user: policyUserOf(req.user!), defaultLang: app.config.defaultLang, ip: req.ip });
  const customer = (req: FastifyRequest) => ({ userId: ownerOf(req), actorId: req.user!.id, defaultLang: app.config.defaultLang });
  const role = (action: StaffAction) => ({ preValidation: requireRole(action) });

  app.post(
    '/staff/rfc/:id/samples/request',
    {
      ...role('request_samples'),
      schema: {
        tags: staffTags,
        summary: 'Sample delivery notice: laboratory address, quantity, due date',
        params: idParam,
        body: requestSamplesBody,
        response: res,
      },
    },
    async (req) => ok(await samplesService.request(app.db, staff(req), req.params.id, req.body)),
  );
  app.post(
    '/staff/rfc/:id/samples/receive',
    {
      ...role('receive_samples'),
      schema: { tags: staffTags, summary: 'Sample receipt notice: the samples arrived in order', params: idParam, body: receiveSamplesBody, response: res },
    },
    async (req) => ok(await samplesService.receive(app.db, staff(req), req.params.id, req.body.note)),
  );
  app.post(
    '/staff/rfc/:id/samples/reject',
    {
      ...role('reject_samples'),
      schema: {
        tags: staffTags,
        summary: 'Sample receipt notice: not conforming, with photos (stored upload ids) and a reason; the customer sends again',
        params: idParam,
        body: rejectSamplesBody,
        response: res,
      },
    },
    async (req) => ok(await samplesService.reject(app.db, staff(req), req.params.id, req.body)),
  );
  app.post(
    '/staff/rfc/:id/samples/accept',
    {
      ...role('accept_samples'),
      schema: {
        tags: staffTags,
        summary: 'Acceptance notice: formal acceptance once the fees are paid in full (else 409); testing starts',
        params: idParam,
        response: res,
      },
    },
    async (req) => ok(await samplesService.accept(app.db, staff(req), req.params.id)),
  );
  app.post(
    '/staff/rfc/:id/samples/test-data',
    {
      ...role('send_test_data'),
      schema: { tags: staffTags, summary: 'Send the test data to the customer for review', params: idParam, body: testDataBody, response: res },
    },
    async (req) => ok(await samplesService.sendData(app.db, staff(req), req.params.id, req.body)),
  );
  app.post(
    '/kenya/rfc/:id/samples/shipment',
    {
      schema: {
        tags,
        summary: 'Enter the courier and tracking number of the samples sent (not asked for samples now: 409)',
        params: idParam,
        body: shipSamplesBody,
        response: res,
      },
    },
    async (req) => ok(await samplesService.ship(app.db, customer(req), req.params.id, req.body)),
  );
  app.post(
    '/kenya/rfc/:id/samples/data-review',
    {
      schema: {
        tags,
        summary: 'Confirm the test data, or dispute it with a comment (no test data to review now: 409)',
        params: idParam,
        body: dataReviewBody,
        response: res,
      },
    },
    async (req) => ok(await samplesService.review(app.db, customer(req), req.params.id, req.body)),
  );
  app.get(
    '/samples/notices',
    {
      schema: {
        tags,
        summary: "The customer's notices of one notice/... screen (sampleDelivery, sampleReceipt, acceptance, dataReview), each with its samples now",
        querystring: sampleNoticeQuery,
        response: { 200: envelope(z.array(sampleNoticeSchema)) },
      },
    },
    async (req) => ok(await samplesService.notices(app.db, ownerOf(req), req.query.screen, requestLocale(req))),
  );
};
