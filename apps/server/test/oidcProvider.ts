import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Someone with an account at the test provider: the claims the provider gives about them. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Environment of the portal for this provider, named `name`. */
  env(name: string, redirectUrl: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider, its development login and consent pages) on a localhost port
 * (random unless given), with one confidential client registered for the portal's callback URL. Anyone can sign in with any
 * subject; `accounts` gives their claims.
 */
export async function startTestProvider(
  redirectUrl: string,
  accounts: Record<string, TestAccount>,
  opts: { port?: number; clientId?: string; clientSecret?: string } = {},
): Promise<TestProvider> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = opts.clientId ?? 'tic-portal';
  const clientSecret = opts.clientSecret ?? 'portal-secret-for-tests-only-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUrl], response_types: ['code'], grant_types: ['authorization_code'] },
    ],
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub, ...accounts[sub] }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    cookies: { keys: ['tic-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    env: (name, redirect) => ({
      OIDC_PROVIDERS: name,
      OIDC_REDIRECT_URL: redirect,
      [`OIDC_${name.toUpperCase()}_ISSUER`]: issuer,
      [`OIDC_${name.toUpperCase()}_CLIENT_ID`]: clientId,
      [`OIDC_${name.toUpperCase()}_CLIENT_SECRET`]: clientSecret,
      [`OIDC_${name.toUpperCase()}_LABEL`]: 'Corp ID',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A person in a browser at the provider: follows the authorization URL through the provider's login form (as
 * `subject`) and consent form, keeping the provider's cookies, and returns the URL the provider sends the browser
 * back to (the portal's callback with code, state and iss, or an error). `cancel` aborts at the consent step.
 */
export async function signInAtProvider(authorizationUrl: string, subject: string, opts: { cancel?: boolean } = {}): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  const origin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (!url.startsWith(origin)) return url;
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form?.toString(),
    });
    keep(res);
    form = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no interaction form at ${url}`);
    if (prompt === 'consent' && opts.cancel) {
      url = new URL(`${action}/abort`, url).href;
      continue;
    }
    url = new URL(action, url).href;
    form = new URLSearchParams(prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt });
  }
  throw new Error('the provider did not send the browser back');
}
