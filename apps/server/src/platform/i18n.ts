import type { FastifyRequest } from 'fastify';
import { LANG_HEADER, LOCALES, translate, type Locale } from '@tic/shared';

const NUMERIC_LANG: Record<string, Locale> = { '1': 'zh_CN', '2': 'en', '3': 'ar' };

/** Normalizes what clients send (zh_CN, zh-CN, zh, en-US, ar-EG, 1/2/3) to a locale, or undefined. */
export function parseLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  if (NUMERIC_LANG[value]) return NUMERIC_LANG[value];
  const v = value.replace('-', '_');
  if ((LOCALES as readonly string[]).includes(v)) return v as Locale;
  const base = v.split('_')[0]!.toLowerCase();
  if (base === 'zh') return 'zh_CN';
  if (base === 'en' || base === 'ar') return base;
  return undefined;
}

/** The request's language: the langId header, else the user's language, else configuration. */
export function requestLocale(req: FastifyRequest): Locale {
  return parseLocale(req.headers[LANG_HEADER.toLowerCase()]) ?? parseLocale(req.user?.lang) ?? req.server.config.defaultLang;
}

export const t = (req: FastifyRequest, key: string, params?: Record<string, string | number>) => translate(requestLocale(req), key, params);

/** The column of a row's three-language value that the locale reads. */
export const pick = <T>(locale: Locale, zh: T, en: T, ar: T): T => (locale === 'zh_CN' ? zh : locale === 'ar' ? ar : en);
