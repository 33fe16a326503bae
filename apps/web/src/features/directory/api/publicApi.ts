import { API_FRONTEND, LANG_HEADER, type DirectoryPage, type FinderResult } from '@tic/shared';
import { currentLang } from '../../../lib/i18n';

/** A public call's answer: the data, or the status and the server's message in the page's language (429: too many). */
export type PublicAnswer<T> = { ok: true; data: T } | { ok: false; status: number; msg: string | null };

/**
 * The directory's and the finder's calls without a session (plain fetch, as the verification: no sign-in redirect on
 * 401, no session cookie needed; cache "no-cache": a status that just changed is seen).
 */
async function publicCall<T>(method: 'GET' | 'POST', path: string, opts: { query?: Record<string, string>; body?: unknown } = {}): Promise<PublicAnswer<T>> {
  const q = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).filter(([, v]) => v !== ''))}` : '';
  try {
    const res = await fetch(`${API_FRONTEND}${path}${q}`, {
      method,
      cache: 'no-cache',
      headers: { [LANG_HEADER]: currentLang(), Accept: 'application/json', ...(opts.body ? { 'Content-Type': 'application/json' } : {}) },
      body: opts.body ? JSON.stringify(opts.body) : undefined,
    });
    const json = (await res.json().catch(() => null)) as { data?: T; msg?: string } | null;
    if (res.ok && json && 'data' in json) return { ok: true, data: json.data as T };
    return { ok: false, status: res.status, msg: json?.msg ?? null };
  } catch {
    return { ok: false, status: 0, msg: null };
  }
}

export const searchDirectory = (q: string, scheme: string, page: number) =>
  publicCall<DirectoryPage>('GET', '/public/directory', { query: { q, scheme, current_page: String(page), per_page: '10' } });

export interface SubscribeFields {
  cert_no: string;
  code: string;
  email: string;
}
export const subscribe = (v: SubscribeFields) => publicCall<{ resend_after: number }>('POST', '/public/directory/subscribe', { body: v });
export const confirmSubscription = (v: SubscribeFields & { email_code: string }) =>
  publicCall<{ subscribed: boolean }>('POST', '/public/directory/subscribe/confirm', { body: v });
export const unsubscribe = (token: string) => publicCall<{ unsubscribed: boolean }>('POST', '/public/directory/unsubscribe', { body: { token } });

export const findScheme = (v: { hs: string; description: string; destination: string }) =>
  publicCall<FinderResult>('GET', '/public/scheme-finder', { query: v });
