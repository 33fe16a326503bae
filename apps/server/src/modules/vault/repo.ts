import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storedFiles, users, vaultDocuments, vaultDocumentVersions, vaultReminders } from '../../db/schema/index.js';

export type VaultRow = typeof vaultDocuments.$inferSelect;
export type VaultVersionRow = typeof vaultDocumentVersions.$inferSelect & {
  file: typeof storedFiles.$inferSelect;
  createdByName: string | null;
};
export interface VaultFilter {
  kind?: string;
  /** valid_until between `today` and `expiringUntil`. */
  expiringUntil?: string;
  /** valid_until before `today`. */
  expiredBefore?: string;
  /** Only the archived ones (else only the others). */
  archived: boolean;
  today: string;
}

const versionColumns = { version: vaultDocumentVersions, file: storedFiles, createdByName: users.name };
const toVersion = (r: { version: typeof vaultDocumentVersions.$inferSelect; file: typeof storedFiles.$inferSelect; createdByName: string | null }) => ({
  ...r.version,
  file: r.file,
  createdByName: r.createdByName,
});

/** SQL of the vault. Every query of a document is scoped to its organisation, so another's id finds nothing. */
export const vaultRepo = {
  list(db: Db, orgId: number, f: VaultFilter) {
    const where = and(
      eq(vaultDocuments.userId, orgId),
      f.archived ? isNotNull(vaultDocuments.archivedAt) : isNull(vaultDocuments.archivedAt),
      f.kind ? eq(vaultDocuments.kind, f.kind) : undefined,
      f.expiringUntil ? and(gte(vaultDocuments.validUntil, f.today), lte(vaultDocuments.validUntil, f.expiringUntil)) : undefined,
      f.expiredBefore ? lt(vaultDocuments.validUntil, f.expiredBefore) : undefined,
    );
    return db
      .select()
      .from(vaultDocuments)
      .where(where)
      .orderBy(sql`${vaultDocuments.validUntil} asc nulls last`, desc(vaultDocuments.id))
      .limit(1000);
  },
  find: (db: Db, orgId: number, id: number, lock = false) => {
    const q = db
      .select()
      .from(vaultDocuments)
      .where(and(eq(vaultDocuments.userId, orgId), eq(vaultDocuments.id, id)));
    return (lock ? q.for('update') : q).then((r) => r[0]);
  },
  async insert(db: Db, values: typeof vaultDocuments.$inferInsert) {
    return (await db.insert(vaultDocuments).values(values).returning())[0]!;
  },
  /** Writes only if the row is still at `version`; answers the new row, or undefined when it moved on. */
  async updateAt(db: Db, orgId: number, id: number, version: number, values: Partial<typeof vaultDocuments.$inferInsert>) {
    const [row] = await db
      .update(vaultDocuments)
      .set({ ...values, version: sql`${vaultDocuments.version} + 1`, updatedAt: new Date() })
      .where(and(eq(vaultDocuments.userId, orgId), eq(vaultDocuments.id, id), eq(vaultDocuments.version, version)))
      .returning();
    return row;
  },
  remove: (db: Db, orgId: number, id: number) =>
    db
      .delete(vaultDocuments)
      .where(and(eq(vaultDocuments.userId, orgId), eq(vaultDocuments.id, id)))
      .returning({ id: vaultDocuments.id })
      .then((r) => r[0]),
  async addVersion(db: Db, documentId: number, v: { fileId: number; note: string | null; createdBy: number | null; validUntil: string | null }) {
    const [last] = await db
      .select({ no: max(vaultDocumentVersions.no) })
      .from(vaultDocumentVersions)
      .where(eq(vaultDocumentVersions.documentId, documentId));
    return (
      await db
        .insert(vaultDocumentVersions)
        .values({ documentId, no: (last?.no ?? 0) + 1, ...v })
        .returning()
    )[0]!;
  },
  /** The versions of these documents, newest first, with their files and uploaders' names. */
  async versionsOf(db: Db, documentIds: number[]): Promise<VaultVersionRow[]> {
    if (!documentIds.length) return [];
    const rows = await db
      .select(versionColumns)
      .from(vaultDocumentVersions)
      .innerJoin(storedFiles, eq(storedFiles.id, vaultDocumentVersions.fileId))
      .leftJoin(users, eq(users.id, vaultDocumentVersions.createdBy))
      .where(inArray(vaultDocumentVersions.documentId, documentIds))
      .orderBy(asc(vaultDocumentVersions.documentId), desc(vaultDocumentVersions.no));
    return rows.map(toVersion);
  },
  /** The newest version takes the document's edited valid-until (the earlier ones keep theirs). */
  async datedLatest(db: Db, documentId: number, validUntil: string | null) {
    const [last] = await db
      .select({ no: max(vaultDocumentVersions.no) })
      .from(vaultDocumentVersions)
      .where(eq(vaultDocumentVersions.documentId, documentId));
    if (last?.no == null) return;
    await db
      .update(vaultDocumentVersions)
      .set({ validUntil })
      .where(and(eq(vaultDocumentVersions.documentId, documentId), eq(vaultDocumentVersions.no, last.no)));
  },
  clearReminders: (db: Db, documentId: number) => db.delete(vaultReminders).where(eq(vaultReminders.documentId, documentId)),

  // Reminders (reminders.ts)
  /** Documents not archived whose valid_until is between `from` and `to`, after id `after`, by id. */
  expiringBetween: (db: Db, from: string, to: string, after: number, limit: number) =>
    db
      .select()
      .from(vaultDocuments)
      .where(
        and(isNull(vaultDocuments.archivedAt), gte(vaultDocuments.validUntil, from), lte(vaultDocuments.validUntil, to), sql`${vaultDocuments.id} > ${after}`),
      )
      .orderBy(asc(vaultDocuments.id))
      .limit(limit),
  /** Records the reminder; false when it was already recorded (by this or any other process). */
  async claimReminder(db: Db, documentId: number, threshold: number, validUntil: string) {
    const rows = await db.insert(vaultReminders).values({ documentId, threshold, validUntil }).onConflictDoNothing().returning({ id: vaultReminders.id });
    return rows[0]?.id;
  },
  setReminderNotice: (db: Db, id: number, noticeId: number) => db.update(vaultReminders).set({ noticeId }).where(eq(vaultReminders.id, id)),
  langOf: (db: Db, userId: number) =>
    db
      .select({ lang: users.lang })
      .from(users)
      .where(eq(users.id, userId))
      .then((r) => r[0]?.lang),
};
