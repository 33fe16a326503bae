/**
 * Reads a free-text address (GET /common/optAddress): the country it names, and for a Chinese
 * address the province, city and district, by matching the names of the areas table in order. What is
 * left (street, building, room) is returned as the detail.
 */
import type { Locale, OptAddressResult } from '@tic/shared';
import type { Db } from '../../db/client.js';
import { pick } from '../../platform/i18n.js';
import { geoRepo } from './repo.js';

interface AreaNode {
  id: number;
  name: string;
  shortName: string;
  level: number;
  parentId: number | null;
  children: AreaNode[];
}
interface CountryName {
  text: string;
  latin: boolean;
  /** UK, UAE, PRC: only in capitals, so that "us" or "uk" inside words and sentences is no country. */
  capitals: boolean;
  country: { id: number; code: string; zh: string; en: string; ar: string };
}
interface AddressIndex {
  provinces: AreaNode[];
  cities: AreaNode[];
  districts: AreaNode[];
  byId: Map<number, AreaNode>;
  countryNames: CountryName[];
  china: CountryName['country'] | undefined;
}

// Built once per database handle: areas and countries are reference data that change only with a release.
const indexes = new WeakMap<Db, Promise<AddressIndex>>();

async function buildIndex(db: Db): Promise<AddressIndex> {
  const [areaRows, countryRows] = await Promise.all([geoRepo.allAreas(db), geoRepo.allCountries(db)]);
  const byId = new Map<number, AreaNode>(areaRows.map((a) => [a.id, { ...a, children: [] }]));
  for (const node of byId.values()) if (node.parentId !== null) byId.get(node.parentId)?.children.push(node);
  const nodes = [...byId.values()];
  const countryNames: CountryName[] = [];
  for (const c of countryRows) {
    const country = { id: c.id, code: c.code, zh: c.nameZh, en: c.nameEn, ar: c.nameAr };
    const names = [c.nameZh, c.nameEn, c.nameAr, ...(c.remarks ?? '').split(',').map((s) => s.trim())].filter((n) => n.length >= 2);
    for (const text of new Set(names)) countryNames.push(nameEntry(text, country));
  }
  const china = countryRows.find((c) => c.code === 'CN');
  if (china) {
    const country = { id: china.id, code: 'CN', zh: china.nameZh, en: china.nameEn, ar: china.nameAr };
    for (const text of ['中华人民共和国', '中国大陆', 'P.R. China', 'PR China', 'P.R.C.', 'PRC']) countryNames.push(nameEntry(text, country));
  }
  // Longest first, so "South Sudan" wins over "Sudan".
  countryNames.sort((a, b) => b.text.length - a.text.length);
  return {
    provinces: nodes.filter((n) => n.level === 1),
    cities: nodes.filter((n) => n.level === 2),
    districts: nodes.filter((n) => n.level === 3),
    byId,
    countryNames,
    china: china && { id: china.id, code: 'CN', zh: china.nameZh, en: china.nameEn, ar: china.nameAr },
  };
}

const nameEntry = (text: string, country: CountryName['country']): CountryName => ({
  text,
  latin: /^[\p{Script=Latin}\s'’().,-]+$/u.test(text),
  capitals: /^[A-Z.]+$/.test(text),
  country,
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function findCountry(index: AddressIndex, address: string): { name: CountryName; at: number } | undefined {
  for (const name of index.countryNames) {
    const at = name.latin
      ? address.search(new RegExp(`(?<![\\p{L}])${escapeRe(name.text)}(?![\\p{L}])`, name.capitals ? 'u' : 'iu'))
      : address.indexOf(name.text);
    if (at >= 0) return { name, at };
  }
  return undefined;
}

/** The node among candidates whose full name, else unique short name, starts the text. */
function matchAtStart(candidates: AreaNode[], text: string): AreaNode | undefined {
  const full = candidates.filter((c) => text.startsWith(c.name)).sort((a, b) => b.name.length - a.name.length)[0];
  if (full) return full;
  const short = candidates.filter((c) => c.shortName !== c.name && text.startsWith(c.shortName));
  return short.length === 1 ? short[0] : undefined;
}

const consumed = (text: string, node: AreaNode) => text.slice(text.startsWith(node.name) ? node.name.length : node.shortName.length);
const SEPARATORS = /^[\s,，、;；:：/-]+|[\s,，、;；:：/-]+$/g;

export async function readAddress(db: Db, address: string, locale: Locale): Promise<OptAddressResult> {
  let index = indexes.get(db);
  if (!index) {
    index = buildIndex(db);
    indexes.set(db, index);
    index.catch(() => indexes.delete(db));
  }
  const idx = await index;
  let rest = address.replace(/\s+/g, ' ').trim();
  let country = undefined as CountryName['country'] | undefined;
  const found = findCountry(idx, rest);
  if (found) {
    country = found.name.country;
    rest = (rest.slice(0, found.at) + ' ' + rest.slice(found.at + found.name.text.length)).replace(SEPARATORS, '').trim();
  }

  let province: AreaNode | undefined;
  let city: AreaNode | undefined;
  let district: AreaNode | undefined;
  if (!country || country.code === 'CN') {
    province = matchAtStart(idx.provinces, rest);
    if (province) rest = consumed(rest, province);
    city = matchAtStart(province ? province.children : idx.cities, rest);
    if (city) rest = consumed(rest, city);
    // Municipalities have one city of their own name, which the address does not repeat.
    else if (province && province.children.length === 1) city = province.children[0];
    if (!province && !city) {
      district = matchAtStart(idx.districts, rest);
      if (district) city = idx.byId.get(district.parentId!);
    } else if (city) {
      district = matchAtStart(city.children, rest);
    }
    if (district) rest = consumed(rest, district);
    if (city && !province) province = idx.byId.get(city.parentId!);
    if (province && !country) country = idx.china;
  }
  const brief = (n: AreaNode | undefined) => (n ? { id: n.id, code: String(n.id), name: n.name } : null);
  return {
    country: country ? { id: country.id, code: country.code, name: pick(locale, country.zh, country.en, country.ar) } : null,
    province: brief(province),
    city: brief(city),
    district: brief(district),
    detail: rest.replace(SEPARATORS, ''),
  };
}
