import { uploadWithProgress } from '../../../lib/upload';

/** POST /api/upload (spec section 7, /frontend/v1 variant): a customer's file; the path is read from data.path. */
export const uploadCustomerFile = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<{ path: string; name?: string }>('/api/upload', file, onProgress);
