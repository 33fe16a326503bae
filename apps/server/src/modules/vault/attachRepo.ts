import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationAttachments, applications, vaultDocuments, vaultDocumentVersions } from '../../db/schema/index.js';

/** SQL of the vault's references from applications (attach.ts). */
export const attachRepo = {
  /**
   * The document, share-locked for the rest of the save's transaction: a delete (which locks it for update) waits for
   * the save and then finds the reference (409 naming the application), or the save waits and finds it gone.
   */
  document: (db: Db, id: number) =>
    db
      .select()
      .from(vaultDocuments)
      .where(eq(vaultDocuments.id, id))
      .for('share')
      .then((r) => r[0]),
  latestVersion: (db: Db, documentId: number) =>
    db
      .select()
      .from(vaultDocumentVersions)
      .where(eq(vaultDocumentVersions.documentId, documentId))
      .orderBy(desc(vaultDocumentVersions.no))
      .limit(1)
      .then((r) => r[0]),
  /** The applications whose attachments reference a version of the document. */
  applicationsUsing: (db: Db, documentId: number) =>
    db
      .selectDistinct({ id: applications.id, no: applications.rfcNo })
      .from(applicationAttachments)
      .innerJoin(applications, eq(applications.id, applicationAttachments.applicationId))
      .innerJoin(vaultDocumentVersions, eq(vaultDocumentVersions.id, applicationAttachments.vaultVersionId))
      .where(eq(vaultDocumentVersions.documentId, documentId)),
  refs: (db: Db, versionIds: number[]) =>
    db
      // The attached version's own valid-until (the document's may have moved on with a later version).
      .select({
        versionId: vaultDocumentVersions.id,
        no: vaultDocumentVersions.no,
        documentId: vaultDocuments.id,
        validUntil: vaultDocumentVersions.validUntil,
      })
      .from(vaultDocumentVersions)
      .innerJoin(vaultDocuments, eq(vaultDocuments.id, vaultDocumentVersions.documentId))
      .where(inArray(vaultDocumentVersions.id, versionIds)),
};
