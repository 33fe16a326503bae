import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestContext, type TestContext } from './helpers.js';

/**
 * Issue 34's probe findings about guards: the demo outbox behind an encoded path, rate limits counted per prefix,
 * registration names enumerable with one code. Each test here failed before its fix.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '4', RATE_LIMIT_VERIFY_PER_MINUTE: '4', CODE_DAILY_CAP_IP: '1000' });
});
afterAll(() => ctx.close());

/** Every spelling of the outbox's path with one letter of a prefix or of `dev` percent-encoded (upper and lower hex). */
function encodedOutboxPaths(): string[] {
  const out: string[] = [];
  for (const prefix of ['frontend', 'backend']) {
    const parts = [prefix, 'v1', 'dev'];
    parts.forEach((part, p) => {
      for (let i = 0; i < part.length; i++) {
        const hex = part.charCodeAt(i).toString(16);
        for (const h of [hex.toLowerCase(), hex.toUpperCase()]) {
          const spelled = parts.map((x, q) => (q === p ? `${x.slice(0, i)}%${h}${x.slice(i + 1)}` : x));
          out.push(`/${spelled.join('/')}/outbox`);
        }
      }
    });
  }
  return [...new Set(out)];
}

describe('the demo outbox answers this machine only, however its path is spelled', () => {
  const paths = encodedOutboxPaths();
  it('is reachable from this machine (the route exists in demo mode)', async () => {
    for (const url of ['/frontend/v1/dev/outbox', '/backend/v1/dev/outbox']) expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
  it.each([
    ['a forwarded request', { headers: { 'x-forwarded-for': '203.0.113.7' } }],
    ['a Forwarded header', { headers: { forwarded: 'for=203.0.113.7' } }],
    ['a remote client', { remoteAddress: '203.0.113.7' }],
  ])('%s is answered 404 on every encoding', async (_name, extra) => {
    // 25 letters, twice where the hex has a letter (6e and 6E, ...).
    expect(paths).toHaveLength(30);
    const leaked: string[] = [];
    for (const url of ['/frontend/v1/dev/outbox', '/backend/v1/dev/outbox', ...paths]) {
      const res = await ctx.app.inject({ method: 'GET', url, ...extra });
      if (res.statusCode !== 404) leaked.push(`${url} ${res.statusCode}`);
    }
    expect(leaked).toEqual([]);
  });
});

describe('the cross-site check reads the matched route too', () => {
  it('an encoded API prefix is still refused from another site', async () => {
    for (const url of ['/%66rontend/v1/logout', '/frontend/%761/logout', '/%62ackend/v1/logout']) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('one allowance per client and action, whatever the prefix', () => {
  const signIn = (prefix: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: `${prefix}/login`, payload: { username: 'nobody34', password: 'x' }, headers: { langId: 'en' }, remoteAddress: ip });
  it('sign-ins: the 5th of a minute is refused whichever prefix the earlier ones used', async () => {
    const ip = '198.51.100.41';
    for (const prefix of ['/frontend/v1', '/backend/v1', '/frontend/v1', '/backend/v1']) expect((await signIn(prefix, ip)).statusCode).not.toBe(429);
    for (const prefix of ['/frontend/v1', '/backend/v1']) expect((await signIn(prefix, ip)).statusCode).toBe(429);
    // Another client keeps its own allowance.
    expect((await signIn('/backend/v1', '198.51.100.42')).statusCode).not.toBe(429);
  });
  it('public verifications: one allowance across both prefixes', async () => {
    const ip = '198.51.100.43';
    const verify = (prefix: string) => ctx.app.inject({ method: 'GET', url: `${prefix}/public/verify?no=NOPE-1&code=123456`, remoteAddress: ip });
    for (const prefix of ['/backend/v1', '/frontend/v1', '/backend/v1', '/frontend/v1']) expect((await verify(prefix)).statusCode).not.toBe(429);
    for (const prefix of ['/frontend/v1', '/backend/v1']) expect((await verify(prefix)).statusCode).toBe(429);
  });
});

describe('registration: one code cannot enumerate account names', () => {
  const run = Date.now().toString(36).slice(-5);
  it('a code stops answering about names after a few tries, and staff and customer names answer alike', async () => {
    const api = apiCaller(ctx.app);
    // Each attempt from its own address: the sign-in allowance of this file is small (4 a minute).
    let n = 0;
    const register = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/frontend/v1/register', payload: body, headers: { langId: 'en' }, remoteAddress: `198.51.100.${60 + n++}` });
    const mobile = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
    expect((await api(undefined, 'POST', '/send/code', { purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile })).statusCode).toBe(200);
    const outbox = (await api(undefined, 'GET', '/dev/outbox')).json().data as { recipient: string; text: string }[];
    const code = /\d{6}/.exec(outbox.find((m) => m.recipient === `+86 ${mobile}`)!.text)![0];
    const form = (username: string) => ({
      username,
      password: 'Tic#Portal9',
      password_confirmation: 'Tic#Portal9',
      name: 'Probe',
      mobile_zone: '+86',
      mobile,
      email: `p${run}@example.com`,
      agree: true,
      verify_type: 1,
      code,
    });
    const answers: string[] = [];
    for (const name of ['admin', 'finance', 'demo', 'demo2', 'reviewer', 'auditor']) answers.push((await register(form(name))).json().msg);
    // A staff name and a customer name answer alike (nothing says "staff"); then the code is spent.
    expect(answers[0]).toBe(answers[2]);
    expect(answers.slice(0, 2)).toEqual(['This account name is already taken', 'This account name is already taken']);
    expect(answers.at(-1)).toBe('Please obtain the verification code first');
    // Spent means spent: even a free name needs a new code now.
    const free = await register(form(`p${run}free`));
    expect(free.json().msg).toBe('Please obtain the verification code first');
  });
});
