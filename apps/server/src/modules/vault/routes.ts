import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParam,
  vaultArchiveBody,
  vaultDocumentBody,
  vaultDocumentDetailSchema,
  vaultDocumentSchema,
  vaultDocumentUpdate,
  vaultListQuery,
  vaultVersionBody,
} from '@tic/shared';
import { requireUser } from '../../platform/auth/plugin.js';
import { ownerOf } from '../../platform/auth/organisation.js';
import { ok } from '../../platform/envelope.js';
import { vaultService } from './service.js';

/**
 * The organisation's document vault (issue 31, docs/vault.md). Reads: every member; writes: the member action
 * `documents` (memberRoutes.ts). A file is uploaded first (POST /upload, or a resumable upload), then named here by id.
 */
export const vaultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  const tags = ['vault'];
  const one = { 200: envelope(vaultDocumentDetailSchema) };

  app.get(
    '/vault',
    {
      schema: {
        tags,
        summary: 'The organisation’s documents (filters: kind, expiring_within days, expired, archived), soonest expiry first',
        querystring: vaultListQuery,
        response: { 200: envelope(z.array(vaultDocumentSchema)) },
      },
    },
    async (req) => ok(await vaultService.list(app.db, ownerOf(req), req.query)),
  );
  app.get('/vault/:id', { schema: { tags, summary: 'One document with its versions, newest first', params: idParam, response: one } }, async (req) =>
    ok(await vaultService.get(app.db, ownerOf(req), req.params.id)),
  );
  app.post(
    '/vault',
    { schema: { tags, summary: 'Add a document with its first file (file_id: a stored file of the organisation)', body: vaultDocumentBody, response: one } },
    async (req) => ok(await vaultService.create(app.db, ownerOf(req), req.user!.id, req.body)),
  );
  app.put(
    '/vault/:id',
    {
      schema: {
        tags,
        summary: 'Edit a document at the version read (409 when it changed meanwhile)',
        params: idParam,
        body: vaultDocumentUpdate,
        response: one,
      },
    },
    async (req) => ok(await vaultService.update(app.db, ownerOf(req), req.params.id, req.body)),
  );
  app.post(
    '/vault/:id/versions',
    {
      schema: {
        tags,
        summary: 'Replace the file (a new version; the earlier ones stay in the history), at the version read',
        params: idParam,
        body: vaultVersionBody,
        response: one,
      },
    },
    async (req) => ok(await vaultService.addVersion(app.db, ownerOf(req), req.user!.id, req.params.id, req.body)),
  );
  app.post(
    '/vault/:id/archive',
    { schema: { tags, summary: 'Archive a document (archived: true) or bring it back (false)', params: idParam, body: vaultArchiveBody, response: one } },
    async (req) => ok(await vaultService.archive(app.db, ownerOf(req), req.params.id, req.body.archived, req.body.version)),
  );
  app.delete(
    '/vault/:id',
    { schema: { tags, summary: 'Delete a document and its versions', params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => ok(await vaultService.remove(app.db, ownerOf(req), req.params.id)),
  );
};
