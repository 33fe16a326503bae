import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import {
  ALLOWED_FILE_TYPES,
  fieldLabel,
  hasControlChar,
  isResumableForm,
  megabytes,
  RESUMABLE_EXPIRY_MS,
  RESUMABLE_UPLOAD_MAX_BYTES,
  resumableLimits,
  translate,
} from '@tic/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { declaredExtension } from '../../platform/files/fileTypes.js';
import { s3ClientConfig } from '../../platform/files/s3Config.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { storeUpload } from '../files/service.js';

import { pgLocker } from './pgLocker.js';
import { callerOf, UPLOAD_ID, type TusCaller } from './tusCaller.js';

/** A refusal in the tus hooks: the portal's envelope, in the caller's language. */
function refuse(caller: TusCaller, status: number, key: string, params: Record<string, string | number> = {}) {
  const msg = translate(caller.locale, key, params);
  return { status_code: status, body: JSON.stringify({ code: status, msg, data: status === 400 ? [msg] : null }) };
}

export interface Resumable {
  server: Server;
  /** Removes partial uploads untouched for RESUMABLE_EXPIRY_MS; answers how many. */
  cleanUp(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The tus server of this process. Partial uploads live in DATA_DIR/tmp/tus, or in the S3 bucket (so that a
 * PATCH may reach any machine). A finished upload is checked by magic bytes against spec section 9's list,
 * then kept by the FileStorage as a stored file like any other upload; a refused one leaves nothing behind.
 */
export async function createResumable(config: Config, database: Database, storage: FileStorage): Promise<Resumable> {
  const db = database.db;
  // On PostgreSQL an upload's lock holds across processes (pgLocker.ts); PGlite is one process's database.
  const locker = config.databaseUrl && database.kind === 'postgres' ? await pgLocker(config.databaseUrl, database) : undefined;
  const tmpDir = path.join(config.dataDir, 'tmp');
  const tusDir = path.join(tmpDir, 'tus');
  const s3 = config.s3;
  const keyPrefix = s3 ? `${s3.prefix}tus/` : '';
  // The S3 libraries are loaded only by installations that use a bucket (issue 18: seconds of every start otherwise).
  const aws = s3 ? await import('@aws-sdk/client-s3') : null;
  const datastore = s3
    ? new (await import('@tus/s3-store')).S3Store({
        partSize: 8 * 1024 * 1024,
        expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
        s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
      })
    : new FileStore({ directory: tusDir, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
  const s3Client = s3 && aws ? new aws.S3Client(s3ClientConfig(s3)) : null;
  const urlId = (storeId: string) => storeId.slice(keyPrefix.length);

  /** The finished bytes as a local file (the S3 object is streamed down once: type check and checksum). */
  async function localCopy(upload: Upload): Promise<string> {
    if (!s3Client || !s3 || !aws) return path.join(tusDir, upload.id);
    await mkdir(tmpDir, { recursive: true });
    const target = path.join(tmpDir, `tus-${randomBytes(8).toString('hex')}`);
    const res = await s3Client.send(new aws.GetObjectCommand({ Bucket: s3.bucket, Key: upload.id }));
    await pipeline(res.Body as Readable, createWriteStream(target));
    return target;
  }

  /** Forgets a tus upload: its bytes (unless already moved into the storage) and its info. */
  async function discard(id: string) {
    if (s3) await datastore.remove(id).catch(() => undefined);
    else await Promise.all([rm(path.join(tusDir, id), { force: true }), rm(path.join(tusDir, `${id}.json`), { force: true })]);
  }

  const server = new Server({
    path: '/uploads/resumable',
    datastore,
    ...(locker ? { locker } : {}),
    maxSize: config.resumableMaxBytes ?? RESUMABLE_UPLOAD_MAX_BYTES,
    relativeLocation: true,
    // The upload's URL is under the prefix it was created through (/frontend/v1 or /backend/v1).
    generateUrl: (req, { id }) => `${new URL(req.url).pathname.replace(/\/+$/, '')}/${urlId(id)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? keyPrefix + lastPath : undefined),
    namingFunction: (req) => `${keyPrefix}u${callerOf(req).userId}-${randomBytes(16).toString('hex')}`,
    exposedHeaders: ['Upload-File-Id'],
    async onUploadCreate(req, upload) {
      const caller = callerOf(req);
      const meta = upload.metadata ?? {};
      // The form the file is for gives its limit; an upload that names none (a file for no application yet) takes
      // the largest any form takes. The engine names no line.
      const form = meta.form ?? undefined;
      if (form !== undefined && !isResumableForm(form)) throw refuse(caller, 400, 'validation.uploadForm');
      const name = meta.filename ?? '';
      if (!name || name.length > 255) throw refuse(caller, 400, 'validation.uploadName', { max: 255 });
      // The one control-character rule of every string the API receives (issue 17): the metadata is no schema's.
      const bad = Object.entries(meta).find(([k, v]) => hasControlChar(k) || hasControlChar(v ?? ''));
      if (bad) throw refuse(caller, 400, 'validation.controlChar', { field: fieldLabel(caller.locale, [bad[0] === 'filename' ? 'file_name' : bad[0]]) });
      if (!(ALLOWED_FILE_TYPES as readonly string[]).includes(declaredExtension(name))) throw refuse(caller, 400, 'validation.fileType');
      if (upload.size === undefined) throw refuse(caller, 400, 'validation.uploadLength');
      const max = config.resumableMaxBytes ?? (form === undefined ? RESUMABLE_UPLOAD_MAX_BYTES : resumableLimits(form).maxBytes);
      if (upload.size > max) throw refuse(caller, 413, 'validation.fileTooLarge', { max: megabytes(max) });
      if (upload.size === 0) throw refuse(caller, 400, 'validation.fileRequired');
      return { metadata: { ...meta, owner: String(caller.userId) } };
    },
    async onUploadFinish(req, upload) {
      const caller = callerOf(req);
      const filename = upload.metadata?.filename ?? 'file';
      let file: string | undefined;
      try {
        file = await localCopy(upload);
        const stored = await storeUpload(
          db,
          storage,
          { path: file, filename, size: upload.offset },
          caller.userId,
          ALLOWED_FILE_TYPES,
          urlId(upload.id),
          caller.actorId,
        );
        return { headers: { 'Upload-File-Id': stored.id } };
      } catch (e) {
        if (e instanceof AppError) throw refuse(caller, e.statusCode, e.msgKey, e.params);
        throw e;
      } finally {
        if (file && s3) await rm(file, { force: true });
        await discard(upload.id);
      }
    },
  });

  return {
    server,
    cleanUp: () => server.cleanUpExpiredUploads(),
    close: async () => locker?.close(),
  };
}
