/**
 * The one HTTP client of the /frontend/v1 variant (spec section 8). Every dependency that touches
 * the outside world (fetch, clock, messages, navigation, language) is injected so that each rule
 * can be unit-tested with a fake fetch and a fake clock.
 */
import {
  CODE_DICT_OK,
  CODE_OK,
  CODE_SHARED_OK,
  ERROR_DEDUP_MS,
  LANG_HEADER,
  TIMEOUT_FRONTEND_MS,
  TRANSPORT_ERROR_KEYS,
  isCatalogueStatus,
  type Locale,
} from '@tic/shared';

/** Status used by ApiError when no HTTP response arrived. */
export const NO_RESPONSE = 0;

/** What a failed call rejects with. `status` is the HTTP status (0 without a response), `code` the envelope code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | null;
  readonly msg: string;
  readonly data: unknown;
  /** The caller (not a timeout) cancelled the request: nothing was shown to the user. */
  readonly cancelled: boolean;

  constructor(init: { status: number; code?: number | null; msg: string; data?: unknown; cancelled?: boolean }) {
    super(init.msg);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? null;
    this.msg = init.msg;
    this.data = init.data ?? null;
    this.cancelled = init.cancelled ?? false;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

export interface HttpClientDeps {
  /** e.g. '/frontend/v1' */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  /** Shows a message to the user (an antd message in the app). */
  notify: (message: string) => void;
  /** Called on HTTP 401: clear the readable session flag and go to /login. */
  onUnauthorized: () => void;
  getLang: () => Locale;
  /** Clock for the one-second de-duplication of error messages. */
  now: () => number;
  /** Translates an i18n key (i18next's t in the app). */
  t: (key: string) => string;
  timeoutMs?: number;
  /** Headers every call carries beside langId: the tab's organisation (lib/organisation.ts). */
  extraHeaders?: () => Record<string, string>;
  /**
   * Called on a 403 whose answer says the caller is not a member of the organisation the request named (the tab's
   * stored choice is stale); returns true when it handles it (forgets the choice and reloads), which shows nothing.
   */
  onNotMember?: (status: number, envelope: { msg?: unknown; data?: unknown } | null) => boolean;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the Idempotency-Key of a submit). */
  headers?: Record<string, string>;
  /** Dictionary calls succeed with code 100200 and answer `result` instead of `data`. */
  dictionary?: boolean;
  /** The shared /common calls succeed with code 110200 (spec section 7); 200 is accepted too. */
  shared?: boolean;
  /**
   * Handle every failure quietly: no message, no 401 redirect. For calls whose failure the user
   * need not see (the logout fired when /login is opened, the public configuration at boot).
   */
  silent?: boolean;
  /**
   * A 401 here means "wrong credentials", not "session expired" (POST /login): show the server's
   * msg instead of the expiry message and do not leave the page.
   */
  authAttempt?: boolean;
}

export interface HttpClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(path: string, options?: RequestOptions): Promise<T>;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
  result?: unknown;
}

const TIMEOUT_REASON = 'tic-timeout';
/**
 * Statuses outside the spec's catalogue that this API answers on purpose and that have their own text:
 * 409 (a stale edit), 413 and 429. "Connection error 409" would mislead the user.
 */
const EXTRA_STATUS_TEXTS = [409, 413, 429];

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  let url = baseUrl.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  return url;
}

async function readJson(res: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Envelope) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/** The message of a 400: the first item of `data` (a list of human messages), else `msg`. */
export function badRequestMessage(body: Envelope | null): string | null {
  if (Array.isArray(body?.data) && body.data.length > 0) {
    const first: unknown = body.data[0];
    if (str(first)) return first as string;
    if (first && typeof first === 'object' && str((first as { message?: unknown }).message)) return (first as { message: string }).message;
  }
  return str(body?.msg);
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const timeoutMs = deps.timeoutMs ?? TIMEOUT_FRONTEND_MS;
  // When each de-duplication key (an HTTP status, or 'timeout' / 'unreachable') was last shown.
  const lastShown = new Map<string, number>();

  /** Shows a message unless the same status was shown less than ERROR_DEDUP_MS ago. */
  function show(dedupKey: string | null, message: string, silent: boolean): void {
    if (silent) return;
    if (dedupKey !== null) {
      const at = deps.now();
      const prev = lastShown.get(dedupKey);
      if (prev !== undefined && at - prev < ERROR_DEDUP_MS) return;
      lastShown.set(dedupKey, at);
    }
    deps.notify(message);
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const silent = options.silent ?? false;
    const headers: Record<string, string> = { ...deps.extraHeaders?.(), ...options.headers, [LANG_HEADER]: deps.getLang(), Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (options.body instanceof FormData) body = options.body;
      else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
    }

    // Our own controller so that the timeout and the caller's signal both abort the request.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(TIMEOUT_REASON), timeoutMs);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onCallerAbort();
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let res: Response;
    try {
      res = await deps.fetch(buildUrl(deps.baseUrl, path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (cause) {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
      if (options.signal?.aborted) {
        // Cancelled by the caller (TanStack Query on unmount): nobody is waiting for a message.
        throw new ApiError({ status: NO_RESPONSE, msg: 'cancelled', cancelled: true });
      }
      const timedOut = controller.signal.aborted || (cause instanceof Error && (cause.name === 'AbortError' || cause.name === 'TimeoutError'));
      const key = timedOut ? TRANSPORT_ERROR_KEYS.timeout : TRANSPORT_ERROR_KEYS.unreachable;
      const msg = deps.t(key);
      show(timedOut ? 'timeout' : 'unreachable', msg, silent);
      throw new ApiError({ status: NO_RESPONSE, msg });
    }
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);

    const envelope = await readJson(res);
    const code = typeof envelope?.code === 'number' ? envelope.code : null;

    if (!res.ok) throw failHttp(res.status, envelope, code, options);

    if (options.dictionary) {
      if (code === CODE_DICT_OK) return envelope?.result as T;
      const msg = str(envelope?.msg) ?? deps.t(TRANSPORT_ERROR_KEYS.unknown);
      show(null, msg, silent);
      throw new ApiError({ status: res.status, code, msg, data: envelope?.data });
    }
    if (code === CODE_OK || (options.shared && code === CODE_SHARED_OK)) return envelope?.data as T;
    // A 2xx whose body code is not 200 is a business failure: its msg is the message.
    const msg = str(envelope?.msg) ?? deps.t(TRANSPORT_ERROR_KEYS.unknown);
    show(null, msg, silent);
    throw new ApiError({ status: res.status, code, msg, data: envelope?.data });
  }

  function failHttp(status: number, envelope: Envelope | null, code: number | null, options: RequestOptions): ApiError {
    const silent = options.silent ?? false;
    const data = envelope?.data ?? null;
    let msg: string;
    if (status === 400) {
      msg = badRequestMessage(envelope) ?? deps.t('error.400');
    } else if (status === 401 && options.authAttempt) {
      msg = str(envelope?.msg) ?? deps.t('error.401');
    } else if (status === 401) {
      msg = deps.t('error.401');
      if (!silent) deps.onUnauthorized();
    } else if (status === 403 && deps.onNotMember?.(status, envelope)) {
      // The page reloads in the person's own organisation: nothing to tell.
      return new ApiError({ status, code, msg: str(envelope?.msg) ?? deps.t('error.403'), data });
    } else if (isCatalogueStatus(status) || EXTRA_STATUS_TEXTS.includes(status)) {
      msg = deps.t(`error.${status}`);
    } else {
      msg = `${deps.t(TRANSPORT_ERROR_KEYS.link)} ${status}`;
    }
    show(String(status), msg, silent);
    return new ApiError({ status, code, msg, data });
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    del: (path, options) => request('DELETE', path, options),
  };
}
