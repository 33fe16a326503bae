import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customsForm } from './applicationFixtures.js';
import { apiCaller, cookiesOf, createTestContext, login, multipart, type TestContext } from './helpers.js';

/** Issue 19: customer cancel, parent links, mail destination, zone sendSms, channel profile, /channel and /all prefixes. */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
const stamp = Date.now().toString(36);
let seq = 0;
type Detail = {
  id: number;
  version: number;
  status: string;
  rfc_no: string | null;
  history: { action: string; reason: string | null }[];
  parent: unknown;
  children: unknown[];
  mail_to: Record<string, unknown> | null;
};

async function draft(title = `Extras ${stamp} ${seq++}`, extra: Record<string, unknown> = {}, who = demo) {
  const res = await call(who, 'POST', '/kenya/create', { ...customsForm(title), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Detail;
}
async function submitted(title?: string) {
  const d = await draft(title);
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...customsForm(d['title' as never] ?? ''), ...(await call(demo, 'GET', `/rfc/detail/${d.id}`)).json().data.data, version: d.version },
    headers: { 'idempotency-key': `extras-${stamp}-${seq++}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  return s.json().data.application as Detail;
}
const detailOf = async (id: number, who = demo) => (await call(who, 'GET', `/rfc/detail/${id}`)).json().data as Detail;

beforeAll(async () => {
  ctx = await createTestContext({ CODE_DAILY_CAP_IP: '1000' });
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
});
afterAll(() => ctx.close());

describe('customer cancellation', () => {
  it('cancels a draft, a submitted and a returned application with the reason in the history and a notice', async () => {
    const d = await draft();
    const s = await submitted();
    const r = await submitted();
    expect((await call(admin, 'POST', `/staff/rfc/${r.id}/return`, { reason: 'invoice missing' })).statusCode).toBe(200);
    for (const a of [d, s, r]) {
      const current = await detailOf(a.id);
      const res = await call(demo, 'POST', `/kenya/rfc/${a.id}/cancel`, { reason: '  ordered elsewhere ', version: current.version });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json().data as Detail;
      expect(after.status).toBe('cancelled');
      expect(after.history.at(-1)).toMatchObject({ action: 'cancel', reason: 'ordered elsewhere' });
    }
    // Shown in the reader's language (issue 16: this call asks in English), with the reason.
    const notices = (await call(demo, 'GET', '/corner/notify?per_page=10')).json().data.data as { batch_code: string; title: string }[];
    const notice = notices.find((n) => n.title === `Application ${s.rfc_no} cancelled`);
    expect(notice, JSON.stringify(notices.map((n) => n.title))).toBeDefined();
    expect((await call(demo, 'GET', `/corner/notify/${notice!.batch_code}`)).body).toContain('ordered elsewhere');
    const list = (await call(demo, 'GET', '/kenya/rfc/list?status=cancelled&per_page=100')).json().data;
    expect(list.data.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([s.id, r.id]));
  });

  it('refuses: no reason 400, stale 409, no longer cancellable 409 with why, another customer 404; nothing changes', async () => {
    const a = await submitted();
    expect((await call(demo, 'POST', `/kenya/rfc/${a.id}/cancel`, { reason: ' ', version: a.version })).statusCode).toBe(400);
    expect((await call(demo, 'POST', `/kenya/rfc/${a.id}/cancel`, { reason: 'x', version: a.version - 1 })).statusCode).toBe(409);
    expect((await call(demo2, 'POST', `/kenya/rfc/${a.id}/cancel`, { reason: 'x', version: a.version })).statusCode).toBe(404);
    expect((await detailOf(a.id)).status).toBe('pending_acceptance');
    // Issued: no longer cancellable (in work, a customs application is: its line's rule keeps fees, issue 28,
    // cancellation-in-work.test.ts; the entrusted booking's in-work cancellation is cancel-booking).
    expect((await call(admin, 'POST', `/staff/rfc/${a.id}/accept`)).statusCode).toBe(200);
    const issued = await call(admin, 'POST', `/staff/rfc/${a.id}/issue`, { route: 'A' });
    expect(issued.statusCode, issued.body).toBe(200);
    const p = await detailOf(a.id);
    expect(p.status).toBe('issued');
    const res = await call(demo, 'POST', `/kenya/rfc/${p.id}/cancel`, { reason: 'too late', version: p.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('Issued');
    expect((await detailOf(a.id)).status).toBe('issued');
  });
});

describe('parent applications (re-inspection, extension, re-assessment)', () => {
  it('links a follow-up to its parent both ways; ?parent_id= must be its parent', async () => {
    const parent = await submitted();
    expect((await call(admin, 'POST', `/staff/rfc/${parent.id}/accept`)).statusCode).toBe(200);
    const child = await draft(undefined, { parent_id: parent.id, relation: 'extension' });
    expect(child.parent).toMatchObject({ id: parent.id, relation: 'extension', status: 'processing' });
    expect((await detailOf(parent.id)).children).toEqual([expect.objectContaining({ id: child.id, relation: 'extension' })]);
    expect((await call(demo, 'GET', `/rfc/detail/${child.id}?parent_id=${parent.id}`)).statusCode).toBe(200);
    expect((await call(demo, 'GET', `/rfc/detail/${child.id}?parent_id=${child.id}`)).statusCode).toBe(404);
    expect((await call(demo, 'GET', `/rfc/detail/${child.id}?parent_id=abc`)).statusCode).toBe(400);
  });
  it("refuses a draft parent (400), a missing relation (400) and another customer's parent (404)", async () => {
    const d = await draft();
    expect((await call(demo, 'POST', '/kenya/create', { ...customsForm(`x${stamp}${seq++}`), parent_id: d.id, relation: 'reinspection' })).statusCode).toBe(
      400,
    );
    expect((await call(demo, 'POST', '/kenya/create', { ...customsForm(`x${stamp}${seq++}`), parent_id: d.id })).statusCode).toBe(400);
    expect((await call(demo2, 'POST', '/kenya/create', { ...customsForm(`x${stamp}${seq++}`), parent_id: d.id, relation: 'reinspection' })).statusCode).toBe(
      404,
    );
  });
});

describe('invoice profile and mailing address used in applications', () => {
  it('demo has a default invoice profile and mailing address (seed)', async () => {
    expect((await call(demo, 'GET', '/invoice-info/default')).json().data).toMatchObject({ is_default: true, type: 'special_vat' });
    expect((await call(demo, 'GET', '/mailing-info')).json().data.length).toBeGreaterThan(0);
  });
  it("a mailed certificate goes to one of my addresses, copied on save; another customer's address 400; submit needs one", async () => {
    const mine = (await call(demo, 'GET', '/mailing-info')).json().data[0] as { id: number; recipient: string; address: string };
    const theirs = (await call(demo2, 'POST', '/mailing-info', { recipient: 'Other', address: '9 Gulf Road', phone: '+971-4-1234567' })).json().data as {
      id: number;
    };
    const d = await draft();
    const bad = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, {
      ...customsForm(`m${stamp}${seq++}`, { mail_certificate: true, mailing_address_id: theirs.id }),
      version: d.version,
    });
    expect(bad.statusCode).toBe(400);
    expect((await detailOf(d.id)).version).toBe(d.version);
    const noAddress = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
      cookies: demo,
      headers: { 'idempotency-key': `mail-${stamp}-1`, langId: 'en' },
      payload: { ...customsForm(`m${stamp}${seq++}`, { mail_certificate: true }), version: d.version },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().msg).toBe('Choose the mailing address the certificate is sent to');
    const good = await call(demo, 'PUT', `/kenya/rfc/${d.id}`, {
      ...customsForm(`m${stamp}${seq++}`, { mail_certificate: true, mailing_address_id: mine.id }),
      version: d.version,
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.mail_to).toMatchObject({ mailing_address_id: mine.id, recipient: mine.recipient, address: mine.address });
    // demo2 cannot read it.
    expect((await call(demo2, 'GET', `/rfc/detail/${d.id}`)).statusCode).toBe(404);
  });
});

describe('POST /common/zone/sendSms', () => {
  it('sends a code through the one mechanism: same 429 within 60 s as /send/code, for either call', async () => {
    const mobile = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
    const first = await call(undefined, 'POST', '/common/zone/sendSms', { zone: '+86', mobile });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ resend_after: 60 });
    const again = await call(undefined, 'POST', '/send/code', { purpose: 'register', verify_type: 1, mobile_zone: '+86', mobile });
    expect(again.statusCode).toBe(429);
    expect(again.json().data.seconds_left).toBeGreaterThan(0);
    expect((await call(undefined, 'POST', '/common/zone/sendSms', { zone: '+86', mobile })).statusCode).toBe(429);
    expect((await call(undefined, 'POST', '/common/zone/sendSms', { zone: 'abc', mobile })).statusCode).toBe(400);
    expect((await call(undefined, 'POST', '/common/zone/sendSms', { mobile_zone: '+86', mobile: '12' })).statusCode).toBe(400);
    // A taken mobile answers the same as a free one (issue 17); accounts.test.ts proves it for the one sendCode
    // both routes call. Not repeated here: on PostgreSQL the files share one database, and a code sent to demo's
    // mobile here would hold its 60 s resend timer against that test.
  });
});

async function registerChannel(type: 'company' | 'personal') {
  const mobile = `136${String((Date.now() + seq++) % 1e8).padStart(8, '0')}`;
  expect((await call(undefined, 'POST', '/common/zone/sendSms', { zone: '+86', mobile })).statusCode).toBe(200);
  const outbox = (await call(undefined, 'GET', '/dev/outbox')).json().data as { recipient: string; text: string }[];
  const code = /\d{6}/.exec(outbox.find((m) => m.recipient === `+86 ${mobile}`)!.text)![0];
  const username = `ch${stamp}${seq++}`;
  const res = await call(undefined, 'POST', '/customer', {
    username,
    password: 'Tic#Portal9',
    password_confirmation: 'Tic#Portal9',
    name: '渠道伙伴',
    mobile_zone: '+86',
    mobile,
    email: `${username}@example.com`,
    agree: true,
    verify_type: 1,
    code,
    identity_type: type,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookies: cookiesOf(res), id: res.json().data.user.id as number, username };
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
async function upload(cookies: Record<string, string>, kind: string) {
  const m = multipart({ filename: `${kind}.pdf`, content: pdf });
  const res = await ctx.app.inject({ method: 'POST', url: `/frontend/v1/channel/file?kind=${kind}`, cookies, payload: m.payload, headers: m.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.path as string;
}

describe('channel-confirmation profile', () => {
  it('a channel partner submits, staff return it with a reason, the partner resubmits, staff approve; then it is locked', async () => {
    const p = await registerChannel('company');
    const start = (await call(p.cookies, 'GET', '/channel/profile')).json().data;
    expect(start).toMatchObject({ status: 'none', channel_type: 'company', version: 0 });
    const licence = await upload(p.cookies, 'licence');
    const evidence = await upload(p.cookies, 'qualification');
    const body = {
      channel_type: 'company',
      company: { name: 'Shenzhen Channel Partner Co.', usci: '91440300-MA5D CH0012', legal_representative: '李雷', licence: [licence] },
      qualification: ['iso9001', 'other'],
      qualification_files: { iso9001: [evidence] },
      qualification_others: 'AEO certified',
      version: 0,
    };
    const invalid = await call(p.cookies, 'PUT', '/channel/profile', { ...body, qualification_files: {}, qualification_others: '' }, 'en');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data).toEqual(expect.arrayContaining([expect.stringMatching(/./)]));
    const sent = await call(p.cookies, 'PUT', '/channel/profile', body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'submitted', version: 1, company: { usci: '91440300MA5DCH0012' } });
    expect(sent.json().data.files[evidence]).toMatchObject({ name: 'qualification.pdf' });
    expect((await call(p.cookies, 'PUT', '/channel/profile', body)).statusCode).toBe(409);

    const waiting = (await call(admin, 'GET', '/staff/channel/profiles?status=submitted')).json().data as { user_id: number; version: number }[];
    const mine = waiting.find((w) => w.user_id === p.id)!;
    expect(mine).toBeDefined();
    expect((await call(admin, 'POST', `/staff/channel/profiles/${p.id}/decision`, { decision: 'return', version: mine.version })).statusCode).toBe(400);
    const returned = await call(admin, 'POST', `/staff/channel/profiles/${p.id}/decision`, {
      decision: 'return',
      reason: 'licence unreadable',
      version: mine.version,
    });
    expect(returned.json().data).toMatchObject({ status: 'returned', reason: 'licence unreadable' });
    const latest = (await call(p.cookies, 'GET', '/corner/notify')).json().data.data[0] as { batch_code: string };
    expect((await call(p.cookies, 'GET', `/corner/notify/${latest.batch_code}`)).body).toContain('licence unreadable');

    const again = await call(p.cookies, 'PUT', '/channel/profile', { ...body, version: 2 });
    expect(again.json().data).toMatchObject({ status: 'submitted', reason: null, version: 3 });
    expect((await call(admin, 'POST', `/staff/channel/profiles/${p.id}/decision`, { decision: 'approve', version: 2 })).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/staff/channel/profiles/${p.id}/decision`, { decision: 'approve', version: 3 })).json().data.status).toBe('approved');
    const locked = await call(p.cookies, 'PUT', '/channel/profile', { ...body, version: 4 });
    expect(locked.statusCode).toBe(409);
    expect((await call(admin, 'POST', `/staff/channel/profiles/${p.id}/decision`, { decision: 'approve', version: 4 })).statusCode).toBe(409);
  });

  it(
    "a personal partner needs its identity document; another user's files " + 'are refused; not channel accounts 403; staff routes need the permission',
    async () => {
      const p = await registerChannel('personal');
      const q = await upload(p.cookies, 'qualification');
      const base = {
        channel_type: 'personal',
        personal: { name: '张三', id_type: 2, id_no: 'E12345678' },
        qualification: ['trade_licence'],
        qualification_files: { trade_licence: [q] },
        version: 0,
      };
      expect((await call(p.cookies, 'PUT', '/channel/profile', base)).statusCode).toBe(400);
      const other = await registerChannel('personal');
      const foreign = await upload(other.cookies, 'id_image');
      expect((await call(p.cookies, 'PUT', '/channel/profile', { ...base, personal: { ...base.personal, passport: foreign } })).statusCode).toBe(400);
      const passport = await upload(p.cookies, 'id_image');
      expect((await call(p.cookies, 'PUT', '/channel/profile', { ...base, personal: { ...base.personal, passport } })).json().data.status).toBe('submitted');

      expect((await call(demo, 'GET', '/channel/profile')).statusCode).toBe(403);
      expect((await call(demo, 'PUT', '/channel/profile', {})).statusCode).toBe(403);
      expect((await call(admin, 'GET', '/channel/profile')).statusCode).toBe(403);
      expect((await call(undefined, 'GET', '/channel/profile')).statusCode).toBe(401);
      expect((await call(demo, 'GET', '/staff/channel/profiles')).statusCode).toBe(403);
      expect((await call(p.cookies, 'POST', `/staff/channel/profiles/${p.id}/decision`, { decision: 'approve', version: 1 })).statusCode).toBe(403);
      expect((await call(admin, 'POST', `/staff/channel/profiles/999999/decision`, { decision: 'approve', version: 1 })).statusCode).toBe(404);
    },
  );
});

describe('/backend/v1 channel and all prefixes', () => {
  const bearer = async (username: string, password = 'Demo@2026') => {
    const res = await ctx.app.inject({ method: 'POST', url: '/backend/v1/login', payload: { username, password } });
    return { authorization: `Bearer ${res.json().data.token as string}` };
  };
  it('/backend/v1/channel/... answers channel accounts only (others 403)', async () => {
    const p = await registerChannel('company');
    const token = await ctx.app.inject({ method: 'POST', url: '/backend/v1/login', payload: { username: p.username, password: 'Tic#Portal9' } });
    const headers = { authorization: `Bearer ${token.json().data.token as string}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/backend/v1/channel/profile', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/backend/v1/channel/profile', headers: await bearer('demo') })).statusCode).toBe(403);
  });
  it('/backend/v1/all/kenya/rfc/list spans every customer for staff with all:read; customers 403', async () => {
    await draft(`all ${stamp}`, {}, demo2).then(async (d) => {
      const s = await ctx.app.inject({
        method: 'POST',
        url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
        cookies: demo2,
        payload: { ...customsForm(`all ${stamp}`), version: d.version },
        headers: { 'idempotency-key': `all-${stamp}` },
      });
      expect(s.statusCode, s.body).toBe(200);
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/kenya/rfc/list?per_page=100', headers: await bearer('admin', 'Admin@2026') });
    expect(res.statusCode, res.body).toBe(200);
    const titles = (res.json().data.data as { title: string }[]).map((a) => a.title);
    expect(titles).toContain(`all ${stamp}`);
    expect(res.json().data.data.some((a: { status: string }) => a.status === 'draft')).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/kenya/rfc/list', headers: await bearer('demo') })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/kenya/rfc/list?status=nope', headers: await bearer('admin', 'Admin@2026') })).statusCode,
    ).toBe(400);
  });
  it("/backend/v1/all/certs: every customer's certificates with the /certs filters and user_id; customers 403, bad filter 400", async () => {
    const staff = await bearer('admin', 'Admin@2026');
    const own = (await call(demo, 'GET', '/certs?per_page=100')).json().data as { total: number; data: { id: number }[] };
    expect(own.total).toBeGreaterThan(0);
    const me = (await call(demo, 'GET', '/me')).json().data as { id: number };
    const all = await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/certs?per_page=100', headers: staff });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.total).toBeGreaterThanOrEqual(own.total);
    const mine = await ctx.app.inject({ method: 'GET', url: `/backend/v1/all/certs?per_page=100&user_id=${me.id}`, headers: staff });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json().data.data as { id: number }[]).map((c) => c.id).sort()).toEqual(own.data.map((c) => c.id).sort());
    const valid = (await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/certs?status=valid&per_page=100', headers: staff })).json().data;
    expect(valid.data.every((c: { status: string }) => c.status === 'valid')).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/certs', headers: await bearer('demo') })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/certs' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/certs?user_id=x', headers: staff })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/backend/v1/all/certs?status=nope', headers: staff })).statusCode).toBe(400);
  });
});
