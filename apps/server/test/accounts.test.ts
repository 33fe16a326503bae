import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOKEN_COOKIE } from '@tic/shared';
import { loginEvents, notices, users } from '../src/db/schema/index.js';
import { assertProfileComplete } from '../src/modules/accounts/profile.js';
import { apiCaller, cookiesOf, createTestContext, login, multipart, savableProfile, type TestContext } from './helpers.js';

let ctx: TestContext;
let api: ReturnType<typeof apiCaller>;
beforeAll(async () => {
  ctx = await createTestContext({ CODE_DAILY_CAP_RECIPIENT: '4', CODE_DAILY_CAP_IP: '1000' });
  api = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const run = Date.now().toString(36).slice(-5);
let seq = 0;
const uniqueMobile = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;
const MINUTE = 60_000;

async function codeFor(recipient: string): Promise<string> {
  const res = await api(undefined, 'GET', '/dev/outbox');
  const msg = (res.json().data as { recipient: string; text: string }[]).find((m) => m.recipient === recipient);
  expect(msg, `a message to ${recipient}`).toBeDefined();
  return /\d{6}/.exec(msg!.text)![0];
}

async function registerUser(name = `u${run}${seq++}`) {
  const mobile = uniqueMobile();
  const sent = await api(undefined, 'POST', '/send/code', { purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile });
  expect(sent.statusCode).toBe(200);
  const code = await codeFor(`+86 ${mobile}`);
  const res = await api(undefined, 'POST', '/register', {
    username: name,
    password: 'Tic#Portal9',
    password_confirmation: 'Tic#Portal9',
    name: '王小明',
    mobile_zone: '+86',
    mobile,
    email: `${name}@example.com`,
    agree: true,
    verify_type: 1,
    code,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { name, mobile, cookies: cookiesOf(res), user: res.json().data.user as { id: number } };
}

describe('registration', () => {
  it('registers with a mobile code read from the outbox and signs in', async () => {
    const { cookies, user } = await registerUser();
    const me = await api(cookies, 'GET', '/me');
    expect(me.json().data).toMatchObject({ id: user.id, is_control: 1 });
  });

  it('refuses without a code obtained first, a taken account, a common password, inconsistent passwords', async () => {
    const mobile = uniqueMobile();
    const base = {
      username: `x${run}a`,
      password: 'Tic#Portal9',
      password_confirmation: 'Tic#Portal9',
      name: 'Li Na',
      mobile_zone: '+86',
      mobile,
      email: `x${run}@example.com`,
      agree: true,
      verify_type: 1,
      code: '123456',
    };
    const noCode = await api(undefined, 'POST', '/register', base);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().msg).toBe('Please obtain the verification code first');
    // Without a code nothing is said about the account name (issue 17: "taken" only after the code proves the contact).
    const takenNoCode = await api(undefined, 'POST', '/register', { ...base, username: 'demo' });
    expect(takenNoCode.json().msg).toBe('Please obtain the verification code first');
    const common = await api(undefined, 'POST', '/register', { ...base, password: 'password1', password_confirmation: 'password1' });
    expect(common.json().msg).toBe('This password is too common; choose another');
    const inconsistent = await api(undefined, 'POST', '/register', { ...base, password_confirmation: 'Other#123' }, 'zh_CN');
    expect(inconsistent.statusCode).toBe(400);
    expect(inconsistent.json().data).toContain('两次输入的密码不一致');
    expect(await ctx.database.db.select().from(users).where(eq(users.username, base.username))).toHaveLength(0);
  });
});

describe('registration tells nothing about accounts before the code (issue 17)', () => {
  it('send/code answers alike for a taken and a free mobile or e-mail', async () => {
    const free = await api(undefined, 'POST', '/send/code', { purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile: uniqueMobile() });
    const demoMe = (await api((await login(ctx.app)).cookies, 'GET', '/me')).json().data as { mobile: string; email: string };
    const takenMobile = await api(undefined, 'POST', '/send/code', { purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile: demoMe.mobile });
    const takenEmail = await api(undefined, 'POST', '/send/code', { purpose: 'register', verify_type: 2, email: demoMe.email });
    for (const r of [takenMobile, takenEmail]) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual(free.json());
    }
  });
  it('"taken" comes after a right code, and the code survives it for the corrected form', async () => {
    const mobile = uniqueMobile();
    await api(undefined, 'POST', '/send/code', { purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile });
    const code = await codeFor(`+86 ${mobile}`);
    const form = {
      username: 'demo',
      password: 'Tic#Portal9',
      password_confirmation: 'Tic#Portal9',
      name: 'Li Na',
      mobile_zone: '+86',
      mobile,
      email: `t${run}taken@example.com`,
      agree: true,
      verify_type: 1,
    };
    const wrong = await api(undefined, 'POST', '/register', { ...form, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().msg).toBe('Wrong verification code');
    const taken = await api(undefined, 'POST', '/register', { ...form, code });
    expect(taken.json().msg).toBe('This account name is already taken');
    const fixed = await api(undefined, 'POST', '/register', { ...form, username: `t${run}fixed`, code });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });
});

describe('verification codes', () => {
  it('refuses a resend within 60 s with 429 and the seconds left, then allows it', async () => {
    const mobile = uniqueMobile();
    const body = { purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile };
    expect((await api(undefined, 'POST', '/send/code', body)).statusCode).toBe(200);
    ctx.clock.advance(20_000);
    const again = await api(undefined, 'POST', '/send/code', body);
    expect(again.statusCode).toBe(429);
    expect(again.json().data).toEqual({ seconds_left: 40 });
    expect(again.json().msg).toBe('Please wait 40 seconds before asking for a new code');
    // The wait is a count: its form follows the number (en one/other, ar six forms).
    expect((await api(undefined, 'POST', '/send/code', body, 'ar')).json().msg).toBe('يرجى الانتظار 40 ثانيةً قبل طلب رمز جديد');
    ctx.clock.advance(39_000);
    expect((await api(undefined, 'POST', '/send/code', body)).json().msg).toBe('Please wait 1 second before asking for a new code');
    expect((await api(undefined, 'POST', '/send/code', body, 'ar')).json().msg).toBe('يرجى الانتظار ثانية واحدة قبل طلب رمز جديد');
    ctx.clock.advance(1_000);
    expect((await api(undefined, 'POST', '/send/code', body)).statusCode).toBe(200);
  });

  it('caps codes per recipient per day', async () => {
    const body = { purpose: 'register', verify_type: 2, email: `cap${run}@example.com` };
    for (let i = 0; i < 4; i++) {
      expect((await api(undefined, 'POST', '/send/code', body)).statusCode).toBe(200);
      ctx.clock.advance(MINUTE);
    }
    const capped = await api(undefined, 'POST', '/send/code', body);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().msg).toBe('Too many codes today; please try again tomorrow');
  });

  it('a code expires after 5 minutes, works once, dies after 5 wrong entries, and a new one replaces the old', async () => {
    const { mobile } = await registerUser();
    const send = () => api(undefined, 'POST', '/sms/code', { mobile_zone: '+86', mobile });
    const signIn = (code: string) => api(undefined, 'POST', '/sms/login', { mobile_zone: '+86', mobile, code });
    ctx.clock.advance(MINUTE);
    await send();
    let code = await codeFor(`+86 ${mobile}`);
    ctx.clock.advance(5 * MINUTE + 1000);
    expect((await signIn(code)).json().msg).toBe('Please obtain the verification code first');

    await send();
    code = await codeFor(`+86 ${mobile}`);
    expect((await signIn(code)).statusCode).toBe(200);
    expect((await signIn(code)).json().msg).toBe('Please obtain the verification code first');

    ctx.clock.advance(MINUTE);
    await send();
    const old = await codeFor(`+86 ${mobile}`);
    ctx.clock.advance(MINUTE);
    await send();
    code = await codeFor(`+86 ${mobile}`);
    if (old !== code) expect((await signIn(old)).json().msg).toBe('Wrong verification code');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = old !== code ? 1 : 0; i < 5; i++) expect((await signIn(wrong)).json().msg).toBe('Wrong verification code');
    expect((await signIn(code)).json().msg).toBe('Please obtain the verification code first');
  });

  it('sms login logs successes and failures without the code', async () => {
    const { mobile } = await registerUser();
    ctx.clock.advance(MINUTE);
    await api(undefined, 'POST', '/sms/code', { mobile_zone: '+86', mobile });
    const bad = await api(undefined, 'POST', '/sms/login', { mobile_zone: '+86', mobile, code: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toEqual(['The code has 6 digits']);
    const events = await ctx.database.db
      .select()
      .from(loginEvents)
      .where(eq(loginEvents.account, `+86 ${mobile}`));
    expect(events.every((e) => !JSON.stringify(e).includes('12345'))).toBe(true);
  });
});

describe('forgot password and sessions', () => {
  it('resets the password by e-mail code and revokes every session', async () => {
    const { name, cookies } = await registerUser();
    const email = `${name}@example.com`;
    ctx.clock.advance(MINUTE);
    expect((await api(undefined, 'POST', '/forgot/code', { verify_type: 2, email })).statusCode).toBe(200);
    const code = await codeFor(email);
    const pass = await api(undefined, 'POST', '/forgot/pass', { verify_type: 2, email, code });
    expect(pass.statusCode).toBe(200);
    const { ticket } = pass.json().data;
    const set = await api(undefined, 'POST', '/forgot/new/pass', { ticket, password: 'New#Secret42', password_confirmation: 'New#Secret42' });
    expect(set.statusCode).toBe(200);
    expect((await api(cookies, 'GET', '/me')).statusCode).toBe(401);
    expect((await api(undefined, 'POST', '/forgot/new/pass', { ticket, password: 'New#Secret43', password_confirmation: 'New#Secret43' })).json().msg).toBe(
      'This link has expired; start again',
    );
    await login(ctx.app, name, 'New#Secret42');
  });

  it('lists my sessions and revokes one; another user cannot revoke it', async () => {
    const a = await login(ctx.app, 'demo2');
    const b = await login(ctx.app, 'demo2');
    const list = await api(a.cookies, 'GET', '/my-sessions');
    const rows = list.json().data as { id: number; current: boolean }[];
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    const other = rows.find((r) => !r.current)!;
    const demo = await login(ctx.app, 'demo');
    expect((await api(demo.cookies, 'DELETE', `/my-sessions/${other.id}`)).statusCode).toBe(404);
    expect((await api(a.cookies, 'DELETE', `/my-sessions/${other.id}`)).statusCode).toBe(200);
    expect((await api(a.cookies, 'GET', '/me')).statusCode).toBe(200);
    const revokedIsB = (await api(b.cookies, 'GET', '/me')).statusCode === 401;
    expect(revokedIsB || rows.length > 2).toBe(true);
  });

  it('expires a session after 2 idle hours and after 12 hours whatever its use', async () => {
    const { cookies } = await login(ctx.app, 'demo2');
    ctx.clock.advance(119 * MINUTE);
    expect((await api(cookies, 'GET', '/me')).statusCode).toBe(200);
    ctx.clock.advance(121 * MINUTE);
    expect((await api(cookies, 'GET', '/me')).statusCode).toBe(401);
    const fresh = await login(ctx.app, 'demo2');
    for (let i = 0; i < 13; i++) {
      ctx.clock.advance(60 * MINUTE);
      const r = await api(fresh.cookies, 'GET', '/me');
      if (i < 11) expect(r.statusCode).toBe(200);
      else expect(r.statusCode).toBe(401);
    }
  });
});

describe('profile', () => {
  it("reads my complete demo profile; another customer's answers 404 for read and write", async () => {
    const demo = await login(ctx.app, 'demo');
    const demo2 = await login(ctx.app, 'demo2');
    const id = demo.res.json().data.user.id as number;
    const mine = await api(demo.cookies, 'GET', `/customer/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ username: 'demo', missing: [], editable: true });
    expect((await api(demo2.cookies, 'GET', `/customer/${id}`)).statusCode).toBe(404);
    const put = await api(demo2.cookies, 'PUT', `/customer/${id}`, { ...mine.json().data });
    expect(put.statusCode).toBe(404);
    await expect(assertProfileComplete(ctx.database.db, id)).resolves.toBeUndefined();
  });

  it('answers bad input on each field with 400 and a message, and changes nothing', async () => {
    const demo = await login(ctx.app, 'demo');
    const id = demo.res.json().data.user.id as number;
    const before = (await api(demo.cookies, 'GET', `/customer/${id}`)).json().data;
    const { id: _i, username: _u, missing: _m, editable: _e, verified: _v, is_control: _c, id_card: _d, ...body } = before;
    const cases: [object, string][] = [
      [{ zipcode: '12' }, 'Zip code: 4 to 6 digits'],
      [{ company: 'Abc' }, 'Company name must be at least 5 characters'],
      [{ website: 'not a site' }, 'Website must be a URL or a domain'],
      [{ email: 'nope' }, 'Wrong e-mail format'],
      [{ mobile: '12800138000' }, 'Chinese mobile: 11 digits starting 13 to 19'],
      [{ name: '12345' }, 'Real name cannot be only digits'],
      [{ identity: 'ROBOT' }, 'Please choose an identity'],
      [{ license: ['/file/1', '/file/2', '/file/3', '/file/4', '/file/5', '/file/6'] }, 'Maximum 5 licence files'],
      [{ id_type: 2 }, 'Upload the passport image'],
      [{ license: ['/file/999999'] }, 'Upload the file first'],
      [{ email: 'changed@example.com' }, 'Please obtain the verification code first'],
    ];
    for (const [patch, msg] of cases) {
      const res = await api(demo.cookies, 'PUT', `/customer/${id}`, { ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const zh = await api(demo.cookies, 'PUT', `/customer/${id}`, { ...body, intro: 'x'.repeat(501) }, 'zh_CN');
    expect(zh.json().msg).toBe('简介最多 500 个字符');
    expect((await api(demo.cookies, 'GET', `/customer/${id}`)).json().data).toEqual(before);
    const saved = await api(demo.cookies, 'PUT', `/customer/${id}`, { ...body, company_usci: '9144-0300 MA5DEMO001', intro: 'x'.repeat(501) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.company_usci).toBe('91440300MA5DEMO001');
  });

  it('an incomplete profile is refused for applying with the missing fields named', async () => {
    const { user } = await registerUser();
    await expect(assertProfileComplete(ctx.database.db, user.id)).rejects.toMatchObject({ statusCode: 400, msgKey: 'accounts.profileIncomplete' });
  });

  it('is_control stays 1 while a saved profile is incomplete and turns 0 once it is complete', async () => {
    const { cookies, user } = await registerUser();
    const isControl = async () => (await api(cookies, 'GET', '/me')).json().data.is_control as number;
    expect(await isControl()).toBe(1);
    const body = savableProfile((await api(cookies, 'GET', `/customer/${user.id}`)).json().data);
    const personal = { ...body, identity: 'PERSONAL', country_id: 'GB', address: '1 Example Street', zipcode: '10115' };
    const incomplete = await api(cookies, 'PUT', `/customer/${user.id}`, personal);
    expect(incomplete.statusCode, incomplete.body).toBe(200);
    expect(incomplete.json().data).toMatchObject({ missing: ['id_type'], is_control: 1 });
    expect(await isControl()).toBe(1);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
    const m = multipart({ filename: 'passport.png', content: png });
    const up = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/api/upload?kind=id_image', cookies, payload: m.payload, headers: m.headers });
    expect(up.statusCode, up.body).toBe(200);
    const complete = await api(cookies, 'PUT', `/customer/${user.id}`, { ...personal, id_type: 2, passport: up.json().data.path });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(complete.json().data).toMatchObject({ missing: [], is_control: 0 });
    // The answer names the files the profile refers to (the page lists them by their names).
    expect((await api(cookies, 'GET', `/customer/${user.id}`)).json().data.files).toEqual({ [up.json().data.path]: up.json().data });
    expect(up.json().data).toMatchObject({ name: 'passport.png', ext: 'png' });
    expect(await isControl()).toBe(0);
    await expect(assertProfileComplete(ctx.database.db, user.id)).resolves.toBeUndefined();
  });

  it('changes the e-mail after a code sent to the new address and tells the old one', async () => {
    const { name, cookies, user } = await registerUser();
    const email = `new${name}@example.com`;
    ctx.clock.advance(MINUTE);
    expect((await api(cookies, 'POST', '/send/code', { purpose: 'change_contact', verify_type: 2, email })).statusCode).toBe(200);
    const code = await codeFor(email);
    const res = await api(cookies, 'POST', '/verify/code', { verify_type: 2, email, code });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api(cookies, 'GET', `/customer/${user.id}`)).json().data.email).toBe(email);
    const outbox = (await api(undefined, 'GET', '/dev/outbox')).json().data as { recipient: string; text: string }[];
    expect(outbox.find((m) => m.recipient === `${name}@example.com`)?.text).toContain(email);
  });

  it('shows the assigned service contact; staff mark a profile verified with a notice', async () => {
    const demo = await login(ctx.app, 'demo');
    const waiter = await api(demo.cookies, 'GET', '/my-waiter');
    expect(waiter.json().data).toMatchObject({ name: '李娜', email: 'lina.service@example.com' });
    const { user, cookies } = await registerUser();
    expect((await api(cookies, 'GET', '/my-waiter')).json().data).toBeNull();
    const admin = await login(ctx.app, 'admin', 'Admin@2026');
    expect((await api(cookies, 'PUT', `/staff/customer/${user.id}/verify`, { verified: true })).statusCode).toBe(403);
    expect((await api(admin.cookies, 'PUT', `/staff/customer/${user.id}/verify`, { verified: true })).statusCode).toBe(200);
    const written = await ctx.database.db.select().from(notices).where(eq(notices.userId, user.id));
    expect(written.map((n) => n.kind)).toEqual(['profile_verified']);
    expect((await api(cookies, 'GET', `/customer/${user.id}`)).json().data).toMatchObject({ verified: true, editable: false });
  });
});

it('keeps the token out of the outbox and the codes out of the API answers', async () => {
  const mobile = uniqueMobile();
  const res = await api(undefined, 'POST', '/send/code', { purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile });
  expect(res.json().data).toEqual({ resend_after: 60, expires_in: 300 });
  expect(res.cookies.find((c) => c.name === TOKEN_COOKIE)).toBeUndefined();
});
