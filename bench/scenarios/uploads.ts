import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loginCookie, type BenchServer } from '../server.js';
import { ceilingVerdict, LoadWindow } from '../verdict.js';

export interface UploadFigures {
  fileMiB: number;
  mbPerSecond: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
  /** Bytes the first PATCH carried that the server had not kept, so that the second sent them again. */
  resentBytes: number;
  resentPercent: number;
}

/** A whole PDF-typed file of `bytes` (random content after the magic bytes, the trailer's %%EOF at the end), in 8 MiB blocks. */
async function writeFile(file: string, bytes: number) {
  const handle = await open(file, 'w');
  try {
    const block = randomBytes(8 * 1024 * 1024);
    Buffer.from('%PDF-1.7\n').copy(block);
    for (let at = 0; at < bytes; at += block.length) await handle.write(block, 0, Math.min(block.length, bytes - at), at);
    await handle.write(Buffer.from('\n%%EOF\n'), 0, 7, bytes - 7);
  } finally {
    await handle.close();
  }
}

/**
 * Streams file bytes [start, end) as one tus PATCH; with `cutAt`, the connection is dropped once that many
 * bytes have been handed to the socket. Answers the bytes sent.
 */
function patch(url: string, cookie: string, file: string, start: number, size: number, cutAt?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = request(url, {
      method: 'PATCH',
      headers: {
        cookie,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(start),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(size - start),
      },
    });
    const body = createReadStream(file, { start, highWaterMark: 1024 * 1024 });
    body.on('data', (chunk) => {
      sent += chunk.length;
      if (cutAt !== undefined && start + sent >= cutAt) {
        body.destroy();
        req.destroy();
        resolve(sent);
      }
    });
    req.on('error', (e) => (cutAt !== undefined ? resolve(sent) : reject(e)));
    req.on('response', (res) => {
      res.resume();
      if (res.statusCode !== 204) reject(new Error(`PATCH answered ${res.statusCode}`));
      else resolve(sent);
    });
    body.pipe(req);
  });
}

/**
 * `npm run bench -- uploads`: one file (2 GiB, BENCH_UPLOAD_MB) through the resumable (tus) upload of the
 * real server: cut at 50%, asked where it stopped (HEAD), finished from there. Reports MB/s over both
 * PATCHes, the server's resident memory growth (sampled every 200 ms) and the bytes sent twice.
 */
export async function uploadsScenario(server: BenchServer, fileMiB: number): Promise<UploadFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tic-bench-upload-'));
  try {
    const size = fileMiB * 1024 * 1024;
    const file = path.join(dir, 'technical-file.pdf');
    await writeFile(file, size);
    const cookie = await loginCookie(server.url);
    const meta = `filename ${Buffer.from('technical-file.pdf').toString('base64')},form ${Buffer.from('nb').toString('base64')}`;
    const created = await fetch(`${server.url}/frontend/v1/uploads/resumable`, {
      method: 'POST',
      headers: { cookie, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(size), 'Upload-Metadata': meta },
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const url = `${server.url}${created.headers.get('location')}`;

    const rssBeforeMiB = await server.rssMiB();
    let peakRssMiB = rssBeforeMiB;
    const sampler = setInterval(
      () =>
        void server.rssMiB().then(
          (m) => (peakRssMiB = Math.max(peakRssMiB, m)),
          () => undefined,
        ),
      200,
    );
    try {
      const window = await LoadWindow.open('the resumable upload measurement');
      const t0 = Date.now();
      const firstSent = await patch(url, cookie, file, 0, size, size / 2);
      const head = await fetch(url, { method: 'HEAD', headers: { cookie, 'Tus-Resumable': '1.0.0' } });
      const offset = Number(head.headers.get('upload-offset'));
      await patch(url, cookie, file, offset, size);
      const seconds = (Date.now() - t0) / 1000;
      const resentBytes = Math.max(0, firstSent - offset);
      const figures = {
        fileMiB,
        mbPerSecond: size / 1e6 / seconds,
        rssBeforeMiB,
        peakRssMiB,
        resentBytes,
        resentPercent: (resentBytes / size) * 100,
      };
      window.close();
      console.log(
        `  ${fileMiB} MiB in ${seconds.toFixed(1)} s: ${figures.mbPerSecond.toFixed(1)} MB/s; cut after ${(firstSent / 1024 / 1024).toFixed(0)} MiB sent, server had ${(offset / 1024 / 1024).toFixed(0)} MiB, ` +
          `sent again ${(resentBytes / 1024 / 1024).toFixed(2)} MiB`,
      );
      console.log(`  server rss ${rssBeforeMiB} MiB before, ${peakRssMiB} MiB at peak`);
      console.log(`  ${window.describe()}`);
      console.log(ceilingVerdict('resumable upload: share of the file sent again after the cut', figures.resentPercent, 1, '%', window));
      console.log(ceilingVerdict('resumable upload: server RSS growth', peakRssMiB - rssBeforeMiB, 64, 'MiB', window));
      return figures;
    } finally {
      clearInterval(sampler);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
