import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { loadPdfKit } from '../../platform/lazyModules.js';
import { CJK, loadFonts } from '../certificates/pdf.js';
import { demoFilesRepo } from './demoFilesRepo.js';
import type { StoredFileRow } from './repo.js';

/**
 * Demo data's files (issue 34): the seed writes the rows of the demo companies' business licences and the demo
 * remittances' bank slips (key `demo/…`, size 0) before any file store exists, so their bytes are made here, on the
 * first download in demo mode, by the maker of the module that owns the record, and kept in the store like an
 * upload's (the row then names the new key; a row whose bytes are there is left alone).
 */
/** The seeded business licences' keys (db/seed/demo.ts, staffDemo.ts): `demo/licence.pdf`, `demo/licence2.pdf`, … */
const SEEDED_LICENCE = /^demo\/licence\d*\.pdf$/;

/** Writes `bytes` (a PDF) to the store as the file of `file`'s row; answers the updated row. */
export async function storeDemoBytes(db: Db, storage: FileStorage, tempRoot: string, file: StoredFileRow, bytes: Buffer): Promise<StoredFileRow> {
  // Beside the store (a rename across file systems would fail).
  mkdirSync(tempRoot, { recursive: true });
  const dir = mkdtempSync(path.join(tempRoot, 'demo-'));
  try {
    const temp = path.join(dir, 'demo.pdf');
    writeFileSync(temp, bytes);
    const storageKey = await storage.put(temp, 'pdf');
    return demoFilesRepo.stored(db, file.id, {
      storageKey,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      ext: 'pdf',
      originalName: file.originalName.replace(/\.[a-z0-9]+$/i, '') + '.pdf',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A one-page demo document: a title, a note that it is sample data, and label/value lines. */
export async function demoPdf(title: string, rows: [string, string][], log: FastifyBaseLogger): Promise<Buffer> {
  const f = loadFonts(log);
  const doc = new (await loadPdfKit())({ size: 'A5', layout: 'landscape', margin: 36, info: { Title: title } });
  if (f.main) doc.registerFont('main', f.main, CJK.face);
  doc.font(f.main ? 'main' : 'Helvetica');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text(title);
  doc.moveDown(0.3).fontSize(8).fillColor('#666').text('Demo data of the TIC customer portal: not a real document.');
  doc.moveDown().fontSize(11).fillColor('#000');
  for (const [k, v] of rows) doc.text(`${k}:  ${v}`).moveDown(0.4);
  doc.end();
  return done;
}

/**
 * A seeded profile document (a demo company's business licence, referred to from its profile): real bytes on its
 * first download. Any other file is answered as it is.
 */
export async function withDemoProfileBytes(db: Db, storage: FileStorage, tempRoot: string, file: StoredFileRow, log: FastifyBaseLogger) {
  if (!SEEDED_LICENCE.test(file.storageKey) || (file.size > 0 && (await storage.exists(file.storageKey)))) return file;
  const owner = file.uploadedBy === null ? undefined : await demoFilesRepo.owner(db, file.uploadedBy);
  const company = String(owner?.profile.company ?? owner?.name ?? '');
  const bytes = await demoPdf(
    'Business licence / 营业执照',
    [
      ['Company / 企业名称', company],
      ['Unified social credit code / 统一社会信用代码', String(owner?.profile.company_usci ?? '')],
      ['Address / 住所', String(owner?.profile.address ?? '')],
    ],
    log,
  );
  return storeDemoBytes(db, storage, tempRoot, file, bytes);
}
