import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationDetailSchema, envelope, idParam, testReportBody } from '@tic/shared';
import { requireStaff, requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { testingActions } from './service.js';

/** Laboratory testing's staff actions: record the test report (pass or fail per item) and issue it. */
export const testingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['laboratory testing (staff)'];
  const res = { 200: envelope(applicationDetailSchema) };
  const by = (id: number) => ({ id, defaultLang: app.config.defaultLang });
  app.post(
    '/staff/rfc/:id/test-report',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Record the test report: each test item with its verdict (pass, fail, not applicable); any failed item fails the report',
        params: idParam,
        body: testReportBody,
        response: res,
      },
    },
    async (req) => ok(await testingActions.record(app.db, by(req.user!.id), req.params.id, req.body)),
  );
  app.post(
    '/staff/rfc/:id/issue-test-report',
    {
      preValidation: requireStaff,
      schema: {
        tags,
        summary: 'Issue the recorded test report (listed under entrustedInspection/myCertificate, with its PDF)',
        params: idParam,
        response: res,
      },
    },
    async (req) => ok(await testingActions.issue(app.db, by(req.user!.id), req.params.id)),
  );
};
