import type { DictionaryItemAdmin, DictionaryItemCreate, DictionaryItemUpdate, DictionaryListEntry, DictionaryResult, Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { pick } from '../../platform/i18n.js';
import { referenceRepo, type DictionaryRow } from './repo.js';

const toListEntry = (r: DictionaryRow, hasChildren: boolean, locale: Locale): DictionaryListEntry => ({
  id: r.id,
  parent_id: r.parentId,
  dicKey: r.dicKey,
  dicValue: pick(locale, r.labelZh, r.labelEn, r.labelAr),
  remark: pick(locale, r.remarkZh, r.remarkEn, r.remarkAr),
  sort: r.sort,
  has_children: Boolean(hasChildren),
});

/** {slug: [{dicKey, dicValue, remark, sort}]} in the request language; an unknown slug answers an empty list. */
export async function loadDictionaries(db: Db, slugs: string[], locale: Locale): Promise<DictionaryResult> {
  const result: DictionaryResult = Object.fromEntries(slugs.map((s) => [s, []]));
  for (const { item: r } of await referenceRepo.dictionaryItems(db, slugs)) {
    result[r.slug]!.push({
      dicKey: r.dicKey,
      dicValue: pick(locale, r.labelZh, r.labelEn, r.labelAr),
      remark: pick(locale, r.remarkZh, r.remarkEn, r.remarkAr),
      sort: r.sort,
    });
  }
  return result;
}

/** The same entries with their ids, so that a client can ask for an entry's children. */
export async function loadDictionaryList(db: Db, slugs: string[], locale: Locale): Promise<Record<string, DictionaryListEntry[]>> {
  const result: Record<string, DictionaryListEntry[]> = Object.fromEntries(slugs.map((s) => [s, []]));
  for (const { item, hasChildren } of await referenceRepo.dictionaryItems(db, slugs)) result[item.slug]!.push(toListEntry(item, hasChildren, locale));
  return result;
}

export async function loadDictionaryChildren(db: Db, parentId: number, locale: Locale): Promise<DictionaryListEntry[]> {
  const parent = await referenceRepo.findDictionaryItem(db, parentId);
  if (!parent) throw notFound();
  return (await referenceRepo.dictionaryChildren(db, parentId)).map(({ item, hasChildren }) => toListEntry(item, hasChildren, locale));
}

const toAdmin = (r: DictionaryRow): DictionaryItemAdmin => ({
  id: r.id,
  slug: r.slug,
  dic_key: r.dicKey,
  parent_id: r.parentId,
  label_zh: r.labelZh,
  label_en: r.labelEn,
  label_ar: r.labelAr,
  remark_zh: r.remarkZh,
  remark_en: r.remarkEn,
  remark_ar: r.remarkAr,
  sort: r.sort,
  status: r.status,
});

const columnsOf = (b: DictionaryItemUpdate) => ({
  labelZh: b.label_zh,
  labelEn: b.label_en,
  labelAr: b.label_ar,
  // An omitted explanation stays as it is; an empty one clears it.
  ...(b.remark_zh !== undefined && { remarkZh: b.remark_zh }),
  ...(b.remark_en !== undefined && { remarkEn: b.remark_en }),
  ...(b.remark_ar !== undefined && { remarkAr: b.remark_ar }),
  sort: b.sort,
  status: b.status,
});

export const dictionaryAdmin = {
  slugs: async (db: Db) => (await referenceRepo.dictionarySlugs(db)).map((r) => r.slug),
  list: async (db: Db, slug: string) => (await referenceRepo.dictionaryForEdit(db, slug)).map(toAdmin),
  async create(db: Db, body: DictionaryItemCreate) {
    if (body.parent_id) {
      const parent = await referenceRepo.findDictionaryItem(db, body.parent_id);
      // A sub-entry lives in its parent's dictionary.
      if (!parent || parent.slug !== body.slug) throw badRequest('validation.dictionaryParent');
    }
    const created = await referenceRepo.insertDictionaryItem(db, {
      slug: body.slug,
      dicKey: body.dic_key,
      parentId: body.parent_id ?? null,
      ...columnsOf(body),
    });
    if (!created) throw badRequest('validation.dictionaryKeyTaken', { key: body.dic_key });
    return toAdmin(created);
  },
  async update(db: Db, id: number, body: DictionaryItemUpdate) {
    const updated = await referenceRepo.updateDictionaryItem(db, id, columnsOf(body));
    if (!updated) throw notFound();
    return toAdmin(updated);
  },
};

export async function loadApplicationTypes(db: Db, locale: Locale) {
  const rows = await referenceRepo.applicationTypes(db);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: pick(locale, r.nameZh, r.nameEn, r.nameAr),
    business_area: r.businessArea,
    parent_id: r.parentId,
    status: r.status,
    sort: r.sort,
  }));
}
