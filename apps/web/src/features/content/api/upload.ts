import type { Attachment } from '@tic/shared';
import { http } from '../../../lib/api';

/** POST /file (multipart field "file"): staff uploads; the answer's path is where it downloads. */
export function uploadFile(file: File | Blob, name?: string): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file, name ?? (file instanceof File ? file.name : 'file'));
  return http.post<Attachment>('/file', form);
}

/** The browser URL of an attachment (same origin: the session cookie goes with it). */
export const downloadUrl = (a: Pick<Attachment, 'path'>) => `/frontend/v1${a.path}`;
