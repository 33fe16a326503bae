import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentSchema,
  COMPANY_UPLOAD_KINDS,
  envelope,
  idParam,
  PROFILE_UPLOAD_KINDS,
  PROFILE_UPLOADS,
  PROOF_UPLOAD_PURPOSE,
  UPLOAD_MAX_BYTES,
} from '@tic/shared';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/plugin.js';
import { PERMISSIONS, requirePermission } from '../../platform/auth/permissions.js';
import { ok } from '../../platform/envelope.js';
import { receiveUpload } from '../../platform/files/upload.js';
import { downloadable, mimeOf, storeUpload } from './service.js';
import { withDemoProfileBytes } from './demoFiles.js';
import { receiveApplicationFile } from '../applications/uploads.js';
import { sendStoredFile } from '../../platform/files/download.js';
import { isStaffReader } from '../../platform/policy.js';
import { ownerOf } from '../../platform/auth/organisation.js';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;

  app.post(
    '/file',
    {
      preValidation: requirePermission(PERMISSIONS.content),
      schema: {
        tags: ['files'],
        summary: 'Staff: upload a file for a policy or public file (multipart field "file", 20 MB, types of spec section 9); data.path is where it downloads',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(attachmentSchema) },
      },
    },
    async (req) => {
      const upload = await receiveUpload(req, { dir: path.join(app.config.dataDir, 'tmp'), maxBytes: UPLOAD_MAX_BYTES });
      return ok(await storeUpload(app.db, storage, upload, req.user!.id));
    },
  );

  // POST /upload and /api/upload (spec section 7): one route for every customer upload. `?kind=` names a
  // profile document (its types and size from PROFILE_UPLOADS, data.path goes into the profile); without
  // it the file belongs to an application (multipart field "form" = customs | saudi sets the cap, 413 over it).
  const uploadSchema = {
    tags: ['files'],
    summary:
      'Customer upload (multipart field "file"): ?kind= avatar | id_image | licence | qualification | ' +
      'personal_resume for the profile; none for an application file (field "form" = customs | saudi); ' +
      '?for=remittance: a bank slip of a remittance (a member who may pay uploads it)',
    consumes: ['multipart/form-data'],
    querystring: z.object({
      kind: z.enum(PROFILE_UPLOAD_KINDS as [string, ...string[]], { error: 'validation.invalid' }).optional(),
      for: z.literal(PROOF_UPLOAD_PURPOSE, { error: 'validation.invalid' }).optional(),
    }),
    response: { 200: envelope(attachmentSchema) },
  };
  for (const url of ['/upload', '/api/upload']) {
    app.post(url, { preHandler: requireUser, schema: uploadSchema }, async (req) => {
      const kind = req.query.kind as keyof typeof PROFILE_UPLOADS | undefined;
      if (!kind) return ok(await receiveApplicationFile(req, app.db, storage, app.config.dataDir, ownerOf(req)));
      const rule = PROFILE_UPLOADS[kind];
      const upload = await receiveUpload(req, { dir: path.join(app.config.dataDir, 'tmp'), maxBytes: rule.maxBytes });
      // Issue 30: the company's documents (licence, qualifications) are the organisation's, the others the person's own.
      const owner = (COMPANY_UPLOAD_KINDS as readonly string[]).includes(kind) ? ownerOf(req) : req.user!.id;
      return ok(await storeUpload(app.db, storage, upload, owner, rule.types, undefined, req.user!.id));
    });
  }

  app.get(
    '/file/:id',
    { preHandler: requireUser, schema: { tags: ['files'], summary: 'Download a file attached to a published document (staff: any file)', params: idParam } },
    async (req, reply) => {
      let file = await downloadable(app.db, req.params.id, isStaffReader(req.user), ownerOf(req), req.user!.id);
      // Demo mode: a seeded profile document gets its bytes on its first download (demoFiles.ts).
      if (app.config.demo) file = await withDemoProfileBytes(app.db, storage, path.join(app.config.dataDir, 'tmp'), file, req.log);
      return sendStoredFile(reply, storage, file, mimeOf(file.ext), 'private, max-age=3600');
    },
  );
};
