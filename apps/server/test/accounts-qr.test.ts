import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_TICKET_TTL_SECONDS, TOKEN_COOKIE } from '@tic/shared';
import { apiCaller, cookiesOf, createTestContext, login, type TestContext } from './helpers.js';

let ctx: TestContext;
let api: ReturnType<typeof apiCaller>;
let phone: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  api = apiCaller(ctx.app);
  ({ cookies: phone } = await login(ctx.app, 'demo'));
});
afterAll(() => ctx.close());

const COMPUTER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36';

/** The computer opens the QR tab: a ticket and the key only its page holds. */
async function newTicket() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/frontend/v1/qr/ticket',
    remoteAddress: '10.20.0.7',
    headers: { 'user-agent': COMPUTER_UA, langId: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ticket: string; key: string; url: string; expires_at: string; poll_ms: number };
}
const poll = (t: { ticket: string; key: string }) =>
  ctx.app.inject({ method: 'POST', url: '/frontend/v1/qr/ticket/poll', payload: t, headers: { langId: 'en' } });
const confirm = (cookies: Record<string, string> | undefined, ticket: string) => api(cookies, 'POST', '/qr/ticket/confirm', { ticket });

describe('QR sign-in', () => {
  it('the phone sees the computer, confirms, and the computer is signed in by exactly one poll', async () => {
    const t = await newTicket();
    expect(t.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.key).not.toBe(t.ticket);
    expect(t.url).toMatch(new RegExp(`/qrLogin\\?ticket=${t.ticket}$`));
    expect(Date.parse(t.expires_at) - ctx.clock.now().getTime()).toBe(QR_TICKET_TTL_SECONDS * 1000);
    expect(t.poll_ms).toBe(1000);

    const waiting = await poll(t);
    expect(waiting.json().data).toEqual({ status: 'pending', expires_at: t.expires_at });
    expect(waiting.cookies).toEqual([]);

    const info = await api(phone, 'GET', `/qr/ticket/${t.ticket}`);
    expect(info.json().data).toEqual({ status: 'pending', expires_at: t.expires_at, ip: '10.20.0.7', user_agent: COMPUTER_UA });

    expect((await confirm(phone, t.ticket)).statusCode).toBe(200);
    expect((await api(phone, 'GET', `/qr/ticket/${t.ticket}`)).json().data.status).toBe('confirmed');

    const signed = await poll(t);
    expect(signed.statusCode).toBe(200);
    const body = signed.json().data;
    expect(body.status).toBe('confirmed');
    expect(body.login.user.username).toBe('demo');
    expect(body.login.token).toBeUndefined();
    const computer = cookiesOf(signed);
    expect(computer[TOKEN_COOKIE]).toBeTruthy();
    expect(computer[TOKEN_COOKIE]).not.toBe(phone[TOKEN_COOKIE]);
    expect((await api(computer, 'GET', '/me')).json().data.username).toBe('demo');
    const sessions = (await api(computer, 'GET', '/my-sessions')).json().data as { method: string; current: boolean }[];
    expect(sessions.find((s) => s.current)?.method).toBe('qr');

    // Collected once: the next poll says used and signs nobody in.
    const again = await poll(t);
    expect(again.json().data).toMatchObject({ status: 'used' });
    expect(again.json().data.login).toBeUndefined();
    expect(again.cookies).toEqual([]);
  });

  it('polls in flight together: one session only', async () => {
    const t = await newTicket();
    await confirm(phone, t.ticket);
    const answers = await Promise.all([poll(t), poll(t), poll(t)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().data.login).length).toBe(1);
    expect(answers.filter((a) => a.cookies.length > 0).length).toBe(1);
  });

  it('a poll with another key is refused like an unknown ticket, and signs nobody in', async () => {
    const t = await newTicket();
    const other = await newTicket();
    await confirm(phone, t.ticket);
    const stolen = await poll({ ticket: t.ticket, key: other.key });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().msg).toBe('This QR code does not exist; refresh it on the computer');
    expect(stolen.cookies).toEqual([]);
    const unknown = await poll({ ticket: other.key, key: other.key });
    expect(unknown.statusCode).toBe(404);
    // The rightful page still gets its session.
    expect((await poll(t)).json().data.login.user.username).toBe('demo');
  });

  it('confirming needs a signed-in phone', async () => {
    const t = await newTicket();
    expect((await confirm(undefined, t.ticket)).statusCode).toBe(401);
    expect((await api(undefined, 'GET', `/qr/ticket/${t.ticket}`)).statusCode).toBe(401);
    expect((await api(undefined, 'POST', '/qr/ticket/cancel', { ticket: t.ticket })).statusCode).toBe(401);
    expect((await poll(t)).json().data.status).toBe('pending');
  });

  it('a ticket confirms once: a second confirmation, or one after the sign-in, is refused', async () => {
    const t = await newTicket();
    expect((await confirm(phone, t.ticket)).statusCode).toBe(200);
    const twice = await confirm(phone, t.ticket);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('This QR code has already been used; refresh it on the computer');
    await poll(t);
    expect((await confirm(phone, t.ticket)).json().msg).toBe('This QR code has already been used; refresh it on the computer');
    const unknown = await confirm(phone, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
  });

  it('lives 2 minutes: afterwards the computer sees expired and the phone is told so', async () => {
    const t = await newTicket();
    const late = await newTicket();
    ctx.clock.advance(QR_TICKET_TTL_SECONDS * 1000 - 1000);
    expect((await poll(t)).json().data.status).toBe('pending');
    // Confirmed in its last second: the computer still collects its session a few seconds later.
    expect((await confirm(phone, t.ticket)).statusCode).toBe(200);
    ctx.clock.advance(5000);
    expect((await poll(late)).json().data.status).toBe('expired');
    const refused = await confirm(phone, late.ticket);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('The QR code has expired; refresh it');
    expect((await api(phone, 'GET', `/qr/ticket/${late.ticket}`)).json().data.status).toBe('expired');
    expect((await poll(late)).cookies).toEqual([]);
    expect((await poll(t)).json().data.login.user.username).toBe('demo');
  });

  it('a confirmation the computer never collects expires too', async () => {
    const t = await newTicket();
    await confirm(phone, t.ticket);
    ctx.clock.advance(QR_TICKET_TTL_SECONDS * 1000 + 1000);
    const res = await poll(t);
    expect(res.json().data).toMatchObject({ status: 'expired' });
    expect(res.cookies).toEqual([]);
  });

  it('the phone can refuse: the computer sees cancelled and the ticket cannot be confirmed any more', async () => {
    const t = await newTicket();
    expect((await api(phone, 'POST', '/qr/ticket/cancel', { ticket: t.ticket })).statusCode).toBe(200);
    expect((await poll(t)).json().data.status).toBe('cancelled');
    expect((await confirm(phone, t.ticket)).json().msg).toBe('This QR sign-in was cancelled; refresh it on the computer');
    expect((await api(phone, 'POST', '/qr/ticket/cancel', { ticket: t.ticket })).statusCode).toBe(400);
  });

  it('bad input answers 400 with a message, never 500', async () => {
    const t = await newTicket();
    for (const payload of [
      {},
      { ticket: t.ticket },
      { ticket: 'short', key: t.key },
      { ticket: t.ticket, key: 'bad key!'.repeat(4) },
      { ticket: 42, key: [] },
    ]) {
      const res = await poll(payload as { ticket: string; key: string });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await confirm(phone, '<script>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Not a valid QR code link');
    expect((await api(phone, 'GET', '/qr/ticket/%3Cx%3E')).statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/qr/ticket/confirm',
      cookies: phone,
      payload: '{"ticket":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    // Nothing changed.
    expect((await poll(t)).json().data.status).toBe('pending');
  });

  it('POST /verify/code with verify_type 3 (scan code) confirms the ticket for the signed-in phone', async () => {
    const t = await newTicket();
    expect((await api(undefined, 'POST', '/verify/code', { verify_type: 3, code: t.ticket })).statusCode).toBe(401);
    const res = await api(phone, 'POST', '/verify/code', { verify_type: 3, code: t.ticket });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ verify_type: 3, mobile_zone: '+86', mobile: expect.any(String), email: expect.any(String) });
    expect((await poll(t)).json().data.login.user.username).toBe('demo');
    const reused = await api(phone, 'POST', '/verify/code', { verify_type: 3, code: t.ticket });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toBe('This QR code has already been used; refresh it on the computer');
    const garbage = await api(phone, 'POST', '/verify/code', { verify_type: 3, code: '123456' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().msg).toBe('Not a valid QR code link');
    expect((await api(phone, 'POST', '/verify/code', { verify_type: 3, code: 'B'.repeat(43) })).statusCode).toBe(404);
    // Nothing is sent for a scan code: it is shown by the computer.
    expect((await api(phone, 'POST', '/send/code', { purpose: 'change_contact', verify_type: 3 })).statusCode).toBe(400);
  });

  it('answers in the language of the request', async () => {
    const t = await newTicket();
    await confirm(phone, t.ticket);
    expect((await api(phone, 'POST', '/qr/ticket/confirm', { ticket: t.ticket }, 'zh_CN')).json().msg).toBe('二维码已被使用，请在电脑上刷新');
    expect((await api(phone, 'POST', '/qr/ticket/confirm', { ticket: t.ticket }, 'ar')).json().msg).toBe('تم استخدام رمز QR هذا بالفعل؛ حدّثه على الحاسوب');
    expect(cookiesOf(await poll(t))[TOKEN_COOKIE]).toBeTruthy();
  });
});
