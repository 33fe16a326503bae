import { describe, expect, it } from 'vitest';
import { catalogues, flatKeys, pluralRulesOf, translate } from './index.js';
import { PORTAL_ROUTES } from '../routes.js';
import { ERROR_STATUSES } from '../errors.js';

const LOCALES = ['zh_CN', 'en', 'ar'] as const;
type Lang = (typeof LOCALES)[number];
const flat = (node: object, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flat(v as object, `${prefix}${k}.`)));
const texts = Object.fromEntries(LOCALES.map((l) => [l, new Map(flat(catalogues[l]))])) as Record<Lang, Map<string, string>>;
const get = (locale: Lang, key: string) => texts[locale].get(key) ?? '';
/** A count text is the family of `key_<category>` (i18next plurals) whose `key_one` and `key_other` en has; its key here is the family's. */
const PLURAL_BASES = new Set(
  [...texts.en.keys()].filter((k) => k.endsWith('_other') && texts.en.has(`${k.slice(0, -'_other'.length)}_one`)).map((k) => k.slice(0, -'_other'.length)),
);
function families(locale: Lang) {
  const out = new Map<string, string[]>();
  for (const key of texts[locale].keys()) {
    const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    const plural = !!m && PLURAL_BASES.has(m[1]!);
    const base = plural ? m[1]! : key;
    out.set(base, [...(out.get(base) ?? []), ...(plural ? [m[2]!] : [])]);
  }
  return out;
}

describe('i18n catalogues', () => {
  const en = [...families('en').keys()].sort();
  for (const locale of ['zh_CN', 'ar'] as const) {
    it(`${locale} has exactly the keys of en (count texts: their families), none empty`, () => {
      expect([...families(locale).keys()].sort()).toEqual(en);
      for (const key of flatKeys(catalogues[locale])) expect(get(locale, key).trim(), key).not.toBe('');
    });
  }

  // A number of things takes {{count}} and its plural forms; "{{n}} of {{max}}" texts name no counted noun (or one that agrees with max).
  it('every count text has exactly the plural forms of its language (ar six, en two, zh one), and every {{count}} text is one', () => {
    const plurals = families('en');
    for (const locale of LOCALES) {
      const categories = [...pluralRulesOf(locale).resolvedOptions().pluralCategories].sort();
      for (const [base, forms] of families(locale)) {
        if (plurals.get(base)!.length === 0) expect(get(locale, base), `${locale} ${base}`).not.toContain('{{count}}');
        else expect(forms.sort(), `${locale} ${base}`).toEqual(categories);
      }
    }
    expect([...plurals.values()].filter((f) => f.length > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('renders a count in the form its number takes: Arabic 0, 1, 2, 3, 11, 100 and English one/other', () => {
    const line = (locale: Lang, count: number) => translate(locale, 'financeList.totalLine', { count, amount: 'USD 10.00', confirmed: 'USD 0.00' });
    const arabic = ['لا حوالات', 'حوالة واحدة', 'حوالتان', '3 حوالات', '11 حوالةً', '100 حوالة'];
    expect([0, 1, 2, 3, 11, 100].map((n) => line('ar', n).split(':')[0])).toEqual(arabic);
    expect([0, 1, 2, 3, 11, 100].map((n) => line('en', n).split(':')[0])).toEqual([
      '0 remittances',
      '1 remittance',
      '2 remittances',
      '3 remittances',
      '11 remittances',
      '100 remittances',
    ]);
    expect(line('zh_CN', 1)).toBe('1 笔汇款：USD 10.00，已确认 USD 0.00');
    expect(translate('ar', 'validation.importRows', { count: 2 })).toBe('صفّان غير صحيحين؛ لم يُستورد أي شيء');
    // Without a count the family has no text of its own: the key comes back, as for any unknown key.
    expect(translate('en', 'financeList.totalLine')).toBe('financeList.totalLine');
  });

  it('every route title and every catalogue error status is translated in the three languages', () => {
    for (const locale of ['zh_CN', 'en', 'ar'] as const) {
      for (const r of PORTAL_ROUTES) expect(translate(locale, r.titleKey), r.titleKey).not.toBe(r.titleKey);
      for (const s of ERROR_STATUSES) expect(translate(locale, `error.${s}`)).not.toBe(`error.${s}`);
    }
  });

  it('fills placeholders and returns the key for an unknown one', () => {
    expect(translate('en', 'validation.tooShort', { field: 'Name', min: 2 })).toBe('Name must be at least 2 characters');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });

  it('uses the spec wording of the error catalogue', () => {
    expect(translate('en', 'error.401')).toBe('Login expired, please log in again');
    expect(translate('en', 'error.403')).toBe('Access denied');
    expect(translate('en', 'error.404')).toBe('Resource not found');
    expect(translate('en', 'error.505')).toBe('HTTP version not supported');
  });
});

describe('catalogue merging', () => {
  it('adds each domain section and refuses a key defined twice', async () => {
    const { mergeCatalogues } = await import('./merge.js');
    expect(mergeCatalogues({ a: { x: '1' } }, { a: { y: '2' } }, { b: { z: '3' } })).toEqual({ a: { x: '1', y: '2' }, b: { z: '3' } });
    expect(() => mergeCatalogues({ a: { x: '1' } }, { a: { x: '2' } })).toThrow('i18n key defined twice: x');
    expect(translate('ar', 'reference.hsTitle')).toBe('رموز النظام المنسق (HS)');
  });
});
