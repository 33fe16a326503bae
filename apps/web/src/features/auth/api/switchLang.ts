import type { Locale } from '@tic/shared';
import { http } from '../../../lib/api';

/** POST /switch-lang: remembers the language on the account, so server messages and mails follow it. */
export function switchLang(lang: Locale): Promise<{ lang: Locale }> {
  return http.post<{ lang: Locale }>('/switch-lang', { lang });
}
