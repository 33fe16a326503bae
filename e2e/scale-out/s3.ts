/**
 * The S3-compatible test server of the storage tests (apps/server/test/s3Server.ts) as a process of its own for the
 * scale-out test (scripts/scale-out.mjs): it writes its settings and folder as JSON to the file named by its first
 * argument once it listens, and stops (removing its folder) on SIGTERM.
 */
import { writeFileSync } from 'node:fs';
import { startS3 } from '../../apps/server/test/s3Server.js';

const out = process.argv[2];
if (!out) throw new Error('usage: node --import tsx e2e/scale-out/s3.ts <settings.json>');
const s3 = await startS3('tic-scale');
writeFileSync(out, JSON.stringify({ directory: s3.directory, env: s3.env }));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void s3.close().finally(() => process.exit(0));
  });
}
