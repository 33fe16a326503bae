import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  acceptInvitationBody,
  auditEntry,
  auditQuery,
  currentOrganisation,
  envelope,
  idParam,
  invitationBody,
  invitationPreview,
  invitationTokenParam,
  invitationView,
  memberParam,
  memberRoleBody,
  membersAnswer,
  organisationsAnswer,
  pageOf,
  translate,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { actingOrganisation } from '../../platform/auth/organisation.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { requestLocale } from '../../platform/i18n.js';
import { loadExcelJs } from '../../platform/lazyModules.js';
import { organisationService, type MemberCaller } from './service.js';

/**
 * Organisations (issue 30): the switch, members, invitations, the audit log. The routes of the acting organisation
 * are under /organisations/current (the one the request's x-organisation header names); the member policy decides
 * in the service. An invitation's preview needs no sign-in; accepting it does.
 */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['organisations'];
  const now = () => app.sessionPolicy.now();
  const caller = (req: FastifyRequest): MemberCaller => {
    if (!req.user || req.user.kind !== 'customer') throw new AppError(403, 'error.403');
    return { userId: req.user.id, org: actingOrganisation(req), locale: requestLocale(req), ip: req.ip };
  };

  app.get(
    '/organisations',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'My organisations and the one this request acts in', response: { 200: envelope(organisationsAnswer) } },
    },
    async (req) => ok(await organisationService.mine(app.db, req.memberships ?? [], req.user!.id, req.org)),
  );
  app.get(
    '/organisations/current',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'The organisation acted in, my role and the actions it allows', response: { 200: envelope(currentOrganisation) } },
    },
    async (req) => ok(organisationService.current(caller(req))),
  );
  app.get(
    '/organisations/current/members',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Members, and open invitations (for those who manage members)', response: { 200: envelope(membersAnswer) } },
    },
    async (req) => ok(await organisationService.members(app.db, caller(req), now())),
  );
  app.post(
    '/organisations/current/invitations',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Invite by e-mail or mobile (a link valid 7 days)', body: invitationBody, response: { 200: envelope(invitationView) } },
    },
    async (req) => ok(await organisationService.invite(app, caller(req), req.body, now())),
  );
  app.post(
    '/organisations/current/invitations/:id/resend',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Send an open invitation again (a new link, 7 more days)', params: idParam, response: { 200: envelope(invitationView) } },
    },
    async (req) => ok(await organisationService.resend(app, caller(req), req.params.id, now())),
  );
  app.delete(
    '/organisations/current/invitations/:id',
    { preHandler: requireUser, schema: { tags, summary: 'Withdraw an open invitation', params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(await organisationService.revoke(app.db, caller(req), req.params.id, now()).then(() => null)),
  );
  app.put(
    '/organisations/current/members/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Change a member's role (one owner at least)",
        params: memberParam,
        body: memberRoleBody,
        response: { 200: envelope(membersAnswer) },
      },
    },
    async (req) => {
      const c = caller(req);
      await organisationService.setRole(app.db, c, req.params.userId, req.body.role);
      return ok(await organisationService.members(app.db, c, now()));
    },
  );
  app.delete(
    '/organisations/current/members/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove a member, or leave (their sessions and tokens here end at once)',
        params: memberParam,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => ok(await organisationService.remove(app.db, caller(req), req.params.userId, now()).then(() => null)),
  );
  app.get(
    '/organisations/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (no sign-in needed)',
        params: invitationTokenParam,
        response: { 200: envelope(invitationPreview) },
      },
    },
    async (req) => ok(await organisationService.preview(app.db, req.params.token, now())),
  );
  app.post(
    '/organisations/invitations/accept',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Join the organisation of an invitation',
        body: acceptInvitationBody,
        response: { 200: envelope(z.object({ id: z.number(), name: z.string(), role: z.string() })) },
      },
    },
    async (req) => {
      if (req.user!.kind !== 'customer') throw new AppError(403, 'error.403');
      return ok(await organisationService.accept(app.db, req.user!, req.body.token, now(), req.ip));
    },
  );
  app.get(
    '/organisations/current/audit',
    {
      preHandler: requireUser,
      schema: { tags, summary: "The organisation's audit log, newest first", querystring: auditQuery, response: { 200: envelope(pageOf(auditEntry)) } },
    },
    async (req) => ok(await organisationService.auditPage(app.db, caller(req), req.query)),
  );
  app.get(
    '/organisations/current/audit.csv',
    { preHandler: requireUser, schema: { tags, summary: "The organisation's audit log as CSV (the latest 10,000 rows)" } },
    async (req, reply) => {
      const c = caller(req);
      const page = await organisationService.auditPage(app.db, c, { current_page: 1, per_page: 10_000 });
      const ExcelJS = await loadExcelJs();
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('audit');
      sheet.addRow(['at', 'actor', 'action', 'comment'].map((k) => translate(c.locale, `organisation.audit.${k}`)));
      for (const r of page.data) sheet.addRow([r.at, r.actor ?? '', r.action, r.comment ?? '']);
      const body = Buffer.from(await book.csv.writeBuffer());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="organisation-audit.csv"')
        .send(Buffer.concat([Buffer.from('\ufeff'), body]));
    },
  );
};
