import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { applicationDetailSchema, confirmDateBody, decisionBody, envelope, idParam, postponeBody, reasonOnlyBody, reportBody, scheduleBody } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { isStaffReader, policyUserOf, requireRole } from '../../platform/policy.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { recordDecision } from './decision.js';
import { inspectionActions, type Actor } from './service.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/**
 * Entrusted inspection's own actions: staff schedule and report (POST /staff/rfc/{id}/<action>, each a row of the staff policy); the customer cancels
 * a booking and decides on the issued report.
 */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const by = (req: FastifyRequest): Actor => ({
    id: ownerOf(req),
    actorId: req.user!.id,
    kind: isStaffReader(req.user) ? 'staff' : 'customer',
    defaultLang: app.config.defaultLang,
    user: policyUserOf(req.user!),
  });
  const tags = ['entrusted inspection (staff)'];
  const res = { 200: envelope(applicationDetailSchema) };
  app.post(
    '/staff/rfc/:id/confirm-date',
    {
      preValidation: requireRole('confirm_date'),
      schema: { tags, summary: 'Confirm the inspection date agreed with the factory', params: idParam, body: confirmDateBody, response: res },
    },
    async (req) => ok(await inspectionActions.confirmDate(app.db, by(req), req.params.id, req.body.date)),
  );
  app.post(
    '/staff/rfc/:id/schedule',
    {
      preValidation: requireRole('schedule'),
      schema: { tags, summary: 'Schedule the inspection: date and inspector', params: idParam, body: scheduleBody, response: res },
    },
    async (req) => ok(await inspectionActions.schedule(app.db, by(req), req.params.id, req.body.date, req.body.inspector)),
  );
  app.post(
    '/staff/rfc/:id/postpone',
    {
      preValidation: requireRole('postpone'),
      schema: {
        tags,
        summary: 'Postpone to a new date (to be confirmed and scheduled again), with a reason',
        params: idParam,
        body: postponeBody,
        response: res,
      },
    },
    async (req) => ok(await inspectionActions.postpone(app.db, by(req), req.params.id, req.body.date, req.body.reason)),
  );
  app.post(
    '/staff/rfc/:id/report',
    {
      preValidation: requireRole('record_report'),
      schema: {
        tags,
        summary: 'Record the inspection report (result, sections, defects per class: the AQL verdict is computed from the booking)',
        params: idParam,
        body: reportBody,
        response: res,
      },
    },
    async (req) => ok(await inspectionActions.recordReport(app.db, by(req), req.params.id, req.body)),
  );
  app.post(
    '/staff/rfc/:id/issue-report',
    {
      preValidation: requireRole('issue_report'),
      schema: { tags, summary: 'Issue the recorded report to the customer (listed under myCertificate, with its PDF)', params: idParam, response: res },
    },
    async (req) => ok(await inspectionActions.issueReport(app.db, by(req), req.params.id)),
  );
  app.post(
    '/staff/rfc/:id/abort',
    {
      preValidation: requireRole('abort'),
      schema: { tags, summary: 'Abort on site, with a reason (billable)', params: idParam, body: reasonOnlyBody, response: res },
    },
    async (req) => ok(await inspectionActions.abort(app.db, by(req), req.params.id, req.body.reason)),
  );
  app.post(
    '/staff/rfc/:id/cancel-booking',
    {
      preValidation: requireRole('cancel_booking'),
      schema: { tags, summary: 'Cancel an accepted booking before the inspection, with a reason', params: idParam, body: reasonOnlyBody, response: res },
    },
    async (req) => ok(await inspectionActions.cancel(app.db, by(req), req.params.id, req.body.reason)),
  );
  app.post(
    '/kenya/rfc/:id/cancel-booking',
    {
      schema: {
        tags: ['applications'],
        summary: 'Cancel my accepted inspection booking before the inspection (late: the full fee, see inspection.late_cancellation)',
        params: idParam,
        body: reasonOnlyBody,
        response: res,
      },
    },
    async (req) => ok(await inspectionActions.cancel(app.db, by(req), req.params.id, req.body.reason)),
  );
  app.post(
    '/kenya/rfc/:id/decision',
    {
      schema: {
        tags: ['applications'],
        summary:
          'My decision on the issued inspection report: release the goods, reject them, or ask for a re-inspection ' +
          '(a draft booking linked to this one, prefilled from it); once per report',
        params: idParam,
        body: decisionBody,
        response: res,
      },
    },
    async (req) =>
      ok(
        await recordDecision(
          app.db,
          { userId: ownerOf(req), actorId: req.user!.id, locale: requestLocale(req), defaultLang: app.config.defaultLang },
          req.params.id,
          req.body,
        ),
      ),
  );
};
