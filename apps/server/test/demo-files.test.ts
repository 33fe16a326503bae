import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from './helpers.js';

/**
 * Issue 34: the demo data's files have bytes. The demo companies' business licences (referred to from their
 * profiles) download as real PDFs, not 404 ("stored file missing"); the bank slips have their own test
 * (payments-demo-slips.test.ts).
 */
let ctx: TestContext;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await ctx.database.db.execute(q)) as unknown as { rows: T[] }).rows;
/** The file id of a demo customer's business licence, as its profile refers to it (/file/{id}). */
const licenceOf = async (username: string) => {
  const [u] = await rows<{ license: string[] }>(sql`select profile->'license' as license from users where username = ${username}`);
  expect(u!.license[0]).toMatch(/^\/file\/\d+$/);
  return Number(u!.license[0]!.slice('/file/'.length));
};
const download = (id: number, cookies: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/frontend/v1/file/${id}`, cookies });

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('demo files', () => {
  it("a demo company's business licence downloads as a real PDF, the same bytes each time, recorded on its row", async () => {
    const demo = (await login(ctx.app)).cookies;
    const id = await licenceOf('demo');
    const first = await download(id, demo);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('application/pdf');
    const body = first.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.subarray(-8).toString()).toContain('%%EOF');
    expect(Number(first.headers['content-length'])).toBe(body.length);
    const [row] = await rows<{ size: string | number; sha256: string; storage_key: string }>(
      sql`select size, sha256, storage_key from stored_files where id = ${id}`,
    );
    expect(Number(row!.size)).toBe(body.length);
    expect(row!.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(row!.storage_key).not.toMatch(/^demo\//);
    expect(await ctx.app.storage.exists(row!.storage_key)).toBe(true);
    const again = await download(id, demo);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(body)).toBe(true);
  });

  it("every seeded company's licence has bytes for its owner and for staff; another customer gets 404", async () => {
    const admin = (await login(ctx.app, 'admin', 'Admin@2026')).cookies;
    const demo2 = (await login(ctx.app, 'demo2')).cookies;
    const theirs = await licenceOf('demo2');
    const own = await download(theirs, demo2);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staff = await download(theirs, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(own.rawPayload)).toBe(true);
    const demo = (await login(ctx.app)).cookies;
    expect((await download(theirs, demo)).statusCode).toBe(404);
    const demo3 = await licenceOf('demo3');
    const d3 = await download(demo3, admin);
    expect(d3.statusCode, d3.body).toBe(200);
    expect(d3.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
