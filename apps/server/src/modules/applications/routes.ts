import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_FORMS,
  applicationLinkBody,
  menuAreaQuery,
  FORM_SCHEMAS,
  PRODUCT_IMPORT_MAX_BYTES,
  applicationDetailSchema,
  cancelBody,
  applicationListQuery,
  applicationPage,
  draftListQuery,
  envelope,
  IDEMPOTENCY_HEADER,
  idParam,
  rfcDetailQuery,
  submitResultSchema,
  versionBody,
  LINE_IMPORT_NAMES,
  type LineImportName,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { mimeOf } from '../files/service.js';
import { createDraft, detail, list, removeDraft, saveDraft, submit, type Caller } from './service.js';
import { cancelApplication } from './extras.js';
import { cancelWithMoney } from '../payments/cancellation.js';
import { isStaffReader } from '../../platform/policy.js';
import { attachmentFile } from './uploads.js';
import { exportApplications, importLines, importProducts, linesTemplate, productTemplate } from './excel.js';
import { receiveUpload } from '../../platform/files/upload.js';
import { attachmentDisposition as disposition, sendStoredFile } from '../../platform/files/download.js';
import { ownerOf } from '../../platform/auth/organisation.js';

const versioned = z.looseObject({ version: versionBody.shape.version });
/**
 * The body of a new application: the draft schema of the form its application_type belongs to (each
 * form's fields are in the OpenAPI document). An unknown type: 400 validation.applicationType.
 */
const createBody = z.discriminatedUnion(
  'application_type',
  // Each form's draft, plus the link to a parent application (re-inspection, extension, re-assessment).
  APPLICATION_FORMS.map((f) => (FORM_SCHEMAS[f].draft as z.ZodObject).safeExtend(applicationLinkBody.shape)) as unknown as [z.ZodObject, ...z.ZodObject[]],
  { error: 'validation.applicationType' },
);

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const storage = app.storage;
  const caller = (req: FastifyRequest): Caller => ({
    userId: ownerOf(req),
    actorId: req.user!.id,
    locale: requestLocale(req),
    defaultLang: app.config.defaultLang,
  });
  const tags = ['applications'];

  app.post(
    '/kenya/create',
    {
      schema: {
        tags,
        summary: 'Create a draft of any form (body: application_type and any part of its form, lenient draft schema); area: a type of another area answers 404',
        querystring: menuAreaQuery,
        body: createBody,
        response: { 200: envelope(applicationDetailSchema) },
      },
    },
    async (req) => ok(await createDraft(app.db, caller(req), req.body, req.query.area, idempotencyKeyOf(req, false))),
  );
  app.put(
    '/kenya/rfc/:id',
    {
      schema: {
        tags,
        summary: 'Save or autosave a draft or returned application at its version (stale: 409)',
        params: idParam,
        querystring: menuAreaQuery,
        body: versioned,
        response: { 200: envelope(applicationDetailSchema) },
      },
    },
    async (req) => ok(await saveDraft(app.db, caller(req), req.params.id, req.body.version, req.body, req.query.area)),
  );
  app.post(
    '/kenya/rfc/:id/submit',
    {
      schema: {
        tags,
        summary: `Submit (or resubmit) with the whole form at its version; header ${IDEMPOTENCY_HEADER} makes a repeat answer the first result`,
        params: idParam,
        querystring: menuAreaQuery,
        body: versioned,
        response: { 200: envelope(submitResultSchema) },
      },
    },
    async (req) => {
      return ok(await submit(app.db, caller(req), req.params.id, req.body.version, req.body, idempotencyKeyOf(req, true), req.query.area));
    },
  );
  app.post(
    '/kenya/rfc/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel my application with a reason (history and notice): before work, free; in work, where its line allows it, ' +
          "the line's rule keeps fees and credits what was paid; no longer cancellable, cancelled already or stale: 409",
        params: idParam,
        body: cancelBody,
        response: { 200: envelope(applicationDetailSchema) },
      },
    },
    async (req) => {
      await cancelApplication(app.db, caller(req), req.params.id, req.body.reason, req.body.version, cancelWithMoney);
      return ok(await detail(app.db, ownerOf(req), req.params.id));
    },
  );
  app.get(
    '/kenya/rfc/list',
    {
      schema: {
        tags,
        summary: 'My applications (not drafts): filters, paging, sorting',
        querystring: applicationListQuery,
        response: { 200: envelope(applicationPage) },
      },
    },
    async (req) => ok(await list(app.db, ownerOf(req), req.query)),
  );
  app.get(
    '/kenya/rfc/draft',
    { schema: { tags, summary: 'My drafts', querystring: draftListQuery, response: { 200: envelope(applicationPage) } } },
    async (req) => ok(await list(app.db, ownerOf(req), { ...req.query, sort: 'updated_at', order: 'desc' }, true)),
  );
  app.delete(
    '/kenya/rfc/:id',
    { schema: { tags, summary: 'Delete a draft (drafts only)', params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(await removeDraft(app.db, ownerOf(req), req.params.id)),
  );
  app.get(
    '/rfc/detail/:id',
    {
      schema: {
        tags,
        summary:
          'One of my applications with its form data, attachments, history, parent and children links and mail ' +
          "destination; area: another area's application 404; parent_id: it must be that application's child (else 404)",
        params: idParam,
        querystring: rfcDetailQuery,
        response: { 200: envelope(applicationDetailSchema) },
      },
    },
    async (req) =>
      ok(
        await detail(app.db, isStaffReader(req.user) ? null : ownerOf(req), req.params.id, {
          area: req.query.area,
          parentId: req.query.parent_id,
          institution: app.config.certIssuerName,
        }),
      ),
  );

  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  app.get(
    '/kenya/apply/excel',
    { schema: { tags, summary: 'My applications of the current filters as an Excel file', querystring: applicationListQuery } },
    async (req, reply) => {
      reply.type(XLSX).header('content-disposition', disposition('applications.xlsx'));
      return reply.send(exportApplications(app.db, ownerOf(req), req.query, requestLocale(req)));
    },
  );
  app.get('/kenya/product/excel', { schema: { tags, summary: 'Product lines import template (labels in the request language)' } }, async (req, reply) => {
    reply.type(XLSX).header('content-disposition', disposition('products-template.xlsx'));
    return reply.send(await productTemplate(requestLocale(req)));
  });
  app.post(
    '/kenya/product/import',
    {
      schema: {
        tags,
        summary: 'Read product lines from an xlsx (20 MB); any wrong row: 400 with row errors, nothing imported',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ products: z.array(z.record(z.string(), z.unknown())) })) },
      },
    },
    async (req) => {
      const upload = await receiveUpload(req, { dir: path.join(app.config.dataDir, 'tmp'), maxBytes: PRODUCT_IMPORT_MAX_BYTES });
      return ok((await importProducts(upload, requestLocale(req))) as { products: Record<string, unknown>[] });
    },
  );

  const lineImport = z.object({ name: z.enum(LINE_IMPORT_NAMES as [LineImportName, ...LineImportName[]], { error: 'validation.choice' }) });
  app.get(
    '/kenya/lines/:name/excel',
    { schema: { tags, summary: 'Import template of a list a form declares importable (critical components ...)', params: lineImport } },
    async (req, reply) => {
      reply.type(XLSX).header('content-disposition', disposition(`${req.params.name}-template.xlsx`));
      return reply.send(await linesTemplate(req.params.name, requestLocale(req)));
    },
  );
  app.post(
    '/kenya/lines/:name/import',
    {
      schema: {
        tags,
        summary: 'Read the lines of an importable list from an xlsx (20 MB); any wrong row: 400 with row errors, nothing imported',
        params: lineImport,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(z.object({ lines: z.array(z.record(z.string(), z.unknown())) })) },
      },
    },
    async (req) => {
      const upload = await receiveUpload(req, { dir: path.join(app.config.dataDir, 'tmp'), maxBytes: PRODUCT_IMPORT_MAX_BYTES });
      return ok((await importLines(req.params.name, upload, requestLocale(req))) as { lines: Record<string, unknown>[] });
    },
  );

  app.get('/attachment/:id', { schema: { tags, summary: 'Download an application file (its owner and staff only)', params: idParam } }, async (req, reply) => {
    const file = await attachmentFile(app.db, req.params.id, ownerOf(req), isStaffReader(req.user));
    return sendStoredFile(reply, storage, file, mimeOf(file.ext), 'private, no-store');
  });
  // The staff actions are the staff workstation's routes (modules/staff/routes.ts), each asking the shared policy.
};
