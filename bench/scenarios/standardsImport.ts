import { openAsBlob, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STANDARDS_IMPORT_MAX_BYTES } from '@tic/shared';
import { writeStandardsWorkbook } from '../../apps/server/test/workbook.js';
import { loginCookie, type BenchServer } from '../server.js';

/** Excel allows 1,048,576 rows per sheet: a real workbook cannot hold more (header included). */
const EXCEL_MAX_ROWS = 1_048_575;

export interface ImportFigures {
  fileMiB: number;
  rows: number;
  uploadSeconds: number;
  processSeconds: number;
  rowsPerSecond: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
}

/**
 * The 300 MB standards workbook of spec section 9: generated (uncompressed zip entries, so that the
 * size is reached with a row count Excel allows), uploaded as staff, and followed to the end while
 * the server's resident memory is sampled every 200 ms.
 */
export async function standardsImportScenario(server: BenchServer, targetMiB = Number(process.env.BENCH_IMPORT_MB ?? 300)): Promise<ImportFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tic-bench-xlsx-'));
  try {
    const sample = path.join(dir, 'sample.xlsx');
    await writeStandardsWorkbook(sample, 20_000, { store: true });
    const perRow = statSync(sample).size / 20_000;
    let rows = Math.min(EXCEL_MAX_ROWS, Math.round((targetMiB * 1024 * 1024) / perRow));
    const file = path.join(dir, 'standards.xlsx');
    const generated = Date.now();
    await writeStandardsWorkbook(file, rows, { store: true, prefix: 'BENCH' });
    // Later rows are a little longer than the sample's: shrink to just under the upload cap if needed.
    const limit = Math.min(targetMiB * 1024 * 1024, STANDARDS_IMPORT_MAX_BYTES);
    if (statSync(file).size > limit) {
      rows = Math.floor((rows * limit * 0.995) / statSync(file).size);
      await writeStandardsWorkbook(file, rows, { store: true, prefix: 'BENCH' });
    }
    const fileMiB = Math.round(statSync(file).size / 1024 / 1024);
    console.log(`\n  standards workbook: ${fileMiB} MiB, ${rows.toLocaleString('en')} rows (written in ${((Date.now() - generated) / 1000).toFixed(0)} s)`);

    const cookie = await loginCookie(server.url, 'admin', 'Admin@2026');
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
      const form = new FormData();
      // A Blob backed by the file: the bench does not hold 300 MB in memory either.
      form.append('file', await openAsBlob(file), 'standards.xlsx');
      const t0 = Date.now();
      const res = await fetch(`${server.url}/frontend/v1/config/standard/import`, { method: 'POST', body: form, headers: { cookie, langId: 'en' } });
      const started = (await res.json()) as { code: number; msg: string; data: { id: number } };
      if (started.code !== 200) throw new Error(`import refused: ${started.msg}`);
      const t1 = Date.now();
      let job: { status: string; rows_read: number; created: number; updated: number; percent: number; message: string | null };
      let lastShown = -1;
      for (;;) {
        await new Promise((r) => setTimeout(r, 1000));
        job = (
          (await (await fetch(`${server.url}/frontend/v1/config/import-jobs/${started.data.id}`, { headers: { cookie, langId: 'en' } })).json()) as {
            data: typeof job;
          }
        ).data;
        if (job.percent !== lastShown && job.percent % 10 === 0) {
          console.log(
            `    ${job.status.padEnd(9)} ${String(job.percent).padStart(3)}%  ${job.rows_read.toLocaleString('en')} rows  rss ${await server.rssMiB()} MiB`,
          );
          lastShown = job.percent;
        }
        if (job.status === 'done' || job.status === 'failed') break;
      }
      if (job.status !== 'done') throw new Error(`import failed: ${job.message}`);
      const processSeconds = (Date.now() - t1) / 1000;
      const figures = {
        fileMiB,
        rows,
        uploadSeconds: (t1 - t0) / 1000,
        processSeconds,
        rowsPerSecond: Math.round(rows / processSeconds),
        rssBeforeMiB,
        peakRssMiB,
      };
      console.log(
        `  upload ${figures.uploadSeconds.toFixed(1)} s, check + write ${processSeconds.toFixed(1)} s: ${figures.rowsPerSecond.toLocaleString('en')} rows/s; ` +
          `server rss ${rssBeforeMiB} MiB before, ${peakRssMiB} MiB at peak (${job.created.toLocaleString('en')} added, ${job.updated.toLocaleString('en')} updated)`,
      );
      return figures;
    } finally {
      clearInterval(sampler);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
