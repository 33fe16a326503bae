import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentAttachments, contentDocuments, storedFiles } from '../../db/schema/index.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export const filesRepo = {
  async insert(db: Db, row: typeof storedFiles.$inferInsert) {
    const [created] = await db.insert(storedFiles).values(row).returning();
    return created!;
  },
  find: (db: Db, id: number) =>
    db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, id))
      .then((r) => r[0]),
  byUploadId: (db: Db, uploadId: string) =>
    db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.uploadId, uploadId))
      .then((r) => r[0]),
  byIds: (db: Db, ids: number[]) => (ids.length ? db.select().from(storedFiles).where(inArray(storedFiles.id, ids)) : Promise.resolve([] as StoredFileRow[])),
  /** Whether the file is attached to a published document (then any signed-in user may download it). */
  isPublished: (db: Db, fileId: number) =>
    db
      .select({ one: sql<number>`1` })
      .from(contentAttachments)
      .innerJoin(contentDocuments, eq(contentDocuments.id, contentAttachments.documentId))
      .where(and(eq(contentAttachments.fileId, fileId), eq(contentDocuments.status, 1)))
      .limit(1)
      .then((r) => r.length > 0),
};
