import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationDetailSchema, envelope, idParam, testReportBody } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { policyUserOf, requireRole } from '../../platform/policy.js';
import { testingActions } from './service.js';

/**
 * Laboratory testing's staff actions, rows of the staff policy (record_test_report, issue_test_report): the role is
 * asked before the body (403 before 400), then assignee and separation of duties (403) and the step (409).
 */
export const testingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['laboratory testing (staff)'];
  const res = { 200: envelope(applicationDetailSchema) };
  const by = (req: FastifyRequest) => ({ id: req.user!.id, defaultLang: app.config.defaultLang, user: policyUserOf(req.user!) });
  app.post(
    '/staff/rfc/:id/test-report',
    {
      preValidation: requireRole('record_test_report'),
      schema: {
        tags,
        summary: 'Record the test report: each test item with its verdict (pass, fail, not applicable); any failed item fails the report',
        params: idParam,
        body: testReportBody,
        response: res,
      },
    },
    async (req) => ok(await testingActions.record(app.db, by(req), req.params.id, req.body)),
  );
  app.post(
    '/staff/rfc/:id/issue-test-report',
    {
      preValidation: requireRole('issue_test_report'),
      schema: {
        tags,
        summary: 'Issue the recorded test report (listed under entrustedInspection/myCertificate, with its PDF)',
        params: idParam,
        response: res,
      },
    },
    async (req) => ok(await testingActions.issue(app.db, by(req), req.params.id)),
  );
};
