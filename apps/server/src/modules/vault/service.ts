import {
  utcToday,
  vaultExpiry,
  vaultFileFits,
  vaultKindOf,
  VAULT_EXPIRING_DAYS,
  type VaultDocument,
  type VaultDocumentDetail,
  type VaultKindId,
  type VaultVersion,
  type vaultDocumentBody,
  type vaultDocumentUpdate,
  type vaultListQuery,
  type vaultVersionBody,
} from '@tic/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { applicationsUsing } from './attach.js';
import { fileById } from '../files/service.js';
import { vaultRepo, type VaultRow, type VaultVersionRow } from './repo.js';

type Body = z.output<typeof vaultDocumentBody>;
type Update = z.output<typeof vaultDocumentUpdate>;
type VersionBody = z.output<typeof vaultVersionBody>;
type ListQuery = z.output<typeof vaultListQuery>;

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const toVersion = (v: VaultVersionRow): VaultVersion => ({
  id: v.id,
  no: v.no,
  // Downloaded like an application's file: the organisation's members and staff (applications/routes.ts).
  file: { id: v.file.id, name: v.file.originalName, ext: v.file.ext, size: v.file.size, path: `/attachment/${v.file.id}` },
  note: v.note,
  valid_until: v.validUntil,
  created_by: v.createdBy,
  created_by_name: v.createdByName,
  created_at: v.createdAt.toISOString(),
});

function toApi(r: VaultRow, versions: VaultVersionRow[], today: string): VaultDocument {
  return {
    id: r.id,
    kind: r.kind as VaultKindId,
    issuer: r.issuer,
    number: r.number,
    valid_from: r.validFrom,
    valid_until: r.validUntil,
    covers: r.covers,
    brands: r.brands,
    factories: r.factories,
    note: r.note,
    expiry: vaultExpiry(r.validUntil, today, VAULT_EXPIRING_DAYS),
    archived_at: r.archivedAt?.toISOString() ?? null,
    version: r.version,
    current: toVersion(versions[0]!),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

const columns = (b: Body | Update) => ({
  kind: b.kind,
  issuer: b.issuer ?? null,
  number: b.number ?? null,
  validFrom: b.valid_from,
  validUntil: b.valid_until ?? null,
  covers: b.covers,
  brands: b.brands,
  factories: b.factories,
  note: b.note ?? null,
});

/** A file of the organisation (uploaded through POST /upload or a resumable upload) that a document of `kind` may be. */
async function checkedFile(db: Db, orgId: number, fileId: number, kind: VaultKindId) {
  const file = await fileById(db, fileId);
  if (!file || file.uploadedBy !== orgId) throw badRequest('vault.fileMissing');
  if (!vaultFileFits(kind, file.ext)) throw badRequest('vault.fileType', { types: vaultKindOf(kind).types.join(', ') });
  return file;
}

async function detail(db: Db, row: VaultRow, today: string): Promise<VaultDocumentDetail> {
  const versions = await vaultRepo.versionsOf(db, [row.id]);
  return { ...toApi(row, versions, today), versions: versions.map(toVersion) };
}

/**
 * The organisation's document vault (issue 31, docs/vault.md): documents with their versions; an edit names the
 * version read (409 when the document moved on); another organisation's document is not found (404).
 */
export const vaultService = {
  async list(db: Db, orgId: number, q: ListQuery, today = utcToday()): Promise<VaultDocument[]> {
    const rows = await vaultRepo.list(db, orgId, {
      kind: q.kind,
      archived: q.archived ?? false,
      expiringUntil: q.expiring_within === undefined ? undefined : addDays(today, q.expiring_within),
      expiredBefore: q.expired ? today : undefined,
      today,
    });
    const versions = await vaultRepo.versionsOf(
      db,
      rows.map((r) => r.id),
    );
    const byDoc = new Map<number, VaultVersionRow[]>();
    for (const v of versions) byDoc.set(v.documentId, [...(byDoc.get(v.documentId) ?? []), v]);
    return rows.map((r) => toApi(r, byDoc.get(r.id) ?? [], today));
  },
  async get(db: Db, orgId: number, id: number, today = utcToday()) {
    const row = await vaultRepo.find(db, orgId, id);
    if (!row) throw notFound();
    return detail(db, row, today);
  },
  create: (db: Db, orgId: number, memberId: number, b: Body) =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await checkedFile(t, orgId, b.file_id, b.kind);
      const row = await vaultRepo.insert(t, { ...columns(b), userId: orgId, createdBy: memberId });
      await vaultRepo.addVersion(t, row.id, { fileId: b.file_id, note: null, createdBy: memberId, validUntil: row.validUntil });
      return detail(t, row, utcToday());
    }),
  update: (db: Db, orgId: number, id: number, b: Update) =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const current = await vaultRepo.find(t, orgId, id, true);
      if (!current) throw notFound();
      if (current.version !== b.version) throw conflict();
      // The current file must suit the kind the document now has.
      if (b.kind !== current.kind) {
        const [latest] = await vaultRepo.versionsOf(t, [id]);
        if (latest && !vaultFileFits(b.kind, latest.file.ext)) throw badRequest('vault.fileType', { types: vaultKindOf(b.kind).types.join(', ') });
      }
      const row = await vaultRepo.updateAt(t, orgId, id, b.version, columns(b));
      if (!row) throw conflict();
      // A new expiry date: its reminders are due again, and it is the current version's (the earlier versions, which
      // applications may keep, keep theirs).
      if (row.validUntil !== current.validUntil) {
        await vaultRepo.clearReminders(t, id);
        await vaultRepo.datedLatest(t, id, row.validUntil);
      }
      return detail(t, row, utcToday());
    }),
  addVersion: (db: Db, orgId: number, memberId: number, id: number, b: VersionBody) =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const current = await vaultRepo.find(t, orgId, id, true);
      if (!current) throw notFound();
      if (current.version !== b.version) throw conflict();
      await checkedFile(t, orgId, b.file_id, current.kind as VaultKindId);
      await vaultRepo.addVersion(t, id, { fileId: b.file_id, note: b.note ?? null, createdBy: memberId, validUntil: current.validUntil });
      const row = await vaultRepo.updateAt(t, orgId, id, b.version, {});
      if (!row) throw conflict();
      return detail(t, row, utcToday());
    }),
  archive: (db: Db, orgId: number, id: number, archived: boolean, version: number) =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const current = await vaultRepo.find(t, orgId, id, true);
      if (!current) throw notFound();
      if (current.version !== version) throw conflict();
      const row = await vaultRepo.updateAt(t, orgId, id, version, { archivedAt: archived ? (current.archivedAt ?? new Date()) : null });
      if (!row) throw conflict();
      return detail(t, row, utcToday());
    }),
  /** Deletes a document and its versions (their files go with the orphan sweep). */
  remove: (db: Db, orgId: number, id: number) =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (!(await vaultRepo.find(t, orgId, id, true))) throw notFound();
      // An application keeps the version it was submitted with: such a document is archived, not deleted.
      const using = await applicationsUsing(t, id);
      if (using.length) throw new AppError(409, 'vault.inUse', { applications: using.join(', ') });
      await vaultRepo.remove(t, orgId, id);
      return null;
    }),
};
