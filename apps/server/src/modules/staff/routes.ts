/**
 * The staff workstation's API (issue 14), under /frontend/v1 and /backend/v1. Every route asks the shared
 * policy: the role in preValidation (403 before any 400), the rest on the locked application.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  advanceBody,
  assignBody,
  envelope,
  idParam,
  issueBody,
  reasonBody,
  staffApplicationSchema,
  staffCustomerDetailSchema,
  staffCustomerPage,
  staffCustomersQuery,
  staffListQuery,
  staffMeSchema,
  staffQueuePage,
  staffQueuesSchema,
  staffRolesOf,
  staffVerifyBody,
  type ProcessStep,
  type StaffAction,
  type StaffApplication,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { requestLocale } from '../../platform/i18n.js';
import { ok } from '../../platform/envelope.js';
import { customerPage, listCustomers, verifyCustomer } from './customers.js';
import { policyUserOf, requireRole } from '../../platform/policy.js';
import { nameOf, queuesRepo } from './queuesRepo.js';
import { staffApplication, staffService, type StaffCaller } from './service.js';
import { staffRepo } from './staffRepo.js';

const attachmentParams = z.object({ id: idParam.shape.id, attachmentId: idParam.shape.id });

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: no session is 401 before a body is even parsed (a guard, like requireRole below).
  app.addHook('onRequest', requireUser);
  const tags = ['staff workstation'];
  const caller = (req: FastifyRequest): StaffCaller => ({
    user: policyUserOf(req.user!),
    defaultLang: app.config.defaultLang,
    ip: req.ip,
    lang: requestLocale(req),
  });
  const role = (action: StaffAction) => ({ preValidation: requireRole(action) });
  const detail = envelope(staffApplicationSchema);

  app.get(
    '/staff/me',
    { ...role('view'), schema: { tags, summary: 'My staff roles and the staff I may assign work to', response: { 200: envelope(staffMeSchema) } } },
    async (req) => {
      const staff = await staffRepo.staffMembers(app.db);
      return ok({
        id: req.user!.id,
        name: nameOf(req.user!),
        roles: staffRolesOf(req.user!),
        staff: staff.filter((s) => s.status === 1).map((s) => ({ id: s.id, name: nameOf(s), roles: staffRolesOf(s) })),
      });
    },
  );
  app.get(
    '/staff/queues',
    { ...role('view'), schema: { tags, summary: 'The work queues with their counts', response: { 200: envelope(staffQueuesSchema) } } },
    async (req) => ok(await queuesRepo.counts(app.db, policyUserOf(req.user!))),
  );
  app.get(
    '/staff/rfc/list',
    {
      ...role('view'),
      schema: {
        tags,
        summary: 'One queue and/or any filter, paged and sorted, across customers',
        querystring: staffListQuery,
        response: { 200: envelope(staffQueuePage) },
      },
    },
    async (req) => ok(await queuesRepo.list(app.db, policyUserOf(req.user!), req.query)),
  );
  app.get(
    '/staff/rfc/:id',
    {
      ...role('view'),
      schema: { tags, summary: 'An application as staff see it, with the actions I may take now', params: idParam, response: { 200: detail } },
    },
    async (req) => ok(await staffApplication(app.db, policyUserOf(req.user!), req.params.id)),
  );

  const post = <B extends z.ZodType | undefined>(
    path: string,
    action: StaffAction,
    summary: string,
    body: B,
    run: (req: FastifyRequest & { params: { id: number }; body: B extends z.ZodType ? z.infer<B> : undefined }) => Promise<StaffApplication>,
  ) =>
    app.post(path, { ...role(action), schema: { tags, summary, params: idParam, ...(body ? { body } : {}), response: { 200: detail } } }, async (req) =>
      ok(await run(req as never)),
    );

  post('/staff/rfc/:id/take', 'take', 'Take an unassigned application (another took it first: 409)', undefined, (req) =>
    staffService.take(app.db, caller(req), req.params.id),
  );
  post('/staff/rfc/:id/release', 'release', 'Release my application back to the queue', undefined, (req) =>
    staffService.release(app.db, caller(req), req.params.id),
  );
  post('/staff/rfc/:id/assign', 'assign', 'Assign or reassign to a staff member', assignBody, (req) =>
    staffService.assign(app.db, caller(req), req.params.id, req.body.assignee_id),
  );
  post('/staff/rfc/:id/accept', 'accept', 'Accept a submitted application', undefined, (req) => staffService.accept(app.db, caller(req), req.params.id));
  post('/staff/rfc/:id/return', 'return', 'Return an application for changes, with a reason', reasonBody, (req) =>
    staffService.returnApplication(app.db, caller(req), req.params.id, req.body.reason),
  );
  post('/staff/rfc/:id/advance', 'advance', 'Move a processing application to a work step', advanceBody, (req) =>
    staffService.advance(app.db, caller(req), req.params.id, req.body.step as ProcessStep),
  );
  post('/staff/rfc/:id/draft', 'send_draft', 'Send the draft certificate to the customer for review', undefined, (req) =>
    staffService.sendDraft(app.db, caller(req), req.params.id),
  );
  post(
    '/staff/rfc/:id/issue',
    'issue',
    "Issue the certificate (valid_until: shorter than the type's validity; NB/RED: with the EU-type examination certificate fields)",
    issueBody,
    (req) => staffService.issue(app.db, caller(req), req.params.id, { route: req.body.route, validUntil: req.body.valid_until, body: req.body }),
  );
  post(
    '/staff/rfc/:id/cancel',
    'cancel',
    "Cancel an application with a reason: before processing, or in processing where its line's rule allows it (its money in the same transaction)",
    reasonBody,
    (req) => staffService.cancel(app.db, caller(req), req.params.id, req.body.reason),
  );

  app.post(
    '/staff/rfc/:id/attachment/:attachmentId/return',
    {
      ...role('return_attachment'),
      schema: {
        tags,
        summary: 'Return one attachment with a reason (the application is returned)',
        params: attachmentParams,
        body: reasonBody,
        response: { 200: detail },
      },
    },
    async (req) => ok(await staffService.returnAttachment(app.db, caller(req), req.params.id, req.params.attachmentId, req.body.reason)),
  );
  app.post(
    '/staff/rfc/:id/attachment/:attachmentId/approve',
    { ...role('approve_attachment'), schema: { tags, summary: 'Approve one attachment', params: attachmentParams, response: { 200: detail } } },
    async (req) => ok(await staffService.approveAttachment(app.db, caller(req), req.params.id, req.params.attachmentId)),
  );

  app.get(
    '/staff/customers',
    {
      ...role('view'),
      schema: {
        tags,
        summary: 'Customers, searched by name, account, e-mail, mobile or company',
        querystring: staffCustomersQuery,
        response: { 200: envelope(staffCustomerPage) },
      },
    },
    async (req) => ok(await listCustomers(app.db, req.query)),
  );
  app.get(
    '/staff/customers/:id',
    {
      ...role('view'),
      schema: {
        tags,
        summary: "A customer's page: profile, verification, service contact, applications, balance",
        params: idParam,
        response: { 200: envelope(staffCustomerDetailSchema) },
      },
    },
    async (req) => ok(await customerPage(app.db, policyUserOf(req.user!), req.params.id)),
  );
  app.post(
    '/staff/customers/:id/verify',
    {
      ...role('verify_profile'),
      schema: {
        tags,
        summary: "Approve the customer's identity documents, or reject them with a reason",
        params: idParam,
        body: staffVerifyBody,
        response: { 200: envelope(staffCustomerDetailSchema) },
      },
    },
    async (req) => ok(await verifyCustomer(app.db, policyUserOf(req.user!), req.params.id, req.body, app.config.defaultLang, req.ip)),
  );
};
