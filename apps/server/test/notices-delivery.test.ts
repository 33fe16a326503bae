import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { mailOutbox, notices, users } from '../src/db/schema/index.js';
import { NOTICE_CHANNEL } from '../src/modules/notifications/repo.js';
import { writeNotice, type NoticeEvent } from '../src/modules/notifications/service.js';
import { OutboxWorker } from '../src/platform/mail/outbox.js';
import type { Mailer, MailMessage } from '../src/platform/mail/transport.js';
import { createTestContext, login, type TestContext } from './helpers.js';
import { openStream, silentLog } from './streams.js';

let ctx: TestContext;
let demoId: number;
let demo2Id: number;
const app1 = { id: 7, no: 'KE-RFC-2026-0777', title: 'Atomicity check' };

const userId = async (username: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const noticesOf = (uid: number, applicationNo: string) =>
  ctx.database.db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, uid), eq(notices.applicationNo, applicationNo)));

beforeAll(async () => {
  ctx = await createTestContext();
  demoId = await userId('demo');
  demo2Id = await userId('demo2');
  // Outbox rows of earlier runs (PostgreSQL keeps them) must not take part in the delivery tests.
  await ctx.database.db.delete(mailOutbox);
  await ctx.database.db.update(users).set({ lang: 'en', notifyByEmail: false }).where(eq(users.id, demo2Id));
});
afterAll(() => ctx.close());

describe('a notice is written atomically with its event', () => {
  it('a failing event writes no notice, no e-mail and no signal; a committed one writes all three', async () => {
    const heard: string[] = [];
    const unlisten = await ctx.database.listen(NOTICE_CHANNEL, (p) => heard.push(p));
    const no = `KE-ATOM-${Date.now()}`;
    const event: NoticeEvent = { kind: 'application_returned', userId: demoId, application: { ...app1, no }, reason: 'missing invoice' };

    // The fake event: a change to the customer's row, then the notice, then a failure of the event.
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'changed by a failing event' }).where(eq(users.id, demoId));
        await writeNotice(tx, event, { defaultLang: 'zh_CN' });
        throw new Error('the event failed after its notice was written');
      }),
    ).rejects.toThrow('the event failed');
    expect(await noticesOf(demoId, no)).toEqual([]);
    expect((await ctx.database.db.select({ name: users.name }).from(users).where(eq(users.id, demoId)))[0]!.name).toBe('欧阳明');
    expect(
      await ctx.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, `申请 ${no} 已退回修改`)),
    ).toEqual([]);

    const row = await ctx.database.db.transaction((tx) => writeNotice(tx, event, { defaultLang: 'en' }));
    // demo reads Chinese, whatever the configured default.
    expect(row).toMatchObject({ title: `申请 ${no} 已退回修改`, type: 'application', isDeal: 0, lang: 'zh_CN' });
    expect(row.content).toContain('missing invoice');
    expect(await noticesOf(demoId, no)).toHaveLength(1);
    // demo opted in to e-mail copies: exactly one outbox row, for this notice.
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.noticeId, row.id));
    expect(mails).toEqual([expect.objectContaining({ toAddress: 'demo@example.com', subject: row.title, status: 'pending' })]);

    await expect.poll(() => heard.length, { timeout: 2000 }).toBe(1);
    expect(JSON.parse(heard[0]!)).toEqual({ u: demoId, b: row.batchCode, m: true });
    await unlisten();
  });

  it('a failing notice fails its event (unknown recipient)', async () => {
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'changed' }).where(eq(users.id, demo2Id));
        await writeNotice(tx, { kind: 'profile_verified', userId: 99_999_999 }, { defaultLang: 'en' });
      }),
    ).rejects.toThrow(/recipient/);
    expect((await ctx.database.db.select({ name: users.name }).from(users).where(eq(users.id, demo2Id)))[0]!.name).toBe('Amina Hassan');
  });

  it('writes in the recipient language, the configured default when the user has none', async () => {
    const write = (lang: string | null, defaultLang: 'zh_CN' | 'en' | 'ar') =>
      ctx.database.db.transaction(async (tx) => {
        await tx.update(users).set({ lang }).where(eq(users.id, demo2Id));
        return writeNotice(tx, { kind: 'certificate_issued', userId: demo2Id, application: app1, certificateNo: 'CERT-KE-1' }, { defaultLang });
      });
    expect((await write('ar', 'zh_CN')).title).toBe('تم إصدار الشهادة CERT-KE-1');
    expect((await write(null, 'zh_CN')).title).toBe('证书 CERT-KE-1 已签发');
    expect((await write('en', 'ar')).title).toBe('Certificate CERT-KE-1 issued');
    // demo2 did not opt in: no e-mail copies.
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'demo2@example.com'))).toEqual([]);
  });
});

/** A mailer that records what it sends, slowly enough for two workers to overlap. */
function recordingMailer(sent: MailMessage[], opts: { fail?: boolean; delayMs?: number } = {}): Mailer {
  return {
    via: 'log',
    send: async (m) => {
      await new Promise((r) => setTimeout(r, opts.delayMs ?? 5));
      if (opts.fail) throw new Error('SMTP 451 try again later');
      sent.push(m);
    },
    close: () => undefined,
  };
}

describe('mail outbox', () => {
  const enqueue = async (n: number, tag: string) => {
    const rows = Array.from({ length: n }, (_, i) => ({ toAddress: `c${i}@example.com`, subject: `${tag} ${i}`, body: 'text' }));
    return (await ctx.database.db.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id })).map((r) => r.id);
  };

  it('two workers racing (two connections on PostgreSQL) send every row exactly once', async () => {
    await ctx.database.db.delete(mailOutbox);
    const ids = await enqueue(25, 'race');
    // A second process is a second connection pool; on in-memory PGlite both share the one database.
    const other: Database = ctx.config.databaseUrl ? await openDatabase({ url: ctx.config.databaseUrl }) : ctx.database;
    const sentA: MailMessage[] = [];
    const sentB: MailMessage[] = [];
    const a = new OutboxWorker(ctx.database.db, recordingMailer(sentA), silentLog, { batch: 4 });
    const b = new OutboxWorker(other.db, recordingMailer(sentB), silentLog, { batch: 4 });
    const drain = async (w: OutboxWorker) => {
      while ((await w.deliverOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    if (other !== ctx.database) await other.close();

    // Both workers really took part, and together they sent each row once.
    expect(sentA.length).toBeGreaterThan(0);
    expect(sentB.length).toBeGreaterThan(0);
    const subjects = [...sentA, ...sentB].map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 25 }, (_, i) => `race ${i}`).sort());
    const rows = await ctx.database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.deliveredVia === 'log' && r.sentAt)).toBe(true);
    // Nothing left: another round sends nothing.
    expect(await a.deliverOnce()).toBe(0);
  });

  it('a failed send is retried later, and a claim whose worker died is taken over after its lease', async () => {
    await ctx.database.db.delete(mailOutbox);
    const [failing] = await enqueue(1, 'fail');
    const failed = new OutboxWorker(ctx.database.db, recordingMailer([], { fail: true }), silentLog);
    expect(await failed.deliverOnce()).toBe(1);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failing!));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later', claimToken: null });
    expect(row!.availableAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nobody takes it.
    expect(await failed.deliverOnce()).toBe(0);

    // A worker claimed this row and died before sending: its lease has run out.
    const [orphan] = await enqueue(1, 'orphan');
    await ctx.database.db
      .update(mailOutbox)
      .set({ status: 'sending', claimToken: 'dead-worker', lockedUntil: new Date(Date.now() - 1000), attempts: 1 })
      .where(eq(mailOutbox.id, orphan!));
    const sent: MailMessage[] = [];
    expect(await new OutboxWorker(ctx.database.db, recordingMailer(sent), silentLog).deliverOnce()).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['orphan 0']);
    expect((await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, orphan!)))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the worker of a running app delivers a committed notice copy by itself (wake-up through NOTIFY)', async () => {
    await ctx.database.db.delete(mailOutbox);
    const sent: MailMessage[] = [];
    // The app's own worker, with a recording transport in place of nodemailer's.
    const running = await buildApp({ config: ctx.config, database: ctx.database, logger: false, mailWorker: true, mailer: recordingMailer(sent), jobs: false });
    await running.ready();
    try {
      await ctx.database.db.transaction((tx) => writeNotice(tx, { kind: 'profile_verified', userId: demoId }, { defaultLang: 'en' }));
      await expect.poll(() => sent.length, { timeout: 3000 }).toBe(1);
      expect(sent[0]).toMatchObject({ to: 'demo@example.com', subject: '您的资料已通过认证' });
      expect(sent[0]!.text).toContain('客户门户');
    } finally {
      await running.close();
    }
  });
});

describe('server-sent events', () => {
  it("pushes a committed notice and the new unread count to the user's open stream, also from another process", async () => {
    // Process B serves the page; process A (another pool on PostgreSQL) commits the event.
    const otherDb = ctx.config.databaseUrl ? await openDatabase({ url: ctx.config.databaseUrl }) : ctx.database;
    const b = await buildApp({ config: ctx.config, database: otherDb, logger: false, mailWorker: false, jobs: false });
    const url = await b.listen({ port: 0, host: '127.0.0.1' });
    const { cookies } = await login(b, 'demo2');
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const demoCookies = (await login(b, 'demo')).cookies;
    const demoStream = await openStream(
      `${url}/frontend/v1/corner/notify/stream`,
      Object.entries(demoCookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
    const stream = await openStream(`${url}/frontend/v1/corner/notify/stream`, cookie);
    try {
      const first = await stream.next();
      expect(first.notice).toBeNull();
      const before = first.unread;
      await demoStream.next();

      // A rolled-back event sends nothing; the committed one arrives on the open stream.
      await ctx.database.db
        .transaction(async (tx) => {
          await writeNotice(tx, { kind: 'profile_verified', userId: demo2Id }, { defaultLang: 'en' });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      const row = await ctx.database.db.transaction((tx) =>
        writeNotice(tx, { kind: 'certificate_issued', userId: demo2Id, application: app1, certificateNo: 'CERT-SSE-1' }, { defaultLang: 'en' }),
      );
      // Nothing is asked for: the event comes by itself (how soon is measured by `npm run bench -- push`, against
      // the round trip of the request that raised it; the wait here only bounds a test that would otherwise hang).
      const event = await stream.next(15_000);
      expect(event).toMatchObject({ unread: before + 1, notice: { batch_code: row.batchCode, title: 'Certificate CERT-SSE-1 issued', is_deal: 0 } });
      // The other customer's stream heard nothing of it.
      await expect(demoStream.next(300)).rejects.toThrow(/no event/);
      // Closing with open streams must not hang: the app ends them itself.
      await b.close();
      expect(await stream.waitEnd()).toBe(true);
    } finally {
      stream.close();
      demoStream.close();
      await b.close();
      if (otherDb !== ctx.database) await otherDb.close();
    }
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/frontend/v1/corner/notify/stream' });
    expect(res.statusCode).toBe(401);
  });
});
