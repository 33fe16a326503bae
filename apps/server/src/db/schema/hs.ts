import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Harmonized System nomenclature: chapters (2 digits), headings (4), subheadings (6). Imported by staff. */
export const hsCodes = pgTable(
  'hs_codes',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    level: smallint('level').notNull(),
    section: text('section'),
    descriptionEn: text('description_en').notNull(),
    /** Translations when an edition provides them; the English text is shown otherwise. */
    descriptionZh: text('description_zh'),
    descriptionAr: text('description_ar'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hs_codes_parent_idx').on(t.parentCode)],
);
