import type { Area, Country, Locale, Page, Zone } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pageOf, pageWindow } from '../../db/paging.js';
import { pick } from '../../platform/i18n.js';
import { areaNamer } from './areaNames.js';
import { geoRepo } from './repo.js';

type CountryRow = Awaited<ReturnType<typeof geoRepo.allCountries>>[number];

export const toCountry = (r: CountryRow, locale: Locale): Country => ({
  id: r.id,
  code: r.code,
  alpha3: r.alpha3,
  name: pick(locale, r.nameZh, r.nameEn, r.nameAr),
  name_en: r.nameEn,
  remarks: r.remarks,
  parent_id: r.parentId,
});

export async function listCountries(
  db: Db,
  q: { parent_id?: number; name?: string; current_page: number; per_page: number },
  locale: Locale,
): Promise<Page<Country>> {
  const { rows, total } = await geoRepo.countries(db, {
    parentId: q.parent_id || undefined,
    name: q.name || undefined,
    ...pageWindow(q),
  });
  return pageOf(
    rows.map((r) => toCountry(r, locale)),
    total,
    q,
  );
}

const COLLATOR_TAG: Record<Locale, string> = { zh_CN: 'zh-Hans-u-co-pinyin', en: 'en', ar: 'ar' };

/** Every country sorted by its name in the request language (pinyin order in Chinese). */
export async function allCountries(db: Db, locale: Locale): Promise<Country[]> {
  const collator = new Intl.Collator(COLLATOR_TAG[locale]);
  return (await geoRepo.allCountries(db)).map((r) => toCountry(r, locale)).sort((a, b) => collator.compare(a.name, b.name));
}

/** Calling codes: +86 first (the default of the profile form), then by name in the request language. */
export async function listZones(db: Db, locale: Locale): Promise<Zone[]> {
  const collator = new Intl.Collator(COLLATOR_TAG[locale]);
  return (await geoRepo.zones(db))
    .map((z) => ({ zone_code: z.zoneCode, label: pick(locale, z.nameZh, z.nameEn, z.nameAr), labelen: z.nameEn, country_code: z.region }))
    .sort((a, b) => Number(b.country_code === 'CN') - Number(a.country_code === 'CN') || collator.compare(a.label, b.label));
}

/** Areas of China (the profile's cascader): Chinese names for Chinese readers, Pinyin for the others (areaNames.ts). */
export async function listAreas(db: Db, q: { level?: number; parentId?: number; name?: string }, locale: Locale = 'zh_CN'): Promise<Area[]> {
  const [rows, areaName] = await Promise.all([geoRepo.areas(db, q), areaNamer(locale)]);
  return rows.map((r) => ({
    id: r.id,
    code: String(r.id),
    name: areaName(r.name),
    level: r.level,
    parent_id: r.parentId,
    has_children: Boolean(r.hasChildren),
  }));
}
