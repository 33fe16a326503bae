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

  // A number of things is a count, {{count}} (or {{n}}, {{seconds}}, {{rows}}, {{items}}, {{quantity}}), and takes its plural
  // forms. Numbers that count nothing in the text take other names: a position or ordinal {{index}}, a version {{version}},
  // a round {{round}}, the "{{filled}} of {{max}}" counters (no counted noun, or one that agrees with max), a sample {{size}} shown as a label's value.
  it('every count text has exactly the plural forms of its language (ar six, en two, zh one), and every text with a count placeholder is one', () => {
    const plurals = families('en');
    const COUNT_PLACEHOLDER = /\{\{\s*(count|n|seconds|rows|items|quantity)\s*[,}]/;
    for (const locale of LOCALES) {
      const categories = [...pluralRulesOf(locale).resolvedOptions().pluralCategories].sort();
      for (const [base, forms] of families(locale)) {
        if (plurals.get(base)!.length === 0)
          expect(get(locale, base), `${locale} ${base}: a count text without a plural family`).not.toMatch(COUNT_PLACEHOLDER);
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
    // The inspection report's sample: 1 unit, 13 units; in Arabic the number's own form.
    const sample = (locale: Lang, count: number) => translate(locale, 'inspectionPdf.sampleValue', { letter: 'F', count });
    expect([1, 13].map((n) => sample('en', n))).toEqual(['code letter F, 1 unit', 'code letter F, 13 units']);
    expect([1, 2, 5, 13, 200].map((n) => sample('ar', n).split('، ')[1])).toEqual(['وحدة واحدة', 'وحدتان', '5 وحدات', '13 وحدةً', '200 وحدة']);
    expect(sample('zh_CN', 13)).toBe('字码 F，13 件');
    const days = (n: number) => translate('ar', 'staff.daysLeftValue', { count: n });
    expect([0, 1, 2, 3, 11, 100].map(days)).toEqual(['لا أيام عمل', 'يوم عمل واحد', 'يوما عمل', '3 أيام عمل', '11 يوم عمل', '100 يوم عمل']);
    expect(translate('en', 'staff.overdueBy', { count: 1 })).toBe('Overdue by 1 working day');
    // Waits in seconds, on the server (429 messages) and in the web app.
    const wait = (locale: Lang, count: number) => translate(locale, 'accounts.codeTooSoon', { count });
    expect(wait('en', 1)).toBe('Please wait 1 second before asking for a new code');
    expect(wait('en', 2)).toBe('Please wait 2 seconds before asking for a new code');
    const arWait = [1, 2, 3, 11, 100].map((n) => translate('ar', 'accountsWeb.resendIn', { count: n }));
    expect(arWait.map((s) => s.replace('إعادة الإرسال بعد ', ''))).toEqual(['ثانية واحدة', 'ثانيتين', '3 ثوانٍ', '11 ثانيةً', '100 ثانية']);
    expect(translate('zh_CN', 'accounts.tooManyRequests', { count: 30 })).toBe('尝试次数过多，请 30 秒后再试');
    expect(translate('en', 'accountsWeb.qrValid', { count: 1 })).toBe('Valid for 1 second');
    // The calendar's two counts, each in its own form.
    const year = (locale: Lang, h: number, w: number) =>
      translate(locale, 'calendar.counts', {
        holidays: translate(locale, 'calendar.holidayCount', { count: h }),
        workdays: translate(locale, 'calendar.workdayCount', { count: w }),
      });
    expect(year('en', 1, 6)).toBe('1 public holiday, 6 make-up working days');
    expect(year('ar', 2, 1)).toBe('عطلتان رسميتان، يوم عمل تعويضي واحد');
    expect(year('zh_CN', 28, 6)).toBe('法定节假日 28 天，调休工作日 6 天');
    // Rows read: the number written in the language's way ({{count, number}}), the form following it.
    expect([1, 12345].map((n) => translate('en', 'config.rowsRead', { count: n }))).toEqual(['1 row read', '12,345 rows read']);
    expect([2, 1200, 1203].map((n) => translate('ar', 'config.rowsRead', { count: n }))).toEqual(['قُرئ صفّان', 'قُرئ 1,200 صف', 'قُرئت 1,203 صفوف']);
    expect(translate('zh_CN', 'config.rowsRead', { count: 12345 })).toBe('已读取 12,345 行');
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
