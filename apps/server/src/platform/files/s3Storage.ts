import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import type { FileStorage } from './storage.js';
import { s3ClientConfig } from './s3Config.js';

export { s3ClientConfig };

/**
 * FileStorage on an S3-compatible bucket, so that every process of every machine reads the same files.
 * Keys look like the local store's (`<prefix>files/YYYY/MM/<uuid>.<ext>`) and are generated here.
 * A single PUT takes up to 5 GB, far above the largest upload (500 MB); the body is streamed from the
 * received temporary file, never held in memory.
 */
export function s3Storage(s3: S3Config, client = new S3Client(s3ClientConfig(s3))): FileStorage & { client: S3Client } {
  const Bucket = s3.bucket;
  const full = (key: string) => {
    if (key.includes('..') || key.startsWith('/')) throw new Error('invalid storage key');
    return `${s3.prefix}files/${key}`;
  };
  return {
    client,
    async put(tempPath, ext) {
      const now = new Date();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${ext}`;
      const { size } = await stat(tempPath);
      await client.send(new PutObjectCommand({ Bucket, Key: full(key), Body: createReadStream(tempPath), ContentLength: size }));
      await rm(tempPath, { force: true });
      return key;
    },
    read(key) {
      // The interface answers a stream at once; the object's body is piped in when S3 answers.
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket, Key: full(key) })).then(
        (res) => (res.Body as Readable).on('error', (e) => out.destroy(e)).pipe(out),
        (e: Error) => out.destroy(e),
      );
      return out;
    },
    exists: (key) =>
      client.send(new HeadObjectCommand({ Bucket, Key: full(key) })).then(
        () => true,
        (e: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
          if (e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return false;
          throw e;
        },
      ),
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async *list() {
      const Prefix = `${s3.prefix}files/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key && o.LastModified) yield { key: o.Key.slice(Prefix.length), modifiedAt: o.LastModified };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
