/**
 * i18next over the three shared catalogues, plus everything else that follows the language:
 * antd's locale and direction, dayjs's locale, and <html lang/dir> (Arabic is right to left).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ar';
// antd locales from antd/es/...: the antd/locale/... path silently stays English with Vite 8.
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import arEG from 'antd/es/locale/ar_EG';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { LOCALES, RTL_LOCALES, catalogues, type Locale } from '@tic/shared';

export const ANTD_LOCALES: Record<Locale, AntdLocale> = { zh_CN: zhCN, en: enUS, ar: arEG };
const DAYJS_LOCALES: Record<Locale, string> = { zh_CN: 'zh-cn', en: 'en', ar: 'ar' };
/** BCP 47 tags for <html lang>, which screen readers and fonts use. */
const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', en: 'en', ar: 'ar' };
/** Used when neither LANG nor the server's configuration is available. */
export const FALLBACK_LANG: Locale = 'zh_CN';

export const isRtl = (lang: Locale): boolean => RTL_LOCALES.includes(lang);
export const directionOf = (lang: Locale): 'rtl' | 'ltr' => (isRtl(lang) ? 'rtl' : 'ltr');

let current: Locale = FALLBACK_LANG;

/** The language the UI runs in (also sent as the langId header). */
export function currentLang(): Locale {
  return current;
}

export async function initI18n(lang: Locale): Promise<void> {
  current = lang;
  const resources = Object.fromEntries(LOCALES.map((l) => [l, { translation: catalogues[l] }]));
  await i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'en',
    interpolation: { escapeValue: false }, // React escapes already
    showSupportNotice: false,
  });
  dayjs.locale(DAYJS_LOCALES[lang]);
  document.documentElement.lang = HTML_LANG[lang];
  document.documentElement.dir = directionOf(lang);
}

/** Translation for code outside React (the HTTP client, loaders). */
export const t = (key: string, params?: Record<string, unknown>): string => i18next.t(key, params);

export { i18next };
