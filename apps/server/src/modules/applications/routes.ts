import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PRODUCT_IMPORT_MAX_BYTES,
  applicationDetailSchema,
  applicationListQuery,
  applicationPage,
  draftListQuery,
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  issueBody,
  reasonBody,
  rfcDetailQuery,
  submitResultSchema,
  versionBody,
} from '@tic/shared';
import { requireStaff, requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { AppError } from '../../platform/errors.js';
import { localStorage } from '../../platform/files/storage.js';
import { requestLocale } from '../../platform/i18n.js';
import { mimeOf } from '../files/service.js';
import { createDraft, detail, list, removeDraft, saveDraft, submit, type Caller } from './service.js';
import { staffActions } from './staff.js';
import { attachmentFile } from './uploads.js';
import { exportApplications, importProducts, productTemplate } from './excel.js';
import { receiveUpload } from '../../platform/files/upload.js';
import { attachmentDisposition as disposition, sendStoredFile } from '../../platform/files/download.js';

const anyObject = z.record(z.string(), z.unknown());
const versioned = z.looseObject({ version: versionBody.shape.version });

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const storage = localStorage(path.join(app.config.dataDir, 'files'));
  const caller = (req: FastifyRequest): Caller => ({ userId: req.user!.id, locale: requestLocale(req), defaultLang: app.config.defaultLang });
  const tags = ['applications'];

  /** The Idempotency-Key header: required on submit, optional on create (a retried create then makes one draft). */
  const idempotencyKey = (req: FastifyRequest, required: boolean) => {
    const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (raw === undefined && !required) return undefined;
    const key = idempotencyKeySchema.safeParse(raw);
    if (!key.success) throw new AppError(400, 'validation.idempotencyKey');
    return key.data;
  };
  app.post(
    '/kenya/create',
    { schema: { tags, summary: `Create a draft (body: application_type and any part of the form, lenient draft schema); header ${IDEMPOTENCY_HEADER} makes a retry answer the same draft`, body: anyObject, response: { 200: envelope(applicationDetailSchema) } } },
    async (req) => ok(await createDraft(app.db, caller(req), req.body, idempotencyKey(req, false))),
  );
  app.put('/kenya/rfc/:id', { schema: { tags, summary: 'Save or autosave a draft or returned application at its version (stale: 409)', params: idParam, body: versioned, response: { 200: envelope(applicationDetailSchema) } } }, async (req) =>
    ok(await saveDraft(app.db, caller(req), req.params.id, req.body.version, req.body)),
  );
  app.post(
    '/kenya/rfc/:id/submit',
    { schema: { tags, summary: `Submit (or resubmit) with the whole form at its version; header ${IDEMPOTENCY_HEADER} makes a repeat answer the first result`, params: idParam, body: versioned, response: { 200: envelope(submitResultSchema) } } },
    async (req) => {
      return ok(await submit(app.db, caller(req), req.params.id, req.body.version, req.body, idempotencyKey(req, true)!));
    },
  );
  app.get('/kenya/rfc/list', { schema: { tags, summary: 'My applications (not drafts): filters, paging, sorting', querystring: applicationListQuery, response: { 200: envelope(applicationPage) } } }, async (req) =>
    ok(await list(app.db, req.user!.id, req.query)),
  );
  app.get('/kenya/rfc/draft', { schema: { tags, summary: 'My drafts', querystring: draftListQuery, response: { 200: envelope(applicationPage) } } }, async (req) =>
    ok(await list(app.db, req.user!.id, { ...req.query, sort: 'updated_at', order: 'desc' }, true)),
  );
  app.delete('/kenya/rfc/:id', { schema: { tags, summary: 'Delete a draft (drafts only)', params: idParam, response: { 200: envelope(z.null()) } } }, async (req) =>
    ok(await removeDraft(app.db, req.user!.id, req.params.id)),
  );
  app.get('/rfc/detail/:id', { schema: { tags, summary: 'One of my applications with its form data, attachments and history', params: idParam, querystring: rfcDetailQuery, response: { 200: envelope(applicationDetailSchema) } } }, async (req) =>
    ok(await detail(app.db, req.user!.kind === 'staff' ? null : req.user!.id, req.params.id)),
  );

  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  app.get('/kenya/apply/excel', { schema: { tags, summary: 'My applications of the current filters as an Excel file', querystring: applicationListQuery } }, async (req, reply) => {
    reply.type(XLSX).header('content-disposition', disposition('applications.xlsx'));
    return reply.send(exportApplications(app.db, req.user!.id, req.query, requestLocale(req)));
  });
  app.get('/kenya/product/excel', { schema: { tags, summary: 'Product lines import template (labels in the request language)' } }, async (req, reply) => {
    reply.type(XLSX).header('content-disposition', disposition('products-template.xlsx'));
    return reply.send(await productTemplate(requestLocale(req)));
  });
  app.post(
    '/kenya/product/import',
    { schema: { tags, summary: 'Read product lines from an xlsx (20 MB); any wrong row: 400 with row errors, nothing imported', consumes: ['multipart/form-data'], response: { 200: envelope(z.object({ products: z.array(z.record(z.string(), z.unknown())) })) } } },
    async (req) => {
      const upload = await receiveUpload(req, { dir: path.join(app.config.dataDir, 'tmp'), maxBytes: PRODUCT_IMPORT_MAX_BYTES });
      return ok((await importProducts(upload, requestLocale(req))) as { products: Record<string, unknown>[] });
    },
  );

  app.get('/attachment/:id', { schema: { tags, summary: 'Download an application file (its owner and staff only)', params: idParam } }, async (req, reply) => {
    const file = await attachmentFile(app.db, req.params.id, req.user!.id, req.user!.kind === 'staff');
    return sendStoredFile(reply, storage, file, mimeOf(file.ext), 'private, no-store');
  });

  // Staff: the minimal set that drives the lifecycle (accept, return, return an attachment, send the draft certificate, issue).
  const staff = requireStaff;
  const sc = (req: FastifyRequest) => ({ staffId: req.user!.id, defaultLang: app.config.defaultLang });
  const staffTags = ['applications (staff)'];
  app.post('/staff/rfc/:id/accept', { preHandler: staff, schema: { tags: staffTags, summary: 'Accept a submitted application', params: idParam, response: { 200: envelope(applicationDetailSchema) } } }, async (req) =>
    ok(await staffActions.accept(app.db, sc(req), req.params.id)),
  );
  app.post('/staff/rfc/:id/return', { preHandler: staff, schema: { tags: staffTags, summary: 'Return an application for changes, with a reason', params: idParam, body: reasonBody, response: { 200: envelope(applicationDetailSchema) } } }, async (req) =>
    ok(await staffActions.returnApplication(app.db, sc(req), req.params.id, req.body.reason)),
  );
  app.post(
    '/staff/rfc/:id/attachment/:attachmentId/return',
    { preHandler: staff, schema: { tags: staffTags, summary: 'Return one attachment (the application is returned)', params: z.object({ id: idParam.shape.id, attachmentId: idParam.shape.id }), body: reasonBody, response: { 200: envelope(applicationDetailSchema) } } },
    async (req) => {
      const params = req.params as { id: number; attachmentId: number };
      return ok(await staffActions.returnAttachment(app.db, sc(req), params.id, params.attachmentId, req.body.reason));
    },
  );
  app.post('/staff/rfc/:id/draft', { preHandler: staff, schema: { tags: staffTags, summary: 'Send the draft certificate of a processing application to the customer for review', params: idParam, response: { 200: envelope(applicationDetailSchema) } } }, async (req) =>
    ok(await staffActions.sendDraft(app.db, sc(req), req.params.id)),
  );
  app.post('/staff/rfc/:id/issue', { preHandler: staff, schema: { tags: staffTags, summary: 'Issue the certificate of a processing application', params: idParam, body: issueBody, response: { 200: envelope(applicationDetailSchema) } } }, async (req) =>
    ok(await staffActions.issue(app.db, sc(req), req.params.id, req.body.route)),
  );
};
