import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmetMiddleware from 'helmet';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_FRONTEND, HEAD_SCRIPT } from '@tic/shared';

/** index.html's one inline script (the once-per-tab reload or the early files, packages/shared/src/headScript.ts), allowed by its hash. */
export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

/** The security headers of every answer (helmet), the same for the answers the router refuses before any hook. */
export const helmetOptions = (demo: boolean) =>
  ({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", HEAD_SCRIPT_HASH],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // frame-ancestors 'none' above is the modern form; X-Frame-Options DENY covers old browsers.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: demo ? false : { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  }) satisfies Parameters<typeof helmetMiddleware>[0];

/** Sets the security headers on an answer no hook has seen (Fastify's frameworkErrors). */
export function securityHeaders(demo: boolean) {
  const apply = helmetMiddleware(helmetOptions(demo));
  return (req: FastifyRequest, reply: FastifyReply) => apply(req.raw, reply.raw, () => undefined);
}

/** The same headers as `name: value` lines, for the answers written straight to the socket (Node's refusals of a request it cannot parse). */
export function securityHeaderLines(demo: boolean): string {
  const headers = new Map<string, string>();
  const res = { setHeader: (k: string, v: unknown) => void headers.set(k, String(v)), removeHeader: (k: string) => void headers.delete(k) };
  helmetMiddleware(helmetOptions(demo))({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return [...headers].map(([k, v]) => `${k}: ${v}\r\n`).join('');
}

/**
 * The Swagger page's own policy (its routes only): Swagger UI sets inline styles as it renders, which the
 * hash-based policy of @fastify/swagger-ui refused (a CSP error in the console). Scripts stay 'self' only; the
 * validator badge that fetched an image from validator.swagger.io is off (validatorUrl: null).
 */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; connect-src 'self'; font-src 'self' data:; form-action 'self'; frame-ancestors 'none'; " +
  "img-src 'self' data:; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'";

/** Cookies, security headers and the OpenAPI document generated from the zod schemas. */
export async function registerHttpPlatform(app: FastifyInstance) {
  await app.register(cookie);
  // Uploads are streamed by each route (receiveUpload) with its own size cap; these are the outer bounds.
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 10_000, parts: 25 } });
  await app.register(helmet, helmetOptions(app.config.demo));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TIC customer portal API',
        version: '1.0.0',
        description:
          // Markdown: in a code span `<token>` is shown, not swallowed as an HTML tag.
          'Envelope `{code, msg, data}`. Browser sessions use the `TOKEN_frontend` cookie; API clients send `Authorization: Bearer <token>` to `/backend/v1`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'TOKEN_frontend' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The document is built either way (tests and tools read app.swagger()); the page and its JSON are public only in
  // demo mode or when API_DOCS=1 says so (issue 34: a production server does not publish its whole API by default).
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: `${API_FRONTEND}/docs`, staticCSP: DOCS_CSP, uiConfig: { validatorUrl: null } });
}
