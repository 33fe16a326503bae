import { opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { sweepRepo } from './sweepRepo.js';

/**
 * The orphan-file sweep (issue 34): a crash between writing a file's bytes and committing its row, an upload never
 * attached to anything, or a partial upload given up leave bytes nobody can reach. Older than the grace period,
 * they are deleted:
 * - a `stored_files` row that no row of any table refers to, and its bytes. "Refers to" is read from the database
 *   itself, so a table added later is covered without a list to keep: every foreign key to `stored_files`, and
 *   `/file/<id>` or `/attachment/<id>` anywhere in a row of any of the application's tables (a text, JSON or array
 *   column: the profile's documents and avatar, a channel partner's qualification files, an invoice's file path).
 * - bytes in the store that no `stored_files` row names (the crash between the bytes and the row);
 * - files left in this process's temporary folder (a received upload whose request died with its process).
 * A file younger than the grace is never touched (an upload whose draft is not saved yet, bytes whose row is being
 * written). A candidate row is locked (FOR UPDATE) before its references are counted again, so a row attaching it
 * at that moment either commits first (then it is seen and the file kept) or waits until the sweep has decided.
 * Memory stays bounded whatever the sizes: the rows are compared in the database, which answers one page of
 * unreferenced ids at a time (keyset order), and the store's listing is read as it comes, one page of keys at a time.
 */
export const SWEEP_ORPHAN_FILES_JOB = 'files.sweep-orphans';

export interface SweepResult {
  /** Rows (and their bytes) deleted. */
  files: number;
  /** Bytes without a row deleted. */
  bytes: number;
  /** Temporary files deleted. */
  temporary: number;
}

/** How many rows or keys one step of the sweep holds. */
export const SWEEP_PAGE_SIZE = 500;

/** Deletes unreferenced rows created before `cutoff`, a page at a time, each page's bytes after its commit. */
async function sweepRows(db: Db, storage: FileStorage, cutoff: Date, pageSize: number): Promise<number> {
  const refs = await sweepRepo.references(db);
  let removed = 0;
  for (let after = 0; ;) {
    const page = await sweepRepo.unreferencedPage(db, refs, cutoff, after, pageSize);
    if (!page.length) return removed;
    const keys = await sweepRepo.deleteIfUnreferenced(db, refs, page);
    // After the commit: bytes whose removal fails now are bytes without a row, removed by a later sweep.
    for (const key of keys) await storage.remove(key);
    removed += keys.length;
    after = page.at(-1)!;
  }
}

/** Deletes bytes written before `cutoff` that no stored_files row names. */
async function sweepBytes(db: Db, storage: FileStorage, cutoff: Date, pageSize: number): Promise<number> {
  let removed = 0;
  const batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const keys = batch.splice(0);
    const known = await sweepRepo.knownKeys(db, keys);
    for (const key of keys) {
      if (known.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
  };
  for await (const o of storage.list()) {
    if (o.modifiedAt >= cutoff) continue;
    batch.push(o.key);
    if (batch.length >= pageSize) await flush();
  }
  await flush();
  return removed;
}

/** Deletes entries of the temporary folder (not the partial resumable uploads: tus expires those) older than `cutoff`. */
async function sweepTemporary(tmpDir: string, cutoff: Date): Promise<number> {
  let removed = 0;
  const dir = await opendir(tmpDir).catch(() => null);
  if (!dir) return 0;
  for await (const { name } of dir) {
    if (name === 'tus') continue;
    const full = path.join(tmpDir, name);
    const st = await stat(full).catch(() => null);
    if (!st || st.mtime >= cutoff) continue;
    await rm(full, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * One sweep: rows no one refers to, bytes no row names, stale temporary files, all older than `graceMs` at `now`;
 * `pageSize` rows or keys at a time (tests make it small).
 */
export async function sweepOrphanFiles(
  db: Db,
  storage: FileStorage,
  opts: { graceMs: number; tmpDir: string; now?: Date; pageSize?: number },
): Promise<SweepResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.graceMs);
  const pageSize = opts.pageSize ?? SWEEP_PAGE_SIZE;
  const files = await sweepRows(db, storage, cutoff, pageSize);
  const bytes = await sweepBytes(db, storage, cutoff, pageSize);
  const temporary = await sweepTemporary(opts.tmpDir, cutoff);
  return { files, bytes, temporary };
}
