import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationTypes, dictionaryItems } from '../../db/schema/index.js';

export type DictionaryRow = typeof dictionaryItems.$inferSelect;
// Spelled out: inside a select list drizzle leaves ${dictionaryItems.id} unqualified, which would bind to c.
const hasChildren = sql<boolean>`exists (select 1 from dictionary_items c where c.parent_id = "dictionary_items"."id" and c.status = 1)`;

export const referenceRepo = {
  /** The top-level entries of the slugs (sub-entries are read through their parent). */
  dictionaryItems: (db: Db, slugs: string[]) =>
    db
      .select({ item: dictionaryItems, hasChildren })
      .from(dictionaryItems)
      .where(and(inArray(dictionaryItems.slug, slugs), eq(dictionaryItems.status, 1), isNull(dictionaryItems.parentId)))
      .orderBy(asc(dictionaryItems.slug), asc(dictionaryItems.sort), asc(dictionaryItems.id)),
  dictionaryChildren: (db: Db, parentId: number) =>
    db
      .select({ item: dictionaryItems, hasChildren })
      .from(dictionaryItems)
      .where(and(eq(dictionaryItems.parentId, parentId), eq(dictionaryItems.status, 1)))
      .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id)),
  /** Staff view: every entry of a slug, switched off ones too. */
  dictionaryForEdit: (db: Db, slug: string) =>
    db
      .select()
      .from(dictionaryItems)
      .where(eq(dictionaryItems.slug, slug))
      .orderBy(asc(dictionaryItems.parentId), asc(dictionaryItems.sort), asc(dictionaryItems.id)),
  dictionarySlugs: (db: Db) => db.selectDistinct({ slug: dictionaryItems.slug }).from(dictionaryItems).orderBy(asc(dictionaryItems.slug)),
  findDictionaryItem: (db: Db, id: number) =>
    db
      .select()
      .from(dictionaryItems)
      .where(eq(dictionaryItems.id, id))
      .then((r) => r[0]),
  async insertDictionaryItem(db: Db, row: typeof dictionaryItems.$inferInsert) {
    const [created] = await db.insert(dictionaryItems).values(row).onConflictDoNothing().returning();
    return created;
  },
  async updateDictionaryItem(db: Db, id: number, patch: Partial<typeof dictionaryItems.$inferInsert>) {
    const [updated] = await db.update(dictionaryItems).set(patch).where(eq(dictionaryItems.id, id)).returning();
    return updated;
  },
  applicationTypes: (db: Db) => db.select().from(applicationTypes).orderBy(asc(applicationTypes.sort), asc(applicationTypes.id)),
};
