import type { Attachment, ProfileUploadKind } from '@tic/shared';
import { uploadWithProgress } from '../../../lib/upload';

/** POST /api/upload?kind= (spec section 7, /frontend/v1 variant): a profile document; the path is read from data.path. */
export const uploadCustomerFile = (kind: ProfileUploadKind, file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<Attachment>(`/api/upload?kind=${kind}`, file, onProgress);
