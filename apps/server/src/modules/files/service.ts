import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ALLOWED_FILE_TYPES, type Attachment } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { checkFileType } from '../../platform/files/fileTypes.js';
import { sha256Of, type FileStorage } from '../../platform/files/storage.js';
import type { SavedUpload } from '../../platform/files/upload.js';
import { filesRepo, type StoredFileRow } from './repo.js';

export const toAttachment = (f: StoredFileRow): Attachment => ({ id: f.id, name: f.originalName, ext: f.ext, size: f.size, path: `/file/${f.id}` });

/** Checks the received file's real type against spec section 9's list, then keeps it in the storage. */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  upload: Pick<SavedUpload, 'path' | 'filename' | 'size'>,
  userId: number,
  allowed: readonly string[] = ALLOWED_FILE_TYPES,
  /** A finished resumable upload's id (one file per upload). */
  uploadId?: string,
  /** Who uploads (issue 30: the member, a guest); the owner when it is the same. */
  createdBy: number = userId,
): Promise<Attachment> {
  try {
    const ext = await checkFileType(upload.path, upload.filename, allowed);
    const sha256 = await sha256Of(upload.path);
    const key = await storage.put(upload.path, ext);
    const name = path.basename(upload.filename).slice(0, 255);
    return toAttachment(
      await filesRepo.insert(db, { storageKey: key, originalName: name, ext, size: upload.size, sha256, uploadedBy: userId, createdBy, uploadId }),
    );
  } finally {
    await rm(upload.path, { force: true });
  }
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  bmp: 'image/bmp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
};
export const mimeOf = (ext: string) => MIME[ext] ?? 'application/octet-stream';

/**
 * A file a user may download: staff any file; others only files attached to a published document
 * (an upload not yet published, or withdrawn, is not found for them).
 */
export async function downloadable(db: Db, id: number, isStaff: boolean, userId?: number, personId?: number): Promise<StoredFileRow> {
  const file = await filesRepo.find(db, id);
  if (!file) throw notFound();
  // A customer may always fetch what their organisation keeps, and their own profile documents (their avatar and
  // identity documents, kept as their own whichever organisation they act in: issue 30).
  const ownDocument = personId !== undefined && file.uploadedBy === personId && file.createdBy === personId;
  if (!isStaff && file.uploadedBy !== userId && !ownDocument && !(await filesRepo.isPublished(db, id))) throw notFound();
  return file;
}

/** A stored file by id (undefined when there is none), for modules that check a file before using it. */
export const fileById = (db: Db, id: number) => filesRepo.find(db, id);

/** The stored files of these ids (those that exist). */
export const filesByIds = (db: Db, ids: number[]) => filesRepo.byIds(db, ids);

/** The stored file a resumable upload became (null until it is complete). */
export const fileByUploadId = (db: Db, uploadId: string) => filesRepo.byUploadId(db, uploadId);
