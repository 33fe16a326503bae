import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadPdfKit } from '../../platform/lazyModules.js';
import { formatMoney } from '@tic/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { CJK, loadFonts } from '../certificates/pdf.js';
import { demoSlipsRepo } from './demoSlipsRepo.js';

type Remittance = Awaited<ReturnType<typeof demoSlipsRepo.slips>>[number]['r'];

/** A one-page bank slip of a demo remittance (what a customer would scan and upload). */
async function slipPdf(r: Remittance, log: FastifyBaseLogger): Promise<Buffer> {
  const f = loadFonts(log);
  const doc = new (await loadPdfKit())({ size: 'A5', layout: 'landscape', margin: 36, info: { Title: `Bank slip ${r.bankReference ?? r.no}` } });
  if (f.main) doc.registerFont('main', f.main, CJK.face);
  doc.font(f.main ? 'main' : 'Helvetica');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text(`${r.bank ?? 'Bank'} — Telegraphic transfer advice / 汇款回单`);
  doc.moveDown(0.3).fontSize(8).fillColor('#666').text('Demo data of the TIC customer portal: not a real payment.');
  doc.moveDown().fontSize(11).fillColor('#000');
  const rows: [string, string][] = [
    ['Remitter / 汇款人', r.remitter],
    ['Value date / 汇款日期', r.remittedOn],
    ['Amount / 金额', formatMoney(r.amount, r.currency, 'en')],
    ['Reference / 银行流水号', r.bankReference ?? ''],
    ['Beneficiary / 收款人', 'TIC Testing & Certification Ltd'],
  ];
  for (const [k, v] of rows) doc.text(`${k}:  ${v}`).moveDown(0.4);
  doc.end();
  return done;
}

/**
 * Demo mode: the bank slips of the demo remittances get real bytes in the file store (the seed writes their rows
 * only, before the store exists), made on their first download; a slip whose bytes are there is kept.
 */
export async function ensureDemoSlips(db: Db, storage: FileStorage, tempRoot: string, log: FastifyBaseLogger): Promise<number> {
  let made = 0;
  for (const { file, r } of await demoSlipsRepo.slips(db)) {
    if (file.size > 0 && (await storage.exists(file.storageKey))) continue;
    const bytes = await slipPdf(r, log);
    // Beside the store (a rename across file systems would fail).
    mkdirSync(tempRoot, { recursive: true });
    const dir = mkdtempSync(path.join(tempRoot, 'slip-'));
    try {
      const temp = path.join(dir, 'slip.pdf');
      writeFileSync(temp, bytes);
      const storageKey = await storage.put(temp, 'pdf');
      await demoSlipsRepo.stored(db, file.id, {
        storageKey,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        ext: 'pdf',
        originalName: file.originalName.replace(/\.[a-z0-9]+$/i, '') + '.pdf',
      });
      made += 1;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return made;
}
