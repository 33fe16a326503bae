import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { formatDate } from '@tic/shared';
import { mailOutbox, notices, organisationMembers, users, vaultDocuments } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/passwords.js';
import { sendVaultReminders } from '../src/modules/vault/reminders.js';
import { openDatabase } from '../src/db/client.js';
import { vaultAttachmentFlag } from '@tic/shared';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';
import { customsForm, submitApplication } from './applicationFixtures.js';

/**
 * Issue 31: the organisation's document vault. Documents with versions, a stale edit refused, another organisation's
 * document not found, bad input named in the user's language, the member roles; the expiry reminders once each.
 */
let ctx: TestContext;
const run = Date.now().toString(36).slice(-5);
let seq = 0;
type Cookies = Record<string, string>;
interface Person {
  id: number;
  email: string;
  cookies: Cookies;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DAY = 86_400_000;
const day = (offset: number, from = new Date()) => new Date(Date.parse(from.toISOString().slice(0, 10)) + offset * DAY).toISOString().slice(0, 10);

/** A new customer account (its own organisation), optionally a member of `org` with `role`. */
async function person(tag: string, org?: { id: number; role: string }): Promise<Person> {
  const username = `v${run}${tag.slice(0, 4)}${seq++}`;
  const email = `${username}@example.com`;
  const [u] = await ctx.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword('Demo@2026'), kind: 'customer', name: username, email })
    .returning();
  if (org) await ctx.database.db.insert(organisationMembers).values({ organisationId: org.id, userId: u!.id, role: org.role as 'viewer' });
  return { id: u!.id, email, cookies: (await login(ctx.app, username)).cookies };
}

const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, org: number, payload?: unknown, lang = 'en') =>
  ctx.app.inject({
    method,
    url: `/frontend/v1${url}`,
    cookies: who.cookies,
    payload: payload as object,
    headers: { langId: lang, 'x-organisation': String(org) },
  });

async function upload(who: Person, org: number, filename = 'licence.pdf', content: Buffer | string = PDF): Promise<number> {
  const m = multipart({ filename, content });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/frontend/v1/upload',
    cookies: who.cookies,
    ...m,
    headers: { ...m.headers, langId: 'en', 'x-organisation': String(org) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const licence = (fileId: number, extra: Record<string, unknown> = {}) => ({
  kind: 'business_licence',
  issuer: 'Shenzhen Administration for Market Regulation',
  number: '91440300MA5DEMO001',
  valid_from: '2024-01-01',
  valid_until: day(400),
  covers: ['LED panel 60x60', 'LED tube T8'],
  file_id: fileId,
  ...extra,
});

let owner: Person;
let org: number;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await person('owner');
  org = owner.id;
}, 240_000);
afterAll(() => ctx.close());

describe('the document vault', () => {
  it('CRUD with versions: a replacement keeps the history; archive and restore; delete', async () => {
    const file1 = await upload(owner, org);
    const created = await call(owner, 'POST', '/vault', org, licence(file1));
    expect(created.statusCode, created.body).toBe(200);
    const doc = created.json().data;
    expect(doc).toMatchObject({ kind: 'business_licence', version: 1, expiry: 'valid', covers: ['LED panel 60x60', 'LED tube T8'], archived_at: null });
    expect(doc.current).toMatchObject({ no: 1, file: { id: file1, ext: 'pdf', path: `/attachment/${file1}` }, created_by: owner.id });
    expect(doc.versions).toHaveLength(1);
    // The file downloads for the organisation's members.
    expect((await call(owner, 'GET', `/attachment/${file1}`, org)).statusCode).toBe(200);

    const file2 = await upload(owner, org, 'licence-2026.pdf');
    const replaced = await call(owner, 'POST', `/vault/${doc.id}/versions`, org, { file_id: file2, note: 'renewed', version: 1 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({ version: 2, current: { no: 2, note: 'renewed', file: { id: file2 } } });
    expect(replaced.json().data.versions.map((v: { no: number; file: { id: number } }) => [v.no, v.file.id])).toEqual([
      [2, file2],
      [1, file1],
    ]);

    const edited = await call(owner, 'PUT', `/vault/${doc.id}`, org, { ...licence(file1), valid_until: day(10), version: 2 });
    expect(edited.json().data).toMatchObject({ version: 3, expiry: 'expiring', valid_until: day(10) });

    const archived = await call(owner, 'POST', `/vault/${doc.id}/archive`, org, { archived: true, version: 3 });
    expect(archived.json().data.archived_at).not.toBeNull();
    expect((await call(owner, 'GET', '/vault', org)).json().data.map((d: { id: number }) => d.id)).not.toContain(doc.id);
    expect((await call(owner, 'GET', '/vault?archived=true', org)).json().data.map((d: { id: number }) => d.id)).toContain(doc.id);
    const restored = await call(owner, 'POST', `/vault/${doc.id}/archive`, org, { archived: false, version: 4 });
    expect(restored.json().data).toMatchObject({ archived_at: null, version: 5 });

    expect((await call(owner, 'DELETE', `/vault/${doc.id}`, org)).json()).toEqual({ code: 200, msg: 'success', data: null });
    expect((await call(owner, 'GET', `/vault/${doc.id}`, org)).statusCode).toBe(404);
  });

  it('filters by kind, expiring within N days and expired', async () => {
    const o = await person('filters');
    const f = () => upload(o, o.id);
    const soon = (await call(o, 'POST', '/vault', o.id, licence(await f(), { valid_until: day(20) }))).json().data;
    const later = (await call(o, 'POST', '/vault', o.id, licence(await f(), { kind: 'iso_9001', valid_until: day(200) }))).json().data;
    const gone = (await call(o, 'POST', '/vault', o.id, licence(await f(), { kind: 'cb_certificate', valid_until: day(-1) }))).json().data;
    const open = (await call(o, 'POST', '/vault', o.id, { kind: 'product_photos', valid_from: '2025-01-01', file_id: await f() })).json().data;
    expect([soon.expiry, later.expiry, gone.expiry, open.expiry]).toEqual(['expiring', 'valid', 'expired', 'open']);
    const ids = async (q: string) => (await call(o, 'GET', `/vault${q}`, o.id)).json().data.map((d: { id: number }) => d.id);
    expect(await ids('')).toEqual([gone.id, soon.id, later.id, open.id]);
    expect(await ids('?kind=iso_9001')).toEqual([later.id]);
    expect(await ids('?expiring_within=30')).toEqual([soon.id]);
    expect(await ids('?expired=true')).toEqual([gone.id]);
    const bad = await call(o, 'GET', '/vault?kind=passport', o.id);
    expect([bad.statusCode, bad.json().msg]).toEqual([400, 'Choose a kind of document from the list']);
  });

  it('a stale save is refused with 409 and changes nothing', async () => {
    const doc = (await call(owner, 'POST', '/vault', org, licence(await upload(owner, org)))).json().data;
    expect((await call(owner, 'PUT', `/vault/${doc.id}`, org, { ...licence(0), issuer: 'First tab', version: 1 })).statusCode).toBe(200);
    const stale = await call(owner, 'PUT', `/vault/${doc.id}`, org, { ...licence(0), issuer: 'Second tab', version: 1 });
    expect(stale.statusCode).toBe(409);
    const staleFile = await call(owner, 'POST', `/vault/${doc.id}/versions`, org, { file_id: await upload(owner, org), version: 1 });
    expect(staleFile.statusCode).toBe(409);
    const now = (await call(owner, 'GET', `/vault/${doc.id}`, org)).json().data;
    expect(now).toMatchObject({ issuer: 'First tab', version: 2 });
    expect(now.versions).toHaveLength(1);
  });

  it('bad input gets a clear message in the user’s language and changes nothing', async () => {
    const file = await upload(owner, org);
    const before = (await call(owner, 'GET', '/vault', org)).json().data.length;
    const cases: [unknown, string, string][] = [
      [licence(file, { valid_from: '2026-05-01', valid_until: '2026-04-30' }), 'en', 'Valid until cannot be before valid from'],
      [licence(file, { valid_from: '2026-05-01', valid_until: '2026-04-30' }), 'zh-CN', '有效期至不能早于有效期自'],
      [licence(file, { valid_from: '2026-05-01', valid_until: '2026-04-30' }), 'ar', 'لا يمكن أن يكون تاريخ «صالح حتى» قبل تاريخ «صالح من»'],
      [licence(file, { kind: 'passport' }), 'en', 'Choose a kind of document from the list'],
      [licence(file, { kind: 'passport' }), 'ar', 'اختر نوع المستند من القائمة'],
    ];
    for (const [body, lang, msg] of cases) {
      const res = await call(owner, 'POST', '/vault', org, body, lang);
      expect([res.statusCode, res.json().data], lang).toEqual([400, expect.arrayContaining([msg])]);
    }
    // A file of the wrong type for the kind (a text file as a business licence).
    const text = await upload(owner, org, 'notes.txt', 'just some notes\n');
    const wrong = await call(owner, 'POST', '/vault', org, licence(text));
    expect([wrong.statusCode, wrong.json().msg]).toEqual([400, 'This kind of document takes pdf, jpg, png files only']);
    const wrongZh = await call(owner, 'POST', '/vault', org, licence(text), 'zh-CN');
    expect(wrongZh.json().msg).toBe('此类文件只接受 pdf, jpg, png 格式');
    // A file of another organisation, or none.
    const stranger = await person('stranger');
    const theirs = await upload(stranger, stranger.id);
    for (const id of [theirs, 999_999]) {
      const res = await call(owner, 'POST', '/vault', org, licence(id));
      expect([res.statusCode, res.json().msg]).toEqual([400, 'Upload the file again: it was not found among your organisation’s files']);
    }
    expect((await call(owner, 'GET', '/vault', org)).json().data.length).toBe(before);
  });

  it("another organisation's document answers 404 to every call and is left untouched", async () => {
    const doc = (await call(owner, 'POST', '/vault', org, licence(await upload(owner, org)))).json().data;
    const other = await person('other');
    const file = await upload(other, other.id);
    for (const [method, url, body] of [
      ['GET', `/vault/${doc.id}`],
      ['PUT', `/vault/${doc.id}`, { ...licence(file), issuer: 'Hijacked', version: 1 }],
      ['POST', `/vault/${doc.id}/versions`, { file_id: file, version: 1 }],
      ['POST', `/vault/${doc.id}/archive`, { archived: true, version: 1 }],
      ['DELETE', `/vault/${doc.id}`],
    ] as const) {
      expect((await call(other, method, url, other.id, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other, 'GET', '/vault', other.id)).json().data).toEqual([]);
    expect((await call(owner, 'GET', `/vault/${doc.id}`, org)).json().data).toMatchObject({ version: 1, archived_at: null, issuer: doc.issuer });
  });

  it('member roles: a viewer reads but may not write; an applicant and an administrator keep documents', async () => {
    const viewer = await person('viewer', { id: org, role: 'viewer' });
    const applicant = await person('applicant', { id: org, role: 'applicant' });
    const finance = await person('finance', { id: org, role: 'finance' });
    const doc = (await call(applicant, 'POST', '/vault', org, licence(await upload(applicant, org)))).json().data;
    expect(doc.current.created_by).toBe(applicant.id);
    expect((await call(viewer, 'GET', `/vault/${doc.id}`, org)).statusCode).toBe(200);
    expect((await call(viewer, 'GET', '/vault', org)).json().data.map((d: { id: number }) => d.id)).toContain(doc.id);
    for (const who of [viewer, finance]) {
      for (const [method, url, body] of [
        ['POST', '/vault', licence(1)],
        ['PUT', `/vault/${doc.id}`, { ...licence(1), version: 1 }],
        ['POST', `/vault/${doc.id}/archive`, { archived: true, version: 1 }],
        ['DELETE', `/vault/${doc.id}`],
      ] as const) {
        const res = await call(who, method, url, org, body);
        expect([res.statusCode, res.json().msg], `${method} ${url}`).toEqual([403, 'Your role in this organisation does not allow this']);
      }
    }
    const admin = await person('admin', { id: org, role: 'administrator' });
    expect((await call(admin, 'POST', `/vault/${doc.id}/archive`, org, { archived: true, version: 1 })).statusCode).toBe(200);
  });
});

describe('expiry reminders', () => {
  it('90, 30 and 7 days before valid_until: one notice each and an e-mail to each owner and administrator, however many runs at once', async () => {
    const o = await person('remind');
    const admin = await person('remindadmin', { id: o.id, role: 'administrator' });
    await person('remindviewer', { id: o.id, role: 'viewer' });
    await ctx.database.db.update(users).set({ lang: 'zh_CN' }).where(eq(users.id, admin.id));
    const until = day(523);
    const doc = (await call(o, 'POST', '/vault', o.id, licence(await upload(o, o.id), { valid_until: until }))).json().data;
    const at = (before: number) => new Date(Date.parse(`${until}T09:00:00Z`) - before * DAY);
    const noticesOf = () =>
      ctx.database.db
        .select({ id: notices.id, title: notices.title })
        .from(notices)
        .where(and(eq(notices.userId, o.id), eq(notices.kind, 'vault_expiring')))
        .orderBy(notices.id);
    const mailsOf = async () =>
      (
        await ctx.database.db
          .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(sql`${mailOutbox.noticeId} in (select id from notices where user_id = ${o.id} and kind = 'vault_expiring')`)
          .orderBy(mailOutbox.id)
      ).map((m) => `${m.to}: ${m.subject}`);

    // Two runs at once (two processes on PostgreSQL): between them, one reminder sent where one is due.
    const runTwice = async (before: number) => (await Promise.all([0, 1].map(() => sendVaultReminders(ctx.app.db, 'en', at(before))))).reduce((a, b) => a + b);

    expect(await runTwice(95)).toBe(0);
    expect(await noticesOf()).toHaveLength(0);
    const runs: number[] = [];
    for (const before of [90, 60, 30, 29, 7, 3]) runs.push(await runTwice(before));
    expect(runs).toEqual([1, 0, 1, 0, 1, 0]);
    // A restart: the same day again sends nothing.
    await sendVaultReminders(ctx.app.db, 'en', at(3));
    const sent = await noticesOf();
    // The date as the reader's language writes it (notice templates' {{untilDate}}), never the bare ISO date.
    expect(sent.map((n) => n.title)).toEqual([
      `Business licence 91440300MA5DEMO001 expires on ${formatDate('en', until)}`,
      expect.any(String),
      expect.any(String),
    ]);
    const mails = await mailsOf();
    expect(mails).toHaveLength(6);
    expect(mails).toContain(`${admin.email}: 营业执照 91440300MA5DEMO001 将于 ${formatDate('zh_CN', until)} 到期`);
    expect(mails.filter((m) => m.startsWith(o.email))).toHaveLength(3);

    // A renewed valid_until makes its reminders due again; an archived document is not reminded.
    await call(o, 'PUT', `/vault/${doc.id}`, o.id, { ...licence(0, { valid_until: day(524) }), version: 1 });
    await sendVaultReminders(ctx.app.db, 'en', at(20));
    expect(await noticesOf()).toHaveLength(4);
    await call(o, 'PUT', `/vault/${doc.id}`, o.id, { ...licence(0, { valid_until: until }), version: 2 });
    await call(o, 'POST', `/vault/${doc.id}/archive`, o.id, { archived: true, version: 3 });
    await sendVaultReminders(ctx.app.db, 'en', at(20));
    expect(await noticesOf()).toHaveLength(4);
    expect((await ctx.database.db.select().from(vaultDocuments).where(eq(vaultDocuments.id, doc.id)))[0]!.archivedAt).not.toBeNull();
  });
});

describe('expiry reminders under two processes and a restart', () => {
  it('two processes (two connection pools) running the job together, then a restarted one: each reminder once', async () => {
    const o = await person('twoproc');
    await person('twoprocadmin', { id: o.id, role: 'administrator' });
    const until = day(611);
    await call(o, 'POST', '/vault', o.id, licence(await upload(o, o.id), { valid_until: until }));
    const at = (before: number) => new Date(Date.parse(`${until}T09:00:00Z`) - before * DAY);
    const counts = async () => {
      const result = (await ctx.database.db.execute(
        sql`select (select count(*) from notices where user_id = ${o.id} and kind = 'vault_expiring')::int as notices,
                   (select count(*) from mail_outbox where notice_id in (select id from notices where user_id = ${o.id} and kind = 'vault_expiring'))::int as mails`,
      )) as unknown as { rows: { notices: number; mails: number }[] };
      const [row] = result.rows;
      return row!;
    };
    // On PostgreSQL each process is a pool of its own on the same database; on in-memory PGlite both share the one.
    const open = async () => (ctx.config.databaseUrl ? await openDatabase({ url: ctx.config.databaseUrl, poolMax: 4 }) : ctx.database);
    const a = await open();
    const b = await open();
    const sent: number[] = [];
    for (const before of [90, 45, 30, 7]) {
      const both = await Promise.all([a, b, a, b].map((p) => sendVaultReminders(p.db, 'en', at(before))));
      sent.push(both.reduce((x, y) => x + y));
    }
    expect(sent).toEqual([1, 0, 1, 1]);
    for (const p of [a, b]) if (p !== ctx.database) await p.close();
    // A restarted process (a new pool) on the same days sends nothing again.
    const restarted = await open();
    for (const before of [90, 30, 7, 6]) expect(await sendVaultReminders(restarted.db, 'en', at(before))).toBe(0);
    if (restarted !== ctx.database) await restarted.close();
    // Three reminders, each a notice and an e-mail to the owner and the administrator.
    expect(await counts()).toEqual({ notices: 3, mails: 6 });
  });
});

describe('attaching a vault document to an application by reference', () => {
  const kenya = (title: string, attachments: unknown[]) => ({
    application_type: 'kenya_pvoc',
    title,
    general: {
      certification_project: 'PVoC',
      contact_name: 'Li Ming',
      contact_phone: '+86-755-1234',
      contact_email: 'li@example.com',
      inspection_date: day(1),
    },
    shipment: { shipment_mode: 'sea' },
    attachments,
  });

  it('keeps the version attached; refuses an expired, a foreign or a mismatched document; a used document is archived, not deleted', async () => {
    const [demoRow] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const demo: Person = { id: demoRow!.id, email: '', cookies: (await login(ctx.app)).cookies };
    const o = demo.id;
    const report = (
      await call(demo, 'POST', '/vault', o, licence(await upload(demo, o), { kind: 'test_report', number: 'TR-2026-001', valid_until: day(100) }))
    ).json().data;
    const created = await call(
      demo,
      'POST',
      '/kenya/create',
      o,
      kenya('Vault by reference', [{ file_id: report.current.file.id, file_type: 'test_report', vault_document_id: report.id }]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const appId = created.json().data.id;
    const detail = async () => (await call(demo, 'GET', `/rfc/detail/${appId}`, o)).json().data.attachments;
    expect((await detail())[0]).toMatchObject({ file_id: report.current.file.id, vault: { document_id: report.id, version_no: 1, valid_until: day(100) } });

    // A replacement in the vault does not change what the application was given.
    const renewed = await call(demo, 'POST', `/vault/${report.id}/versions`, o, { file_id: await upload(demo, o), version: 1 });
    expect(renewed.statusCode).toBe(200);
    expect((await detail())[0].vault).toMatchObject({ version_no: 1 });

    const expired = (
      await call(demo, 'POST', '/vault', o, licence(await upload(demo, o), { kind: 'test_report', valid_from: '2020-01-01', valid_until: day(-1) }))
    ).json().data;
    const licenceDoc = (await call(demo, 'POST', '/vault', o, licence(await upload(demo, o)))).json().data;
    const foreign = (await call(owner, 'POST', '/vault', org, licence(await upload(owner, org), { kind: 'test_report' }))).json().data;
    const ownFile = await upload(demo, o);
    const refusals: [unknown, string, string][] = [
      [
        { file_id: expired.current.file.id, file_type: 'test_report', vault_document_id: expired.id },
        'en',
        'This document has expired or is archived; upload the renewed one to the vault first',
      ],
      [
        { file_id: expired.current.file.id, file_type: 'test_report', vault_document_id: expired.id },
        'ar',
        'انتهت صلاحية هذا المستند أو أُرشف؛ ارفع المستند المجدد إلى الخزانة أولًا',
      ],
      [{ file_id: ownFile, file_type: 'test_report', vault_document_id: foreign.id }, 'en', 'This document is not in your organisation’s vault'],
      [{ file_id: ownFile, file_type: 'test_report', vault_document_id: foreign.id }, 'zh-CN', '此文件不在贵组织的文件库中'],
      [
        { file_id: licenceDoc.current.file.id, file_type: 'test_report', vault_document_id: licenceDoc.id },
        'en',
        'This document is of another kind than the form asks for here',
      ],
    ];
    for (const [attachment, lang, msg] of refusals) {
      const res = await call(demo, 'POST', '/kenya/create', o, kenya('Refused', [attachment]), lang);
      expect([res.statusCode, res.json().msg], lang).toEqual([400, msg]);
    }

    const del = await call(demo, 'DELETE', `/vault/${report.id}`, o);
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toMatch(/^This document is attached to applications .+; archive it instead$/);
    expect((await call(demo, 'GET', `/vault/${report.id}`, o)).statusCode).toBe(200);
    expect((await call(demo, 'POST', `/vault/${report.id}/archive`, o, { archived: true, version: 2 })).statusCode).toBe(200);
    // An archived document is offered no more.
    const afterArchive = await call(
      demo,
      'POST',
      '/kenya/create',
      o,
      kenya('Archived', [{ file_id: renewed.json().data.current.file.id, file_type: 'test_report', vault_document_id: report.id }]),
    );
    expect(afterArchive.json().msg).toBe('This document has expired or is archived; upload the renewed one to the vault first');
  });

  it('saves a file uploaded in a form to the vault in one step: the draft’s attachment then keeps that version', async () => {
    const [demoRow] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const demo: Person = { id: demoRow!.id, email: '', cookies: (await login(ctx.app)).cookies };
    const o = demo.id;
    // Uploaded in the form and saved with the draft, as any attachment.
    const fileId = await upload(demo, o, 'report-in-form.pdf');
    const draft = await call(demo, 'POST', '/kenya/create', o, kenya('Saved to the vault from the form', [{ file_id: fileId, file_type: 'test_report' }]));
    expect(draft.statusCode, draft.body).toBe(200);
    const { id: appId, version } = draft.json().data;
    // Saved to the vault from the form: the same stored file, the kind the field asks for.
    const saved = await call(demo, 'POST', '/vault', o, licence(fileId, { kind: 'test_report', number: `TR-FORM-${run}`, valid_until: day(200) }));
    expect(saved.statusCode, saved.body).toBe(200);
    const doc = saved.json().data;
    expect(doc.current.file.id).toBe(fileId);
    // The form's next save names the document: the attachment now references its first version.
    const body = kenya('Saved to the vault from the form', [{ file_id: fileId, file_type: 'test_report', vault_document_id: doc.id }]);
    const resaved = await call(demo, 'PUT', `/kenya/rfc/${appId}`, o, { ...body, version });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const attachments = (await call(demo, 'GET', `/rfc/detail/${appId}`, o)).json().data.attachments;
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({ file_id: fileId, vault: { document_id: doc.id, version_no: 1, valid_until: day(200) } });
    // The document is now in use: deleting it is refused.
    expect((await call(demo, 'DELETE', `/vault/${doc.id}`, o)).statusCode).toBe(409);
    // Naming another organisation's document for the stored file is refused, nothing changed.
    const foreign = (await call(owner, 'POST', '/vault', org, licence(await upload(owner, org), { kind: 'test_report' }))).json().data;
    const other = await call(
      demo,
      'POST',
      '/kenya/create',
      o,
      kenya('Foreign reference later', [{ file_id: await upload(demo, o), file_type: 'test_report' }]),
    );
    const otherData = other.json().data;
    const refused = await call(
      demo,
      'PUT',
      `/kenya/rfc/${otherData.id}`,
      o,
      {
        ...kenya('Foreign reference later', [{ file_id: otherData.attachments[0].file_id, file_type: 'test_report', vault_document_id: foreign.id }]),
        version: otherData.version,
      },
      'ar',
    );
    expect([refused.statusCode, refused.json().msg]).toEqual([400, 'هذا المستند ليس في خزانة مستندات مؤسستك']);
    expect((await call(demo, 'GET', `/rfc/detail/${otherData.id}`, o)).json().data.attachments[0].vault ?? null).toBeNull();
  });
});

describe("the officer's flag reads the version the application was submitted with", () => {
  it('a later version with a later valid-until does not hide that the attached one expires before issue', async () => {
    const [demoRow] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const demo: Person = { id: demoRow!.id, email: '', cookies: (await login(ctx.app)).cookies };
    const admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
    const o = demo.id;
    const report = (
      await call(
        demo,
        'POST',
        '/vault',
        o,
        licence(await upload(demo, o), { kind: 'test_report', number: 'TR-FLAG-1', valid_until: day(20), covers: ['LED-9W'] }),
      )
    ).json().data;
    expect(report.current.valid_until).toBe(day(20));
    const body = {
      ...customsForm(`Vault flag ${run}`),
      attachments: [{ file_id: report.current.file.id, file_type: 'test_report', vault_document_id: report.id }],
    };
    const appId = await submitApplication(ctx.app, apiCaller(ctx.app), demo.cookies, body, `vault-flag-${run}`);
    // Expected issue 60 days from now: the attached version (valid 20 days) expires before it.
    await ctx.database.db.execute(sql`update applications set due_at = ${`${day(60)}T12:00:00Z`}::timestamptz where id = ${appId}`);
    // The customer renews the document in the vault: a new file, then its new valid-until.
    const renewed = await call(demo, 'POST', `/vault/${report.id}/versions`, o, { file_id: await upload(demo, o), version: 1 });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const edited = await call(demo, 'PUT', `/vault/${report.id}`, o, {
      ...licence(0, { kind: 'test_report', number: 'TR-FLAG-1', valid_until: day(800), covers: ['LED-9W'] }),
      file_id: undefined,
      version: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (await call(demo, 'GET', `/vault/${report.id}`, o)).json().data;
    expect([detail.valid_until, detail.versions.map((v: { no: number; valid_until: string }) => [v.no, v.valid_until])]).toEqual([
      day(800),
      [
        [2, day(800)],
        [1, day(20)],
      ],
    ]);
    // The officer's page: the attachment is the version submitted, with its own valid-until, and is flagged.
    const staff = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/staff/rfc/${appId}`, cookies: admin, headers: { langId: 'en' } });
    expect(staff.statusCode, staff.body).toBe(200);
    const app = staff.json().data as { due_at: string; attachments: { vault: { version_no: number; valid_until: string } | null }[] };
    const attached = app.attachments.find((a) => a.vault)!.vault!;
    expect(attached).toMatchObject({ document_id: report.id, version_no: 1, valid_until: day(20) });
    expect(vaultAttachmentFlag(attached.valid_until, app.due_at, day(0))).toBe('before_issue');
  });
});
