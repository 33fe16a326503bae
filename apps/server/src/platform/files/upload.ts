import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fieldLabel, hasControlChar, megabytes } from '@tic/shared';
import { requestLocale } from '../i18n.js';
import { badRequest } from '../errors.js';

export interface SavedUpload {
  /** Where the bytes are now (a server-generated name; the client's name is never a path). */
  path: string;
  /** The name the client gave, for display and Content-Disposition only. */
  filename: string;
  size: number;
  /** Form fields sent before the file part. */
  fields: Record<string, string>;
}

/**
 * Streams the single file of a multipart request to `dir` under a random name, never holding it in
 * memory. Over `maxBytes` the partial file is removed and the request answers 400 "size exceeded".
 */
export async function receiveUpload(req: FastifyRequest, opts: { dir: string; maxBytes: number }): Promise<SavedUpload> {
  if (!req.isMultipart()) throw badRequest('validation.fileRequired');
  const part = await req.file({ limits: { fileSize: opts.maxBytes, files: 1, fields: 20, fieldSize: 10_000 } });
  if (!part) throw badRequest('validation.fileRequired');
  await mkdir(opts.dir, { recursive: true });
  const target = path.join(opts.dir, randomUUID());
  let size = 0;
  part.file.on('data', (chunk: Buffer) => (size += chunk.length));
  try {
    await pipeline(part.file, createWriteStream(target));
  } catch (err) {
    await rm(target, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('validation.fileTooLarge', { max: megabytes(opts.maxBytes) });
    throw err;
  }
  if (part.file.truncated) {
    await rm(target, { force: true });
    throw badRequest('validation.fileTooLarge', { max: megabytes(opts.maxBytes) });
  }
  if (size === 0) {
    await rm(target, { force: true });
    throw badRequest('validation.fileRequired');
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const one = Array.isArray(field) ? field[0] : field;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  // The one control-character rule of every string the API receives (issue 17), for the parts no schema validates.
  const bad = hasControlChar(part.filename ?? '') ? 'file_name' : Object.keys(fields).find((k) => hasControlChar(k) || hasControlChar(fields[k]!));
  if (bad !== undefined) {
    await rm(target, { force: true });
    throw badRequest('validation.controlChar', { field: fieldLabel(requestLocale(req), [bad]) });
  }
  return { path: target, filename: path.basename(part.filename || 'file'), size, fields };
}
