import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * s3rver stores multipart uploads but answers neither ListParts nor AbortMultipartUpload, both of which
 * @tus/s3-store calls (to find where an upload stopped, and to drop an expired one). These two calls are
 * answered here from s3rver's own part files (`<bucket>/_S3rver_uploads/<uploadId>/<partNumber>`).
 */
async function multipartCalls(directory: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://s3');
  const uploadId = url.searchParams.get('uploadId');
  if (!uploadId || !/^[\w-]+$/.test(uploadId) || (req.method !== 'GET' && req.method !== 'DELETE')) return false;
  const [bucket, ...key] = url.pathname.slice(1).split('/');
  const dir = path.join(directory, bucket!, '._S3rver_uploads', uploadId);
  if (req.method === 'DELETE') {
    await rm(dir, { recursive: true, force: true });
    res.writeHead(204).end();
    return true;
  }
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => /^\d+$/.test(n)).sort((a, b) => Number(a) - Number(b));
  const parts = await Promise.all(
    names.map(
      async (n) =>
        `<Part><PartNumber>${n}</PartNumber><ETag>"${(await readFile(path.join(dir, `${n}.md5`), 'utf8')).trim()}"</ETag><Size>${(await stat(path.join(dir, n))).size}</Size></Part>`,
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
  return true;
}

/**
 * A local S3-compatible server (s3rver) on a random loopback port, its data in a temporary folder, with
 * one bucket; the settings the portal reads (S3_*) to use it.
 */
export async function startS3(bucket = 'tic-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'tic-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server: Server = createServer((req, res) => {
    multipartCalls(directory, req, res).then(
      (done) => done || handle(req, res),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    directory,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
