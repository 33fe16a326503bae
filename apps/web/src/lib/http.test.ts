import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate, type Locale } from '@tic/shared';
import { ApiError, createHttpClient, type HttpClientDeps } from './http';

interface Call {
  url: string;
  init: RequestInit;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client wired to fakes: scripted responses, a clock we move by hand, recorded messages. */
function setup(respond: (call: Call) => Promise<Response> | Response, lang: Locale = 'en') {
  const calls: Call[] = [];
  const shown: string[] = [];
  let clock = 1_000_000;
  const onUnauthorized = vi.fn();
  const deps: HttpClientDeps = {
    baseUrl: '/frontend/v1',
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    }) as typeof fetch,
    notify: (m) => shown.push(m),
    onUnauthorized,
    getLang: () => lang,
    now: () => clock,
    t: (key) => translate(lang, key),
    timeoutMs: 60_000,
  };
  const client = createHttpClient(deps);
  return { client, calls, shown, onUnauthorized, tick: (ms: number) => (clock += ms) };
}

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('http client: request shape', () => {
  it('sends credentials, the langId header and a JSON body to the base URL', async () => {
    const { client, calls } = setup(() => json(200, { code: 200, msg: 'ok', data: { a: 1 } }), 'ar');
    const data = await client.post<{ a: number }>('/login', { username: 'demo' });
    expect(data).toEqual({ a: 1 });
    expect(calls[0]!.url).toBe('/frontend/v1/login');
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[0]!.init.headers as Record<string, string>).langId).toBe('ar');
    expect(calls[0]!.init.body).toBe('{"username":"demo"}');
  });

  it('encodes the query and skips empty values', async () => {
    const { client, calls } = setup(() => json(200, { code: 200, msg: 'ok', data: null }));
    await client.get('/country', { query: { name: 'a b', page: 2, empty: undefined } });
    expect(calls[0]!.url).toBe('/frontend/v1/country?name=a+b&page=2');
  });
});

describe('http client: envelope codes', () => {
  it('shows msg and rejects when a 2xx body code is not 200', async () => {
    const { client, shown } = setup(() => json(200, { code: 500100, msg: 'Title already used', data: null }));
    const err = await rejection(client.get('/x'));
    expect(err.code).toBe(500100);
    expect(err.msg).toBe('Title already used');
    expect(shown).toEqual(['Title already used']);
  });

  it('a dictionary call succeeds only with code 100200 and returns result', async () => {
    const result = { rfc: [{ dicKey: '1', dicValue: 'RFC', remark: null, sort: 1 }] };
    const { client } = setup(() => json(200, { code: 100200, msg: 'ok', result }));
    await expect(client.get('/dictionary', { dictionary: true })).resolves.toEqual(result);
  });

  it('a dictionary call with another code shows its msg, even code 200', async () => {
    const { client, shown } = setup(() => json(200, { code: 200, msg: 'Dictionary unavailable', data: {} }));
    const err = await rejection(client.get('/dictionary', { dictionary: true }));
    expect(err.msg).toBe('Dictionary unavailable');
    expect(shown).toEqual(['Dictionary unavailable']);
  });
});

describe('http client: statuses the API answers beyond the catalogue', () => {
  it('409 says the record changed elsewhere instead of a connection error', async () => {
    const { client, shown } = setup(() => json(409, { code: 409, msg: 'x', data: null }));
    const err = await rejection(client.put('/invoice-info/1', {}));
    expect(err.status).toBe(409);
    expect(shown).toEqual(['The record was changed elsewhere; please reload it']);
  });
  it('another unknown status still shows the link error and the status', async () => {
    const { client, shown } = setup(() => json(418, { code: 418, msg: 'x', data: null }));
    await rejection(client.get('/teapot'));
    expect(shown).toEqual(['Connection error 418']);
  });
});

describe('http client: shared calls (code 110200)', () => {
  it('a shared call succeeds with 110200 and returns data; a plain call does not', async () => {
    const { client, shown } = setup(() => json(200, { code: 110200, msg: 'success', data: [{ code: 'CN' }] }));
    await expect(client.get('/common/getCountrysList', { shared: true })).resolves.toEqual([{ code: 'CN' }]);
    const err = await rejection(client.get('/common/getCountrysList'));
    expect(err.code).toBe(110200);
    expect(shown).toEqual(['success']);
  });
});

describe('http client: HTTP status rules', () => {
  it('400 shows the first message of data', async () => {
    const { client, shown } = setup(() => json(400, { code: 400, msg: 'Invalid request', data: ['Account is required', 'Password is required'] }));
    const err = await rejection(client.post('/login', {}));
    expect(err.status).toBe(400);
    expect(err.data).toEqual(['Account is required', 'Password is required']);
    expect(shown).toEqual(['Account is required']);
  });

  it('400 without a message list shows msg', async () => {
    const { client, shown } = setup(() => json(400, { code: 400, msg: 'Bad slug', data: null }));
    await rejection(client.get('/x'));
    expect(shown).toEqual(['Bad slug']);
  });

  it('401 calls onUnauthorized (clear the session flag, go to /login) and shows the 401 message', async () => {
    const { client, shown, onUnauthorized } = setup(() => json(401, { code: 401, msg: 'expired', data: null }));
    const err = await rejection(client.get('/me'));
    expect(err.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(shown).toEqual(['Login expired, please log in again']);
  });

  it('401 of a login attempt shows the server msg and stays on the page', async () => {
    const { client, shown, onUnauthorized } = setup(() => json(401, { code: 401, msg: 'Incorrect account or password', data: null }));
    await rejection(client.post('/login', {}, { authAttempt: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(shown).toEqual(['Incorrect account or password']);
  });

  it.each([403, 404, 405, 408, 500, 501, 502, 503, 504, 505])('%i shows its catalogue message', async (status) => {
    const { client, shown } = setup(() => json(status, { code: status, msg: 'server text', data: null }));
    const err = await rejection(client.get('/x'));
    expect(err.status).toBe(status);
    expect(shown).toEqual([translate('en', `error.${status}`)]);
  });

  it('translates catalogue messages into the current language', async () => {
    const { client, shown } = setup(() => json(404, {}), 'zh_CN');
    await rejection(client.get('/x'));
    expect(shown).toEqual([translate('zh_CN', 'error.404')]);
  });

  it('any other status shows the link-error text plus the status', async () => {
    const { client, shown } = setup(() => new Response('teapot', { status: 418 }));
    const err = await rejection(client.get('/x'));
    expect(err.status).toBe(418);
    expect(shown).toEqual(['Connection error 418']);
  });

  it('does not show the same status twice within 1 second', async () => {
    const { client, shown, tick } = setup(() => json(500, {}));
    await rejection(client.get('/a'));
    tick(999);
    await rejection(client.get('/b'));
    expect(shown).toHaveLength(1);
    tick(1);
    await rejection(client.get('/c'));
    expect(shown).toHaveLength(2);
  });

  it('different statuses within 1 second are each shown', async () => {
    let status = 403;
    const { client, shown } = setup(() => json(status, {}));
    await rejection(client.get('/a'));
    status = 404;
    await rejection(client.get('/b'));
    expect(shown).toEqual(['Access denied', 'Resource not found']);
  });

  it('silent calls show nothing and do not redirect', async () => {
    const { client, shown, onUnauthorized } = setup(() => json(401, {}));
    await rejection(client.post('/logout', undefined, { silent: true }));
    expect(shown).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('http client: no response', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A fetch that never answers until its signal aborts, like a hung server. */
  const hang = ({ init }: Call) =>
    new Promise<Response>((_, reject) => {
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('aborts after 60 s and shows the timeout message', async () => {
    const { client, shown } = setup(hang);
    const pending = rejection(client.get('/slow'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const err = await pending;
    expect(err.status).toBe(0);
    expect(shown).toEqual(['The server response timed out, please try again later']);
  });

  it('shows cannot-reach-server on a network failure', async () => {
    const { client, shown } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await rejection(client.get('/x'));
    expect(err.status).toBe(0);
    expect(shown).toEqual(['Failed to connect to the server']);
  });

  it('de-duplicates network failures within 1 second too', async () => {
    const { client, shown, tick } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await rejection(client.get('/a'));
    await rejection(client.get('/b'));
    tick(1_000);
    await rejection(client.get('/c'));
    expect(shown).toHaveLength(2);
  });

  it('a request cancelled by its caller rejects quietly', async () => {
    const { client, shown } = setup(hang);
    const caller = new AbortController();
    const pending = rejection(client.get('/x', { signal: caller.signal }));
    caller.abort();
    const err = await pending;
    expect(err.cancelled).toBe(true);
    expect(shown).toEqual([]);
  });
});

describe('http client: the organisation of the tab', () => {
  it('sends the extra headers (x-organisation) with every call', async () => {
    const { client, calls } = setup(() => json(200, { code: 200, msg: 'ok', data: null }));
    const c2 = createHttpClient({
      baseUrl: '/frontend/v1',
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return json(200, { code: 200, msg: 'ok', data: null });
      }) as typeof fetch,
      notify: () => undefined,
      onUnauthorized: () => undefined,
      getLang: () => 'en',
      now: () => 0,
      t: (key) => translate('en', key),
      extraHeaders: () => ({ 'x-organisation': '42' }),
    });
    await client.get('/me');
    await c2.get('/me');
    expect((calls[0]!.init.headers as Record<string, string>)['x-organisation']).toBeUndefined();
    expect((calls[1]!.init.headers as Record<string, string>)['x-organisation']).toBe('42');
  });

  it('a 403 the onNotMember rule handles shows nothing; another 403 shows the catalogue message', async () => {
    const shown: string[] = [];
    const onNotMember = vi.fn((_s: number, env: { msg?: unknown } | null) => env?.msg === 'not a member');
    let answer = 'not a member';
    const client = createHttpClient({
      baseUrl: '/frontend/v1',
      fetch: (async () => json(403, { code: 403, msg: answer, data: null })) as unknown as typeof fetch,
      notify: (m) => shown.push(m),
      onUnauthorized: () => undefined,
      getLang: () => 'en',
      now: () => 0,
      t: (key) => translate('en', key),
      onNotMember,
    });
    const e = await rejection(client.get('/me'));
    expect(e.status).toBe(403);
    expect(shown).toEqual([]);
    answer = 'role refused';
    await rejection(client.get('/me'));
    expect(shown).toEqual([translate('en', 'error.403')]);
    expect(onNotMember).toHaveBeenCalledTimes(2);
  });
});
