import type { DictionaryResult, Locale } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { referenceRepo } from './repo.js';

const pick = <T>(locale: Locale, zh: T, en: T, ar: T) => (locale === 'zh_CN' ? zh : locale === 'ar' ? ar : en);

/** {slug: [{dicKey, dicValue, remark, sort}]} in the request language; an unknown slug answers an empty list. */
export async function loadDictionaries(db: Db, slugs: string[], locale: Locale): Promise<DictionaryResult> {
  const rows = await referenceRepo.dictionaryItems(db, slugs);
  const result: DictionaryResult = Object.fromEntries(slugs.map((s) => [s, []]));
  for (const r of rows) {
    result[r.slug]!.push({ dicKey: r.dicKey, dicValue: pick(locale, r.labelZh, r.labelEn, r.labelAr), remark: pick(locale, r.remarkZh, r.remarkEn, r.remarkAr), sort: r.sort });
  }
  return result;
}

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
