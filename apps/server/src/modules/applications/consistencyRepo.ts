/** What the consistency check at submit asks the database (consistency.ts): the organisation's own numbers and vault documents (the HS table: hs/known.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { applications, certificates, vaultDocuments } from '../../db/schema/index.js';

export const consistencyRepo = {
  /** Whether `certNo` is one of `ownerId`'s certificates (or reports). */
  ownsCertificate: async (t: Tx, ownerId: number, certNo: string) =>
    (
      await t
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.certNo, certNo), eq(certificates.userId, ownerId)))
        .limit(1)
    ).length > 0,
  /** The declared data of `ownerId`'s vault documents among `ids` (another organisation's are not answered). */
  vaultDeclared: (t: Tx, ownerId: number, ids: number[]) =>
    ids.length
      ? t
          .select({
            id: vaultDocuments.id,
            kind: vaultDocuments.kind,
            number: vaultDocuments.number,
            covers: vaultDocuments.covers,
            brands: vaultDocuments.brands,
            factories: vaultDocuments.factories,
          })
          .from(vaultDocuments)
          .where(and(eq(vaultDocuments.userId, ownerId), inArray(vaultDocuments.id, ids)))
      : Promise.resolve([]),
  /** Whether `rfcNo` is one of `ownerId`'s applications. */
  ownsApplication: async (t: Tx, ownerId: number, rfcNo: string) =>
    (
      await t
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.rfcNo, rfcNo), eq(applications.userId, ownerId)))
        .limit(1)
    ).length > 0,
};
