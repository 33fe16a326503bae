import type { FastifyReply } from 'fastify';
import { notFound } from '../errors.js';
import type { FileStorage } from './storage.js';

/**
 * Content-Disposition of a download: an ASCII fallback name (anything else, quotes and backslashes become
 * "_") and the exact name in RFC 5987 form, which browsers prefer; the client's name is never trusted as is.
 */
export const attachmentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

interface StoredDownload {
  ext: string;
  size: number;
  originalName: string;
  storageKey: string;
}

/**
 * Streams a stored upload as a download; uploaded content is never rendered by the browser in our origin.
 * A row whose bytes are missing from storage answers 404, not a broken stream.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredDownload, mime: string, cacheControl: string) {
  if (!(await storage.exists(file.storageKey))) {
    reply.log.error({ storageKey: file.storageKey }, 'stored file missing');
    throw notFound();
  }
  reply
    .type(mime)
    .header('content-length', file.size)
    .header('content-disposition', attachmentDisposition(file.originalName))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl);
  return reply.send(storage.read(file.storageKey));
}
