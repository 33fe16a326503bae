import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SWEEP_ORPHAN_FILES_JOB, sweepOrphanFiles } from './sweep.js';

/** The files module's jobs on the platform queue (docs/jobs.md): the hourly orphan-file sweep (sweep.ts). */
export function defineFileJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: SWEEP_ORPHAN_FILES_JOB,
    cron: '17 * * * *',
    retryLimit: 2,
    retryDelay: 300,
    handler: async () => {
      const swept = await sweepOrphanFiles(app.db, app.storage, { graceMs: app.config.orphanFileGraceMs, tmpDir: path.join(app.config.dataDir, 'tmp') });
      // Partial resumable uploads given up (tus expiry): on S3 these are the shared multipart uploads of every process.
      const partial = await app.resumable.cleanUp();
      if (swept.files + swept.bytes + swept.temporary + partial > 0) app.log.info({ ...swept, partial }, 'orphan files swept');
    },
  });
}
