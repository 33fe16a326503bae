import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer prepared once and sent many times (the notice poll's cached page): its bytes, a validator of them
 * (a weak ETag: the hash of the bytes, so one person's page and another's with the same bytes share it rightly), and
 * the same bytes gzipped when that is worth it. Sent as a browser asks for it: `If-None-Match` naming the validator
 * is answered 304 without a body (the browser's cache revalidates an answer marked `no-cache` by itself), and a
 * request that accepts gzip gets the compressed bytes: a repeated poll costs neither a query, a serialisation nor a
 * compression, and crosses the wire as a few hundred bytes instead of thirteen thousand.
 */
export interface PreparedAnswer {
  body: Buffer;
  etag: string;
  gzip: Buffer | null;
}

/** Below this many bytes, compressing saves less than its header costs. */
const GZIP_FROM_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

export function prepareAnswer(text: string): PreparedAnswer {
  const body = Buffer.from(text);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const packed = body.length >= GZIP_FROM_BYTES ? gzipSync(body, { level: 6 }) : null;
  return { body, etag, gzip: packed && packed.length < body.length ? packed : null };
}

/** RFC 9110 13.1.2: If-None-Match matches by weak comparison (the `W/` prefix is ignored); `*` matches any. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** Sends a prepared answer: 304 when the caller holds these bytes, else the bytes (gzipped when accepted). */
export function sendPrepared(req: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  reply.header('ETag', answer.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
  if (noneMatch(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const accept = req.headers['accept-encoding'];
  if (answer.gzip && typeof accept === 'string' && negotiate(accept, ['gzip', 'identity']) === 'gzip')
    return reply.type(JSON_TYPE).header('Content-Encoding', 'gzip').send(answer.gzip);
  return reply.type(JSON_TYPE).send(answer.body);
}
