/**
 * i18next over the three shared catalogues, plus everything else that follows the language:
 * the direction, dayjs's locale, and <html lang/dir> (Arabic is right to left).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import { RTL_LOCALES, formatDate, formatNumber, registerCatalogue, type Locale, type Messages } from '@tic/shared';
import type { InitOptions } from 'i18next';

/**
 * Only the language in use is loaded (issue 16: first-load budget): its catalogue (one chunk per language, built by
 * build/catalogues.ts from the shared domain files) and dayjs's locale; antd's locale loads with antd
 * (app/AntdScope.tsx). Switching the language stores it and reloads the page, so one language per page load is enough.
 */
const LANGUAGE_FILES: Record<Locale, () => Promise<[Messages, unknown]>> = {
  zh_CN: () => Promise.all([import('virtual:tic-catalogue/zh_CN').then((m) => m.default), import('dayjs/locale/zh-cn')]),
  en: () => Promise.all([import('virtual:tic-catalogue/en').then((m) => m.default), Promise.resolve()]),
  ar: () => Promise.all([import('virtual:tic-catalogue/ar').then((m) => m.default), import('dayjs/locale/ar')]),
};
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

/** Sets the language in use without loading anything: for the web build's boot shells (app/bootShells.tsx). */
export function setCurrentLang(lang: Locale): void {
  current = lang;
}

/**
 * A date, a time or a number put into an Arabic sentence is a left-to-right isolate (LRI … PDI): its digits and
 * hyphens are weak or neutral characters, so "2026-11-28" after Arabic words was drawn "28-11-2026". A value with
 * letters of its own (a Latin name, a code) already takes its direction from them and is left as it is.
 */
const WEAK_ONLY = /^[\d\s.,:;/+\-–%()]+$/;
export const isolate = (value: unknown): string => {
  const text = String(value);
  // A bare integer is one run of digits and is drawn right as it is; only what joins runs with separators breaks.
  return WEAK_ONLY.test(text) && /\D/.test(text.trim()) ? ltr(text) : text;
};

/**
 * A value that is always read left to right, whatever the sentence around it (an amount with its currency, a
 * reference number, a tracking number): a left-to-right isolate, in every language. The one place the marks are written.
 */
export function ltr(value: unknown): string {
  return `\u2066${String(value)}\u2069`;
}

/**
 * A name put into a sentence (an organisation's, a person's): a first-strong isolate, laid out in its own direction
 * whatever the sentence's. "Shenzhen Demo Trading Co., Ltd." inside an Arabic sentence lost its final full stop to it.
 */
export function named(value: unknown): string {
  return `\u2068${String(value)}\u2069`;
}

/**
 * A date as the reader's language writes it ("December 4, 2026", "2026年12月4日", "4 ديسمبر 2026"): an office date
 * (YYYY-MM-DD) or a moment (an ISO timestamp, the day it falls on here). The shared formatDate, the notices' and
 * e-mails' own; for a date shown outside a text (a label's value). In a text, write `{{nameDate}}` and pass `name`.
 */
export const localDate = (value: string | null | undefined): string => (value ? formatDate(current, value) : '');

/**
 * The i18next options that follow the language, as the shared `fillPlaceholders` fills a text on the server:
 * a value put into an Arabic sentence is an isolate (`isolate`, issue 27; React escapes already), and `{{nameDate}}`
 * is the parameter `name`, a date or a moment, as the language writes it (formatDate: "2026年12月4日",
 * "December 4, 2026", "4 ديسمبر 2026"; never the bare ISO date, which Arabic draws reversed). A parameter named in
 * full (`nameDate` itself) is used as it is.
 */
export function languageOptions(lang: Locale): Pick<InitOptions, 'interpolation' | 'missingInterpolationHandler'> {
  return {
    interpolation: isRtl(lang) ? { escapeValue: true, escape: isolate } : { escapeValue: false },
    // Called for a placeholder the call does not pass: `{{dateDate}}` when the call passes `date`.
    missingInterpolationHandler: (_text, match: RegExpExecArray, options) => {
      const opts = (options ?? {}) as unknown as Record<string, unknown>;
      const values = (opts.replace && typeof opts.replace === 'object' ? opts.replace : opts) as Record<string, unknown>;
      const name = String(match[1]).trim();
      const base = /^(\w+?)Date$/.exec(name)?.[1];
      if (base !== undefined && values[base] !== undefined && values[base] !== null) return formatDate(lang, String(values[base]));
      // Otherwise as i18next without the handler: empty when passed as undefined or a date not given, else left as it is.
      return base !== undefined || Object.hasOwn(values, name) ? '' : match[0];
    },
  };
}

export async function initI18n(lang: Locale): Promise<void> {
  current = lang;
  const [messages] = await LANGUAGE_FILES[lang]();
  // The shared rules' messages (issueMessage) read the same catalogue.
  registerCatalogue(lang, messages);
  await i18next.use(initReactI18next).init({
    resources: { [lang]: { translation: messages } },
    lng: lang,
    // Every catalogue has every key (catalogue test): nothing to fall back to.
    fallbackLng: false,
    ...languageOptions(lang),
    showSupportNotice: false,
  });
  // `{{count, number}}` as the shared translate writes it (Latin digits in Arabic, as money), not the browser's own choice.
  i18next.services.formatter?.add('number', (value, lng) => formatNumber(lng ?? lang, Number(value)));
  dayjs.locale(DAYJS_LOCALES[lang]);
  document.documentElement.lang = HTML_LANG[lang];
  document.documentElement.dir = directionOf(lang);
}

/** Translation for code outside React (the HTTP client, loaders). */
export const t = (key: string, params?: Record<string, unknown>): string => i18next.t(key, params);

export { i18next };
