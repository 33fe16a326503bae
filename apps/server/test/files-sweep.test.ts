import { mkdirSync, writeFileSync, existsSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SWEEP_ORPHAN_FILES_JOB, sweepOrphanFiles } from '../src/modules/files/sweep.js';
import { sweepRepo } from '../src/modules/files/sweepRepo.js';
import { apiCaller, createTestContext, login, multipart, type TestContext } from './helpers.js';

/**
 * Issue 34: the orphan-file sweep (a durable scheduled job) on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL). A file any row refers to survives, however old; an orphan older than the grace is removed with its
 * bytes; a fresh orphan survives; bytes a crash left without a row go after the grace too.
 */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;
let admin: Record<string, string>;
const DAY = 86_400_000;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;
// A real 1x1 PNG (the upload checks the file by its content).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const filesDir = () => path.join(ctx.config.dataDir, 'files');
const tmpDir = () => path.join(ctx.config.dataDir, 'tmp');

async function upload(cookies: Record<string, string>, name = 'slip.png') {
  const m = multipart({ filename: name, content: PNG });
  const res = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies, ...m, headers: { ...m.headers, langId: 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}
const keyOf = async (id: number) => (await rows<{ storage_key: string }>(sql`select storage_key from stored_files where id = ${id}`))[0]?.storage_key;
const bytesThere = async (key: string) => ctx.app.storage.exists(key);
/** The file row as if uploaded `days` ago. */
const age = (id: number, days: number) =>
  ctx.database.db.execute(sql`update stored_files set created_at = now() - make_interval(days => ${days}) where id = ${id}`);
/** Bytes in the store with no row (what a crash between the bytes and the row leaves), written `days` ago. */
function strayBytes(name: string, days: number, month = '01') {
  const dir = path.join(filesDir(), '2020', month);
  mkdirSync(dir, { recursive: true });
  const full = path.join(dir, name);
  writeFileSync(full, PNG);
  const when = new Date(Date.now() - days * DAY);
  utimesSync(full, when, when);
  return { key: `2020/${month}/${name}`, full };
}
const sweep = (pageSize?: number) => sweepOrphanFiles(ctx.app.db, ctx.app.storage, { graceMs: ctx.config.orphanFileGraceMs, tmpDir: tmpDir(), pageSize });

beforeAll(async () => {
  ctx = await createTestContext({ ORPHAN_FILE_GRACE_HOURS: '24' }, { jobs: true });
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
  admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('orphan-file sweep', () => {
  it('keeps every file a row refers to, however old; removes an old orphan with its bytes; keeps a fresh orphan', async () => {
    // Referred to through each kind of reference: an application's attachment, a published
    // document's attachment (foreign keys), the customer profile's documents (a path inside JSON), an invoice's file
    // path (a text column).
    const attached = await upload(demo, 'invoice.png');
    const draft = await call(demo, 'POST', '/kenya/create', {
      application_type: 'kenya_pvoc',
      title: 'Sweep keeps me',
      attachments: [{ file_id: attached, file_type: 'invoice' }],
      invoices: [{ number: 'INV-SWEEP', file_path: `/file/${await upload(demo, 'invoice-path.png')}` }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const [invoicePath] = await rows<{ file_path: string }>(
      sql`select i.file_path from application_invoices i where i.application_id = ${draft.json().data.id} and i.file_path is not null`,
    );
    const byInvoicePath = Number(invoicePath!.file_path.slice('/file/'.length));
    const inProfile = await upload(demo, 'licence.png');
    await ctx.database.db.execute(
      sql`update users set profile = profile || jsonb_build_object('business_license', ${`/file/${inProfile}`}::text) where username = 'demo'`,
    );
    const published = await upload(admin, 'policy.png');
    const [doc] = await rows<{ id: number }>(sql`select id from content_documents order by id limit 1`);
    await ctx.database.db.execute(sql`insert into content_attachments (document_id, file_id) values (${doc!.id}, ${published})`);
    // Neither referred to: one uploaded three days ago, one just now.
    const oldOrphan = await upload(demo, 'forgotten.png');
    const freshOrphan = await upload(demo, 'just-now.png');
    const kept = [attached, byInvoicePath, inProfile, published];
    for (const id of [...kept, oldOrphan]) await age(id, 3);
    const keys = Object.fromEntries(await Promise.all([...kept, oldOrphan, freshOrphan].map(async (id) => [id, (await keyOf(id))!] as const)));
    for (const id of [...kept, oldOrphan, freshOrphan]) expect(await bytesThere(keys[id]!)).toBe(true);

    const result = await sweep();

    expect(result.files).toBeGreaterThanOrEqual(1);
    for (const id of [...kept, freshOrphan]) {
      expect(await keyOf(id), `file ${id}`).toBe(keys[id]);
      expect(await bytesThere(keys[id]!), `bytes of ${id}`).toBe(true);
    }
    expect(await keyOf(oldOrphan)).toBeUndefined();
    expect(await bytesThere(keys[oldOrphan]!)).toBe(false);
    // The attachment still downloads; the removed orphan is simply not found.
    expect((await call(demo, 'GET', `/attachment/${attached}`)).statusCode).toBe(200);
    expect((await call(demo, 'GET', `/file/${oldOrphan}`)).statusCode).toBe(404);
  });

  it('removes bytes a crash left without a row once older than the grace, and stale temporary files; fresh ones stay', async () => {
    const crashed = strayBytes('crashed-before-commit.png', 2);
    const writing = strayBytes('row-being-written.png', 0);
    mkdirSync(tmpDir(), { recursive: true });
    const staleTemp = path.join(tmpDir(), 'upload-of-a-dead-request');
    writeFileSync(staleTemp, 'partial');
    utimesSync(staleTemp, new Date(Date.now() - 2 * DAY), new Date(Date.now() - 2 * DAY));
    const freshTemp = path.join(tmpDir(), 'upload-in-progress');
    writeFileSync(freshTemp, 'partial');
    const withBytes = async () => {
      const all = await rows<{ storage_key: string }>(sql`select storage_key from stored_files order by id`);
      const present = await Promise.all(all.map((r) => bytesThere(r.storage_key)));
      return all.filter((_, i) => present[i]).map((r) => r.storage_key);
    };
    const before = await withBytes();
    expect(before.length).toBeGreaterThan(0);

    const result = await sweep();

    expect(result).toMatchObject({ bytes: 1, temporary: 1 });
    expect(existsSync(crashed.full)).toBe(false);
    expect(existsSync(writing.full)).toBe(true);
    expect(existsSync(staleTemp)).toBe(false);
    expect(existsSync(freshTemp)).toBe(true);
    // The bytes of every file row are all still there (only bytes no row names go).
    expect(await withBytes()).toEqual(before);
    expect((await sweep()).bytes).toBe(0);
  });

  it('pages through the rows and the store: with pages of two, five old orphans among kept files and three stray bytes all go', async () => {
    // In id order, orphans and files a row refers to alternate (a foreign key, a path in JSON, a path in a text column),
    // so that every page of unreferenced ids is followed by kept ones.
    const orphans: number[] = [];
    const kept: number[] = [];
    for (let i = 0; i < 5; i++) {
      orphans.push(await upload(demo, `orphan-${i}.png`));
      kept.push(await upload(demo, `kept-${i}.png`));
    }
    const draft = await call(demo, 'POST', '/kenya/create', {
      application_type: 'kenya_pvoc',
      title: 'Paged sweep keeps me',
      attachments: [{ file_id: kept[0], file_type: 'invoice' }],
      invoices: [{ number: 'INV-PAGED', file_path: `/file/${kept[1]}` }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    await ctx.database.db.execute(
      sql`update users set profile = profile || jsonb_build_object('paged_a', ${`/file/${kept[2]}`}::text, 'paged_b', ${`/attachment/${kept[3]}`}::text) where username = 'demo'`,
    );
    const [doc] = await rows<{ id: number }>(sql`select id from content_documents order by id limit 1`);
    await ctx.database.db.execute(sql`insert into content_attachments (document_id, file_id) values (${doc!.id}, ${kept[4]})`);
    for (const id of [...orphans, ...kept]) await age(id, 4);
    const keys = Object.fromEntries(await Promise.all([...orphans, ...kept].map(async (id) => [id, (await keyOf(id))!] as const)));
    // Bytes without a row in two folders of the store: read across folders and in pages of two keys.
    const stray = [strayBytes('paged-a.png', 3, '02'), strayBytes('paged-b.png', 3, '03'), strayBytes('paged-c.png', 3, '03')];
    const pages = vi.spyOn(sweepRepo, 'unreferencedPage');
    const known = vi.spyOn(sweepRepo, 'knownKeys');
    try {
      const result = await sweep(2);

      expect(result).toMatchObject({ files: 5, bytes: 3 });
      // The orphans came two at a time (three pages and the empty one that ends it), the store's keys too.
      const answered = await Promise.all(pages.mock.results.map((r) => r.value as Promise<number[]>));
      expect(answered.map((page) => page.length)).toEqual([2, 2, 1, 0]);
      expect(answered.flat()).toEqual(orphans);
      expect(known.mock.calls.length).toBeGreaterThan(1);
      for (const [, batch] of known.mock.calls) expect(batch.length).toBeLessThanOrEqual(2);
    } finally {
      pages.mockRestore();
      known.mockRestore();
    }
    for (const id of orphans) {
      expect(await keyOf(id), `orphan ${id}`).toBeUndefined();
      expect(await bytesThere(keys[id]!), `bytes of orphan ${id}`).toBe(false);
    }
    for (const id of kept) {
      expect(await keyOf(id), `kept ${id}`).toBe(keys[id]);
      expect(await bytesThere(keys[id]!), `bytes of kept ${id}`).toBe(true);
    }
    for (const s of stray) expect(existsSync(s.full)).toBe(false);
    expect(await sweep(2)).toMatchObject({ files: 0, bytes: 0 });
  });

  it('is a scheduled durable job: sent on the queue, it removes an old orphan', async () => {
    const orphan = await upload(demo, 'queued-orphan.png');
    await age(orphan, 5);
    const key = (await keyOf(orphan))!;
    const [schedule] = await rows<{ cron: string }>(sql`select cron from pgboss.schedule where name = ${SWEEP_ORPHAN_FILES_JOB}`);
    expect(schedule!.cron).toBe('17 * * * *');
    // The schedule sends this job once an hour; sending it now runs the same worker.
    await ctx.app.jobs.send(SWEEP_ORPHAN_FILES_JOB, {});
    // The row goes first (its transaction), then its bytes.
    await vi.waitFor(
      async () => {
        expect(await keyOf(orphan)).toBeUndefined();
        expect(await bytesThere(key)).toBe(false);
      },
      { timeout: 60_000, interval: 200 },
    );
  }, 120_000);
});
