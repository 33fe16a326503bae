/** Building blocks of the lines' `covers` (types.ts LineCover): HS chapter ranges and destination groups. */

/** The HS chapters from..to (inclusive), without those listed in `except`. */
export const chapters = (from: number, to: number, except: readonly number[] = []): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((c) => !except.includes(c));

/** Chapters 1-24 (food, agriculture) and 30 (medicines) go to the food and drug regulators, not to product conformity. */
export const NON_FOOD_CHAPTERS = chapters(25, 97, [30, 77]);
/** Every chapter of the nomenclature (77 is reserved). */
export const ALL_CHAPTERS = chapters(1, 97, [77]);

/** The member states of the EU (the radio equipment directive's market). */
export const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;
/** The GCC states that accept the G-Mark. */
export const GCC_MEMBERS = ['SA', 'AE', 'BH', 'KW', 'OM', 'QA', 'YE'] as const;
