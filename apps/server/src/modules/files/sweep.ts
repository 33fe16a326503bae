import { readdir, rm, stat } from 'node:fs/promises';
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

/** Deletes bytes written before `cutoff` that no stored_files row names. */
async function sweepBytes(db: Db, storage: FileStorage, cutoff: Date): Promise<number> {
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
    if (batch.length >= 500) await flush();
  }
  await flush();
  return removed;
}

/** Deletes entries of the temporary folder (not the partial resumable uploads: tus expires those) older than `cutoff`. */
async function sweepTemporary(tmpDir: string, cutoff: Date): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpDir).catch(() => [] as string[])) {
    if (name === 'tus') continue;
    const full = path.join(tmpDir, name);
    const st = await stat(full).catch(() => null);
    if (!st || st.mtime >= cutoff) continue;
    await rm(full, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** One sweep: rows no one refers to, bytes no row names, stale temporary files, all older than `graceMs` at `now`. */
export async function sweepOrphanFiles(db: Db, storage: FileStorage, opts: { graceMs: number; tmpDir: string; now?: Date }): Promise<SweepResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.graceMs);
  const keys = await sweepRepo.deleteUnreferenced(db, cutoff);
  // After the commit: bytes whose removal fails now are bytes without a row, removed by a later sweep.
  for (const key of keys) await storage.remove(key);
  const bytes = await sweepBytes(db, storage, cutoff);
  const temporary = await sweepTemporary(opts.tmpDir, cutoff);
  return { files: keys.length, bytes, temporary };
}
