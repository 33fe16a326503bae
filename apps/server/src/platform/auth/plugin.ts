import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BACKEND, SESSION_FLAG_COOKIE, TOKEN_COOKIE, TOKEN_PREFIX } from '@tic/shared';
import type { UserCache } from '../cache/userCache.js';
import { checkTokenReach, isAccessToken, resolveAccessToken, type CachedAccessToken } from './accessTokens.js';
import { unauthorized } from '../errors.js';
import { guard, guardsFirst } from './guards.js';
import { chooseOrganisation, memberGuardOnRoute, type RouteRules } from './organisation.js';
import type { UserRow } from './repo.js';
import { resolveSession, type SessionPolicy } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: number | null;
  }
  interface FastifyInstance {
    sessionPolicy: SessionPolicy;
    accessTokenCache: UserCache<CachedAccessToken>;
    /** The member rule of each of this app's API routes, as registered (organisation.ts). */
    routeRules: RouteRules;
  }
}

function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith(TOKEN_PREFIX)) return header.slice(TOKEN_PREFIX.length).trim() || undefined;
  return req.cookies[TOKEN_COOKIE] || undefined;
}

/** Resolves the session of every API request (cookie TOKEN_frontend or Authorization: Bearer). */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('org', null);
  // Null until a customer's session sets it (a reference type may not be a decorator's default).
  app.decorateRequest('memberships', null);
  app.decorateRequest('orgRefused', false);
  // Every customer route asks the member's role in its organisation (issue 30); before guardsFirst, which moves it first.
  const routeRules: RouteRules = new Map();
  app.decorate('routeRules', routeRules);
  app.addHook('onRoute', (route) => memberGuardOnRoute(route, routeRules));
  // Who may call a route is checked before its body is validated (403 before 400), whichever hook names the guard.
  app.addHook('onRoute', guardsFirst);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/frontend/') && !req.url.startsWith('/backend/')) return;
    const token = tokenOf(req);
    if (!token || token.length > 200) return;
    if (isAccessToken(token)) {
      // Personal access tokens (issue 15) serve customers' systems on /backend/v1 only.
      if (!req.url.startsWith(`${API_BACKEND}/`)) return;
      const pat = await resolveAccessToken(app.db, app.accessTokenCache, token, app.sessionPolicy.now());
      if (!pat) return;
      req.user = pat.user;
      req.accessToken = { id: pat.id, scope: pat.scope };
      // A token acts in the organisation it was made in, with its maker's role there (never more).
      req.memberships = [pat.membership];
      req.org = { id: pat.membership.organisationId, role: pat.membership.role, name: pat.membership.name };
      checkTokenReach(req, API_BACKEND);
      return;
    }
    const resolved = await resolveSession(app.db, app.sessionPolicy, token);
    if (resolved) {
      req.user = resolved.user;
      req.sessionId = resolved.sessionId;
      req.memberships = resolved.memberships;
      if (resolved.user.kind === 'customer') req.org = chooseOrganisation(req, resolved.user.id, resolved.memberships);
    }
  });
});

/** Guard of routes behind login (runs before validation, wherever it is named). */
export const requireUser = guard(async (req: FastifyRequest) => {
  if (!req.user) throw unauthorized();
});

export function setSessionCookies(reply: FastifyReply, token: string, expiresAt: Date) {
  const secure = reply.server.config.cookieSecure;
  reply.setCookie(TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
  // Readable flag without the secret, so the route guard knows a session exists (the token itself stays HttpOnly).
  reply.setCookie(SESSION_FLAG_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookies(reply: FastifyReply) {
  const secure = reply.server.config.cookieSecure;
  reply.clearCookie(TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(SESSION_FLAG_COOKIE, { path: '/', sameSite: 'lax', secure });
}
