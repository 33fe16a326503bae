import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';

/** The client of the S3_* settings (path style for MinIO, Ceph, s3rver and the like). */
export function s3ClientConfig(s3: S3Config): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers store an aws-chunked body as sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
