import { createHash, randomBytes } from 'node:crypto';
import { readdir, stat, utimes, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationAttachments, applications, storedFiles } from '../src/db/schema/index.js';
import { login, signedInContext, type TestContext } from './helpers.js';
import { tusClient } from './tusClient.js';

let ctx: TestContext;
let base: string;
let customer: Record<string, string>;
let other: Record<string, string>;
const tusDir = () => path.join(ctx.config.dataDir, 'tmp', 'tus');
const sizeOnDisk = (id: string) =>
  stat(path.join(tusDir(), id)).then(
    (s) => s.size,
    () => -1,
  );
const idOf = (location: string) => location.split('/').pop()!;
const files = async () => (await ctx.database.db.select({ n: count() }).from(storedFiles))[0]!.n;
const listTus = () => readdir(tusDir()).catch(() => [] as string[]);

/** A whole PDF (magic bytes %PDF-, the trailer's %%EOF at the end) of `size` bytes. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 16), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  const s = await signedInContext();
  ctx = s.ctx;
  customer = s.customer;
  other = (await login(ctx.app, 'demo2')).cookies;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address() as { port: number };
  base = `http://127.0.0.1:${addr.port}`;
});
afterAll(async () => ctx.close());

describe('resumable uploads (tus)', () => {
  it('an upload cut at 50% resumes from where it stopped and sends only the rest; the finished file is a stored file', async () => {
    const tus = tusClient(base, customer);
    const size = 2 * 1024 * 1024;
    const body = pdf(size);
    const created = await tus.create(size, { filename: 'Technical file.pdf', form: 'nb' });
    expect(created.status).toBe(201);
    expect(created.location).toMatch(/^\/frontend\/v1\/uploads\/resumable\/u\d+-[0-9a-f]{32}$/);
    const loc = created.location!;
    const half = size / 2;
    await tus.patchCut(loc, 0, body.subarray(0, half), size, async () => (await sizeOnDisk(idOf(loc))) >= half);

    const head = await tus.head(loc);
    expect(head.status).toBe(200);
    expect(head.offset).toBe(half);

    const rest = body.subarray(head.offset);
    const done = await tus.patch(loc, head.offset, rest);
    expect(done.status).toBe(204);
    // Only the half not yet received crossed the wire the second time.
    expect(rest.length).toBe(size - half);
    expect(done.offset).toBe(size);
    expect(done.fileId).toMatch(/^\d+$/);

    const res = await ctx.app.inject({ method: 'GET', url: `${loc}/file`, cookies: customer });
    expect(res.statusCode).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ id: Number(done.fileId), name: 'Technical file.pdf', ext: 'pdf', size, path: `/attachment/${done.fileId}` });
    const download = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/attachment/${file.id}`, cookies: customer });
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(createHash('sha256').update(body).digest('hex'));
    // Nothing of the upload stays in the temporary area.
    expect(await listTus()).toEqual([]);
  });

  it("a wrong file type found after a resumed upload is refused in the user's language and nothing stays in storage", async () => {
    const tus = tusClient(base, customer, 'zh_CN');
    const before = await files();
    const storedBefore = await readdir(path.join(ctx.config.dataDir, 'files'), { recursive: true }).catch(() => []);
    const size = 1024 * 1024;
    // A Windows executable called .pdf.
    const body = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), randomBytes(size - 14)]);
    const loc = (await tus.create(size, { filename: 'report.pdf', form: 'customs' })).location!;
    await tus.patchCut(loc, 0, body.subarray(0, size / 2), size, async () => (await sizeOnDisk(idOf(loc))) >= size / 2);
    const head = await tus.head(loc);
    expect(head.offset).toBe(size / 2);
    const done = await tus.patch(loc, head.offset, body.subarray(head.offset));
    expect(done.status).toBe(400);
    expect(JSON.parse(done.body)).toMatchObject({ code: 400, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect(await files()).toBe(before);
    expect(await listTus()).toEqual([]);
    expect(await readdir(path.join(ctx.config.dataDir, 'files'), { recursive: true }).catch(() => [])).toEqual(storedBefore);
    expect((await tus.head(loc)).status).toBe(404);
  });

  it("another user's upload answers 404 to every call; a guest 401", async () => {
    const mine = tusClient(base, customer);
    const theirs = tusClient(base, other);
    const loc = (await mine.create(1000, { filename: 'a.pdf' })).location!;
    expect((await theirs.head(loc)).status).toBe(404);
    expect((await theirs.patch(loc, 0, pdf(1000))).status).toBe(404);
    expect(await theirs.remove(loc)).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${loc}/file`, cookies: other })).statusCode).toBe(404);
    // The same id under the bearer prefix is still the owner's alone.
    expect((await theirs.head(loc.replace('/frontend/v1', '/backend/v1'))).status).toBe(404);
    expect((await tusClient(base, {}).create(1000, { filename: 'a.pdf' })).status).toBe(401);
    // The owner's upload is untouched and not yet a file.
    expect((await mine.head(loc)).offset).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: `${loc}/file`, cookies: customer })).statusCode).toBe(404);
    expect(await mine.remove(loc)).toBe(204);
    expect(await listTus()).toEqual([]);
  });

  it('refuses what the form does not take before any byte is sent', async () => {
    const tus = tusClient(base, customer);
    const tooBig = await tus.create(30 * 1024 * 1024 + 1, { filename: 'big.pdf', form: 'customs' });
    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body).msg).toContain('30');
    // NB/RED takes 500 MB per file.
    const nb = await tus.create(400 * 1024 * 1024, { filename: 'big.pdf', form: 'nb' });
    expect(nb.status).toBe(201);
    expect(await tus.remove(nb.location!)).toBe(204);
    expect((await tus.create(500 * 1024 * 1024 + 1, { filename: 'big.pdf', form: 'nb' })).status).toBe(413);
    expect((await tus.create(1000, { filename: 'tool.exe' })).status).toBe(400);
    expect((await tus.create(1000, { filename: 'a.pdf', form: 'nope' })).status).toBe(400);
    expect((await tus.create(1000, {})).status).toBe(400);
    expect((await tus.create(null, { filename: 'a.pdf' })).status).toBe(400);
    expect(await listTus()).toEqual([]);
  });

  it('a partial upload begun more than a day ago is removed by the clean-up; a recent one stays', async () => {
    const tus = tusClient(base, customer);
    const old = (await tus.create(1000, { filename: 'old.pdf' })).location!;
    const recent = (await tus.create(1000, { filename: 'recent.pdf' })).location!;
    expect((await tus.patch(old, 0, pdf(1000).subarray(0, 500))).status).toBe(204);
    const info = path.join(tusDir(), `${idOf(old)}.json`);
    const json = JSON.parse(await readFile(info, 'utf8'));
    json.creation_date = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
    await writeFile(info, JSON.stringify(json));
    await utimes(info, new Date(), new Date());
    expect(await ctx.app.resumable.cleanUp()).toBe(1);
    expect((await tus.head(old)).status).toBe(404);
    expect((await tus.head(recent)).status).toBe(200);
    expect(await tus.remove(recent)).toBe(204);
  });

  it('a finished upload attaches to an application like an ordinary upload', async () => {
    const tus = tusClient(base, customer);
    const body = pdf(4096);
    const loc = (await tus.create(body.length, { filename: 'invoice.pdf', form: 'customs' })).location!;
    const done = await tus.patch(loc, 0, body);
    expect(done.status).toBe(204);
    const row = (
      await ctx.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, Number(done.fileId)))
    )[0]!;
    expect(row).toMatchObject({ ext: 'pdf', size: 4096, uploadId: idOf(loc), sha256: createHash('sha256').update(body).digest('hex') });
    const draft = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/kenya/create',
      cookies: customer,
      payload: { application_type: 'kenya_pvoc', title: 'Resumed', attachments: [{ file_id: row.id, file_type: 'invoice' }] },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const detail = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/rfc/detail/${draft.json().data.id}`, cookies: customer });
    expect(detail.json().data.attachments).toMatchObject([{ file_id: row.id, file_type: 'invoice' }]);
    // Another customer cannot attach it: 400 naming the file, no application of theirs is created, the file stays
    // attached to the owner's draft only, and they cannot download it.
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/frontend/v1/kenya/create',
      cookies: other,
      headers: { langId: 'en' },
      payload: { application_type: 'kenya_pvoc', title: 'Not mine', attachments: [{ file_id: row.id, file_type: 'invoice' }] },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().msg).toBe('The attached file was not found among your uploads');
    expect((await ctx.database.db.select({ n: count() }).from(applications).where(eq(applications.title, 'Not mine')))[0]!.n).toBe(0);
    const links = await ctx.database.db
      .select({ applicationId: applicationAttachments.applicationId })
      .from(applicationAttachments)
      .where(eq(applicationAttachments.fileId, row.id));
    expect(links).toEqual([{ applicationId: draft.json().data.id }]);
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1/attachment/${row.id}`, cookies: other })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1/attachment/${row.id}`, cookies: customer })).statusCode).toBe(200);
  });
});
