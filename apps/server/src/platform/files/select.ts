import path from 'node:path';
import type { Config } from '../../config.js';
import { s3Storage } from './s3Storage.js';
import { localStorage, type FileStorage } from './storage.js';

/** The store of this installation: the S3 bucket when S3_BUCKET is set, else the local folder DATA_DIR/files. */
export const createStorage = (config: Config): FileStorage => (config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files')));
