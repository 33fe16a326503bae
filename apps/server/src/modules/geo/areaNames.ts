/**
 * Names of Chinese administrative areas for readers of English and Arabic. The areas table holds
 * Chinese names only (no official English or Arabic list exists for every district), so they are
 * romanised in Hanyu Pinyin, the form China uses on maps, addresses and passports: 广东省 -> Guangdong
 * Province, 南山区 -> Nanshan District. The suffix is translated when it is a common one.
 */
import type { Locale } from '@tic/shared';

/** pinyin-pro (its dictionary takes a while to load) is imported when a non-Chinese reader first asks for areas. */
let pinyin: typeof import('pinyin-pro').pinyin | undefined;

// Longest first: 自治区 before 区.
const SUFFIXES: [string, string][] = [
  ['特别行政区', 'Special Administrative Region'],
  ['维吾尔自治区', 'Uygur Autonomous Region'],
  ['壮族自治区', 'Zhuang Autonomous Region'],
  ['回族自治区', 'Hui Autonomous Region'],
  ['自治区', 'Autonomous Region'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['地区', 'Prefecture'],
  ['新区', 'New Area'],
  ['省', 'Province'],
  ['市', 'City'],
  ['区', 'District'],
  ['县', 'County'],
  ['盟', 'League'],
  ['旗', 'Banner'],
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const romanise = (zh: string) => cap(pinyin!(zh, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('').replace(/ü/g, 'u'));

const cache = new Map<string, string>();

/** Names in `locale` (areaName below), once what they need is loaded. */
export async function areaNamer(locale: Locale): Promise<(name: string) => string> {
  if (locale !== 'zh_CN') pinyin ??= (await import('pinyin-pro')).pinyin;
  return (name) => areaName(name, locale);
}

/** The area's name in the reader's language: the Chinese name itself for Chinese readers, else Pinyin with the suffix in English. */
function areaName(name: string, locale: Locale): string {
  if (locale === 'zh_CN') return name;
  let out = cache.get(name);
  if (out === undefined) {
    const suffix = SUFFIXES.find(([zh]) => name.endsWith(zh) && name.length > zh.length);
    out = suffix ? `${romanise(name.slice(0, -suffix[0].length))} ${suffix[1]}` : romanise(name);
    if (cache.size < 10_000) cache.set(name, out);
  }
  return out;
}
