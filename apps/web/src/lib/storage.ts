/**
 * Browser storage the app relies on: the readable session flag cookie, the LANG preference and
 * the per-tab reload markers. Kept in one place so tests and the guard read them the same way.
 */
import { LANG_STORAGE_KEY, LOCALES, SESSION_FLAG_COOKIE, type Locale } from '@tic/shared';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Whether a session exists. The token cookie itself is HttpOnly (scripts cannot read it), so the
 * server sets a readable companion flag with no secret in it.
 */
export function hasSessionFlag(): boolean {
  const v = readCookie(document.cookie, SESSION_FLAG_COOKIE);
  return v !== null && v !== '' && v !== '0';
}

/** Clears the readable flag; the HttpOnly token is cleared by the server (POST /logout, or on 401). */
export function clearSessionFlag(): void {
  document.cookie = `${SESSION_FLAG_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}

function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    // Storage can throw in private modes or when disabled; behave as if nothing was stored.
    return null;
  }
}

function safeSet(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    /* see safeGet */
  }
}

export const local = {
  get: (key: string) => safeGet(() => window.localStorage, key),
  set: (key: string, value: string) => safeSet(() => window.localStorage, key, value),
};

export const session = {
  get: (key: string) => safeGet(() => window.sessionStorage, key),
  set: (key: string, value: string) => safeSet(() => window.sessionStorage, key, value),
};

export function readStoredLang(): Locale | null {
  const v = local.get(LANG_STORAGE_KEY);
  return isLocale(v) ? v : null;
}

export function storeLang(lang: Locale): void {
  local.set(LANG_STORAGE_KEY, lang);
}
