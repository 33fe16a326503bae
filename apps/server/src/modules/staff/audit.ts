/**
 * The staff audit trail as other modules write and read it (its SQL stays in auditRepo.ts): append a row in the
 * caller's transaction, read an application's rows.
 */
import type { Db, Tx } from '../../db/client.js';
import { auditRepo, type NewAudit } from './auditRepo.js';

export type { NewAudit } from './auditRepo.js';

export const auditLog = {
  append: (db: Db | Tx, v: NewAudit) => auditRepo.append(db, v),
  forApplication: (db: Db, applicationId: number) => auditRepo.forApplication(db, applicationId),
};
