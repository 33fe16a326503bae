import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/paging.js';
import { areas, countries, phoneZones } from '../../db/schema/index.js';

export interface CountryFilter {
  parentId?: number;
  name?: string;
  offset: number;
  limit: number;
}

function countryWhere(f: CountryFilter): SQL | undefined {
  const parts: SQL[] = [f.parentId ? eq(countries.parentId, f.parentId) : isNull(countries.parentId), eq(countries.status, 1)];
  if (f.name) {
    const like = `%${escapeLike(f.name)}%`;
    parts.push(
      or(
        ilike(countries.nameZh, like),
        ilike(countries.nameEn, like),
        ilike(countries.nameAr, like),
        ilike(countries.code, like),
        ilike(countries.remarks, like),
      )!,
    );
  }
  return and(...parts);
}

export const geoRepo = {
  async countries(db: Db, f: CountryFilter) {
    const where = countryWhere(f);
    const [total] = await db.select({ n: count() }).from(countries).where(where);
    const rows = await db.select().from(countries).where(where).orderBy(asc(countries.sort), asc(countries.id)).offset(f.offset).limit(f.limit);
    return { rows, total: total?.n ?? 0 };
  },
  allCountries: (db: Db) => db.select().from(countries).where(eq(countries.status, 1)).orderBy(asc(countries.sort)),
  zones: (db: Db) => db.select().from(phoneZones),
  async areas(db: Db, f: { level?: number; parentId?: number; name?: string }) {
    const parts: SQL[] = [];
    if (f.level) parts.push(eq(areas.level, f.level));
    if (f.parentId) parts.push(eq(areas.parentId, f.parentId));
    else if (!f.level && !f.name) parts.push(eq(areas.level, 1));
    if (f.name) parts.push(or(ilike(areas.name, `%${escapeLike(f.name)}%`), ilike(areas.shortName, `%${escapeLike(f.name)}%`))!);
    // Spelled out: inside a select list drizzle leaves ${areas.id} unqualified, which would bind to c.
    const child = sql<boolean>`exists (select 1 from areas c where c.parent_id = "areas"."id")`;
    return db
      .select({ id: areas.id, parentId: areas.parentId, level: areas.level, name: areas.name, hasChildren: child })
      .from(areas)
      .where(and(...parts))
      .orderBy(asc(areas.id));
  },
  allAreas: (db: Db) => db.select().from(areas).orderBy(asc(areas.id)),
};
