import path from 'node:path';
import { rm } from 'node:fs/promises';
import {
  APPLICATION_FORMS,
  APPLICATION_UPLOAD_MAX_BYTES,
  attachmentRefusal,
  checklistItemOf,
  FORM_UPLOAD_LIMITS,
  megabytes,
  type ApplicationForm,
} from '@tic/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { receiveUpload } from '../../platform/files/upload.js';
import { fileById, storeUpload } from '../files/service.js';
import { attachmentsRepo } from './repo.js';

/**
 * POST /upload and /api/upload: streams the file (multipart field "file" or "file_name"), checks its magic
 * bytes against spec section 9's list and the size of the form named in the "form" field (sent before the
 * file; without it the largest cap of any form, the file being checked again when it joins an application).
 * Over the cap: 413; a form that does not exist: 400.
 */
export async function receiveApplicationFile(req: FastifyRequest, db: Db, storage: FileStorage, dataDir: string, userId: number) {
  let upload;
  try {
    upload = await receiveUpload(req, { dir: path.join(dataDir, 'tmp'), maxBytes: APPLICATION_UPLOAD_MAX_BYTES });
  } catch (e) {
    if (e instanceof AppError && e.msgKey === 'validation.fileTooLarge') throw new AppError(413, e.msgKey, e.params);
    throw e;
  }
  const form = upload.fields.form;
  if (form !== undefined && !(APPLICATION_FORMS as readonly string[]).includes(form)) {
    await rm(upload.path, { force: true });
    throw badRequest('validation.uploadForm');
  }
  const limit = form ? FORM_UPLOAD_LIMITS[form as ApplicationForm].maxBytes : APPLICATION_UPLOAD_MAX_BYTES;
  if (upload.size > limit) {
    await rm(upload.path, { force: true });
    throw new AppError(413, 'validation.fileTooLarge', { max: megabytes(limit) });
  }
  // The owner (the organisation) and who uploaded it (the member or a guest: issue 30).
  const stored = await storeUpload(db, storage, upload, userId, undefined, undefined, req.user?.id ?? userId);
  return { ...stored, path: `/attachment/${stored.id}` };
}

/** A file of an application: its uploader (before it is attached), the application's owner, or staff. */
export async function attachmentFile(db: Db, fileId: number, userId: number, isStaff: boolean) {
  const file = await fileById(db, fileId);
  if (!file) throw notFound();
  if (isStaff || file.uploadedBy === userId) return file;
  if ((await attachmentsRepo.fileOwner(db, fileId)) === userId) return file;
  throw notFound();
}

/**
 * A stored file joining an application of `form` as `fileType` (or changing to it): the shared rule of
 * the form's files (size cap, Saudi merged PDF, a checklist item's formats). The count is the form schema's; the type was checked by
 * magic bytes when the file arrived, so its stored extension is what is judged.
 */
export function assertAttachable(file: { ext: string; size: number }, form: ApplicationForm, fileType: string | null | undefined) {
  const limits = FORM_UPLOAD_LIMITS[form];
  const why = attachmentRefusal({ name: `file.${file.ext}`, size: file.size }, form, { fileType });
  if (why === 'size') throw badRequest('validation.fileTooLarge', { max: megabytes(limits.maxBytes) });
  if (why === 'mergedPdf') throw badRequest('validation.mergedPdfTooLarge', { max: megabytes(limits.mergedPdfMaxBytes ?? 0) });
  if (why === 'type') throw badRequest('validation.fileType');
  if (why === 'itemType') throw badRequest('validation.fileTypeForItem', { types: (checklistItemOf(form, fileType)?.extensions ?? []).join(', ') });
}
