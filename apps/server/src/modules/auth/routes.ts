import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, loginBody, switchLangBody, userInfoSchema } from '@tic/shared';
import { ok } from '../../platform/envelope.js';
import { clearSessionCookies, requireUser, setSessionCookies } from '../../platform/auth/plugin.js';
import { revokeSession } from '../../platform/auth/sessions.js';
import { authRepo } from './repo.js';
import { rateLimitFor } from '../accounts/plugin.js';
import { loginWithPassword, toUserInfo } from './service.js';
import { compileResponseSerializer, fastResponse } from '../../platform/serialization.js';
import type { UserRow } from '../../platform/auth/repo.js';

export interface ApiMountOptions {
  /** The /backend/v1 mount serves API clients: the login answer carries the bearer token. */
  variant: 'frontend' | 'backend';
}

const JSON_TYPE = 'application/json; charset=utf-8';

export const authRoutes: FastifyPluginAsyncZod<ApiMountOptions> = async (app, opts) => {
  // GET /me is asked by every page: its answer is serialised once per user row and kept as bytes beside it. The row is
  // the session cache's (platform/auth/sessions.ts), replaced whenever the user changes (the database's per-user change
  // signal drops the cached session), so a changed user is a new key; the WeakMap lets an answer go with its row.
  const meAnswer = fastResponse(envelope(userInfoSchema));
  const serializeMe = compileResponseSerializer(meAnswer, { check: app.config.responseCheck, route: 'GET /me' });
  const meAnswers = new WeakMap<UserRow, Buffer>();
  app.post(
    '/login',
    {
      ...rateLimitFor(app.config.rateLimits.login),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with account and password',
        body: loginBody,
        response: { 200: envelope(z.object({ token: z.string().optional(), expires_at: z.string(), user: userInfoSchema })) },
      },
    },
    async (req, reply) => {
      const result = await loginWithPassword(app, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
      setSessionCookies(reply, result.token, result.expiresAt);
      return ok({
        // The browser keeps the token only in the HttpOnly cookie; API clients need it in the body.
        token: opts.variant === 'backend' ? result.token : undefined,
        expires_at: result.expiresAt.toISOString(),
        user: result.user,
      });
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['accounts'], summary: 'Sign out (revokes the session)', response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      if (req.sessionId) await revokeSession(app.db, app.sessionPolicy, req.sessionId);
      clearSessionCookies(reply);
      return ok(null);
    },
  );

  app.get('/me', { preHandler: requireUser, schema: { tags: ['accounts'], summary: 'Current user', response: { 200: meAnswer } } }, async (req, reply) => {
    const user = req.user!;
    let body = meAnswers.get(user);
    if (!body) meAnswers.set(user, (body = Buffer.from(serializeMe(ok(toUserInfo(user))))));
    // Bytes with a JSON type go out as they are (Fastify serialises only objects); the type provider expects the object.
    return reply.type(JSON_TYPE).send(body as never);
  });

  app.get(
    '/permission',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Permissions of the current user',
        response: { 200: fastResponse(envelope(z.object({ role: z.string(), permissions: z.array(z.string()) }))) },
      },
    },
    async (req) => ok({ role: req.user!.role, permissions: await authRepo.permissionsOf(app.db, req.user!.role) }),
  );

  app.post(
    '/switch-lang',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Switch the interface language (stored on the user when signed in)',
        body: switchLangBody,
        response: { 200: envelope(z.object({ lang: z.string() })) },
      },
    },
    async (req) => {
      if (req.user) await authRepo.setLang(app.db, req.user.id, req.body.lang);
      return ok({ lang: req.body.lang });
    },
  );
};
