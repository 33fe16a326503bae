import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  THIRD_STATE_TTL_SECONDS,
  thirdIdentitySchema,
  thirdLoginAnswer,
  thirdLoginBody,
  thirdProvidersAnswer,
  thirdRedirectAnswer,
  thirdRedirectBody,
} from '@tic/shared';
import { ok } from '../../platform/envelope.js';
import { requestLocale } from '../../platform/i18n.js';
import { requireUser, setSessionCookies } from '../../platform/auth/plugin.js';
import type { ApiMountOptions } from '../auth/routes.js';
import { rateLimitFor } from '../accounts/plugin.js';
import { finishThirdSignIn, myIdentities, startThirdSignIn, type ThirdApp } from './service.js';

/** HttpOnly cookie binding a started third-party sign-in to the browser that started it. */
export const THIRD_BINDING_COOKIE = 'TIC_third_binding';

/** Third-party sign-in by OpenID Connect (spec section 7: POST third/redirect-url, POST third/login). */
export const thirdRoutes: FastifyPluginAsyncZod<ApiMountOptions> = async (fastify, opts) => {
  const app = fastify as unknown as ThirdApp;
  const tags = ['accounts'];
  const loginLimit = rateLimitFor(fastify.config.rateLimits.login);
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: fastify.config.cookieSecure };

  fastify.get(
    '/third/providers',
    {
      schema: {
        tags,
        summary: 'The third-party sign-in providers configured on this server (empty when none)',
        response: { 200: envelope(thirdProvidersAnswer) },
      },
    },
    async () => ok(app.oidcProviders.publicList()),
  );

  fastify.post(
    '/third/redirect-url',
    {
      ...loginLimit,
      schema: {
        tags,
        summary: "Start a third-party sign-in: the provider's authorization URL (PKCE, state, nonce; 10 minutes, this browser only)",
        body: thirdRedirectBody,
        response: { 200: envelope(thirdRedirectAnswer) },
      },
    },
    async (req, reply) => {
      const { url, binding } = await startThirdSignIn(app, req.body, req.cookies[THIRD_BINDING_COOKIE], req.user);
      reply.setCookie(THIRD_BINDING_COOKIE, binding, { ...cookie, maxAge: THIRD_STATE_TTL_SECONDS });
      return ok({ url });
    },
  );

  fastify.post(
    '/third/login',
    {
      ...loginLimit,
      schema: {
        tags,
        summary:
          'Finish a third-party sign-in with the URL the provider sent the browser back ' +
          'to: signs in the linked account, links the signed-in one, or creates a customer',
        body: thirdLoginBody,
        response: { 200: envelope(thirdLoginAnswer) },
      },
    },
    async (req, reply) => {
      const r = await finishThirdSignIn(
        app,
        req.body,
        { binding: req.cookies[THIRD_BINDING_COOKIE], user: req.user, sessionId: req.sessionId },
        { ip: req.ip, userAgent: req.headers['user-agent'], locale: requestLocale(req) },
      );
      setSessionCookies(reply, r.token, r.expiresAt);
      return ok({
        token: opts.variant === 'backend' ? r.token : undefined,
        expires_at: r.expiresAt.toISOString(),
        user: r.user,
        outcome: r.outcome,
        redirect: r.redirect,
      });
    },
  );

  fastify.get(
    '/third/identities',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'The third-party accounts linked to mine', response: { 200: envelope(z.array(thirdIdentitySchema)) } },
    },
    async (req) => ok(await myIdentities(app, req.user!)),
  );
};
