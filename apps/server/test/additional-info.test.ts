import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@tic/shared';
import { apiCaller, login, multipart, signedInContext, type TestContext } from './helpers.js';
import { customsForm } from './applicationFixtures.js';

let ctx: TestContext;
let demo: Record<string, string>;
let demo2: Record<string, string>;
let admin: Record<string, string>;
let call: ReturnType<typeof apiCaller>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** The shared customs application with a container (the information requests below ask about it). */
const form = (title: string) => ({ ...customsForm(title), containers: ['MSCU1234567'] });
const future = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

/** A processing application of the demo customer (created, submitted, accepted by staff). */
async function processing(title: string) {
  const d = (await call(demo, 'POST', '/kenya/create', form(title))).json().data;
  const sub = await ctx.app.inject({
    method: 'POST',
    url: `/frontend/v1/kenya/rfc/${d.id}/submit`,
    cookies: demo,
    payload: { ...form(title), version: d.version },
    headers: { langId: 'en', 'idempotency-key': `ai-${title}` },
  });
  expect(sub.statusCode, sub.body).toBe(200);
  expect((await call(admin, 'POST', `/staff/rfc/${d.id}/accept`)).statusCode).toBe(200);
  return d.id as number;
}
async function upload(cookies: Record<string, string>) {
  const m = multipart({ filename: 'declaration.pdf', content: PDF });
  return (await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies, ...m })).json().data as { id: number };
}
const unreadTitles = async (cookies: Record<string, string>) =>
  ((await call(cookies, 'GET', '/corner/notify?pageNum=1&pageSize=50')).json().data.data as { title: string }[]).map((n) => n.title);

beforeAll(async () => {
  const s = await signedInContext();
  ctx = s.ctx;
  demo = s.customer;
  admin = s.staff;
  demo2 = (await login(ctx.app, 'demo2')).cookies;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('additional information', () => {
  it('staff ask, the application waits on the customer, the customer answers with text and files, it goes back to staff; a notice at each step', async () => {
    const id = await processing('Additional info loop');
    const raised = await call(admin, 'POST', `/staff/rfc/${id}/additional-info`, {
      due_date: future(14),
      items: [{ question: 'Send the radio test report (EN 300 328)' }, { question: 'Which antenna gain?' }],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const request = raised.json().data;
    expect(request).toMatchObject({
      application_id: id,
      status: 'open',
      version: 1,
      items: [{ question: 'Send the radio test report (EN 300 328)', answer: null, files: [] }, { question: 'Which antenna gain?' }],
    });
    const waiting = (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data;
    expect(waiting).toMatchObject({ status: 'processing', process_step: 'additional_information' });
    expect((await unreadTitles(demo))[0]).toContain('Additional information needed');

    const open = (await call(demo, 'GET', '/additional-info?status=open')).json().data;
    expect(open.map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await call(demo2, 'GET', '/additional-info')).json().data).toEqual([]);
    expect((await call(demo2, 'GET', `/additional-info/${request.id}`)).statusCode).toBe(404);

    const file = await upload(demo);
    const [q1, q2] = request.items;
    const body = {
      version: 1,
      items: [
        { id: q1.id, answer: 'Attached', file_ids: [file.id] },
        { id: q2.id, answer: '2 dBi' },
      ],
    };
    expect((await call(demo2, 'POST', `/additional-info/${request.id}/answer`, body)).statusCode).toBe(404);
    const answered = await call(demo, 'POST', `/additional-info/${request.id}/answer`, body);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({
      status: 'answered',
      version: 2,
      items: [
        { answer: 'Attached', files: [{ id: file.id, name: 'declaration.pdf' }] },
        { answer: '2 dBi', files: [] },
      ],
    });
    const back = (await call(demo, 'GET', `/rfc/detail/${id}`)).json().data;
    expect(back.process_step).toBe('acceptance');
    expect((await unreadTitles(demo))[0]).toMatch(/^Additional information for application .* received$/);
    // Staff see the answered request, and the customer's file downloads for them.
    const staffView = (await call(admin, 'GET', `/staff/rfc/${id}/additional-info`)).json().data;
    expect(staffView[0]).toMatchObject({ status: 'answered', items: [{ files: [{ id: file.id }] }, {}] });
    expect((await call(admin, 'GET', '/staff/additional-info?status=answered')).json().data.map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1/attachment/${file.id}`, cookies: admin })).statusCode).toBe(200);

    // Answering again: 409, nothing changed.
    const again = await call(demo, 'POST', `/additional-info/${request.id}/answer`, { ...body, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('This request has already been answered');
  });

  it("bad input answers 400 in the user's language and changes nothing", async () => {
    const id = await processing('Additional info bad input');
    const past = await call(admin, 'POST', `/staff/rfc/${id}/additional-info`, { due_date: '2020-01-01', items: [{ question: 'x' }] }, 'zh_CN');
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await call(admin, 'POST', `/staff/rfc/${id}/additional-info`, { due_date: future(3), items: [] })).statusCode).toBe(400);
    expect((await call(admin, 'POST', `/staff/rfc/${id}/additional-info`, { due_date: future(3), items: [{ question: '' }] })).statusCode).toBe(400);
    expect((await call(demo, 'POST', `/staff/rfc/${id}/additional-info`, { due_date: future(3), items: [{ question: 'q' }] })).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/staff/rfc/999999/additional-info`, { due_date: future(3), items: [{ question: 'q' }] })).statusCode).toBe(404);
    expect((await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.process_step).toBe('acceptance');

    const request = (
      await call(admin, 'POST', `/staff/rfc/${id}/additional-info`, { due_date: future(3), items: [{ question: 'One' }, { question: 'Two' }] })
    ).json().data;
    // A second request while one is open: out of step (the staff policy asks the lifecycle): 409.
    expect((await call(admin, 'POST', `/staff/rfc/${id}/additional-info`, { due_date: future(3), items: [{ question: 'q' }] })).statusCode).toBe(409);
    const [a, b] = request.items;
    const missing = await call(demo, 'POST', `/additional-info/${request.id}/answer`, { version: 1, items: [{ id: a.id, answer: 'only one' }] }, 'ar');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/[\u0600-\u06ff]/);
    expect(
      (
        await call(demo, 'POST', `/additional-info/${request.id}/answer`, {
          version: 1,
          items: [
            { id: a.id, answer: '' },
            { id: b.id, answer: 'x' },
          ],
        })
      ).statusCode,
    ).toBe(400);
    const theirFile = await upload(demo2);
    const foreign = await call(demo, 'POST', `/additional-info/${request.id}/answer`, {
      version: 1,
      items: [
        { id: a.id, file_ids: [theirFile.id] },
        { id: b.id, answer: 'x' },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (
        await call(demo, 'POST', `/additional-info/${request.id}/answer`, {
          version: 7,
          items: [
            { id: a.id, answer: 'x' },
            { id: b.id, answer: 'x' },
          ],
        })
      ).statusCode,
    ).toBe(409);
    const still = (await call(demo, 'GET', `/additional-info/${request.id}`)).json().data;
    expect(still).toMatchObject({
      status: 'open',
      version: 1,
      items: [
        { answer: null, files: [] },
        { answer: null, files: [] },
      ],
    });
    expect((await call(demo, 'GET', `/rfc/detail/${id}`)).json().data.process_step).toBe('additional_information');
    // While the customer owes the information, staff do not issue (the wrong step: 409, issue 14).
    expect((await call(admin, 'POST', `/staff/rfc/${id}/issue`, {})).statusCode).toBe(409);
  });

  it("a draft application gets no request (a draft is the customer's own: 404 to staff, as on every staff route)", async () => {
    const d = (await call(demo, 'POST', '/kenya/create', form('Draft for info'))).json().data;
    expect((await call(admin, 'POST', `/staff/rfc/${d.id}/additional-info`, { due_date: future(3), items: [{ question: 'q' }] })).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/staff/rfc/${d.id}/additional-info`)).json().data).toEqual([]);
  });
});
