import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notices, users } from '../src/db/schema/index.js';
import { sampleEvent } from '../src/modules/notifications/samples.js';
import { noticeRowOf, writeNotice } from '../src/modules/notifications/service.js';
import { createTestContext, login, type TestContext } from './helpers.js';

/** Quotation notices are typed "quotation" (issue 27: they were typed "Application"), old rows too, and link to the quotation. */
let ctx: TestContext;
let cookies: Record<string, string>;
let oldCode: string;

const userId = async (username: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const list = async (query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/frontend/v1/corner/notify?per_page=100${query}`, cookies, headers: { langId: 'en' } })).json().data as {
    total: number;
    data: { batch_code: string; type: string; target: { type: string; ref: string | null } | null }[];
  };

beforeAll(async () => {
  ctx = await createTestContext();
  const id = await userId('demo');
  await ctx.database.db.delete(notices).where(eq(notices.userId, id));
  await ctx.database.db.transaction(async (tx) => {
    await writeNotice(tx, sampleEvent(id, 1, 'quotation_issued'), { defaultLang: 'en' });
    await writeNotice(tx, sampleEvent(id, 2, 'application_submitted'), { defaultLang: 'en' });
  });
  // A quotation notice written before quotations had their own type.
  const [old] = await ctx.database.db
    .insert(notices)
    .values({ ...noticeRowOf(sampleEvent(id, 3, 'quotation_expired'), 'en'), type: 'application' })
    .returning();
  oldCode = old!.batchCode;
  ({ cookies } = await login(ctx.app, 'demo'));
});
afterAll(() => ctx.close());

describe('quotation notices', () => {
  it('are typed quotation, old rows included, and open their quotation', async () => {
    const all = await list('');
    expect(all.total).toBe(3);
    const quotations = all.data.filter((n) => n.type === 'quotation');
    expect(quotations.map((n) => n.batch_code)).toContain(oldCode);
    expect(quotations).toHaveLength(2);
    for (const n of quotations) expect(n.target).toEqual({ type: 'quotation', ref: expect.stringMatching(/^Q-DEMO-/) });
  });

  it('are what the quotation filter lists, and not under applications', async () => {
    const quotations = await list('&type=quotation');
    expect(quotations.total).toBe(2);
    expect(quotations.data.every((n) => n.type === 'quotation')).toBe(true);
    const applications = await list('&type=application');
    expect(applications.total).toBe(1);
    expect(applications.data.map((n) => n.batch_code)).not.toContain(oldCode);
  });
});
