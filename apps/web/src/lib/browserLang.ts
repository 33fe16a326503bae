/**
 * The first visit's language: the browser's preferred languages (navigator.languages, the same list
 * the browser sends as Accept-Language), first match wins; a stored choice (LANG) always comes first
 * and the server's configured default only when the browser names none of ours.
 */
import type { Locale } from '@tic/shared';

/** BCP 47 tag (any case, `_` or `-`) -> one of our locales, or null. Every Chinese variant reads zh_CN, the only Chinese we have. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().replace('_', '-').split('-')[0];
  if (primary === 'zh') return 'zh_CN';
  if (primary === 'en') return 'en';
  if (primary === 'ar') return 'ar';
  return null;
}

export function browserLang(languages: readonly string[] | undefined): Locale | null {
  for (const tag of languages ?? []) {
    const l = localeOfTag(tag);
    if (l) return l;
  }
  return null;
}
