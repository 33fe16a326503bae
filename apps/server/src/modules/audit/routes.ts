import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { applicationDetailSchema, auditReportBody, confirmDateBody, envelope, idParam } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { policyUserOf, requireRole } from '../../platform/policy.js';
import { requestLocale } from '../../platform/i18n.js';
import { ok } from '../../platform/envelope.js';
import { auditActions, bookFollowUp, type Actor } from './service.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/**
 * The factory audit's own actions: staff confirm the date and record and issue the report
 * (POST /staff/audit/{id}/<action>, each a row of the staff policy; the audit on site is the generic advance to
 * `inspection`); the customer books the follow-up audit a rating asks for.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const by = (req: FastifyRequest): Actor => ({ id: req.user!.id, defaultLang: app.config.defaultLang, user: policyUserOf(req.user!) });
  const tags = ['factory audit (staff)'];
  const res = { 200: envelope(applicationDetailSchema) };
  app.post(
    '/staff/audit/:id/confirm-date',
    {
      preValidation: requireRole('confirm_date'),
      schema: {
        tags,
        summary: 'Confirm the audit date agreed with the factory (once the quotation is paid in full)',
        params: idParam,
        body: confirmDateBody,
        response: res,
      },
    },
    async (req) => ok(await auditActions.confirmDate(app.db, by(req), req.params.id, req.body.date)),
  );
  app.post(
    '/staff/audit/:id/report',
    {
      preValidation: requireRole('record_report'),
      schema: {
        tags,
        summary:
          "Record the audit report: a rating of the audit's standard (A-E or pass/fail), the lead auditor, findings, the corrective action plan's due date",
        params: idParam,
        body: auditReportBody,
        response: res,
      },
    },
    async (req) => ok(await auditActions.recordReport(app.db, by(req), req.params.id, req.body)),
  );
  app.post(
    '/staff/audit/:id/issue-report',
    {
      preValidation: requireRole('issue_report'),
      schema: { tags, summary: 'Issue the recorded audit report to the customer (listed under myCertificate, with its PDF)', params: idParam, response: res },
    },
    async (req) => ok(await auditActions.issueReport(app.db, by(req), req.params.id)),
  );
  app.post(
    '/kenya/audit/:id/follow-up',
    {
      schema: {
        tags: ['applications'],
        summary: 'Book the follow-up audit my issued audit report asks for: a draft linked to it, prefilled from it (asked again: the same draft)',
        params: idParam,
        response: res,
      },
    },
    async (req) =>
      ok(
        await bookFollowUp(
          app.db,
          { userId: ownerOf(req), actorId: req.user!.id, locale: requestLocale(req), defaultLang: app.config.defaultLang },
          req.params.id,
        ),
      ),
  );
};
