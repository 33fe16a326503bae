import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { s3Storage } from '../src/platform/files/s3Storage.js';
import { multipart, signedInContext, type TestContext } from './helpers.js';
import { startS3 } from './s3Server.js';
import { tusClient } from './tusClient.js';

let s3: Awaited<ReturnType<typeof startS3>>;
let ctx: TestContext;
let customer: Record<string, string>;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  s3 = await startS3();
  const s = await signedInContext(s3.env);
  ctx = s.ctx;
  customer = s.customer;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
let base: string;
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const storage = () => s3Storage(loadConfig({ ...s3.env, DATA_DIR: tmpdir() }).s3!);
const keysInBucket = async () => ((await storage().client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }))).Contents ?? []).map((o) => o.Key!);
const streamBytes = async (s: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

describe('S3-compatible storage (S3_* settings)', () => {
  it('the FileStorage round trip: put, exists, read, remove', async () => {
    const store = storage();
    const dir = mkdtempSync(path.join(tmpdir(), 'tic-s3-put-'));
    const body = randomBytes(3 * 1024 * 1024 + 17);
    writeFileSync(path.join(dir, 'upload'), body);
    const key = await store.put(path.join(dir, 'upload'), 'pdf');
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(await keysInBucket()).toContain(`files/${key}`);
    expect(await store.exists(key)).toBe(true);
    expect(sha(await streamBytes(store.read(key)))).toBe(sha(body));
    // Listed by its key (without the files/ prefix) with when it was written (the orphan sweep's view of the store).
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const o of store.list()) listed.push(o);
    expect(listed.find((o) => o.key === key)?.modifiedAt).toBeInstanceOf(Date);
    await store.remove(key);
    const after: string[] = [];
    for await (const o of store.list()) after.push(o.key);
    expect(after).not.toContain(key);
    expect(await store.exists(key)).toBe(false);
    expect(() => store.read('../escape')).toThrow();
  });

  it('an ordinary upload goes to the bucket, downloads from it, and a missing object answers 404', async () => {
    const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(50_000), Buffer.from('\n%%EOF\n')]);
    const m = multipart({ filename: 'invoice.pdf', content: body });
    const before = await keysInBucket();
    const up = await ctx.app.inject({ method: 'POST', url: '/frontend/v1/upload', cookies: customer, ...m });
    expect(up.statusCode, up.body).toBe(200);
    const id = up.json().data.id;
    const keys = (await keysInBucket()).filter((k) => k.startsWith('files/') && !before.includes(k));
    expect(keys).toHaveLength(1);
    const down = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/attachment/${id}`, cookies: customer });
    expect(down.statusCode).toBe(200);
    expect(sha(down.rawPayload)).toBe(sha(body));
    await storage().remove(keys[0]!.slice('files/'.length));
    expect((await ctx.app.inject({ method: 'GET', url: `/frontend/v1/attachment/${id}`, cookies: customer })).statusCode).toBe(404);
  });

  it('a resumable upload cut midway resumes through @tus/s3-store and ends as a stored file in the bucket', async () => {
    const tus = tusClient(base, customer);
    const before = await keysInBucket();
    const size = 12 * 1024 * 1024;
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 16), Buffer.from('\n%%EOF\n')]);
    const loc = (await tus.create(size, { filename: 'EU type file.pdf', form: 'nb' })).location!;
    expect(loc).toMatch(/^\/frontend\/v1\/uploads\/resumable\/u\d+-[0-9a-f]{32}$/);
    // 8 of 12 MiB are sent (one full 8 MiB part), then the connection drops after a moment; where the store
    // stopped is whatever the server kept (asked with HEAD), and the rest is sent from there.
    let polls = 0;
    await tus.patchCut(loc, 0, body.subarray(0, 8 * 1024 * 1024), size, async () => polls++ > 50);
    const head = await tus.head(loc);
    expect(head.status).toBe(200);
    expect(head.offset).toBeGreaterThan(0);
    expect(head.offset).toBeLessThan(size);
    const done = await tus.patch(loc, head.offset, body.subarray(head.offset));
    expect(done.status, done.body).toBe(204);
    const file = (await ctx.app.inject({ method: 'GET', url: `${loc}/file`, cookies: customer })).json().data;
    const down = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/attachment/${file.id}`, cookies: customer });
    expect(sha(down.rawPayload)).toBe(sha(body));
    // Of the upload only the stored file remains: no part, info or incomplete-part object.
    expect((await keysInBucket()).filter((k) => !before.includes(k))).toEqual([expect.stringMatching(/^files\//)]);
  });

  it('a wrong type found when a resumable upload to S3 finishes is refused and leaves nothing in the bucket', async () => {
    const tus = tusClient(base, customer);
    const before = await keysInBucket();
    const body = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), randomBytes(100_000)]);
    const loc = (await tus.create(body.length, { filename: 'scan.pdf' })).location!;
    const done = await tus.patch(loc, 0, body);
    expect(done.status).toBe(400);
    expect(await keysInBucket()).toEqual(before);
  });

  it('the settings go together: a bucket is needed with an endpoint, keys in pairs', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'bkt', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ ...s3.env }).s3).toMatchObject({ bucket: 'tic-test', forcePathStyle: true });
  });
});
