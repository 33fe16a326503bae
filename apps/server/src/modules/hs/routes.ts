import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, hsImportResult, hsSearchPage, hsSearchQuery, REFERENCE_IMPORT_MAX_BYTES } from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { PERMISSIONS, requirePermission } from '../../platform/auth/permissions.js';
import { ok } from '../../platform/envelope.js';
import { receiveUpload } from '../../platform/files/upload.js';
import { requestLocale } from '../../platform/i18n.js';
import { importHs, searchHs } from './service.js';

export const hsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hs/search',
    {
      preHandler: requireUser,
      schema: {
        tags: ['reference'],
        summary: 'HS codes by code prefix (8517, 8517.12) or words of the description',
        querystring: hsSearchQuery,
        response: { 200: envelope(hsSearchPage) },
      },
    },
    async (req) => ok(await searchHs(app.db, req.query, requestLocale(req))),
  );
  app.post(
    '/hs/import',
    {
      preValidation: requirePermission(PERMISSIONS.dictionary),
      schema: {
        tags: ['reference'],
        summary: 'Staff: import an HS edition (multipart field "file": CSV or xlsx, up to 20 MB); all rows or none',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(hsImportResult) },
      },
    },
    async (req) => {
      const upload = await receiveUpload(req, { dir: path.join(app.config.dataDir, 'tmp'), maxBytes: REFERENCE_IMPORT_MAX_BYTES });
      return ok(await importHs(app.db, upload, requestLocale(req)));
    },
  );
};
