import { formatMoney } from '@tic/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { demoPdf, storeDemoBytes } from '../files/demoFiles.js';
import { demoSlipsRepo } from './demoSlipsRepo.js';

type Remittance = Awaited<ReturnType<typeof demoSlipsRepo.slips>>[number]['r'];

/** A one-page bank slip of a demo remittance (what a customer would scan and upload). */
const slipPdf = (r: Remittance, log: FastifyBaseLogger) =>
  demoPdf(
    `${r.bank ?? 'Bank'} — Telegraphic transfer advice / 汇款回单`,
    [
      ['Remitter / 汇款人', r.remitter],
      ['Value date / 汇款日期', r.remittedOn],
      ['Amount / 金额', formatMoney(r.amount, r.currency, 'en')],
      ['Reference / 银行流水号', r.bankReference ?? ''],
      ['Beneficiary / 收款人', 'TIC Testing & Certification Ltd'],
    ],
    log,
  );

/**
 * Demo mode: the bank slips of the demo remittances get real bytes in the file store (the seed writes their rows
 * only, before the store exists), made on their first download; a slip whose bytes are there is kept.
 */
export async function ensureDemoSlips(db: Db, storage: FileStorage, tempRoot: string, log: FastifyBaseLogger): Promise<number> {
  let made = 0;
  for (const { file, r } of await demoSlipsRepo.slips(db)) {
    if (file.size > 0 && (await storage.exists(file.storageKey))) continue;
    await storeDemoBytes(db, storage, tempRoot, file, await slipPdf(r, log));
    made += 1;
  }
  return made;
}
