import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { findControlChar, JSON_MAX_DEPTH } from '@tic/shared';
import { AppError } from './errors.js';
import { isPureQuery, rememberValidations } from './pureQuery.js';

const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * Checks every request meets before a route sees it (issue 17): no control characters in any string, no JSON
 * nested deeper than a sane bound, no state-changing request from another site,
 * routes marked `loopbackOnly` (/dev/*) for this machine only.
 */

/**
 * The zod validator of every route, preceded by the one control-character rule of packages/shared (400 naming the field).
 * A querystring schema marked `pureQuery` has its accepted queries remembered (pureQuery.ts).
 */
export const guardedValidatorCompiler: typeof validatorCompiler = (route) => {
  const checked = guardedValidator(route);
  if (route.httpPart !== 'querystring' || !isPureQuery(route.schema)) return checked;
  return rememberValidations(checked as unknown as Parameters<typeof rememberValidations>[0]) as unknown as typeof checked;
};

const guardedValidator: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const at = findControlChar(data);
    // The shape of fastify-type-provider-zod's issues, so the one error handler words it in the reader's language.
    if (at)
      return {
        error: [{ [ZOD_ISSUE]: true, keyword: 'custom', instancePath: `/${at.join('/')}`, schemaPath: '#', message: 'validation.controlChar', params: {} }],
      } as never;
    return validate(data);
  };
};

/** How deeply a JSON text nests, counted in one pass without parsing it (stops counting past `limit`). */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max && (max = depth) > limit) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApi = (url: string) => url.startsWith('/frontend/') || url.startsWith('/backend/');
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers clients on this machine only (the demo outbox and whatever joins it). Read from the route
     * the router matched, so no spelling of its path (`%64ev`, `%46rontend`) slips past, as a test of the raw URL did.
     */
    loopbackOnly?: boolean;
  }
}

/** The client is this machine, and no proxy stands between (a forwarded request is someone else's). */
export const isLoopbackClient = (req: FastifyRequest) =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'] && !req.headers.forwarded && !req.headers['x-real-ip'];

/**
 * Whether a state-changing request comes from another site. Sec-Fetch-Site (sent by every current browser)
 * decides when present; otherwise the Origin, when sent, must be this server's own host or one of
 * PUBLIC_ORIGIN. A request without either (curl, server-to-server) is no browser's cross-site request.
 */
export function isCrossSite(req: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin && allowed.has(origin)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  if (!origin) return false;
  if (origin === 'null') return true;
  return !sameHost(origin, req);
}

/** The Origin names this server's own host and port (a default port written or not). */
function sameHost(origin: string, req: FastifyRequest) {
  try {
    const o = new URL(origin);
    const own = new URL(`${req.protocol}://${req.host}`);
    const port = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');
    return o.hostname === own.hostname && port(o) === port(own);
  } catch {
    return false;
  }
}

export function registerRequestGuards(app: FastifyInstance) {
  const { config } = app;
  app.setValidatorCompiler(guardedValidatorCompiler);

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(body as string, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) return done(new AppError(400, 'validation.tooDeep'), undefined);
    parseJson(req, body as string, done);
  });

  const allowed = new Set(config.publicOrigins);
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config.loopbackOnly && !isLoopbackClient(req)) throw new AppError(404, 'error.404');
    // The route the router matched, not the raw URL: `/%66rontend/v1/...` is an API route too.
    if (!isApi(req.routeOptions.url ?? req.url)) return;
    // A bearer client (Authorization header) sends no cookie a foreign page could ride on.
    if (UNSAFE.has(req.method) && !req.headers.authorization && isCrossSite(req, allowed)) {
      req.log.info({ origin: req.headers.origin, site: req.headers['sec-fetch-site'] }, 'cross-site request refused');
      throw new AppError(403, 'error.crossSite');
    }
  });
}
