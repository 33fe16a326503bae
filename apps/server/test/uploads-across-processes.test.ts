import { createHash, randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { pgLocker } from '../src/modules/uploads/pgLocker.js';
import { signedInContext, type TestContext } from './helpers.js';
import { tusClient } from './tusClient.js';

/**
 * Issue 34: resumable uploads without sticky sessions. Two apps on one database and one storage stand for two
 * processes behind a balancer: an upload started on A continues on B. On PostgreSQL the upload's lock is an advisory
 * lock (pgLocker.ts) that both see.
 */
let ctx: TestContext;
let b: FastifyInstance;
let baseA: string;
let baseB: string;
let customer: Record<string, string>;

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 16), Buffer.from('\n%%EOF\n')]);
const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

beforeAll(async () => {
  const s = await signedInContext();
  ctx = s.ctx;
  customer = s.customer;
  // Process B: its own app (caches, tus server, locker) on the same database and the same DATA_DIR (shared storage).
  b = await buildApp({ config: ctx.config, database: ctx.database, now: ctx.clock.now, logger: false, mailWorker: false, jobs: false });
  baseA = await listen(ctx.app);
  baseB = await listen(b);
});
afterAll(async () => {
  await b.close();
  await ctx.close();
});

describe('a resumable upload across two processes', () => {
  it('started on A and cut half-way, it resumes on B with only the rest sent; the stored file is whole', async () => {
    const a = tusClient(baseA, customer);
    const onB = tusClient(baseB, customer);
    const size = 2 * 1024 * 1024;
    const body = pdf(size);
    const loc = (await a.create(size, { filename: 'Across.pdf', form: 'nb' })).location!;
    const half = size / 2;
    const onDisk = () =>
      stat(path.join(ctx.config.dataDir, 'tmp', 'tus', loc.split('/').pop()!)).then(
        (st) => st.size,
        () => -1,
      );
    await a.patchCut(loc, 0, body.subarray(0, half), size, async () => (await onDisk()) >= half);

    const head = await onB.head(loc);
    expect(head.status).toBe(200);
    expect(head.offset).toBe(half);
    const done = await onB.patch(loc, head.offset, body.subarray(head.offset));
    expect(done.status).toBe(204);
    expect(done.fileId).toMatch(/^\d+$/);
    // A answers the finished upload's file too: the upload is the database's and the storage's, not a process's.
    const file = await ctx.app.inject({ method: 'GET', url: `${loc}/file`, cookies: customer });
    expect(file.json().data).toMatchObject({ id: Number(done.fileId), size });
    const download = await b.inject({ method: 'GET', url: `/frontend/v1/attachment/${done.fileId}`, cookies: customer });
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(createHash('sha256').update(body).digest('hex'));
  });
});

describe.runIf(process.env.DATABASE_URL)('the upload lock across processes (PostgreSQL advisory lock)', () => {
  it("a second process waits for the first's lock, asks it to let go, and takes it once released", async () => {
    const url = ctx.config.databaseUrl!;
    const [one, two] = await Promise.all([pgLocker(url, ctx.database), pgLocker(url, ctx.database)]);
    try {
      const id = `u1-${randomBytes(8).toString('hex')}`;
      const first = one.newLock(id);
      let asked = 0;
      await first.lock(new AbortController().signal, async () => void asked++);

      // While the first holds it, the second cannot take it (given up after a moment through its stop signal).
      const stop = new AbortController();
      const blocked = two.newLock(id).lock(stop.signal, async () => undefined);
      setTimeout(() => stop.abort(), 1500);
      await expect(blocked).rejects.toMatchObject({ status_code: 500 });
      // It asked the holder, in the other "process", to release (NOTIFY), as a resumed PATCH does.
      expect(asked).toBeGreaterThan(0);

      const second = two.newLock(id);
      const taking = second.lock(new AbortController().signal, async () => undefined);
      await first.unlock();
      await taking;
      // Now the first cannot take it back until the second lets go.
      const stopAgain = new AbortController();
      setTimeout(() => stopAgain.abort(), 500);
      await expect(one.newLock(id).lock(stopAgain.signal, async () => undefined)).rejects.toBeDefined();
      await second.unlock();
      const again = one.newLock(id);
      await again.lock(new AbortController().signal, async () => undefined);
      await again.unlock();
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
