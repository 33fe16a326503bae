/**
 * Which HS chapters fit a product category (the `hs.chapter` consistency rule, a warning). A category is free text
 * on the customs forms (product_category) and a choice on GCC (technical_regulation): the words below are matched
 * in English (at a word's start) and Chinese, case-insensitive; a category none of them names says nothing.
 */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));

/** Category words (English and Chinese) and the chapters they fit. */
export const CATEGORY_CHAPTERS: readonly { words: readonly string[]; chapters: readonly string[] }[] = [
  { words: ['lighting', 'lamp', 'luminaire', 'led', '灯'], chapters: ['85', '94'] },
  { words: ['electrical', 'electronic', 'appliance', 'low_voltage', 'low voltage', '电器', '电子', '家电'], chapters: ['84', '85', '90', '91', '94'] },
  { words: ['rohs'], chapters: ['84', '85', '90', '91', '94', '95'] },
  { words: ['toy', '玩具'], chapters: ['95'] },
  { words: ['textile', 'garment', 'apparel', 'clothing', 'fabric', '纺织', '服装', '面料'], chapters: range(50, 63) },
  { words: ['footwear', 'shoe', '鞋'], chapters: ['64'] },
  { words: ['furniture', '家具'], chapters: ['94'] },
  { words: ['food', '食品'], chapters: range(1, 24) },
  { words: ['cosmetic', '化妆品'], chapters: ['33'] },
  { words: ['vehicle', 'auto part', 'spare part', '汽车', '车辆'], chapters: ['40', '84', '85', '87'] },
  { words: ['tyre', 'tire', '轮胎'], chapters: ['40'] },
  { words: ['steel', 'metal', '钢', '金属'], chapters: [...range(72, 83)] },
  { words: ['building material', 'construction material', '建材'], chapters: ['25', '39', '44', '68', '69', '70', '72', '73', '76'] },
  { words: ['chemical', '化工', '化学'], chapters: range(28, 40) },
  { words: ['plastic', '塑料'], chapters: ['39'] },
  { words: ['paper', '纸'], chapters: ['47', '48', '49'] },
  { words: ['machinery', 'machine', '机械'], chapters: ['84', '85'] },
];

/** The chapters a category fits (the union of every group it names), or null when it names none. */
export function chaptersOfCategory(category: unknown): Set<string> | null {
  if (typeof category !== 'string' || !category.trim()) return null;
  const text = category.toLowerCase();
  const names = (w: string) => (/^[\x20-\x7e]+$/.test(w) ? new RegExp(`\\b${w}`).test(text) : text.includes(w));
  const groups = CATEGORY_CHAPTERS.filter((g) => g.words.some(names));
  return groups.length ? new Set(groups.flatMap((g) => g.chapters)) : null;
}
