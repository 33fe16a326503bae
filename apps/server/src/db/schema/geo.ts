import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries with their names in the three languages (seeded from i18n-iso-countries). */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    /** alpha-2, e.g. CN */
    code: text('code').notNull(),
    alpha3: text('alpha3'),
    numeric: text('numeric'),
    /** GET /country filters by parent_id; countries are the roots (null). */
    parentId: integer('parent_id'),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    remarks: text('remarks'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('countries_code_uq').on(t.code), index('countries_parent_idx').on(t.parentId)],
);

/** Telephone country calling codes per region (seeded from libphonenumber-js metadata). */
export const phoneZones = pgTable(
  'phone_zones',
  {
    id: serial('id').primaryKey(),
    /** Region of the numbering plan (ISO alpha-2, plus AC and TA that have their own plans). */
    region: text('region').notNull(),
    /** '+86' */
    zoneCode: text('zone_code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (t) => [uniqueIndex('phone_zones_region_uq').on(t.region)],
);

/**
 * Chinese administrative divisions of GB/T 2260 down to the district (level 1 province, 2 city,
 * 3 district); the id is the six-digit code itself, which is what profiles store.
 */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    /** Name without the administrative suffix (广东省 -> 广东), used to read free-text addresses. */
    shortName: text('short_name').notNull(),
  },
  (t) => [index('areas_parent_idx').on(t.parentId), index('areas_level_idx').on(t.level)],
);
