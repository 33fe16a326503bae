import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  configKindIdParam,
  configKindParam,
  configListQuery,
  configPage,
  configRecordBody,
  configRecordSchema,
  configRecordUpdate,
  configStatusBody,
  envelope,
  idParam,
  importJobSchema,
  STANDARDS_IMPORT_MAX_BYTES,
} from '@tic/shared';
import { PERMISSIONS, requirePermission } from '../../platform/auth/permissions.js';
import { ok } from '../../platform/envelope.js';
import { receiveUpload } from '../../platform/files/upload.js';
import { parseLocale, requestLocale } from '../../platform/i18n.js';
import { startImport } from './importer.js';
import { createRecord, jobStatus, listRecords, recentJobs, setRecordStatus, toJob, updateRecord } from './service.js';
import { importTemplate } from './template.js';

/** Configuration management (laboratories, products, standards) and its Excel import: staff with config:manage only. */
export const configurationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before the body: a customer gets 403 whatever they send.
  app.addHook('preValidation', requirePermission(PERMISSIONS.config));
  const tags = ['configuration'];

  app.get(
    '/config/:kind',
    {
      schema: {
        tags,
        summary: 'Records of a kind (keyword on number and name, status, paging)',
        params: configKindParam,
        querystring: configListQuery,
        response: { 200: envelope(configPage) },
      },
    },
    async (req) => ok(await listRecords(app.db, req.params.kind, req.query)),
  );
  app.post(
    '/config/:kind',
    {
      schema: {
        tags,
        summary: 'Add a record (number unique per kind)',
        params: configKindParam,
        body: configRecordBody,
        response: { 200: envelope(configRecordSchema) },
      },
    },
    async (req) => ok(await createRecord(app.db, req.params.kind, req.body)),
  );
  app.put(
    '/config/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Edit a record at the version read (409 when it changed meanwhile)',
        params: configKindIdParam,
        body: configRecordUpdate,
        response: { 200: envelope(configRecordSchema) },
      },
    },
    async (req) => ok(await updateRecord(app.db, req.params.kind, req.params.id, req.body)),
  );
  app.put(
    '/config/:kind/:id/status',
    {
      schema: {
        tags,
        summary: 'Disable (-1) or enable (1) a record',
        params: configKindIdParam,
        body: configStatusBody,
        response: { 200: envelope(configRecordSchema) },
      },
    },
    async (req) => ok(await setRecordStatus(app.db, req.params.kind, req.params.id, req.body.status, req.body.version)),
  );

  app.get(
    '/config/:kind/template',
    // A download link cannot send the langId header, so the language may come as ?lang=.
    {
      schema: {
        tags,
        summary: 'The Excel import template, headers in the request language (or ?lang=)',
        params: configKindParam,
        querystring: z.object({ lang: z.string().max(10).optional() }),
      },
    },
    async (req, reply) => {
      const buffer = await importTemplate(req.params.kind, parseLocale(req.query.lang) ?? requestLocale(req));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${req.params.kind}-import-template.xlsx"`)
        .send(buffer);
    },
  );
  app.post(
    '/config/:kind/import',
    {
      schema: {
        tags,
        summary: 'Start an Excel import (multipart field "file", .xlsx up to 300 MB); answers the job to poll',
        params: configKindParam,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(importJobSchema) },
      },
    },
    async (req) => {
      const upload = await receiveUpload(req, { dir: path.join(app.config.dataDir, 'tmp'), maxBytes: STANDARDS_IMPORT_MAX_BYTES });
      const job = await startImport(app.db, req.params.kind, upload, req.user!.id, req.log);
      return ok(toJob(job, requestLocale(req)));
    },
  );
  app.get(
    '/config/:kind/imports',
    { schema: { tags, summary: 'The last ten imports of a kind', params: configKindParam, response: { 200: envelope(z.array(importJobSchema)) } } },
    async (req) => ok(await recentJobs(app.db, req.params.kind, requestLocale(req))),
  );
  app.get(
    '/config/import-jobs/:id',
    { schema: { tags, summary: "An import's progress and, when it failed, its row errors", params: idParam, response: { 200: envelope(importJobSchema) } } },
    async (req) => ok(await jobStatus(app.db, req.params.id, requestLocale(req))),
  );
};
