import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_FLAG_COOKIE, TOKEN_COOKIE } from '@tic/shared';
import { loginEvents, sessions } from '../src/db/schema/index.js';
import { hashToken } from '../src/platform/auth/tokens.js';
import { createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST login', () => {
  it('signs the demo customer in with an HttpOnly, SameSite=Lax session cookie holding a random token', async () => {
    const { res } = await login(ctx.app);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, data: { user: { username: 'demo', kind: 'customer', identity: 'IDENTITY_BAILOR' } } });
    // The browser variant keeps the token out of the body.
    expect(body.data.token).toBeUndefined();
    const token = res.cookies.find((c) => c.name === TOKEN_COOKIE)!;
    expect(token.httpOnly).toBe(true);
    expect(token.sameSite).toBe('Lax');
    expect(Buffer.from(token.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    const flag = res.cookies.find((c) => c.name === SESSION_FLAG_COOKIE)!;
    expect(flag.httpOnly).toBeFalsy();
    expect(flag.value).toBe('1');
  });

  it('stores only the hash of the token', async () => {
    const { cookies } = await login(ctx.app);
    const raw = cookies[TOKEN_COOKIE]!;
    const all = await ctx.database.db.select().from(sessions);
    expect(all.some((s) => s.tokenHash === raw)).toBe(false);
    expect(all.some((s) => s.tokenHash === hashToken(raw))).toBe(true);
  });

  it('gives the same generic message for a wrong password and an unknown account', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/login',
      headers: { langId: 'en' },
      payload: { username: 'demo', password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/login',
      headers: { langId: 'en' },
      payload: { username: 'nobody42', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 400, msg: 'Incorrect account or password', data: ['Incorrect account or password'] });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();
  });

  it('records successful and failed sign-ins without the password', async () => {
    await ctx.app.inject({ method: 'POST', url: '/frontend/v1/login', payload: { username: 'demo2', password: 'wrong-pass' } });
    const events = await ctx.database.db.select().from(loginEvents).where(eq(loginEvents.account, 'demo2'));
    expect(events.some((e) => e.success === false && e.method === 'password')).toBe(true);
    expect(JSON.stringify(events)).not.toContain('wrong-pass');
  });

  it('answers bad input with 400 and messages in the request language', async () => {
    const en = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/login', headers: { langId: 'en' }, payload: { username: 'a' } });
    expect(en.statusCode).toBe(400);
    expect(en.json().data).toEqual(['Account name must be 2 to 16 letters or digits', 'Password is required']);
    const zh = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/login', headers: { langId: 'zh_CN' }, payload: { username: 'a', password: 'x' } });
    expect(zh.json().msg).toBe('账号须为 2 至 16 位字母或数字');
    const ar = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/login', headers: { langId: 'ar' }, payload: { username: 'ab!', password: 'x' } });
    expect(ar.json().msg).toBe('يجب أن يتكون اسم الحساب من 2 إلى 16 حرفًا أو رقمًا');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/login',
      headers: { 'content-type': 'application/json', langId: 'en' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: 'The request body could not be read', data: ['The request body could not be read'] });
  });
});

describe('sessions', () => {
  it('POST logout revokes the session on the server: the old token then gets 401', async () => {
    const { cookies } = await login(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', cookies });
    expect(me.statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/logout', cookies });
    expect(out.json()).toEqual({ code: 200, msg: 'success', data: null });
    expect(out.cookies.find((c) => c.name === TOKEN_COOKIE)?.value).toBe('');
    const after = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', cookies, headers: { langId: 'en' } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, msg: 'Login expired, please log in again', data: null });
  });

  it('accepts the same token as Authorization: Bearer on /backend/v1, whose login returns it', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/backend/v1/login', payload: { username: 'demo', password: 'Demo@2026' } });
    const token = res.json().data.token as string;
    expect(token.length).toBeGreaterThanOrEqual(22);
    const me = await ctx.app.inject({ method: 'GET', url: '/backend/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.username).toBe('demo');
    const meFront = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect(meFront.statusCode).toBe(200);
  });

  it('expires a session idle for longer than the idle timeout', async () => {
    const { cookies } = await login(ctx.app);
    ctx.clock.advance(ctx.config.sessionIdleMs - 60_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', cookies })).statusCode).toBe(200);
    ctx.clock.advance(ctx.config.sessionIdleMs + 1);
    expect((await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', cookies })).statusCode).toBe(401);
  });

  it('expires an active session at its absolute lifetime', async () => {
    const { cookies } = await login(ctx.app);
    const step = ctx.config.sessionIdleMs / 2;
    let elapsed = 0;
    while (elapsed + step < ctx.config.sessionAbsoluteMs) {
      ctx.clock.advance(step);
      elapsed += step;
      expect((await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', cookies })).statusCode).toBe(200);
    }
    ctx.clock.advance(step);
    expect((await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', cookies })).statusCode).toBe(401);
  });

  it('ignores a forged token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/me', cookies: { [TOKEN_COOKIE]: 'forged-token-value' } });
    expect(res.statusCode).toBe(401);
  });
});
