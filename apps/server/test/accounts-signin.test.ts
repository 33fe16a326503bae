import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { captchas, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/passwords.js';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';

let ctx: TestContext;
let api: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  ctx = await createTestContext();
  api = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const loginAs = (payload: object, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/frontend/v1/login', payload, remoteAddress: ip, headers: { langId: 'en' } });

describe('captcha after 3 failures', () => {
  it('asks for the image after 3 failures of the account, refuses a wrong text, accepts the right one', async () => {
    const ip = '10.9.0.1';
    const captchaFor = async () => (await ctx.app.inject({ method: 'GET', url: '/frontend/v1/captcha?username=demo2', remoteAddress: ip })).json().data;
    expect((await captchaFor()).required).toBe(false);
    for (let i = 0; i < 3; i++) expect((await loginAs({ username: 'demo2', password: 'wrong-one' }, ip)).json().msg).toBe('Incorrect account or password');
    const c = await captchaFor();
    expect(c.required).toBe(true);
    expect(c.svg).toMatch(/^<svg/);
    const without = await loginAs({ username: 'demo2', password: 'Demo@2026' }, ip);
    expect(without.json().msg).toBe('Please enter the characters of the image');
    const wrong = await loginAs({ username: 'demo2', password: 'Demo@2026', captcha_id: c.captcha_id, captcha: 'zzzz' }, ip);
    expect(wrong.json().msg).toBe('Wrong characters; a new image is shown');
    // The test reads the text the server kept only as a hash by solving a fresh captcha whose hash it knows.
    const fresh = await captchaFor();
    const { createHash } = await import('node:crypto');
    await ctx.database.db
      .update(captchas)
      .set({ textHash: createHash('sha256').update('abcd').digest('hex') })
      .where(eq(captchas.id, fresh.captcha_id));
    const ok = await loginAs({ username: 'demo2', password: 'Demo@2026', captcha_id: fresh.captcha_id, captcha: 'ABCD' }, ip);
    expect(ok.statusCode).toBe(200);
    expect((await captchaFor()).required).toBe(false);
  });
});

describe('reset-password with encrypted passwords', () => {
  it('changes the password with a code to my own e-mail and revokes my other sessions', async () => {
    const key = (await api(undefined, 'GET', '/public-key')).json().data;
    expect(key.alg).toBe('RSA-OAEP-256');
    const pub = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
    const enc = (s: string) => publicEncrypt({ key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(s)).toString('base64');
    const a = await login(ctx.app, 'demo2');
    const b = await login(ctx.app, 'demo2');
    const notMine = await api(a.cookies, 'POST', '/send/code', { purpose: 'reset_password', verify_type: 2, email: 'demo@example.com' });
    expect(notMine.json().msg).toBe('The code must go to the mobile or e-mail of your account');
    expect((await api(a.cookies, 'POST', '/send/code', { purpose: 'reset_password', verify_type: 2, email: 'demo2@example.com' })).statusCode).toBe(200);
    const outbox = (await api(undefined, 'GET', '/dev/outbox')).json().data as { recipient: string; text: string }[];
    const code = /\d{6}/.exec(outbox.find((m) => m.recipient === 'demo2@example.com')!.text)![0];
    const mismatch = await api(a.cookies, 'POST', '/reset-password', {
      verify_type: 2,
      code,
      password: enc('Gulf#Trade77'),
      password_confirmation: enc('Gulf#Trade78'),
    });
    expect(mismatch.json().msg).toBe('Passwords inconsistent');
    const garbage = await api(a.cookies, 'POST', '/reset-password', { verify_type: 2, code, password: 'abcd', password_confirmation: 'abcd' });
    expect(garbage.json().msg).toBe('The password could not be read; reload the page and try again');
    const res = await api(a.cookies, 'POST', '/reset-password', {
      verify_type: 2,
      code,
      password: enc('Gulf#Trade77'),
      password_confirmation: enc('Gulf#Trade77'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api(a.cookies, 'GET', '/me')).statusCode).toBe(200);
    expect((await api(b.cookies, 'GET', '/me')).statusCode).toBe(401);
    await login(ctx.app, 'demo2', 'Gulf#Trade77');
    // The suites share demo2 on PostgreSQL: give it its demo password back.
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Demo@2026') })
      .where(eq(users.username, 'demo2'));
  });
});

describe('PUT /customer/{id} with a changed password', () => {
  it('takes the encrypted password only when given, checks its rules, and revokes the other sessions', async () => {
    const key = (await api(undefined, 'GET', '/public-key')).json().data;
    const pub = createPublicKey({ key: Buffer.from(key.spki, 'base64'), format: 'der', type: 'spki' });
    const enc = (s: string) => publicEncrypt({ key: pub, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(s)).toString('base64');
    const a = await login(ctx.app, 'demo2');
    const b = await login(ctx.app, 'demo2');
    const id = a.res.json().data.user.id as number;
    const p = (await api(a.cookies, 'GET', `/customer/${id}`)).json().data;
    const { id: _i, username: _u, missing: _m, editable: _e, verified: _v, is_control: _c, id_card: _d, ...body } = p;
    expect((await api(a.cookies, 'PUT', `/customer/${id}`, body)).statusCode).toBe(200);
    expect((await api(b.cookies, 'GET', '/me')).statusCode).toBe(200);
    expect((await api(a.cookies, 'PUT', `/customer/${id}`, { ...body, password: enc('abc12') })).json().msg).toBe('Password must be at least 6 characters');
    expect((await api(a.cookies, 'PUT', `/customer/${id}`, { ...body, password: enc('qwerty123') })).json().msg).toBe(
      'This password is too common; choose another',
    );
    expect((await api(a.cookies, 'PUT', `/customer/${id}`, { ...body, password: enc('Gulf#Trade79') })).statusCode).toBe(200);
    expect((await api(a.cookies, 'GET', '/me')).statusCode).toBe(200);
    expect((await api(b.cookies, 'GET', '/me')).statusCode).toBe(401);
    await login(ctx.app, 'demo2', 'Gulf#Trade79');
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Demo@2026') })
      .where(eq(users.username, 'demo2'));
  });
});

describe('profile uploads (POST /api/upload?kind=)', () => {
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
  const upload = (cookies: Record<string, string>, kind: string, file: { filename: string; content: Buffer }) => {
    const m = multipart(file);
    return ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/api/upload?kind=${kind}`,
      cookies,
      payload: m.payload,
      headers: { ...m.headers, langId: 'en' },
    });
  };
  it("checks type and size per kind; the file is the uploader's alone", async () => {
    const demo = await login(ctx.app, 'demo');
    const ok = await upload(demo.cookies, 'id_image', { filename: 'passport.png', content: png });
    expect(ok.statusCode, ok.body).toBe(200);
    const path = ok.json().data.path as string;
    expect(path).toMatch(/^\/file\/\d+$/);
    expect((await upload(demo.cookies, 'avatar', { filename: 'a.pdf', content: Buffer.from('%PDF-1.4\n%%EOF') })).json().msg).toBe(
      'Wrong format of image or file',
    );
    expect((await upload(demo.cookies, 'avatar', { filename: 'big.png', content: Buffer.concat([png, Buffer.alloc(1024 * 1024)]) })).json().msg).toBe(
      'Size exceeded: at most 1 MB',
    );
    expect((await api(demo.cookies, 'GET', path)).statusCode).toBe(200);
    const demo2 = await login(ctx.app, 'demo2');
    expect((await api(demo2.cookies, 'GET', path)).statusCode).toBe(404);
    const id = demo2.res.json().data.user.id as number;
    const p = (await api(demo2.cookies, 'GET', `/customer/${id}`)).json().data;
    const { id: _i, username: _u, missing: _m, editable: _e, verified: _v, is_control: _c, id_card: _d, ...body } = p;
    expect((await api(demo2.cookies, 'PUT', `/customer/${id}`, { ...body, id_type: 2, passport: path })).json().msg).toBe('Upload the file first');
  });
});

describe('outside demo mode', () => {
  it('the dev outbox does not exist; sign-in is rate limited with a readable 429', async () => {
    const prod = await createTestContext({ DEMO: '0', RATE_LIMIT_LOGIN_PER_MINUTE: '2' });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/frontend/v1/dev/outbox' })).statusCode).toBe(404);
      const attempt = () =>
        prod.app.inject({
          method: 'POST',
          url: '/frontend/v1/login',
          payload: { username: 'nobody7', password: 'x' },
          headers: { langId: 'en' },
          remoteAddress: '10.9.9.9',
        });
      await attempt();
      await attempt();
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toMatch(/^Too many attempts; please wait (1 second|\d+ seconds) and try again$/);
    } finally {
      await prod.close();
    }
  });
});
