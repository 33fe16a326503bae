import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  acceptInvitationBody,
  envelope,
  guestApplicationItem,
  guestApplicationView,
  guestConfirmDateBody,
  guestUploadQuery,
  guestInvitationBody,
  guestInvitationPreview,
  guestParam,
  guestView,
  idParam,
  invitationTokenParam,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { actingOrganisation } from '../../platform/auth/organisation.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { requestLocale } from '../../platform/i18n.js';
import { guestService } from './guestsService.js';
import type { MemberCaller } from './service.js';

/**
 * Guests on one application (issue 30). The organisation's side is under /organisations/current/applications/:id
 * (the member policy decides in the service: reading needs `read`, inviting and revoking `apply`); the guest's side
 * under /organisations/guest/applications/:id answers 404 to anyone but the application's accepted guest.
 */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisations'];
  const now = () => app.sessionPolicy.now();
  const customer = (req: FastifyRequest) => {
    if (!req.user || req.user.kind !== 'customer') throw new AppError(403, 'error.403');
    return req.user;
  };
  const caller = (req: FastifyRequest): MemberCaller => ({ userId: customer(req).id, org: actingOrganisation(req), locale: requestLocale(req), ip: req.ip });

  app.get(
    '/organisations/current/applications/:id/guests',
    {
      preHandler: requireUser,
      schema: { tags, summary: "The application's guests, what they uploaded and confirmed", params: idParam, response: { 200: envelope(z.array(guestView)) } },
    },
    async (req) => ok(await guestService.list(app.db, caller(req), req.params.id, now())),
  );
  app.post(
    '/organisations/current/applications/:id/guests',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Invite a guest by e-mail to this application (a link valid 7 days)',
        params: idParam,
        body: guestInvitationBody,
        response: { 200: envelope(guestView) },
      },
    },
    async (req) => ok(await guestService.invite(app, caller(req), req.params.id, req.body, now())),
  );
  app.post(
    '/organisations/current/applications/:id/guests/:guestId/revoke',
    { preHandler: requireUser, schema: { tags, summary: "End a guest's access at once", params: guestParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(await guestService.revoke(app.db, caller(req), req.params.id, req.params.guestId, now()).then(() => null)),
  );
  app.get(
    '/organisations/guest-invitations/:token',
    {
      schema: {
        tags,
        summary: 'What a guest invitation link offers (no sign-in needed)',
        params: invitationTokenParam,
        response: { 200: envelope(guestInvitationPreview) },
      },
    },
    async (req) => ok(await guestService.preview(app.db, req.params.token, now())),
  );
  app.post(
    '/organisations/guest-invitations/accept',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Become the guest of an invitation's application",
        body: acceptInvitationBody,
        response: { 200: envelope(z.object({ id: z.number(), application: z.string() })) },
      },
    },
    async (req) => ok(await guestService.accept(app.db, customer(req), req.body.token, now(), req.ip)),
  );
  app.get(
    '/organisations/guest/applications',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'The applications I help with as a guest', response: { 200: envelope(z.array(guestApplicationItem)) } },
    },
    async (req) => ok(await guestService.mine(app.db, customer(req).id)),
  );
  app.get(
    '/organisations/guest/applications/:id',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'An application as its guest sees it (no prices)', params: idParam, response: { 200: envelope(guestApplicationView) } },
    },
    async (req) => ok(await guestService.view(app.db, customer(req).id, req.params.id)),
  );
  app.post(
    '/organisations/guest/applications/:id/files',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Upload a document asked for (multipart field "file"; the types and size of an application file)',
        consumes: ['multipart/form-data'],
        params: idParam,
        querystring: guestUploadQuery,
        response: { 200: envelope(z.object({ id: z.number(), name: z.string(), uploaded_at: z.string(), item_id: z.number().nullable() })) },
      },
    },
    async (req) => ok(await guestService.upload(app, req, customer(req).id, req.params.id, req.query.item, now())),
  );
  app.post(
    '/organisations/guest/applications/:id/confirm-date',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Confirm the proposed inspection date (the date read; changed since: 409)',
        params: idParam,
        body: guestConfirmDateBody,
        response: { 200: envelope(guestApplicationView) },
      },
    },
    async (req) => ok(await guestService.confirmDate(app.db, customer(req).id, req.params.id, req.body.date, now(), req.ip)),
  );
};
