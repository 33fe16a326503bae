import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicationTypes, dictionaryItems } from '../../db/schema/index.js';

export const referenceRepo = {
  dictionaryItems: (db: Db, slugs: string[]) =>
    db
      .select()
      .from(dictionaryItems)
      .where(and(inArray(dictionaryItems.slug, slugs), eq(dictionaryItems.status, 1)))
      .orderBy(asc(dictionaryItems.slug), asc(dictionaryItems.sort)),
  applicationTypes: (db: Db) => db.select().from(applicationTypes).orderBy(asc(applicationTypes.sort), asc(applicationTypes.id)),
};
