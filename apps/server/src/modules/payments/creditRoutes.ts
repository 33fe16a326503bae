import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applyCreditBody,
  cancellationPreviewSchema,
  confirmRefundBody,
  creditMovementPage,
  creditMovementQuery,
  creditSchema,
  envelope,
  idParam,
  quotationSchema,
  reasonBody,
  refundBody,
  refundListQuery,
  refundPage,
  refundSchema,
  type StaffAction,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { isStaffReader, policyUserOf, requireRole } from '../../platform/policy.js';
import { ok } from '../../platform/envelope.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { sendStoredFile } from '../../platform/files/download.js';
import { localStorage } from '../../platform/files/storage.js';
import { requestLocale } from '../../platform/i18n.js';
import { mimeOf } from '../files/service.js';
import { applyCredit, creditMovements } from './credit.js';
import { cancellationPreview } from './cancellation.js';
import { decideRefund, getRefund, listRefunds, refundProof, requestRefund } from './refunds.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/** Credit (issue 28): use it on a quotation, see its ledger, ask a refund; finance: the refunds to handle, pay or reject. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const storage = localStorage(path.join(app.config.dataDir, 'files'));
  // The customer's side acts for its organisation (id) by one of its members (actorId); staff act as themselves.
  const me = (req: FastifyRequest) => ({
    id: ownerOf(req),
    actorId: req.user!.id,
    defaultLang: requestLocale(req),
    user: policyUserOf(req.user!),
    ip: req.ip,
  });
  const scope = (req: FastifyRequest) => (isStaffReader(req.user) ? null : ownerOf(req));
  const tags = ['payments'];

  app.post(
    '/quotation/:id/credit',
    {
      schema: {
        tags,
        summary:
          'Apply credit of the quotation’s currency to an accepted quotation (all or part; more than held or owed, another currency: 400; not accepted: 409)',
        params: idParam,
        body: applyCreditBody,
        response: { 200: envelope(z.object({ quotation: quotationSchema, credit: creditSchema })) },
      },
    },
    async (req) => ok(await applyCredit(app.db, me(req), req.params.id, req.body)),
  );
  app.get(
    '/kenya/rfc/:id/cancel/preview',
    {
      schema: {
        tags: ['applications'],
        summary:
          'What cancelling my application now would do: kept, credited and released per currency, why, and its sentences (cancelled or not cancellable: 409)',
        params: idParam,
        response: { 200: envelope(cancellationPreviewSchema) },
      },
    },
    async (req) => ok(await cancellationPreview(app.db, scope(req), req.params.id, requestLocale(req))),
  );
  app.get(
    '/payment/credit/ledger',
    {
      schema: {
        tags,
        summary: 'My credit ledger: every movement (overpayment, reversal, applied, refund, refund_returned, cancellation) with who, when, why',
        querystring: creditMovementQuery,
        response: { 200: envelope(creditMovementPage) },
      },
    },
    async (req) => ok(await creditMovements(app.db, ownerOf(req), req.query)),
  );
  app.post(
    '/payment/refund',
    {
      schema: {
        tags,
        summary:
          'Ask for a refund of credit to a bank account (more than held: 400); the amount leaves the credit until finance rejects it. ' +
          'With an Idempotency-Key header a repeated request answers the first refund (the same key with another body: 422).',
        body: refundBody,
        response: { 200: envelope(refundSchema) },
      },
    },
    async (req) => ok(await requestRefund(app.db, me(req), req.body, idempotencyKeyOf(req, false))),
  );
  app.get(
    '/payment/refund/list',
    {
      schema: {
        tags,
        summary: 'My refunds of credit (status requested | paid | rejected)',
        querystring: refundListQuery,
        response: { 200: envelope(refundPage) },
      },
    },
    async (req) => ok(await listRefunds(app.db, ownerOf(req), req.query)),
  );
  app.get('/payment/refund/:id', { schema: { tags, summary: 'One of my refunds', params: idParam, response: { 200: envelope(refundSchema) } } }, async (req) =>
    ok(await getRefund(app.db, scope(req), req.params.id)),
  );
  app.get('/payment/refund/:id/proof', { schema: { tags, summary: 'The proof of payment of one of my paid refunds', params: idParam } }, async (req, reply) => {
    const f = await refundProof(app.db, scope(req), req.params.id);
    return sendStoredFile(reply, storage, f, mimeOf(f.ext), 'private, no-store');
  });

  const as = (action: StaffAction) => ({ preValidation: requireRole(action) });
  const staffTags = ['payments (staff)'];
  app.get(
    '/staff/refunds',
    {
      ...as('finance_refunds'),
      schema: {
        tags: staffTags,
        summary: "Finance: every customer's refunds of credit (status requested: the ones to handle, oldest first)",
        querystring: refundListQuery,
        response: { 200: envelope(refundPage) },
      },
    },
    async (req) => ok(await listRefunds(app.db, null, req.query)),
  );
  app.post(
    '/staff/refund/:id/confirm',
    {
      ...as('confirm_refund'),
      schema: {
        tags: staffTags,
        summary: 'Finance: the refund was paid, with the proof (a file uploaded through POST /upload) and the bank reference; handled already: 409',
        params: idParam,
        body: confirmRefundBody,
        response: { 200: envelope(refundSchema) },
      },
    },
    async (req) => ok(await decideRefund(app.db, me(req), req.params.id, { pay: true, body: req.body })),
  );
  app.post(
    '/staff/refund/:id/reject',
    {
      ...as('reject_refund'),
      schema: {
        tags: staffTags,
        summary: 'Finance: reject a requested refund with a reason; the credit returns to the customer',
        params: idParam,
        body: reasonBody,
        response: { 200: envelope(refundSchema) },
      },
    },
    async (req) => ok(await decideRefund(app.db, me(req), req.params.id, { pay: false, reason: req.body.reason })),
  );
};
