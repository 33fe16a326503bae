import { translate, type ConfigKind, type ConfigRecord, type ConfigRecordBody, type ImportJob, type Locale, type Page } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../platform/errors.js';
import { rowErrorText } from '../../platform/files/rowErrors.js';
import { HEARTBEAT_MS } from './importer.js';
import { configRepo, jobsRepo, type ConfigRow, type JobRow } from './repo.js';

const toRecord = (r: ConfigRow): ConfigRecord => ({
  id: r.id,
  kind: r.kind,
  number: r.number,
  name: r.name,
  type: r.type,
  remarks: r.remarks,
  status: r.status,
  version: r.version,
  updated_at: r.updatedAt.toISOString(),
});

export async function listRecords(
  db: Db,
  kind: ConfigKind,
  q: { keyword?: string; status?: number; current_page: number; per_page: number },
): Promise<Page<ConfigRecord>> {
  const { rows, total } = await configRepo.list(db, { kind, keyword: q.keyword || undefined, status: q.status, ...pageWindow(q) });
  return pageOf(rows.map(toRecord), total, q);
}

const columns = (b: ConfigRecordBody) => ({ number: b.number, name: b.name, type: b.type, remarks: b.remarks ?? null });

export async function createRecord(db: Db, kind: ConfigKind, body: ConfigRecordBody) {
  const row = await configRepo.insert(db, { kind, ...columns(body) });
  if (!row) throw badRequest('validation.numberTaken', { number: body.number });
  return toRecord(row);
}

/** Edits at the version read: 404 for an unknown id, 400 for a number another record has, 409 when stale. */
export async function updateRecord(db: Db, kind: ConfigKind, id: number, body: ConfigRecordBody & { version: number }) {
  const current = await configRepo.find(db, kind, id);
  if (!current) throw notFound();
  if (current.version !== body.version) throw conflict();
  if (await configRepo.numberTaken(db, kind, body.number, id)) throw badRequest('validation.numberTaken', { number: body.number });
  try {
    const row = await configRepo.updateAt(db, kind, id, body.version, columns(body));
    if (!row) throw conflict();
    return toRecord(row);
  } catch (e) {
    // Another editor took the number between the check and the write.
    if (isUniqueViolation(e)) throw badRequest('validation.numberTaken', { number: body.number });
    throw e;
  }
}

/** Disable or enable (records are never deleted: reports refer to them). */
export async function setRecordStatus(db: Db, kind: ConfigKind, id: number, status: number, version: number) {
  const current = await configRepo.find(db, kind, id);
  if (!current) throw notFound();
  const row = await configRepo.updateAt(db, kind, id, version, { status });
  if (!row) throw conflict();
  return toRecord(row);
}

/** Beyond this without a heartbeat, a running job's process is gone (restart, crash). */
const STALE_MS = HEARTBEAT_MS * 24;
const RUNNING = new Set(['queued', 'reading', 'applying']);

export function toJob(j: JobRow, locale: Locale): ImportJob {
  const percent = j.status === 'done' || j.status === 'applying' ? 100 : j.totalBytes > 0 ? Math.min(99, Math.floor((j.bytesRead / j.totalBytes) * 100)) : 0;
  return {
    id: j.id,
    kind: j.kind,
    status: j.status as ImportJob['status'],
    file_name: j.fileName,
    total_bytes: j.totalBytes,
    bytes_read: j.bytesRead,
    rows_read: j.rowsRead,
    error_count: j.errorCount,
    created: j.created,
    updated: j.updated,
    percent,
    message: j.messageKey ? translate(locale, j.messageKey, j.messageParams ?? {}) : null,
    errors: [...j.errors].sort((a, b) => a.row - b.row).map((e) => rowErrorText(e, locale)),
    created_at: j.createdAt.toISOString(),
    finished_at: j.finishedAt?.toISOString() ?? null,
  };
}

/** A job's state; one whose process stopped beating is reported (and recorded) as interrupted. */
export async function jobStatus(db: Db, id: number, locale: Locale, now = Date.now()): Promise<ImportJob> {
  let job = await jobsRepo.find(db, id);
  if (!job) throw notFound();
  if (RUNNING.has(job.status) && now - job.updatedAt.getTime() > STALE_MS) {
    await jobsRepo.failIfRunning(db, id, { messageKey: 'validation.importInterrupted' });
    await jobsRepo.clearStaging(db, id);
    job = (await jobsRepo.find(db, id))!;
  }
  return toJob(job, locale);
}

export const recentJobs = async (db: Db, kind: ConfigKind, locale: Locale) => (await jobsRepo.recent(db, kind)).map((j) => toJob(j, locale));
