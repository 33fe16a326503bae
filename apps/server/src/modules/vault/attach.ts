import { utcToday, vaultExpiry, vaultKindFitsAttachment } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { attachRepo } from './attachRepo.js';

export interface VaultRef {
  document_id: number;
  version_id: number;
  version_no: number;
  valid_until: string | null;
}

/**
 * Issue 31: an application's attachment taken from the vault by reference. The document must be the organisation's,
 * not archived, not expired, of a kind the attachment's type takes, and `fileId` the file of its current version
 * (what the form was offered); answers the version the application keeps. Else 400 naming why.
 */
export async function vaultVersionToAttach(db: Db, orgId: number, documentId: number, fileId: number, fileType: string | null | undefined, today = utcToday()) {
  const doc = await attachRepo.document(db, documentId);
  if (!doc || doc.userId !== orgId) throw badRequest('vault.attachForeign');
  if (doc.archivedAt || vaultExpiry(doc.validUntil, today) === 'expired') throw badRequest('vault.attachExpired');
  if (!vaultKindFitsAttachment(doc.kind, fileType)) throw badRequest('vault.attachKind');
  const current = await attachRepo.latestVersion(db, documentId);
  if (!current || current.fileId !== fileId) throw badRequest('vault.attachStale');
  return current.id;
}

/** The applications (their numbers, else #id) whose attachments reference a version of the document. */
export async function applicationsUsing(db: Db, documentId: number): Promise<string[]> {
  return (await attachRepo.applicationsUsing(db, documentId)).map((r) => r.no ?? `#${r.id}`).sort();
}

/** What an application's attachments taken from the vault are: the document, the version kept, that version's validity (the officer's flag). */
export async function vaultRefsOf(db: Db, versionIds: number[]): Promise<Map<number, VaultRef>> {
  if (!versionIds.length) return new Map();
  const rows = await attachRepo.refs(db, versionIds);
  return new Map(rows.map((r) => [r.versionId, { document_id: r.documentId, version_id: r.versionId, version_no: r.no, valid_until: r.validUntil }]));
}
