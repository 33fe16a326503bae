import path from 'node:path';
import { APPLICATION_UPLOAD_MAX_BYTES, FORM_UPLOAD_LIMITS, megabytes, type ApplicationForm } from '@tic/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { receiveUpload } from '../../platform/files/upload.js';
import { filesRepo } from '../files/repo.js';
import { storeUpload } from '../files/service.js';
import { attachmentsRepo } from './repo.js';

/**
 * POST /upload and /api/upload: streams the file (multipart field "file" or "file_name"), checks its magic
 * bytes against spec section 9's list and the size of the form named in the "form" field. Over the cap: 413.
 */
export async function receiveApplicationFile(req: FastifyRequest, db: Db, storage: FileStorage, dataDir: string, userId: number) {
  let upload;
  try {
    upload = await receiveUpload(req, { dir: path.join(dataDir, 'tmp'), maxBytes: APPLICATION_UPLOAD_MAX_BYTES });
  } catch (e) {
    if (e instanceof AppError && e.msgKey === 'validation.fileTooLarge') throw new AppError(413, e.msgKey, e.params);
    throw e;
  }
  const form = upload.fields.form as ApplicationForm | undefined;
  const limit = form && FORM_UPLOAD_LIMITS[form] ? FORM_UPLOAD_LIMITS[form].maxBytes : APPLICATION_UPLOAD_MAX_BYTES;
  if (upload.size > limit) {
    const { rm } = await import('node:fs/promises');
    await rm(upload.path, { force: true });
    throw new AppError(413, 'validation.fileTooLarge', { max: megabytes(limit) });
  }
  const stored = await storeUpload(db, storage, upload, userId);
  return { ...stored, path: `/attachment/${stored.id}` };
}

/** A file of an application: its uploader (before it is attached), the application's owner, or staff. */
export async function attachmentFile(db: Db, fileId: number, userId: number, isStaff: boolean) {
  const file = await filesRepo.find(db, fileId);
  if (!file) throw notFound();
  if (isStaff || file.uploadedBy === userId) return file;
  if ((await attachmentsRepo.fileOwner(db, fileId)) === userId) return file;
  throw notFound();
}
