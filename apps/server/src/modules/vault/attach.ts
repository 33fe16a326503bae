import { utcToday, vaultExpiry, vaultKindFitsAttachment } from '@tic/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationAttachments, applications, vaultDocuments, vaultDocumentVersions } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';

/**
 * Issue 31: an application's attachment taken from the vault by reference. The document must be the organisation's,
 * not archived, not expired, of a kind the attachment's type takes, and `fileId` the file of its current version
 * (what the form was offered); answers the version the application keeps. Else 400 naming why.
 */
export async function vaultVersionToAttach(db: Db, orgId: number, documentId: number, fileId: number, fileType: string | null | undefined, today = utcToday()) {
  const [doc] = await db
    .select()
    .from(vaultDocuments)
    .where(and(eq(vaultDocuments.id, documentId), eq(vaultDocuments.userId, orgId)));
  if (!doc) throw badRequest('vault.attachForeign');
  if (doc.archivedAt || vaultExpiry(doc.validUntil, today) === 'expired') throw badRequest('vault.attachExpired');
  if (!vaultKindFitsAttachment(doc.kind, fileType)) throw badRequest('vault.attachKind');
  const [current] = await db
    .select()
    .from(vaultDocumentVersions)
    .where(eq(vaultDocumentVersions.documentId, documentId))
    .orderBy(vaultDocumentVersions.no)
    .then((r) => r.slice(-1));
  if (!current || current.fileId !== fileId) throw badRequest('vault.attachStale');
  return current.id;
}

/** The applications (their numbers, else ids) whose attachments reference a version of the document. */
export async function applicationsUsing(db: Db, documentId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: applications.id, no: applications.rfcNo })
    .from(applicationAttachments)
    .innerJoin(applications, eq(applications.id, applicationAttachments.applicationId))
    .innerJoin(vaultDocumentVersions, eq(vaultDocumentVersions.id, applicationAttachments.vaultVersionId))
    .where(eq(vaultDocumentVersions.documentId, documentId));
  return rows.map((r) => r.no ?? `#${r.id}`).sort();
}

/** What an application's attachments taken from the vault are: the document, the version, its validity. */
export async function vaultRefsOf(db: Db, versionIds: number[]) {
  if (!versionIds.length) return new Map<number, { document_id: number; version_id: number; version_no: number; valid_until: string | null }>();
  const rows = await db
    .select({ versionId: vaultDocumentVersions.id, no: vaultDocumentVersions.no, documentId: vaultDocuments.id, validUntil: vaultDocuments.validUntil })
    .from(vaultDocumentVersions)
    .innerJoin(vaultDocuments, eq(vaultDocuments.id, vaultDocumentVersions.documentId))
    .where(inArray(vaultDocumentVersions.id, versionIds));
  return new Map(rows.map((r) => [r.versionId, { document_id: r.documentId, version_id: r.versionId, version_no: r.no, valid_until: r.validUntil }]));
}
