import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentSchema, envelope, RESUMABLE_PATH } from '@tic/shared';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { requestLocale } from '../../platform/i18n.js';
import { fileByUploadId, toAttachment } from '../files/service.js';
import { ownsUpload, setCaller } from './tusCaller.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/**
 * Resumable uploads (tus 1.0.0: creation, expiration, termination) at <prefix>/uploads/resumable, for
 * signed-in users. Metadata: `filename` (required), `form` (customs | saudi | nb, default nb: its size cap).
 * Another user's upload id answers 404 before the tus server sees it. A finished upload is a stored file:
 * GET <upload url>/file answers it as an attachment (id to attach to an application).
 */
export const resumableUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The PATCH body is the tus server's to read, as a stream; Fastify leaves it untouched.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const hand = async (req: Parameters<typeof requireUser>[0], reply: import('fastify').FastifyReply) => {
    setCaller(req.raw, { userId: ownerOf(req), actorId: req.user?.id, locale: requestLocale(req) });
    reply.hijack();
    await app.resumable.handle(req.raw, reply.raw);
  };
  const hide = { hide: true } as const;

  app.route({ method: 'POST', url: RESUMABLE_PATH, preHandler: requireUser, schema: hide, handler: hand });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${RESUMABLE_PATH}/:uploadId`,
    preHandler: requireUser,
    schema: hide,
    handler: async (req, reply) => {
      const { uploadId } = req.params as { uploadId: string };
      if (!ownsUpload(uploadId, ownerOf(req))) throw notFound();
      return hand(req, reply);
    },
  });

  app.get(
    `${RESUMABLE_PATH}/:uploadId/file`,
    {
      preHandler: requireUser,
      schema: {
        tags: ['files'],
        summary: "The stored file a finished resumable (tus) upload became; another user's upload, or one not finished, is not found",
        params: z.object({ uploadId: z.string().max(100) }),
        response: { 200: envelope(attachmentSchema) },
      },
    },
    async (req) => {
      if (!ownsUpload(req.params.uploadId, ownerOf(req))) throw notFound();
      const file = await fileByUploadId(app.db, req.params.uploadId);
      if (!file || file.uploadedBy !== ownerOf(req)) throw notFound();
      return ok({ ...toAttachment(file), path: `/attachment/${file.id}` });
    },
  );
};
