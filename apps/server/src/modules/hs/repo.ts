import { and, asc, count, inArray, like, or, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/paging.js';
import { hsCodes } from '../../db/schema/index.js';

export type HsRow = typeof hsCodes.$inferSelect;

export const hsRepo = {
  /** Whether the table holds any code (an HS edition is loaded). */
  anyCode: async (db: Db) => (await db.select({ code: hsCodes.code }).from(hsCodes).limit(1)).length > 0,
  existingCodes: async (db: Db, codes: string[]) =>
    codes.length === 0
      ? new Set<string>()
      : new Set((await db.select({ code: hsCodes.code }).from(hsCodes).where(inArray(hsCodes.code, codes))).map((r) => r.code)),
  /** Inserts or updates; answers how many of the rows were new (xmax = 0 marks a fresh insert). */
  async upsert(db: Db, rows: Array<typeof hsCodes.$inferInsert>): Promise<number> {
    if (rows.length === 0) return 0;
    const result = await db
      .insert(hsCodes)
      .values(rows)
      .onConflictDoUpdate({
        target: hsCodes.code,
        set: {
          parentCode: sql`excluded.parent_code`,
          level: sql`excluded.level`,
          section: sql`excluded.section`,
          descriptionEn: sql`excluded.description_en`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return result.filter((r) => r.inserted).length;
  },
  async search(db: Db, q: { prefix?: string; words?: string[]; offset: number; limit: number }) {
    const parts: SQL[] = [];
    if (q.prefix) parts.push(like(hsCodes.code, `${escapeLike(q.prefix)}%`));
    for (const w of q.words ?? []) {
      const p = `%${escapeLike(w)}%`;
      parts.push(or(ilike(hsCodes.descriptionEn, p), ilike(hsCodes.descriptionZh, p), ilike(hsCodes.descriptionAr, p))!);
    }
    const where = and(...parts);
    const [total] = await db.select({ n: count() }).from(hsCodes).where(where);
    // Chapters before headings before subheadings, each in code order: the broadest match reads first.
    const rows = await db.select().from(hsCodes).where(where).orderBy(asc(hsCodes.level), asc(hsCodes.code)).offset(q.offset).limit(q.limit);
    return { rows, total: total?.n ?? 0 };
  },
  byCodes: (db: Db, codes: string[]) => (codes.length === 0 ? Promise.resolve([] as HsRow[]) : db.select().from(hsCodes).where(inArray(hsCodes.code, codes))),
};
