import type { Locale } from './constants.js';

/**
 * The units of quantity (UN/ECE Recommendation 20 codes) the forms' unit look-up offers, with their names in the three
 * languages: the server seeds its look-up table from this list, and every screen shows a chosen unit by its name in the
 * reader's language (issue 27: "PCE" read as a code in Chinese and Arabic).
 */
export const UNITS: readonly (readonly [code: string, en: string, zh_CN: string, ar: string])[] = [
  ['PCE', 'Piece', '件', 'قطعة'],
  ['SET', 'Set', '套', 'طقم'],
  ['PR', 'Pair', '双', 'زوج'],
  ['DZN', 'Dozen', '打', 'دزينة'],
  ['NAR', 'Number of articles', '个', 'عدد القطع'],
  ['C62', 'One', '个（单位）', 'واحد'],
  ['KGM', 'Kilogram', '千克', 'كيلوغرام'],
  ['GRM', 'Gram', '克', 'غرام'],
  ['TNE', 'Tonne', '吨', 'طن'],
  ['MTR', 'Metre', '米', 'متر'],
  ['MTK', 'Square metre', '平方米', 'متر مربع'],
  ['MTQ', 'Cubic metre', '立方米', 'متر مكعب'],
  ['LTR', 'Litre', '升', 'لتر'],
];

const BY_CODE = new Map(UNITS.map((u) => [u[0].toUpperCase(), u] as const));
const COLUMN: Record<Locale, 1 | 2 | 3> = { en: 1, zh_CN: 2, ar: 3 };

/** A unit's name in a language ("PCE" -> "件"); null when the code is not one of UNITS (free text stays as typed). */
export function unitName(code: string | null | undefined, locale: Locale): string | null {
  const row = code ? BY_CODE.get(code.trim().toUpperCase()) : undefined;
  return row ? row[COLUMN[locale]] : null;
}

/** A quantity with its unit in the reader's language ("5000 件", "5000 Piece"); an unknown unit as it was written. */
export function quantityWithUnit(quantity: string | number | null | undefined, unit: string | null | undefined, locale: Locale): string {
  return [quantity ?? '', unit ? (unitName(unit, locale) ?? unit) : '']
    .map(String)
    .filter((s) => s.trim() !== '')
    .join(' ');
}
