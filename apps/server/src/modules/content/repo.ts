import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/paging.js';
import { contentAttachments, contentDocuments, contentVersions, countries, storedFiles, users } from '../../db/schema/index.js';

export type DocumentRow = typeof contentDocuments.$inferSelect;
export type VersionRow = typeof contentVersions.$inferSelect;

export interface ContentFilter {
  kind: string;
  keyword?: string;
  country?: string;
  category?: string;
  /** Staff see withdrawn documents too. */
  includeWithdrawn: boolean;
  offset: number;
  limit: number;
}

const current = and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.version, contentDocuments.currentVersion));
const joined = { doc: contentDocuments, ver: contentVersions, country: { zh: countries.nameZh, en: countries.nameEn, ar: countries.nameAr } };

function where(f: ContentFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(contentDocuments.kind, f.kind)];
  if (!f.includeWithdrawn) parts.push(eq(contentDocuments.status, 1));
  if (f.country) parts.push(eq(contentDocuments.countryCode, f.country));
  if (f.category) parts.push(eq(contentDocuments.category, f.category));
  // Every word must occur somewhere in the current version, in any of the three languages.
  for (const word of (f.keyword ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const p = `%${escapeLike(word)}%`;
    const cols = [
      contentVersions.titleZh,
      contentVersions.titleEn,
      contentVersions.titleAr,
      contentVersions.summaryZh,
      contentVersions.summaryEn,
      contentVersions.summaryAr,
      contentVersions.bodyZh,
      contentVersions.bodyEn,
      contentVersions.bodyAr,
    ];
    parts.push(or(...cols.map((c) => ilike(c, p))));
  }
  return and(...parts);
}

export const contentRepo = {
  async list(db: Db, f: ContentFilter) {
    const w = where(f);
    const [total] = await db.select({ n: count() }).from(contentDocuments).innerJoin(contentVersions, current).where(w);
    const rows = await db
      .select(joined)
      .from(contentDocuments)
      .innerJoin(contentVersions, current)
      .leftJoin(countries, eq(countries.code, contentDocuments.countryCode))
      .where(w)
      .orderBy(desc(contentDocuments.updatedAt), desc(contentDocuments.id))
      .offset(f.offset)
      .limit(f.limit);
    return { rows, total: total?.n ?? 0 };
  },
  find: (db: Db, id: number) =>
    db
      .select(joined)
      .from(contentDocuments)
      .innerJoin(contentVersions, current)
      .leftJoin(countries, eq(countries.code, contentDocuments.countryCode))
      .where(eq(contentDocuments.id, id))
      .then((r) => r[0]),
  findBySlug: (db: Db, slug: string) =>
    db
      .select()
      .from(contentDocuments)
      .where(eq(contentDocuments.slug, slug))
      .then((r) => r[0]),
  async attachmentsOf(db: Db, documentIds: number[]) {
    if (documentIds.length === 0) return new Map<number, (typeof storedFiles.$inferSelect)[]>();
    const rows = await db
      .select({ documentId: contentAttachments.documentId, file: storedFiles })
      .from(contentAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, contentAttachments.fileId))
      .where(inArray(contentAttachments.documentId, documentIds))
      .orderBy(asc(contentAttachments.sort));
    const map = new Map<number, (typeof storedFiles.$inferSelect)[]>();
    for (const r of rows) map.set(r.documentId, [...(map.get(r.documentId) ?? []), r.file]);
    return map;
  },
  async insertDocument(db: Db, row: typeof contentDocuments.$inferInsert) {
    const [doc] = await db.insert(contentDocuments).values(row).returning();
    return doc!;
  },
  insertVersion: (db: Db, row: typeof contentVersions.$inferInsert) => db.insert(contentVersions).values(row),
  /** Moves the document to `next` only if it is still at `expected` (two staff publishing at once: one wins). */
  advance: (db: Db, id: number, expected: number, patch: Partial<typeof contentDocuments.$inferInsert> & { currentVersion: number }) =>
    db
      .update(contentDocuments)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(contentDocuments.id, id), eq(contentDocuments.currentVersion, expected)))
      .returning()
      .then((r) => r[0]),
  async setAttachments(db: Db, documentId: number, fileIds: number[]) {
    await db.delete(contentAttachments).where(eq(contentAttachments.documentId, documentId));
    if (fileIds.length) await db.insert(contentAttachments).values(fileIds.map((fileId, sort) => ({ documentId, fileId, sort })));
  },
  versions: (db: Db, documentId: number) =>
    db
      .select({ ver: contentVersions, editor: sql<string | null>`coalesce(${users.name}, ${users.username})` })
      .from(contentVersions)
      .leftJoin(users, eq(users.id, contentVersions.editedBy))
      .where(eq(contentVersions.documentId, documentId))
      .orderBy(desc(contentVersions.version)),
};
