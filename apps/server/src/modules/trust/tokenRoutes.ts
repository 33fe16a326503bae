import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { accessTokenCreateBody, accessTokenCreated, accessTokenSchema, envelope, idParam, type AccessToken } from '@tic/shared';
import { auditLog } from '../staff/audit.js';
import { accessTokenService } from '../../platform/auth/accessTokens.js';
import { requireUser } from '../../platform/auth/plugin.js';
import { ok } from '../../platform/envelope.js';
import { forbidden } from '../../platform/errors.js';
import { ownerOf } from '../../platform/auth/organisation.js';

/**
 * The customer's personal access tokens (profile page). Managed with a signed-in session only: a token
 * never makes or revokes tokens. Every action is a row of the audit trail (staff_audit: the customer as actor and
 * subject, the token's id, name and scope in the comment); a token's use is recorded there too (accessTokens.ts).
 */
const tokenAudit = (req: FastifyRequest, action: 'token.create' | 'token.revoke', t: AccessToken) => ({
  actorId: req.user!.id,
  customerId: ownerOf(req),
  action,
  comment: `#${t.id} ${t.name} (${t.scope})`,
  ip: req.ip,
});
export const accessTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['access tokens'];
  app.addHook('preValidation', async (req) => {
    await requireUser(req);
    if (req.accessToken) throw forbidden();
  });
  app.get(
    '/user/tokens',
    { schema: { tags, summary: 'My personal access tokens (never the token itself)', response: { 200: envelope(z.array(accessTokenSchema)) } } },
    async (req) => ok(await accessTokenService.list(app.db, ownerOf(req))),
  );
  app.post(
    '/user/tokens',
    {
      schema: {
        tags,
        summary: 'Create a token (name, scope read | write); the token is in this answer only',
        body: accessTokenCreateBody,
        response: { 200: envelope(accessTokenCreated) },
      },
    },
    async (req) => {
      const created = await accessTokenService.create(app.db, ownerOf(req), req.body.name, req.body.scope, req.user!.id);
      await auditLog.append(app.db, tokenAudit(req, 'token.create', created));
      return ok(created);
    },
  );
  app.post(
    '/user/tokens/:id/revoke',
    { schema: { tags, summary: 'Revoke one of my tokens: 401 at once in every process', params: idParam, response: { 200: envelope(accessTokenSchema) } } },
    async (req) => {
      const revoked = await accessTokenService.revoke(app.db, app.accessTokenCache, ownerOf(req), req.params.id, new Date());
      await auditLog.append(app.db, tokenAudit(req, 'token.revoke', revoked));
      return ok(revoked);
    },
  );
};
