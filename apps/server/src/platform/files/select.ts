import path from 'node:path';
import type { Config } from '../../config.js';
import { localStorage, type FileStorage } from './storage.js';

/** The store of this installation: the S3 bucket when S3_BUCKET is set, else the local folder DATA_DIR/files. */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return localStorage(path.join(config.dataDir, 'files'));
  // The S3 client is loaded only by installations that use it (issue 18: importing it cost every start a second).
  const { s3Storage } = await import('./s3Storage.js');
  return s3Storage(config.s3);
}
