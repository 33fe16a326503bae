import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE_DICT_OK, CODE_OK, CODE_SHARED_OK, issueMessage, translate, type IssueLike, type Locale } from '@tic/shared';
import { AppError } from './errors.js';
import { requestLocale, t } from './i18n.js';

/** The success envelope {code: 200, msg, data}. */
export const ok = <T>(data: T, msg = 'success') => ({ code: CODE_OK, msg, data });
/** The shared /common calls answer {code: 110200, msg, data} (spec section 7). */
export const sharedOk = <T>(data: T, msg = 'success') => ({ code: CODE_SHARED_OK as typeof CODE_SHARED_OK, msg, data });
/** Dictionary calls answer {code: 100200, msg, result} (spec section 7). */
export const dictOk = <T>(result: T, msg = 'success') => ({ code: CODE_DICT_OK, msg, result });

const API_PREFIXES = ['/frontend/', '/backend/'];
const PROBES = ['/healthz', '/readyz'];
/** A URL of the API (or a probe): never answered by the SPA. Any other path, `/frontendish` included, is the app's. */
export const isApiUrl = (url: string) => {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((p) => pathname.startsWith(p)) || PROBES.includes(pathname) || pathname === '/frontend' || pathname === '/backend';
};

function send(reply: FastifyReply, status: number, msg: string, data: unknown) {
  return reply.status(status).type('application/json; charset=utf-8').send({ code: status, msg, data });
}

/**
 * Every error leaves as the envelope with a status of the catalogue; validation failures are 400 with
 * the list of human messages in the request's language; nothing ever answers a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const locale = requestLocale(req);
      const messages = error.validation.map((v) =>
        issueMessage(
          { ...(v.params as object), code: v.keyword, message: v.message ?? '', path: v.instancePath.split('/').filter(Boolean) } as IssueLike,
          locale,
        ),
      );
      return send(reply, 400, messages[0] ?? t(req, 'error.400'), messages);
    }
    if (error instanceof AppError) {
      const worded = error.inLocale?.(requestLocale(req));
      const data = worded && 'data' in worded ? worded.data : error.data;
      const msg = t(req, error.msgKey, worded?.params ?? error.params);
      return send(reply, error.statusCode, msg, error.statusCode === 400 && data === null ? [msg] : data);
    }
    const status = statusOf(error);
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.info({ code: error.code, status }, 'request rejected');
    const shown = readableMessage(req, error, status);
    return send(reply, status, shown, status === 400 ? [shown] : null);
  });
}

/**
 * Errors of the request's framing rather than of a route: malformed multipart (busboy), a body that is not
 * JSON, a truncated stream. They carry no status of their own and are the client's fault: 400.
 */
const CLIENT_FRAMING = [
  /^Unexpected end of (form|multipart data)/i,
  /^Malformed part header/i,
  /^Multipart: Boundary not found/i,
  /^Unexpected end of JSON/i,
  /^Part terminated early/i,
];
const FRAMEWORK_KEYS: Record<string, string> = {
  FST_ERR_BAD_URL: 'error.badUrl',
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.badBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.badBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'error.badBody',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'error.badBody',
  FST_PARTS_LIMIT: 'error.badBody',
  FST_FILES_LIMIT: 'error.badBody',
  FST_FIELDS_LIMIT: 'error.badBody',
  FST_PROTO_VIOLATION: 'error.badBody',
};

function statusOf(error: FastifyError): number {
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600) return error.statusCode;
  if (CLIENT_FRAMING.some((re) => re.test(error.message ?? ''))) return 400;
  return 500;
}

/** A message a person can read: the framework code's own key, else the status's, else the generic one. */
function readableMessage(req: FastifyRequest, error: FastifyError, status: number) {
  const specific = error.code ? FRAMEWORK_KEYS[error.code] : undefined;
  if (specific) return t(req, specific);
  if (status === 400 && CLIENT_FRAMING.some((re) => re.test(error.message ?? ''))) return t(req, 'error.badBody');
  const msg = t(req, `error.${status}`);
  return msg === `error.${status}` ? t(req, status < 500 ? 'error.400' : 'error.unknown') : msg;
}

/**
 * Fastify's frameworkErrors: a bad percent-encoding or an over-long path parameter is refused by the router
 * before any hook runs. They answer the envelope too, with the security headers every answer carries.
 */
export function frameworkErrorHandler(applySecurityHeaders: (req: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(req, reply);
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : statusOf(error);
    req.log.info({ code: error.code, status }, 'request rejected');
    const shown = readableMessage(req, error, status);
    return send(reply, status, shown, status === 400 ? [shown] : null);
  };
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refuses (headers too large, a malformed request line or chunked
 * body, Content-Length beside Transfer-Encoding, a timeout) never reaches a route or a hook, and its answer is written
 * to the socket. It is the envelope too, with the security headers (`securityHeaderLines`), in the default language
 * (no header of such a request can be trusted to have been read).
 */
export function clientErrorHandler(headerLines: string, locale: Locale) {
  return function (this: FastifyInstance, err: Error & { code?: string }, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const msg = translate(locale, `error.${status}`);
    const body = JSON.stringify({ code: status, msg, data: status === 400 ? [msg] : null });
    this.log.info({ code: err.code, status }, 'request refused by the HTTP parser');
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `${headerLines}Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

export function sendNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, t(req, 'error.404'), null);
}

export function sendMethodNotAllowed(req: FastifyRequest, reply: FastifyReply, allowed: string[]) {
  reply.header('Allow', allowed.join(', '));
  return send(reply, 405, t(req, 'error.405'), null);
}
