import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginEvents, userIdentities, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/passwords.js';
import { apiCaller, cookiesOf, createTestContext, login, type TestContext } from './helpers.js';
import { signInAtProvider, startTestProvider, type TestProvider } from './oidcProvider.js';

const CALLBACK = 'http://localhost:3000/login/third/callback';
// Subjects unique to this run, so the suite also passes on a PostgreSQL database an earlier run used.
const RUN = randomBytes(4).toString('hex');
const sub = (name: string) => `${name}-${RUN}`;

let ctx: TestContext;
let provider: TestProvider;
let api: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  provider = await startTestProvider(CALLBACK, {
    [sub('alice')]: { email: `alice-${RUN}@corp.example`, email_verified: true, name: 'Alice Chen', preferred_username: 'alice' },
    [sub('bob')]: { email: `bob-${RUN}@corp.example`, email_verified: true, name: 'Bob' },
    // Claims the e-mail of the demo customer: must never reach the demo account.
    [sub('mallory')]: { email: 'demo@example.com', email_verified: true, name: 'Mallory' },
    [sub('carol')]: { email: `carol-${RUN}@corp.example`, email_verified: false, preferred_username: 'carol' },
  });
  // A second provider that cannot be reached (nothing listens on port 1).
  ctx = await createTestContext({
    ...provider.env('corp', CALLBACK),
    OIDC_PROVIDERS: 'corp,down',
    OIDC_DOWN_ISSUER: 'http://127.0.0.1:1',
    OIDC_DOWN_CLIENT_ID: 'x',
  });
  api = apiCaller(ctx.app);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

/** A browser on the login page: starts the sign-in (keeping the binding cookie), signs in at the provider. */
async function startAndSignIn(subject: string, session: Record<string, string> = {}, opts: { cancel?: boolean; redirect?: string } = {}) {
  const start = await api(session, 'POST', '/third/redirect-url', { type: 'corp', ...(opts.redirect ? { redirect: opts.redirect } : {}) });
  expect(start.statusCode, start.body).toBe(200);
  const url = new URL(start.json().data.url);
  const browser = { ...session, ...cookiesOf(start) };
  const callback = await signInAtProvider(url.href, subject, { cancel: opts.cancel });
  return { url, browser, callback };
}
const finish = (browser: Record<string, string>, callback: string, lang = 'en') => api(browser, 'POST', '/third/login', { callback }, lang);

describe('third-party sign-in against a real OpenID Connect provider', () => {
  it('lists the configured providers for the login page', async () => {
    const res = await api(undefined, 'GET', '/third/providers');
    expect(res.json().data).toEqual([
      { type: 'corp', name: 'Corp ID' },
      { type: 'down', name: 'down' },
    ]);
  });

  it('sends the browser to the provider with PKCE S256, state and nonce, and binds the sign-in to the browser', async () => {
    const start = await api(undefined, 'POST', '/third/redirect-url', { type: 'corp' });
    const url = new URL(start.json().data.url);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const cookie = start.cookies.find((c) => c.name === 'TIC_third_binding')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Only a path of this app is kept as the place to go afterwards.
    for (const redirect of ['https://evil.example/', '//evil.example', '/\\evil.example', 'myProfile']) {
      expect((await api(undefined, 'POST', '/third/redirect-url', { type: 'corp', redirect })).statusCode, redirect).toBe(400);
    }
  });

  it('first sign-in creates a customer with a session; the second signs the same user in', async () => {
    const first = await startAndSignIn(sub('alice'), {}, { redirect: '/myProfile' });
    expect(first.callback.startsWith(`${CALLBACK}?`)).toBe(true);
    const res = await finish(first.browser, first.callback);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      outcome: 'created',
      redirect: '/myProfile',
      user: { role: 'customer', kind: 'customer', is_control: 1, name: 'Alice Chen', email: `alice-${RUN}@corp.example` },
    });
    expect(data.user.username).toMatch(/^alice\d{4}$/);
    expect(data.token).toBeUndefined();
    const session = cookiesOf(res);
    expect((await api(session, 'GET', '/me')).json().data.id).toBe(data.user.id);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row!.passwordHash).toBeNull();
    const links = await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, data.user.id));
    expect(links.map((l) => [l.provider, l.subject])).toEqual([['corp', sub('alice')]]);
    const events = await ctx.database.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, data.user.id), eq(loginEvents.method, 'third')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ account: `corp:${sub('alice')}`, success: true });

    const second = await startAndSignIn(sub('alice'));
    const again = await finish(second.browser, second.callback);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ outcome: 'signed_in', redirect: null, user: { id: data.user.id, username: data.user.username } });
    expect((await api(cookiesOf(again), 'GET', '/me')).json().data.id).toBe(data.user.id);
  });

  it('refuses a tampered state and another browser, without spending the sign-in', async () => {
    const { browser, callback } = await startAndSignIn(sub('bob'));
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const bad = await finish(browser, tampered.href);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('This sign-in has expired or was already used; please start again');
    const otherBrowser = await finish({ TIC_third_binding: 'someone-else' }, callback);
    expect(otherBrowser.statusCode).toBe(400);
    expect((await finish({}, callback)).statusCode).toBe(400);
    // The browser that started it still finishes.
    const good = await finish(browser, callback);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.outcome).toBe('created');
  });

  it('finishes two sign-ins started in two tabs of the same browser', async () => {
    const first = await api(undefined, 'POST', '/third/redirect-url', { type: 'corp' });
    const browser = cookiesOf(first);
    const second = await api(browser, 'POST', '/third/redirect-url', { type: 'corp' });
    expect(cookiesOf(second).TIC_third_binding).toBe(browser.TIC_third_binding);
    const callbacks = [await signInAtProvider(first.json().data.url, sub('alice')), await signInAtProvider(second.json().data.url, sub('alice'))];
    for (const callback of callbacks.reverse()) expect((await finish(browser, callback)).json().data.outcome).toBe('signed_in');
  });

  it('refuses a replayed callback', async () => {
    const { browser, callback } = await startAndSignIn(sub('alice'));
    expect((await finish(browser, callback)).statusCode).toBe(200);
    const replay = await finish(browser, callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toBe('This sign-in has expired or was already used; please start again');
  });

  it('refuses a sign-in finished after 10 minutes', async () => {
    const { browser, callback } = await startAndSignIn(sub('alice'));
    ctx.clock.advance(11 * 60_000);
    const late = await finish(browser, callback);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('This sign-in has expired or was already used; please start again');
  });

  it('links the identity to the user signed in in this browser, and signs that user in with it later', async () => {
    // A customer with a password (created here, so that the test also passes on a database an earlier run used).
    const username = `link${RUN}`;
    await ctx.database.db
      .insert(users)
      .values({ username, passwordHash: await hashPassword('Link@2026'), kind: 'customer', role: 'customer', name: 'Link Test' });
    const signedIn0 = await login(ctx.app, username, 'Link@2026');
    const me = (await api(signedIn0.cookies, 'GET', '/me')).json().data;
    const { browser, callback } = await startAndSignIn(sub('dave'), signedIn0.cookies);
    const res = await finish(browser, callback);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'linked', user: { id: me.id, username } });
    // The session that linked is replaced by the new one.
    expect((await api(signedIn0.cookies, 'GET', '/me')).statusCode).toBe(401);
    expect((await api(cookiesOf(res), 'GET', '/me')).json().data.id).toBe(me.id);

    const later = await startAndSignIn(sub('dave'));
    const signedIn = await finish(later.browser, later.callback);
    expect(signedIn.json().data).toMatchObject({ outcome: 'signed_in', user: { id: me.id } });
    const identities = (await api(cookiesOf(signedIn), 'GET', '/third/identities')).json().data;
    expect(identities).toEqual([expect.objectContaining({ type: 'corp', name: 'Corp ID', email: null })]);
    expect((await api(undefined, 'GET', '/third/identities')).statusCode).toBe(401);

    // A second account of the same provider is not linked to it.
    const other = await startAndSignIn(sub('erin'), cookiesOf(signedIn));
    const refused = await finish(other.browser, other.callback);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('Your account is already linked to another account of this provider');
  });

  it('links only when the sign-in started signed in, and only to that same user', async () => {
    const demo = await login(ctx.app, 'demo');
    const demoId = (await api(demo.cookies, 'GET', '/me')).json().data.id as number;
    // Started signed out, finished in a browser where demo has since signed in: a sign-in, never a link to demo.
    const out = await startAndSignIn(sub('frank'));
    const res = await finish({ ...out.browser, ...demo.cookies }, out.callback);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe('created');
    expect(res.json().data.user.id).not.toBe(demoId);
    // Started by demo, finished under another user's session (a planted or swapped session): refused, nothing linked.
    const started = await startAndSignIn(sub('grace'), demo.cookies);
    const demo2 = await login(ctx.app, 'demo2');
    const refused = await finish({ ...started.browser, ...demo2.cookies }, started.callback);
    expect(refused.statusCode).toBe(400);
    const links = await ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, sub('grace')));
    expect(links).toEqual([]);
  });

  it('does not link an identity another account already has', async () => {
    const demo = await login(ctx.app, 'demo');
    const { browser, callback } = await startAndSignIn(sub('alice'), demo.cookies);
    const res = await finish(browser, callback);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('This third-party account is already linked to another portal account');
    expect((await api(demo.cookies, 'GET', '/me')).statusCode).toBe(200);
  });

  it('never signs in or links an existing account by its e-mail; an unverified e-mail is not kept', async () => {
    const demo = (await api((await login(ctx.app, 'demo')).cookies, 'GET', '/me')).json().data;
    const { browser, callback } = await startAndSignIn(sub('mallory'));
    const res = await finish(browser, callback);
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().data.user;
    expect(res.json().data.outcome).toBe('created');
    expect(user.id).not.toBe(demo.id);
    expect(user.username).toMatch(/^demo\d{4}$/);
    // The e-mail stays with the account that registered it.
    expect(user.email).toBeNull();
    expect(user.name).toBe('Mallory');

    const carol = await startAndSignIn(sub('carol'));
    const created = (await finish(carol.browser, carol.callback)).json().data.user;
    expect(created.email).toBeNull();
    expect(created.username).toMatch(/^carol\d{4}$/);
  });

  it("says so when the user cancels at the provider, in the user's language", async () => {
    const { browser, callback } = await startAndSignIn(sub('bob'), {}, { cancel: true });
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    const res = await finish(browser, callback, 'zh_CN');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('已在第三方平台取消登录');
    const ar = await finish(browser, callback, 'ar');
    expect(ar.json().msg).toBe('انتهت صلاحية عملية تسجيل الدخول هذه أو استُخدمت من قبل؛ يُرجى البدء من جديد');
  });

  it('answers 400, never 500, for an unknown or unreachable provider and a broken callback', async () => {
    const unknown = await api(undefined, 'POST', '/third/redirect-url', { type: 'nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('This sign-in provider is not configured');
    const badType = await api(undefined, 'POST', '/third/redirect-url', { type: 'No Such!' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().data).toEqual(['Unknown sign-in provider']);
    const down = await api(undefined, 'POST', '/third/redirect-url', { type: 'down' });
    expect(down.statusCode).toBe(400);
    expect(down.json().msg).toBe('The sign-in provider cannot be reached; please try again later');
    // A state this browser started, with what a provider might send back instead of a good code.
    for (const reply of ['error=server_error', 'code=forged-code']) {
      const start = await api(undefined, 'POST', '/third/redirect-url', { type: 'corp' });
      const state = new URL(start.json().data.url).searchParams.get('state');
      const res = await finish(cookiesOf(start), `${CALLBACK}?${reply}&state=${state}&iss=${encodeURIComponent(provider.issuer)}`);
      expect(res.statusCode, reply).toBe(400);
      expect(res.json().msg).toBe('Third-party sign-in failed; please try again');
    }
    for (const callback of ['', 'http://[broken', 'no-query-at-all', '?code=abc']) {
      const res = await finish({ TIC_third_binding: 'x' }, callback);
      expect(res.statusCode, callback).toBe(400);
    }
  });
});
