import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogues, type Locale } from '@tic/shared';

/** The web app's i18next over the shared catalogues (as lib/i18n.ts sets it up): a count picks its plural form. */
async function tOf(lang: Locale) {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { [lang]: { translation: catalogues[lang] } }, lng: lang, fallbackLng: false, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n);
}
const COUNTS = [0, 1, 2, 3, 11, 100];

describe('plural forms through i18next', () => {
  it('Arabic: zero, one, two, few (3), many (11), other (100)', async () => {
    const t = await tOf('ar');
    expect(COUNTS.map((count) => t('financeList.totalLine', { count, amount: 'USD 1.00', confirmed: 'USD 1.00' }).split(':')[0])).toEqual([
      'لا حوالات',
      'حوالة واحدة',
      'حوالتان',
      '3 حوالات',
      '11 حوالةً',
      '100 حوالة',
    ]);
    expect(COUNTS.map((count) => t('nbChecklist.attached', { count }))).toEqual(['لا ملفات', 'ملف واحد', 'ملفان', '3 ملفات', '11 ملفًا', '100 ملف']);
    expect(t('notice.bellLabel', { count: 11 })).toBe('الإشعارات، 11 إشعارًا غير مقروء');
  });
  it('English: one and other; Chinese: one form', async () => {
    const t = await tOf('en');
    expect(COUNTS.map((count) => t('appUi.list.total', { count }))).toEqual([
      '0 applications',
      '1 application',
      '2 applications',
      '3 applications',
      '11 applications',
      '100 applications',
    ]);
    expect(t('additionalInfo.items', { count: 1 })).toBe('1 item');
    const zh = await tOf('zh_CN');
    expect(COUNTS.map((count) => zh('appUi.products.count', { count }))).toEqual(COUNTS.map((n) => `共 ${n} 行`));
  });
});
