import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { remittanceFiles, remittances, storedFiles } from '../../db/schema/index.js';

/** SQL of the demo bank slips (demoSlips.ts). */
export const demoSlipsRepo = {
  /** The demo data's proof files with the remittance each belongs to. */
  slips: (db: Db) =>
    db
      .select({ file: storedFiles, r: remittances })
      .from(storedFiles)
      .innerJoin(remittanceFiles, eq(remittanceFiles.fileId, storedFiles.id))
      .innerJoin(remittances, eq(remittances.id, remittanceFiles.remittanceId))
      .where(like(storedFiles.storageKey, 'demo/%')),
};
