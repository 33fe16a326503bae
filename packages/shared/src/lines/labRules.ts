/**
 * The rules of the laboratory-testing, GCC and CB forms (business-lines.md "Laboratory testing ... and the
 * CB and GCC certificates"), once for the server and the web form. The declarations (testing.ts, gcc.ts,
 * cb.ts) name them in their `checks`; the unit tests are in labForms.test.ts.
 */

/** The six member states of the Gulf Cooperation Council (GSO's G-Mark covers them). */
export const GCC_COUNTRIES = ['SA', 'AE', 'KW', 'BH', 'OM', 'QA'] as const;
export const isGccCountry = (code: unknown): boolean => typeof code === 'string' && (GCC_COUNTRIES as readonly string[]).includes(code.toUpperCase());

/** The economic operator's role in a G-Mark application. */
export const GCC_OPERATOR_ROLES = ['manufacturer', 'importer', 'factory'] as const;

/** An operator established outside the GCC cannot be the importer (the importer places the product on the Gulf market). */
export function gccOperatorRoleOk(operator: { role?: unknown; country?: unknown } | undefined): boolean {
  if (!operator || operator.role !== 'importer' || typeof operator.country !== 'string' || operator.country === '') return true;
  return isGccCountry(operator.country);
}

/** A GCC tariff line: the 6-digit HS subheading and two national digits (dots, spaces and hyphens ignored). */
export const HS8_PATTERN = /^\d{8}$/;
export const normalizeHs8 = (v: unknown) => (typeof v === 'string' ? v.replace(/[.\s-]/g, '') : v);
/** The HS subheading of the reference table (level 6) an 8-digit code belongs to. */
export const hsSubheadingOf = (hs8: string) => hs8.slice(0, 6);

/** Models pasted in bulk: one per line; blank lines dropped, each trimmed. */
export const splitModels = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
    : [];
export const MAX_MODELS = 500;
export const MODEL_MAX_LENGTH = 100;
/** Why a pasted model list is refused (an i18n key), or null: at least one, at most 500, each 100 characters, none twice. */
export function modelsIssue(text: unknown): string | null {
  const models = splitModels(text);
  if (models.length === 0) return 'validation.modelsRequired';
  if (models.length > MAX_MODELS) return 'validation.modelsTooMany';
  if (models.some((m) => m.length > MODEL_MAX_LENGTH)) return 'validation.modelTooLong';
  const seen = new Set(models.map((m) => m.toUpperCase()));
  return seen.size === models.length ? null : 'validation.modelsDuplicate';
}

/** One brand per certificate: a single name, not a list ("A / B", "A, B", "A & B"). */
export const isSingleBrand = (brand: unknown): boolean => typeof brand !== 'string' || !/[,;/&、，；]|\s\+\s|\band\b/i.test(brand.trim());

/** Declared fibre composition: the percentages must add up to 100 (to one decimal place). */
export const compositionTotal = (lines: readonly { percent?: unknown }[] | undefined): number =>
  Math.round((lines ?? []).reduce((s, l) => s + (typeof l?.percent === 'number' && Number.isFinite(l.percent) ? l.percent : 0), 0) * 10) / 10;
export const compositionAddsUp = (lines: readonly { percent?: unknown }[] | undefined): boolean => (lines ?? []).length > 0 && compositionTotal(lines) === 100;

/** A textile's end use (GB 18401 categories A, B, C). */
export const TEXTILE_END_USES = ['infant', 'skin_contact', 'no_skin_contact'] as const;
export type TextileEndUse = (typeof TEXTILE_END_USES)[number];
/** GB 18401 limits the report reads results against: pH range and formaldehyde (mg/kg) per end use. */
export const GB18401_LIMITS: Record<TextileEndUse, { ph: [number, number]; formaldehyde: number }> = {
  infant: { ph: [4.0, 7.5], formaldehyde: 20 },
  // Class B: 4.0-8.5 since the 2010 edition (the 2003 edition's 7.5 was relaxed).
  skin_contact: { ph: [4.0, 8.5], formaldehyde: 75 },
  no_skin_contact: { ph: [4.0, 9.0], formaldehyde: 300 },
};

/** Chemistry: the sample amount the laboratory needs, in grams. */
export const CHEMISTRY_AMOUNT_G = { min: 50, max: 200 } as const;
/** The pasted model list as a whole: 500 models of 100 characters with their line breaks. */
export const MODELS_TEXT_MAX = MAX_MODELS * (MODEL_MAX_LENGTH + 2);
