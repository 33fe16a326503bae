/**
 * Excel import of configuration records (spec section 2: "Excel import of standards", up to 300 MB).
 * The workbook is read row by row with exceljs's streaming reader; valid rows are staged in batches
 * (the staging table also finds repeated numbers), bad rows are reported, and only a file without a
 * single bad row is written, in one transaction, by one INSERT ... SELECT. The job row carries the
 * progress the browser polls; its updated_at is the heartbeat of the process doing the work.
 */
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { configRecordBody, type ConfigKind } from '@tic/shared';
import type { Db } from '../../db/client.js';
import type { importStaging } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { checkFileType } from '../../platform/files/fileTypes.js';
import { RowErrorLog } from '../../platform/files/rowErrors.js';
import { mapHeader, readTable } from '../../platform/files/tabular.js';
import type { SavedUpload } from '../../platform/files/upload.js';
import { jobsRepo, type JobRow } from './repo.js';

/** Accepted header titles of each column, in the three languages (the template writes the request's). */
export const IMPORT_COLUMNS = {
  number: ['number', 'no', 'no.', '编号', '序号编号', 'الرقم'],
  name: ['name', '名称', 'الاسم'],
  type: ['type', '类型', 'النوع'],
  remarks: ['remarks', 'remark', '备注', 'ملاحظات'],
} as const;
const REQUIRED_COLUMNS = ['number', 'name', 'type'] as const;

const BATCH = 1000;
const PROGRESS_EVERY_MS = 500;
export const HEARTBEAT_MS = 5000;

/** Checks the upload is a workbook, records the job and starts it in the background; answers the job. */
export async function startImport(db: Db, kind: ConfigKind, upload: SavedUpload, userId: number, log: FastifyBaseLogger): Promise<JobRow> {
  try {
    await checkFileType(upload.path, upload.filename, ['xlsx']);
  } catch {
    await rm(upload.path, { force: true });
    throw badRequest('validation.importXlsx');
  }
  const job = await jobsRepo.insert(db, { kind, userId, fileName: upload.filename.slice(0, 255), totalBytes: upload.size, status: 'queued' });
  // Not awaited: the request answers now and the browser follows the job's progress.
  void runImport(db, job, upload.path, log);
  return job;
}

export async function runImport(db: Db, job: JobRow, file: string, log: FastifyBaseLogger): Promise<void> {
  const heartbeat = setInterval(() => void jobsRepo.update(db, job.id, {}).catch(() => undefined), HEARTBEAT_MS);
  const errors = new RowErrorLog();
  let bytesRead = 0;
  let rowsRead = 0;
  let batch: Array<typeof importStaging.$inferInsert> = [];
  let batchNumbers = new Set<string>();
  let lastProgress = Date.now();

  const flush = async () => {
    for (const dup of await jobsRepo.stage(db, batch)) {
      errors.add(dup.rowNo, { code: 'custom', path: ['number'], message: 'validation.duplicateInFile', params: { value: dup.number } });
    }
    batch = [];
    batchNumbers = new Set();
  };
  const fail = (patch: Partial<JobRow>) =>
    jobsRepo.update(db, job.id, {
      status: 'failed',
      bytesRead: job.totalBytes,
      rowsRead,
      errorCount: errors.count,
      errors: errors.items,
      finishedAt: new Date(),
      ...patch,
    });

  try {
    await jobsRepo.update(db, job.id, { status: 'reading' });
    let columns: Record<keyof typeof IMPORT_COLUMNS, number> | undefined;
    for await (const { row, cells } of readTable(file, 'xlsx', (n) => (bytesRead = n))) {
      if (!columns) {
        const header = mapHeader(cells, IMPORT_COLUMNS);
        const missing = header.missing.filter((c) => (REQUIRED_COLUMNS as readonly string[]).includes(c));
        if (missing.length > 0) return void (await fail({ messageKey: 'validation.importColumns', messageParams: { columns: missing.join(', ') } }));
        columns = { ...header.index };
        continue;
      }
      if (cells.every((c) => c === '')) continue;
      rowsRead += 1;
      const at = (k: keyof typeof IMPORT_COLUMNS) => (columns![k] === undefined ? '' : (cells[columns![k]] ?? ''));
      const parsed = configRecordBody.safeParse({ number: at('number'), name: at('name'), type: at('type'), remarks: at('remarks') });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors.add(row, issue);
      } else if (batchNumbers.has(parsed.data.number)) {
        errors.add(row, { code: 'custom', path: ['number'], message: 'validation.duplicateInFile', params: { value: parsed.data.number } });
      } else {
        batchNumbers.add(parsed.data.number);
        batch.push({
          jobId: job.id,
          rowNo: row,
          number: parsed.data.number,
          name: parsed.data.name,
          type: parsed.data.type,
          remarks: parsed.data.remarks ?? null,
        });
        if (batch.length >= BATCH) await flush();
      }
      if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = Date.now();
        await jobsRepo.update(db, job.id, { bytesRead, rowsRead, errorCount: errors.count });
      }
    }
    await flush();
    if (!columns || rowsRead === 0) return void (await fail({ messageKey: 'validation.importEmpty' }));
    if (errors.count > 0) return void (await fail({ messageKey: 'validation.importRows', messageParams: { count: errors.count } }));

    await jobsRepo.update(db, job.id, { status: 'applying', bytesRead: job.totalBytes, rowsRead });
    // All or nothing: the records and the job's "done" are written in the same transaction.
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const { created, updated } = await jobsRepo.apply(tx, job.id, job.kind);
      await jobsRepo.update(tx, job.id, { status: 'done', created, updated, finishedAt: new Date() });
    });
  } catch (err) {
    // The file's fault (a zip that is no workbook, one cut short) says so; anything else is the server's.
    const own = err instanceof AppError && err.statusCode === 400;
    if (!own) log.error({ err, job: job.id }, 'import failed');
    await jobsRepo
      .failIfRunning(db, job.id, {
        messageKey: own ? err.msgKey : 'error.500',
        messageParams: own ? err.params : undefined,
        rowsRead,
        errorCount: errors.count,
        errors: errors.items,
      })
      .catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
    await jobsRepo.clearStaging(db, job.id).catch(() => undefined);
    await rm(file, { force: true });
  }
}
