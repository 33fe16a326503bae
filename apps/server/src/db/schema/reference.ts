import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Dictionaries of spec section 7 (slug + key), labels and explanations in zh_CN / en / ar. */
export const dictionaryItems = pgTable(
  'dictionary_items',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** Sub-entries (GET /common/getDictionaryChildren) point at their parent entry. */
    parentId: integer('parent_id'),
    dicKey: text('dic_key').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    labelAr: text('label_ar').notNull(),
    remarkZh: text('remark_zh'),
    remarkEn: text('remark_en'),
    remarkAr: text('remark_ar'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('dictionary_items_slug_key_uq').on(t.slug, t.dicKey), index('dictionary_items_parent_idx').on(t.parentId)],
);

/** Application types per business area (spec section 7 GET /application/types); children hang under a parent. */
export const applicationTypes = pgTable(
  'application_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    parentId: integer('parent_id'),
    businessArea: text('business_area').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('application_types_code_uq').on(t.code)],
);
