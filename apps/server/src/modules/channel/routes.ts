import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  attachmentSchema,
  channelDecisionBody,
  channelProfileBody,
  channelProfileSchema,
  envelope,
  idParam,
  PROFILE_UPLOAD_KINDS,
  PROFILE_UPLOADS,
  staffChannelListQuery,
  staffChannelProfileSchema,
} from '@tic/shared';
import { ok } from '../../platform/envelope.js';
import { forbidden, unauthorized } from '../../platform/errors.js';
import { policyUserOf, requireRole } from '../../platform/policy.js';
import { localStorage } from '../../platform/files/storage.js';
import { receiveUpload } from '../../platform/files/upload.js';
import { storeUpload } from '../files/service.js';
import { decideChannelProfile, getChannelProfile, isChannelAccount, listChannelProfiles, submitChannelProfile } from './service.js';

/** Before the body is read: no session 401, an account that is not a channel partner 403. */
async function requireChannelAccount(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
  if (!isChannelAccount(req.user)) throw forbidden();
}

/**
 * The channel partners' calls, mounted under `<base>/channel` (spec section 7: "some calls under an /all or
 * /channel prefix"): channel accounts only, every other account 403. The confirmation profile and its uploads.
 */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireChannelAccount);
  const tags = ['channel'];
  const storage = localStorage(path.join(app.config.dataDir, 'files'));

  app.get(
    '/profile',
    { schema: { tags, summary: 'My channel-confirmation profile (status none until submitted)', response: { 200: envelope(channelProfileSchema) } } },
    async (req) => ok(await getChannelProfile(app.db, req.user!)),
  );
  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Submit my channel profile for confirmation at the version read (0 the first time); approved or stale: 409',
        body: channelProfileBody,
        response: { 200: envelope(channelProfileSchema) },
      },
    },
    async (req) => ok(await submitChannelProfile(app.db, req.user!, req.body)),
  );
  // POST /file (channel) of spec section 7: an identity or evidence file of the channel profile.
  app.post(
    '/file',
    {
      schema: {
        tags,
        summary:
          'Upload a channel-profile file (multipart field "file"; ?kind= id_image | licence ' +
          '| qualification, as the profile uploads); data.path goes into the profile',
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: z.enum(PROFILE_UPLOAD_KINDS as [string, ...string[]], { error: 'validation.invalid' }).default('qualification') }),
        response: { 200: envelope(attachmentSchema) },
      },
    },
    async (req) => {
      const rule = PROFILE_UPLOADS[req.query.kind as keyof typeof PROFILE_UPLOADS];
      const upload = await receiveUpload(req, { dir: path.join(app.config.dataDir, 'tmp'), maxBytes: rule.maxBytes });
      return ok(await storeUpload(app.db, storage, upload, req.user!.id, rule.types));
    },
  );
};

/** Staff review of channel profiles (the staff policy's review_channel row); the staff workstation's screens call these. */
export const channelStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { preValidation: requireRole('review_channel') };
  const tags = ['channel (staff)'];
  app.get(
    '/staff/channel/profiles',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Staff: channel profiles (status=submitted: those waiting)',
        querystring: staffChannelListQuery,
        response: { 200: envelope(z.array(staffChannelProfileSchema)) },
      },
    },
    async (req) => ok(await listChannelProfiles(app.db, req.query.status)),
  );
  app.post(
    '/staff/channel/profiles/:id/decision',
    {
      ...staff,
      schema: {
        tags,
        summary: "Staff: approve a partner's submitted channel profile or return it with a reason (notice written); not waiting or stale: 409",
        params: idParam,
        body: channelDecisionBody,
        response: { 200: envelope(staffChannelProfileSchema) },
      },
    },
    async (req) => ok(await decideChannelProfile(app.db, policyUserOf(req.user!), req.params.id, req.body, app.config.defaultLang)),
  );
};
