import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { inspectionBooking } from '../../../packages/shared/src/forms/fixtures/entrustedApplications.js';
import { applicationGuests, applicationHistory, applications } from '../src/db/schema/index.js';
import { createTestContext, login, multipart, type TestContext } from './helpers.js';
import { organisationTools } from './organisationHelpers.js';

/**
 * Issue 30, guests on one application: the applicant invites a factory by e-mail; the factory accepts with its own
 * account, uploads the documents asked for and confirms the inspection date, sees no price, no other application, no
 * member; its work is attributed to it; the access ends when the applicant revokes it or the application is issued.
 */
let ctx: TestContext;
const { run, person: newPerson, call, tokenFromOutbox: linkToken } = organisationTools(() => ctx, 'gst');
type Cookies = Record<string, string>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** Every guest suite's people may apply (a complete profile). */
const person = (tag: string) => newPerson(tag, { complete: true });
const tokenFromOutbox = (recipient: string) => linkToken(recipient, 'guestInvitation');

/** A multipart upload of one file, in English. */
const send = (cookies: Cookies, url: string, file: ReturnType<typeof multipart>) =>
  ctx.app.inject({ method: 'POST', url: `/frontend/v1${url}`, cookies, payload: file.payload, headers: { ...file.headers, langId: 'en' } });

async function booking(owner: { id: number; cookies: Cookies }, title: string) {
  const res = await call(owner.cookies, 'POST', '/kenya/create?area=entrustedInspection', owner.id, inspectionBooking(title));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

async function invited(owner: { id: number; cookies: Cookies }, appId: number, guest: { email: string; cookies: Cookies }) {
  const inv = await call(owner.cookies, 'POST', `/organisations/current/applications/${appId}/guests`, owner.id, {
    email: guest.email,
    note: 'Please upload your business licence',
  });
  expect(inv.statusCode, inv.body).toBe(200);
  const token = await tokenFromOutbox(guest.email);
  return { guestId: inv.json().data.id as number, token };
}

beforeAll(async () => {
  ctx = await createTestContext();
}, 240_000);
afterAll(() => ctx.close());

describe('a factory invited as a guest on one booking', () => {
  it('accepts, uploads, confirms the date; sees nothing else; the applicant sees who did what', async () => {
    const owner = await person('o');
    const factory = await person('f');
    const appId = await booking(owner, `Guest ${run}`);
    const other = await booking(owner, `Other ${run}`);
    const { token } = await invited(owner, appId, factory);

    // The link shows what it is for without signing in, in the reader's language.
    const preview = await call(undefined, 'GET', `/organisations/guest-invitations/${token}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ application: `Guest ${run}`, note: 'Please upload your business licence', invited_by: owner.username });

    const acc = await call(factory.cookies, 'POST', '/organisations/guest-invitations/accept', undefined, { token });
    expect(acc.statusCode, acc.body).toBe(200);
    expect(acc.json().data).toEqual({ id: appId, application: `Guest ${run}` });
    const again = await call(factory.cookies, 'POST', '/organisations/guest-invitations/accept', undefined, { token }, 'zh_CN');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该邀请已被使用或已撤回');

    const mine = (await call(factory.cookies, 'GET', '/organisations/guest/applications')).json().data;
    expect(mine.map((a: { id: number }) => a.id)).toEqual([appId]);
    const view = await call(factory.cookies, 'GET', `/organisations/guest/applications/${appId}`);
    expect(view.statusCode, view.body).toBe(200);
    const v = view.json().data;
    expect(v.actions).toEqual(['upload', 'confirm_date']);
    expect(v.inspection_date).toBe(inspectionBooking('x').booking.inspection_date);
    // Nothing of money, parties or the form reaches the guest.
    expect(Object.keys(v).sort()).toEqual(
      [
        'actions',
        'application_type',
        'confirmed_at',
        'confirmed_date',
        'files',
        'id',
        'inspection_date',
        'invited_by',
        'note',
        'organisation',
        'requests',
        'rfc_no',
        'status',
      ].sort(),
    );

    // Everything else of the organisation is closed to the guest: as no member with its header, as not found without.
    const notMember = 'You are not a member of this organisation';
    for (const url of [`/rfc/detail/${appId}`, '/kenya/rfc/list', `/organisations/current/applications/${appId}/guests`, '/organisations/current/members'])
      expect((await call(factory.cookies, 'GET', url, owner.id)).json().msg, url).toBe(notMember);
    expect((await call(factory.cookies, 'GET', `/rfc/detail/${appId}`)).statusCode).toBe(404);
    expect((await call(factory.cookies, 'GET', `/organisations/guest/applications/${other}`)).statusCode).toBe(404);
    const file = multipart({ filename: 'licence.pdf', content: PDF, contentType: 'application/pdf' });
    const elsewhere = await send(factory.cookies, `/organisations/guest/applications/${other}/files`, file);
    expect(elsewhere.statusCode).toBe(404);

    // The upload: the organisation's file, attributed to the guest in the history and the guests list.
    const up = await send(factory.cookies, `/organisations/guest/applications/${appId}/files`, file);
    expect(up.statusCode, up.body).toBe(200);
    const bad = multipart({ filename: 'licence.exe', content: Buffer.from('MZ\x90\x00'), contentType: 'application/octet-stream' });
    const refused = await send(factory.cookies, `/organisations/guest/applications/${appId}/files`, bad);
    expect(refused.statusCode).toBe(400);

    // Confirming a date other than the one proposed is stale (409); the proposed one is recorded.
    expect((await call(factory.cookies, 'POST', `/organisations/guest/applications/${appId}/confirm-date`, undefined, { date: '2020-01-01' })).statusCode).toBe(
      409,
    );
    expect((await call(factory.cookies, 'POST', `/organisations/guest/applications/${appId}/confirm-date`, undefined, { date: 'soon' })).statusCode).toBe(400);
    const conf = await call(factory.cookies, 'POST', `/organisations/guest/applications/${appId}/confirm-date`, undefined, { date: v.inspection_date });
    expect(conf.statusCode, conf.body).toBe(200);
    expect(conf.json().data.confirmed_date).toBe(v.inspection_date);

    const guests = (await call(owner.cookies, 'GET', `/organisations/current/applications/${appId}/guests`, owner.id)).json().data;
    expect(guests).toHaveLength(1);
    expect(guests[0]).toMatchObject({ email: factory.email, status: 'active', guest_name: factory.username, confirmed_date: v.inspection_date });
    expect(guests[0].files.map((f: { name: string }) => f.name)).toEqual(['licence.pdf']);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/frontend/v1${guests[0].files[0].path}`,
      cookies: owner.cookies,
      headers: { 'x-organisation': String(owner.id) },
    });
    expect(download.statusCode).toBe(200);
    const hist = await ctx.database.db
      .select({ action: applicationHistory.action, actorId: applicationHistory.actorId })
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, appId));
    expect(hist.filter((h) => h.action.startsWith('guest_'))).toEqual([
      { action: 'guest_upload', actorId: factory.id },
      { action: 'guest_confirm_date', actorId: factory.id },
    ]);
    const detail = (await call(owner.cookies, 'GET', `/rfc/detail/${appId}`, owner.id)).json().data;
    // The applicant's history names the guest who acted (the applicant's own lines name the applicant).
    const named = detail.history.map((h: { action: string; actor_name: string | null }) => [h.action, h.actor_name]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['create', owner.username],
        ['guest_upload', factory.username],
        ['guest_confirm_date', factory.username],
      ]),
    );
  });
});

describe('what a guest invitation refuses', () => {
  it('viewers may not invite; members and a second open invitation are refused; a revoke ends the access at once', async () => {
    const owner = await person('o');
    const viewer = await person('v');
    await ctx.database.db.execute(`insert into organisation_members (organisation_id, user_id, role) values (${owner.id}, ${viewer.id}, 'viewer')`);
    const factory = await person('f');
    const appId = await booking(owner, `Refuse ${run}`);
    const asViewer = await call(viewer.cookies, 'POST', `/organisations/current/applications/${appId}/guests`, owner.id, { email: factory.email });
    expect(asViewer.statusCode).toBe(403);
    expect((await call(viewer.cookies, 'GET', `/organisations/current/applications/${appId}/guests`, owner.id)).statusCode).toBe(200);
    const member = await call(owner.cookies, 'POST', `/organisations/current/applications/${appId}/guests`, owner.id, { email: viewer.email }, 'ar');
    expect(member.statusCode).toBe(400);
    expect(member.json().msg).toBe('أعضاء المؤسسة لا يحتاجون إلى دعوة ضيف');
    expect((await call(owner.cookies, 'POST', `/organisations/current/applications/${appId}/guests`, owner.id, { email: 'not an address' })).statusCode).toBe(
      400,
    );
    const stranger = await person('s');
    expect((await call(stranger.cookies, 'POST', `/organisations/current/applications/${appId}/guests`, undefined, { email: factory.email })).statusCode).toBe(
      404,
    );

    const { guestId, token } = await invited(owner, appId, factory);
    const twice = await call(owner.cookies, 'POST', `/organisations/current/applications/${appId}/guests`, owner.id, { email: factory.email });
    expect(twice.json().msg).toBe('This address is already invited to this application');
    expect((await call(factory.cookies, 'POST', '/organisations/guest-invitations/accept', undefined, { token })).statusCode).toBe(200);
    expect((await call(factory.cookies, 'GET', `/organisations/guest/applications/${appId}`)).statusCode).toBe(200);

    expect((await call(owner.cookies, 'POST', `/organisations/current/applications/${appId}/guests/${guestId}/revoke`, owner.id)).statusCode).toBe(200);
    expect((await call(factory.cookies, 'GET', `/organisations/guest/applications/${appId}`)).statusCode).toBe(404);
    expect((await call(factory.cookies, 'GET', '/organisations/guest/applications')).json().data).toEqual([]);
    const file = multipart({ filename: 'late.pdf', content: PDF, contentType: 'application/pdf' });
    expect((await send(factory.cookies, `/organisations/guest/applications/${appId}/files`, file)).statusCode).toBe(404);
    expect((await call(owner.cookies, 'POST', `/organisations/current/applications/${appId}/guests/${guestId}/revoke`, owner.id)).statusCode).toBe(404);
    const list = (await call(owner.cookies, 'GET', `/organisations/current/applications/${appId}/guests`, owner.id)).json().data;
    expect(list[0].status).toBe('revoked');
  });

  it('an expired link and an issued application open nothing more', async () => {
    const owner = await person('o');
    const factory = await person('f');
    const late = await person('l');
    const appId = await booking(owner, `Ends ${run}`);
    const first = await invited(owner, appId, factory);
    const second = await invited(owner, appId, late);
    await ctx.database.db
      .update(applicationGuests)
      .set({ expiresAt: new Date('2000-01-01T00:00:00Z') })
      .where(eq(applicationGuests.id, second.guestId));
    expect((await call(undefined, 'GET', `/organisations/guest-invitations/${second.token}`)).json().msg).toBe(
      'This invitation has expired; ask for a new one',
    );
    expect((await call(late.cookies, 'POST', '/organisations/guest-invitations/accept', undefined, { token: second.token })).statusCode).toBe(400);
    expect((await call(undefined, 'GET', `/organisations/guest-invitations/unknown-token-0123456789`)).statusCode).toBe(404);

    expect((await call(factory.cookies, 'POST', '/organisations/guest-invitations/accept', undefined, { token: first.token })).statusCode).toBe(200);
    await ctx.database.db
      .update(applications)
      .set({ status: 'issued' })
      .where(and(eq(applications.id, appId), eq(applications.userId, owner.id)));
    const view = (await call(factory.cookies, 'GET', `/organisations/guest/applications/${appId}`)).json().data;
    expect(view.actions).toEqual([]);
    const file = multipart({ filename: 'after.pdf', content: PDF, contentType: 'application/pdf' });
    const up = await send(factory.cookies, `/organisations/guest/applications/${appId}/files`, file);
    expect(up.statusCode).toBe(400);
    expect(up.json().msg).toBe('This application is issued or cancelled: its guests have nothing more to do');
    const invite = await call(owner.cookies, 'POST', `/organisations/current/applications/${appId}/guests`, owner.id, { email: 'x@example.com' });
    expect(invite.statusCode).toBe(400);
    const list = (await call(owner.cookies, 'GET', `/organisations/current/applications/${appId}/guests`, owner.id)).json().data;
    expect(list.map((g: { status: string }) => g.status)).toEqual(['ended', 'ended']);
  });
});

describe("a guest helps with the officer's request for information", () => {
  it('reads the open questions (never the answers), uploads for one; the applicant answers with it; a closed question refuses', async () => {
    const owner = await person('o');
    const factory = await person('f');
    const admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
    const appId = await booking(owner, `Request ${run}`);
    const draft = (await call(owner.cookies, 'GET', `/rfc/detail/${appId}`)).json().data;
    const sub = await ctx.app.inject({
      method: 'POST',
      url: `/frontend/v1/kenya/rfc/${appId}/submit`,
      cookies: owner.cookies,
      payload: { ...inspectionBooking(`Request ${run}`), version: draft.version },
      headers: { langId: 'en', 'idempotency-key': `guest-request-${run}` },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url: `/frontend/v1${url}`, cookies: admin, payload, headers: { langId: 'en' } });
    expect((await staff('POST', `/staff/rfc/${appId}/accept`)).statusCode).toBe(200);
    const raised = await staff('POST', `/staff/rfc/${appId}/additional-info`, {
      due_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      items: [{ question: 'Upload the factory business licence' }, { question: 'Which production line makes it?' }],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const request = raised.json().data as { id: number; version: number; items: { id: number }[] };
    const [licenceItem, lineItem] = request.items;

    const { token } = await invited(owner, appId, factory);
    expect((await call(factory.cookies, 'POST', '/organisations/guest-invitations/accept', undefined, { token })).statusCode).toBe(200);
    const view = (await call(factory.cookies, 'GET', `/organisations/guest/applications/${appId}`)).json().data;
    expect(view.requests).toEqual([
      {
        id: request.id,
        due_date: expect.any(String),
        items: [
          { id: licenceItem!.id, question: 'Upload the factory business licence' },
          { id: lineItem!.id, question: 'Which production line makes it?' },
        ],
      },
    ]);

    const file = multipart({ filename: 'factory-licence.pdf', content: PDF, contentType: 'application/pdf' });
    const up = await send(factory.cookies, `/organisations/guest/applications/${appId}/files?item=${licenceItem!.id}`, file);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().data).toMatchObject({ name: 'factory-licence.pdf', item_id: licenceItem!.id });
    // A question of another application's request, or one that does not exist, is refused before anything is stored.
    const stray = await send(factory.cookies, `/organisations/guest/applications/${appId}/files?item=2147483000`, file);
    expect(stray.statusCode).toBe(400);
    expect(stray.json().msg).toBe('This question is answered or no longer open: upload the document without choosing a question');
    expect((await send(factory.cookies, `/organisations/guest/applications/${appId}/files?item=abc`, file)).statusCode).toBe(400);

    // The applicant's request offers the guest's document on its question; the answer takes it.
    const mine = (await call(owner.cookies, 'GET', `/additional-info/${request.id}`)).json().data;
    expect(mine.items[0].guest_files).toEqual([expect.objectContaining({ id: up.json().data.id, name: 'factory-licence.pdf', guest: factory.username })]);
    expect(mine.items[1].guest_files).toEqual([]);
    const answered = await call(owner.cookies, 'POST', `/additional-info/${request.id}/answer`, undefined, {
      version: mine.version,
      items: [
        { id: licenceItem!.id, answer: '', file_ids: [up.json().data.id] },
        { id: lineItem!.id, answer: 'Line 3' },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const staffView = (await staff('GET', `/staff/rfc/${appId}/additional-info`)).json().data;
    expect(staffView[0].items[0].files.map((f: { name: string }) => f.name)).toEqual(['factory-licence.pdf']);

    // Answered: the guest sees no open question, and an upload for the old one is refused with nothing stored.
    const after = (await call(factory.cookies, 'GET', `/organisations/guest/applications/${appId}`)).json().data;
    expect(after.requests).toEqual([]);
    const late = await send(factory.cookies, `/organisations/guest/applications/${appId}/files?item=${lineItem!.id}`, file);
    expect(late.statusCode).toBe(400);
    expect(after.files.map((f: { name: string; item_id: number | null }) => [f.name, f.item_id])).toEqual([['factory-licence.pdf', licenceItem!.id]]);
  });
});
