/**
 * A form value as text, by its field kind (the same FieldMeta the form renders from): booleans as
 * yes/no, options by their catalogue name, countries by their name in the UI language, dates as the language writes
 * them (the shared formatDate, the notices' own: "2026年12月9日", "December 9, 2026", "9 ديسمبر 2026"), lists joined.
 * `latin` says the value is data in Latin script or digits (names, addresses, codes, numbers), which
 * the view isolates (dir="auto") so that Arabic does not reorder it.
 */
import { formatDate, unitName, type FieldMeta, type Locale } from '@tic/shared';

type T = (key: string, params?: Record<string, unknown>) => string;
type Exists = (key: string) => boolean;

const regionNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string, lang: string): string {
  const tag = lang === 'zh_CN' ? 'zh-CN' : lang;
  let names = regionNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region' });
    regionNames.set(tag, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function isBlank(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

export function fieldText(meta: Pick<FieldMeta, 'name' | 'kind'>, v: unknown, t: T, exists: Exists, lang: string): { text: string; latin: boolean } {
  if (isBlank(v)) return { text: '', latin: false };
  switch (meta.kind) {
    case 'boolean':
      return { text: t(v ? 'common.yes' : 'common.no'), latin: false };
    case 'select': {
      const key = `appUi.option.${meta.name}.${String(v)}`;
      return exists(key) ? { text: t(key), latin: false } : { text: String(v), latin: true };
    }
    case 'country':
      return { text: countryName(String(v), lang), latin: lang !== 'ar' };
    case 'countries':
      return { text: (Array.isArray(v) ? v : [v]).map((c) => countryName(String(c), lang)).join(', '), latin: lang !== 'ar' };
    case 'unit': {
      // A unit of the look-up by its name in the reader's language; free text as it was typed.
      const name = unitName(String(v), lang as Locale);
      return name ? { text: name, latin: false } : { text: String(v), latin: true };
    }
    case 'date': {
      // A date the form did not hold as YYYY-MM-DD is shown as typed, as data.
      const text = formatDate(lang, String(v));
      return { text, latin: text === String(v) };
    }
    case 'list':
      return { text: (v as unknown[]).map(String).join(', '), latin: true };
    default:
      return { text: String(v), latin: true };
  }
}
