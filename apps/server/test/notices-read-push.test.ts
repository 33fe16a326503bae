import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { writeNotice } from '../src/modules/notifications/service.js';
import { createTestContext, login, type TestContext } from './helpers.js';
import { openStream } from './streams.js';

/**
 * Issue 34: marking a notice read reaches every open tab of that user, on every process, through the notice stream.
 * Process A is the context's app; process B another app on its own pool (PostgreSQL) or the same PGlite.
 */
let ctx: TestContext;
let b: FastifyInstance;
let otherDb: Database;
let urlA: string;
let urlB: string;
let cookie: string;
let demo2Id: number;
const app1 = { id: 7, no: 'KE-RFC-2026-0778', title: 'Read state' };

beforeAll(async () => {
  ctx = await createTestContext();
  otherDb = ctx.config.databaseUrl ? await openDatabase({ url: ctx.config.databaseUrl }) : ctx.database;
  b = await buildApp({ config: ctx.config, database: otherDb, now: ctx.clock.now, logger: false, mailWorker: false, jobs: false });
  urlA = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await b.listen({ port: 0, host: '127.0.0.1' });
  cookie = Object.entries((await login(ctx.app, 'demo2')).cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  demo2Id = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo2')))[0]!.id;
});
afterAll(async () => {
  await b.close();
  if (otherDb !== ctx.database) await otherDb.close();
  await ctx.close();
});

const write = (certificateNo: string) =>
  ctx.database.db.transaction((tx) =>
    writeNotice(tx, { kind: 'certificate_issued', userId: demo2Id, application: app1, certificateNo }, { defaultLang: 'en' }),
  );
const deal = (base: string, ids: string[]) =>
  fetch(`${base}/frontend/v1/corner/notify/deal`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });

describe('notice read state in every open tab', () => {
  it('a notice read in a tab served by B leaves the list and the badge of tabs on A and on B', async () => {
    const tabA = await openStream(`${urlA}/frontend/v1/corner/notify/stream`, cookie);
    const tabB = await openStream(`${urlB}/frontend/v1/corner/notify/stream`, cookie);
    try {
      const start = (await tabA.next()).unread;
      await tabB.next();
      const one = await write('CERT-READ-1');
      const two = await write('CERT-READ-2');
      for (const tab of [tabA, tabB]) {
        expect((await tab.next()).notice?.batch_code).toBe(one.batchCode);
        expect((await tab.next()).notice?.batch_code).toBe(two.batchCode);
      }

      const res = await deal(urlB, [one.batchCode]);
      expect(((await res.json()) as { data: unknown }).data).toEqual({ updated: 1, unread: start + 1 });
      for (const tab of [tabA, tabB]) expect(await tab.next()).toEqual({ unread: start + 1, notice: null, read: [one.batchCode] });

      // Reading it again changes nothing and signals nothing; "mark all" on A lists what it read.
      expect(((await (await deal(urlA, [one.batchCode])).json()) as { data: unknown }).data).toEqual({ updated: 0, unread: start + 1 });
      await deal(urlA, []);
      for (const tab of [tabA, tabB]) {
        const event = await tab.next();
        expect(event).toMatchObject({ unread: 0, notice: null });
        expect(event.read).toContain(two.batchCode);
        expect(event.read).not.toContain(one.batchCode);
      }
      await expect(tabA.next(300)).rejects.toThrow(/no event/);
    } finally {
      tabA.close();
      tabB.close();
    }
  });
});
