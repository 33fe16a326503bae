import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { memberRuleOf } from '../src/platform/auth/memberRoutes.js';
import { staffService as staffActions } from '../src/modules/staff/service.js';
import { notifyExpired } from '../src/modules/directory/subscriptions.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiCaller, createTestContext, login, multipart, SHARED_DATA, type TestContext } from './helpers.js';
import { tomorrowIso } from './applicationFixtures.js';
import { DIRECTORY_COUNT_CAP, formatDate } from '@tic/shared';

/** Issue 32: the public certificate directory (listing, search, isolation, bad queries, 429) and status subscriptions. */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let staff: Record<string, string>;
let adminId: number;

// Unique per run: the PostgreSQL database of a run may hold earlier runs' rows.
const RUN = Math.random().toString(36).slice(2, 8);
const BRAND = `Zq${RUN}`;
const party = (name: string) => ({ company_name: name, address: '1 Harbour Road' });
const form = (title: string, brand: string, model: string) => ({
  application_type: 'kenya_pvoc',
  title,
  general: {
    certification_project: 'PVoC',
    contact_name: 'Li Ming',
    contact_phone: '+86-755-1234',
    contact_email: 'li@example.com',
    inspection_date: tomorrowIso(),
  },
  shipment: { shipment_mode: 'sea' },
  parties: { importer: party('Directory Importer'), exporter: party(`Lumen Works ${RUN}`), applicant: party(`Lumen Works ${RUN}`) },
  invoices: [{ number: 'INV-1', date: '2026-11-01', currency: 'USD', amount: 1200, incoterm: 'FOB' }],
  products: [{ hs_code: '853952', brand, model, quantity: 100, unit_price: 12, unit: 'PCE', description: 'LED lamps', manufacturer: 'Lumen', origin: 'CN' }],
  containers: [],
});

async function issued(title: string, brand: string, model: string) {
  const d = (await call(demo, 'POST', '/kenya/create', form(title, brand, model))).json().data;
  const s = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...form(title, brand, model), version: d.version },
    headers: { 'idempotency-key': `dir-${RUN}-${title}` },
  });
  expect(s.statusCode, s.body).toBe(200);
  const by = { user: { id: adminId, kind: 'staff' as const, roles: ['admin'] }, defaultLang: 'en' as const, ip: null };
  await staffActions.accept(ctx.database.db, by, d.id);
  const a = await staffActions.issue(ctx.database.db, by, d.id, { route: 'B' }, new Date());
  const info = (await call(demo, 'GET', `/cert/info/${a.certificate!.id}`)).json().data;
  return { id: a.certificate!.id as number, no: a.certificate!.cert_no as string, code: info.verify_code as string };
}

const search = (query: string, lang = 'en', ip = '10.1.0.1') =>
  ctx.app.inject({ method: 'GET', url: `/frontend/v1/public/directory?${query}`, headers: { langId: lang }, remoteAddress: ip });
const found = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; data: { cert_no: string; status: string; holder: string; brands: string[] }[] };
};
const list = (cookies: Record<string, string>, id: number, listed: boolean) => call(cookies, 'PUT', `/cert/${id}/directory`, { listed });
const pub = (url: string, payload: object, lang = 'en') =>
  ctx.app.inject({ method: 'POST', url: `/frontend/v1/public/directory${url}`, payload, headers: { langId: lang }, remoteAddress: '10.2.0.1' });
async function mailedCode(email: string): Promise<string> {
  await ctx.app.delivery.idle();
  const out = (await call(undefined, 'GET', '/dev/outbox')).json().data as { recipient: string; text: string }[];
  const msg = out.filter((m) => m.recipient === email).at(-1);
  expect(msg, `a code to ${email}`).toBeDefined();
  return /\b(\d{6})\b/.exec(msg!.text)![1]!;
}
const mails = async (to: string) =>
  (
    (await ctx.database.db.execute(sql`select subject, body from mail_outbox where to_address = ${to} order by id`)) as unknown as {
      rows: { subject: string; body: string }[];
    }
  ).rows;

let listedCert: Awaited<ReturnType<typeof issued>>;
let hiddenCert: Awaited<ReturnType<typeof issued>>;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_VERIFY_PER_MINUTE: '1000' });
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  staff = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
  const r = (await ctx.database.db.execute(sql`select id from users where username = 'admin'`)) as unknown as { rows: { id: number }[] };
  adminId = r.rows[0]!.id;
  listedCert = await issued(`Listed ${RUN}`, BRAND, `LX-${RUN}`);
  hiddenCert = await issued(`Hidden ${RUN}`, BRAND, `HX-${RUN}`);
}, 240_000);
afterAll(() => ctx.close());

describe('the public directory', () => {
  it('lists only what the holder opted in, with the public facts only; taking it out removes it', async () => {
    expect((await found(`q=${BRAND}`)).total).toBe(0);
    const put = await list(demo, listedCert.id, true);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toEqual({ listed: true, subscribers: 0 });

    const page = await found(`q=${BRAND.toLowerCase()}`);
    expect(page.data.map((c) => c.cert_no)).toEqual([listedCert.no]);
    const [entry] = page.data;
    expect(entry).toMatchObject({ status: 'valid', holder: `Lumen Works ${RUN}`, brands: [BRAND], scheme: 'kenya_pvoc' });
    // Never contacts, prices or files.
    const body = JSON.stringify(entry);
    for (const secret of ['li@example.com', 'Li Ming', '1200', 'INV-1', 'Directory Importer']) expect(body).not.toContain(secret);
    // By model, by number, by holder; the unlisted certificate of the same brand never.
    expect((await found(`q=LX-${RUN}`)).total).toBe(1);
    expect((await found(`q=HX-${RUN}`)).total).toBe(0);
    expect((await found(`q=${encodeURIComponent(listedCert.no)}`)).data[0]!.cert_no).toBe(listedCert.no);
    expect((await found(`q=${encodeURIComponent(`lumen works ${RUN}`)}`)).total).toBe(1);
    expect((await found(`q=${BRAND}&scheme=iraq_coc`)).total).toBe(0);
    // A wildcard is searched for as a character.
    expect((await found('q=%25%25%25')).total).toBe(0);

    expect((await list(demo, listedCert.id, false)).json().data.listed).toBe(false);
    expect((await found(`q=${BRAND}`)).total).toBe(0);
    expect((await list(demo, listedCert.id, true)).statusCode).toBe(200);
  });

  it('a broad search counts up to DIRECTORY_COUNT_CAP and says so (total_capped); a narrower one is counted exactly', async () => {
    // DIRECTORY_COUNT_CAP + 5 listed certificates of one made-up holder, written directly (as the bench writes a million).
    const holder = `Capped Holder ${RUN}`;
    await ctx.database.db.execute(sql`
      with a as (
        insert into applications (user_id, business_area, form, application_type, title, status, stage, process_step)
        select user_id, 'customsClearance', 'customs', 'kenya_pvoc', 'Capped ' || g, 'issued', 'export_certification', 'end'
        from certificates, generate_series(1, ${DIRECTORY_COUNT_CAP + 5}) g where id = ${listedCert.id}
        returning id, user_id
      )
      insert into certificates (application_id, user_id, cert_no, type, status, issue_date, directory_listed)
      select id, user_id, ${`CAP-${RUN}-`} || id, 'kenya_pvoc', 'valid', current_date, true from a`);
    await ctx.database.db.execute(sql`
      insert into certificate_directory (certificate_id, user_id, cert_no, type, holder, product, brands, models, search, issue_date)
      select id, user_id, cert_no, type, ${holder}, 'LED lamps', '[]'::jsonb, '[]'::jsonb, lower(cert_no || ' ' || ${holder}), issue_date
      from certificates where cert_no like ${`CAP-${RUN}-%`}`);
    const broad = (await found(`q=${encodeURIComponent(holder)}`)) as Awaited<ReturnType<typeof found>> & { total_capped: boolean };
    expect(broad).toMatchObject({ total: DIRECTORY_COUNT_CAP, total_capped: true });
    expect(broad.data).toHaveLength(20);
    const one = (await found(`q=${encodeURIComponent(`cap-${RUN}-`)}&per_page=5`)) as Awaited<ReturnType<typeof found>> & { total_capped: boolean };
    expect(one.total_capped).toBe(true);
    const exact = (await found(`q=LX-${RUN}`)) as Awaited<ReturnType<typeof found>> & { total_capped: boolean };
    expect(exact).toMatchObject({ total: 1, total_capped: false });
    await ctx.database.db.execute(sql`delete from applications where id in (select application_id from certificates where cert_no like ${`CAP-${RUN}-%`})`);
    expect((await found(`q=${encodeURIComponent(holder)}`)).total).toBe(0);
  });

  it('the look-up by rare trigrams answers exactly the rows the plain LIKE answers, whatever the query', async () => {
    // 400 directory rows of varied texts (numbers, brands, models, punctuation, LIKE's wildcards, Chinese), written directly.
    const words = ['lumen', 'bright', 'ocean', 'co.', 'ltd', '深圳', 'led', 'lamp', '50%', 'a_b', 'x-9'];
    const wordArray = `array[${words.map((w) => `'${w}'`).join(', ')}]`;
    await ctx.database.db.execute(sql`
      with a as (
        insert into applications (user_id, business_area, form, application_type, title, status, stage, process_step)
        select user_id, 'customsClearance', 'customs', 'kenya_pvoc', 'Trigram ' || g, 'issued', 'export_certification', 'end'
        from certificates, generate_series(1, 400) g where id = ${listedCert.id}
        returning id, user_id
      )
      insert into certificates (application_id, user_id, cert_no, type, status, issue_date, directory_listed)
      select id, user_id, ${`TRI-${RUN}-`} || lpad(id::text, 9, '0'), 'kenya_pvoc', 'valid', current_date, true from a`);
    await ctx.database.db.execute(sql`
      insert into certificate_directory (certificate_id, user_id, cert_no, type, holder, product, brands, models, search, issue_date)
      select c.id, c.user_id, c.cert_no, c.type, h.holder, 'LED lamps', jsonb_build_array(h.brand), jsonb_build_array(h.model),
             lower(concat_ws(E'\n', c.cert_no, h.holder, 'led lamps', h.brand, h.model)), c.issue_date
      from certificates c
      cross join lateral (select (${sql.raw(wordArray)})[1 + c.id % ${words.length}] || ' ' || (${sql.raw(wordArray)})[1 + (c.id / 7) % ${words.length}]
                                 || ' ' || (c.id % 97) as holder,
                                 'brand' || (c.id * 7919 % 1000) as brand, 'M-' || (c.id * 104729 % 3000) as model) h
      where c.cert_no like ${`TRI-${RUN}-%`}`);
    const { directoryRepo } = await import('../src/modules/directory/repo.js');
    const { indexTrigrams } = await import('../src/modules/directory/trigrams.js');
    const db = ctx.database.db;
    const sampled = await directoryRepo.trigramSample(db, 5_000);
    expect(sampled.rows).toBeGreaterThanOrEqual(400);
    const some = (await db.execute(sql`select cert_no, holder, brands->>0 as brand, models->>0 as model from certificate_directory
      where cert_no like ${`TRI-${RUN}-%`} order by certificate_id limit 40`)) as unknown as {
      rows: { cert_no: string; holder: string; brand: string; model: string }[];
    };
    const queries = some.rows.flatMap((r, i) => [r.cert_no, r.brand, r.model, r.holder, r.cert_no.slice(4 + (i % 6)), `${r.model}9`]);
    queries.push('50%', 'a_b', '深圳', 'lamp', 'brand1', `tri-${RUN}`, 'nothing12345', '%', '_');
    let viaIndex = 0;
    for (const q of queries) {
      const text = q.toLowerCase();
      const trigrams = indexTrigrams(text, sampled);
      if (trigrams.length > 0) viaIndex++;
      const rare = await directoryRepo.search(db, { text, indexTrigrams: trigrams }, 500, 0);
      const plain = await directoryRepo.search(db, { text }, 500, 0);
      expect(
        rare.rows.map((r) => r.entry.certificateId),
        q,
      ).toEqual(plain.rows.map((r) => r.entry.certificateId));
      expect(rare.total, q).toBe(plain.total);
    }
    // The path under test was taken (the numbers and models are rare in the sample), and not for every query.
    expect(viaIndex).toBeGreaterThan(queries.length / 3);
    expect(viaIndex).toBeLessThan(queries.length);
    await db.execute(sql`delete from applications where id in (select application_id from certificates where cert_no like ${`TRI-${RUN}-%`})`);
  });

  it("another organisation's certificate answers 404 and changes nothing", async () => {
    expect((await list(demo2, hiddenCert.id, true)).statusCode).toBe(404);
    expect((await call(demo2, 'GET', `/cert/${listedCert.id}/directory`)).statusCode).toBe(404);
    expect((await found(`q=HX-${RUN}`)).total).toBe(0);
    // Listing is a member action of those who keep the company profile.
    expect(memberRuleOf('PUT', '/cert/:id/directory')).toEqual({ kind: 'member', action: 'profile' });
  });

  it('a query too broad is a 400 with a clear message, in the reader’s language', async () => {
    const none = await search('');
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('Enter a holder, brand, model or certificate number, or choose a scheme');
    const short = await search('q=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('Enter at least 3 characters to search');
    expect((await search('q=ab', 'zh_CN')).json().msg).toBe('请至少输入 3 个字符再搜索');
    expect((await search('q=%20%20%20')).statusCode).toBe(400);
    expect((await search(`q=${BRAND}&per_page=500`)).statusCode).toBe(400);
  });
});

describe('status subscriptions', () => {
  const email = `follower-${RUN}@example.com`;
  it('a wrong code answers as an unknown certificate; nothing is sent', async () => {
    const wrong = await pub('/subscribe', { cert_no: listedCert.no, code: 'AAAA-BBBB-CCCC', email });
    const unknown = await pub('/subscribe', { cert_no: `NOPE-${RUN}`, code: listedCert.code, email });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(unknown.json().msg);
    expect(wrong.json().msg).toBe('No certificate matches this number and verification code. Check both and try again.');
    await ctx.app.delivery.idle();
    const out = (await call(undefined, 'GET', '/dev/outbox')).json().data as { recipient: string }[];
    expect(out.some((m) => m.recipient === email)).toBe(false);
  });

  it('confirmed by the e-mailed code; the holder sees the count; each change is told once; unsubscribe by the link', async () => {
    const sent = await pub('/subscribe', { cert_no: listedCert.no, code: listedCert.code, email: email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await mailedCode(email);
    // Pending: not counted.
    expect((await call(demo, 'GET', `/cert/${listedCert.id}/directory`)).json().data.subscribers).toBe(0);
    const bad = await pub('/subscribe/confirm', { cert_no: listedCert.no, code: listedCert.code, email, email_code: code === '000000' ? '111111' : '000000' });
    expect(bad.statusCode).toBe(400);
    const okRes = await pub('/subscribe/confirm', { cert_no: listedCert.no, code: listedCert.code, email, email_code: code });
    expect(okRes.statusCode, okRes.body).toBe(200);
    expect((await call(demo, 'GET', `/cert/${listedCert.id}/directory`)).json().data.subscribers).toBe(1);

    const until = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    expect((await call(staff, 'POST', `/staff/cert/${listedCert.id}/suspend`, { until, reason: 'Audit' })).statusCode).toBe(200);
    let got = await mails(email);
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe(`Certificate ${listedCert.no}: Suspended`);
    // The date as the subscriber's language writes it (the stored change keeps the ISO date).
    expect(got[0]!.body).toContain(`suspended until ${formatDate('en', until)}.`);
    // The same change claimed again (a retried call): nothing more.
    const again = await ctx.database.db.transaction(async (tx) => {
      const { notifySubscribers } = await import('../src/modules/directory/subscriptions.js');
      const v = (await tx.execute(sql`select version from certificates where id = ${listedCert.id}`)) as unknown as { rows: { version: number }[] };
      return notifySubscribers(tx, { id: listedCert.id, certNo: listedCert.no }, `suspended@${v.rows[0]!.version}`, { kind: 'suspended', until });
    });
    expect(again).toBe(0);
    // Reinstating tells nobody; a second suspension is a new change.
    expect((await call(staff, 'POST', `/staff/cert/${listedCert.id}/reinstate`, {})).statusCode).toBe(200);
    expect(await mails(email)).toHaveLength(1);
    expect((await call(staff, 'POST', `/staff/cert/${listedCert.id}/withdraw`, { reason: 'Standard changed' })).statusCode).toBe(200);
    got = await mails(email);
    expect(got).toHaveLength(2);
    expect(got[1]!.subject).toContain('Withdrawn');
    // The directory shows it withdrawn.
    expect((await found(`q=LX-${RUN}`)).data[0]!.status).toBe('withdrawn');

    // Unsubscribe: a forged token changes nothing; the message's link works.
    const token = /unsubscribe=([^\s]+)/.exec(got[1]!.body)![1]!;
    const forged = await pub('/unsubscribe', { token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(forged.statusCode).toBe(400);
    expect((await call(demo, 'GET', `/cert/${listedCert.id}/directory`)).json().data.subscribers).toBe(1);
    expect((await pub('/unsubscribe', { token })).statusCode).toBe(200);
    expect((await call(demo, 'GET', `/cert/${listedCert.id}/directory`)).json().data.subscribers).toBe(0);
  });

  it('told once when a followed certificate expires (the job run twice)', async () => {
    const follower = `expiry-${RUN}@example.com`;
    expect((await pub('/subscribe', { cert_no: hiddenCert.no, code: hiddenCert.code, email: follower })).statusCode).toBe(200);
    const code = await mailedCode(follower);
    expect((await pub('/subscribe/confirm', { cert_no: hiddenCert.no, code: hiddenCert.code, email: follower, email_code: code })).statusCode).toBe(200);
    const expiry = (
      (await ctx.database.db.execute(sql`select expiry_date::text as d from certificates where id = ${hiddenCert.id}`)) as unknown as { rows: { d: string }[] }
    ).rows[0]!.d;
    const after = new Date(`${expiry}T12:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    await notifyExpired(ctx.database.db, new Date(after.getTime() - 2 * 86_400_000));
    expect(await mails(follower)).toHaveLength(0);
    expect(await notifyExpired(ctx.database.db, after)).toBeGreaterThanOrEqual(1);
    expect(await notifyExpired(ctx.database.db, after)).toBe(0);
    const got = await mails(follower);
    expect(got).toHaveLength(1);
    expect(got[0]!.body).toContain(`expired on ${formatDate('en', expiry)}`);
  });
});

describe('rate limit per client', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ RATE_LIMIT_VERIFY_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());
  it('too many searches from one client: 429; another client is not affected', async () => {
    const go = (ip: string) => limited.app.inject({ method: 'GET', url: '/frontend/v1/public/directory?q=lamp', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await go('10.0.0.1')).statusCode).toBe(200);
    expect((await go('10.0.0.1')).statusCode).toBe(429);
    expect((await go('10.0.0.2')).statusCode).toBe(200);
  });
});

describe('the scheme finder (public)', () => {
  const find = (query: string, lang = 'en') =>
    ctx.app.inject({ method: 'GET', url: `/frontend/v1/public/scheme-finder?${query}`, headers: { langId: lang }, remoteAddress: '10.3.0.1' });
  it('before staff load the HS table, a code goes by its chapter alone', async () => {
    const res = await find('hs=853952&destination=KE');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ hs: '853952', hs_description: null });
    const body = multipart({ filename: 'harmonized-system.csv', content: readFileSync(path.join(SHARED_DATA, 'hs/harmonized-system.csv')) });
    const imported = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/hs/import', cookies: staff, payload: body.payload, headers: body.headers });
    expect(imported.statusCode, imported.body).toBe(200);
  });
  it('an HS code and a destination give the scheme, its documents and the fee rule in force', async () => {
    const res = await find('hs=8539.52&destination=KE');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({ hs: '853952', destination: 'KE' });
    expect(a.hs_description).toBeTruthy();
    expect(a.matches.map((m: { type: string }) => m.type)).toEqual(['kenya_pvoc']);
    expect(a.matches[0].quote).toMatchObject({ currency: 'USD' });
    expect(a.matches[0].documents.length).toBeGreaterThan(0);
    // The predicted time of one submitted now: dates, or insufficient below the minimum sample (prediction.test.ts).
    expect(a.matches[0].prediction).toEqual(expect.objectContaining({ sample: expect.any(Number) }));
  });
  it('a description finds the heading', async () => {
    const res = await find('description=lamps&destination=SA');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.matches.map((m: { type: string }) => m.type)).toContain('saudi_pcoc');
    // No recorded history for the Saudi line here: not enough for an estimate, never a made-up date.
    const saudi = res.json().data.matches.find((m: { type: string }) => m.type === 'saudi_pcoc');
    expect(saudi.prediction).toEqual({ insufficient: true, sample: expect.any(Number) });
  });
  it('unknown codes, unserved destinations and empty questions: a clear 400', async () => {
    const msg = async (q: string, lang = 'en') => {
      const r = await find(q, lang);
      expect(r.statusCode, r.body).toBe(400);
      return r.json().msg as string;
    };
    expect(await msg('hs=12&destination=KE')).toBe('Enter an HS code of 4 to 12 digits (for example 8539.52)');
    expect(await msg('hs=8599&destination=KE')).toBe('This HS code is not in the tariff. Check it or describe the product instead.');
    expect(await msg('hs=853952&destination=US')).toBe('We do not run a certification scheme for this destination yet.');
    expect(await msg('hs=853952&destination=US', 'ar')).toBe('لا نقدّم بعد برنامج شهادات لهذه الوجهة.');
    expect(await msg('destination=KE')).toBe('Enter an HS code or a product description');
    expect(await msg(`description=zzqx${RUN}&destination=KE`)).toBe('No HS code matches this description. Try other words or enter the code.');
  });
});
