import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { notices, users } from '../src/db/schema/index.js';
import { seedDemoNotices } from '../src/db/seed/notices.js';
import { writeNotice } from '../src/modules/notifications/service.js';
import { createTestContext, login, type TestContext } from './helpers.js';

/** A notice is read in the reader's current language, whatever language it was written in (issue 16). */
let ctx: TestContext;
let demo: Record<string, string>;
const CJK = /[\u4e00-\u9fff]/;

const userId = async (username: string) => (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const get = (url: string, lang: string) => ctx.app.inject({ method: 'GET', url, cookies: demo, headers: { langId: lang } });

beforeAll(async () => {
  ctx = await createTestContext();
  const id = await userId('demo');
  await ctx.database.db.delete(notices).where(inArray(notices.userId, [id]));
  // Written while the user read Chinese.
  await seedDemoNotices(ctx.database.db, 'demo', 'zh_CN');
  await ctx.database.db.transaction((tx) =>
    writeNotice(
      tx,
      {
        kind: 'application_returned',
        userId: id,
        application: { id: 1, no: 'RFC-2026-000123', title: 'Floodlights to Nairobi' },
        reason: 'Invoice amount differs',
      },
      { defaultLang: 'zh_CN' },
    ),
  );
  ({ cookies: demo } = await login(ctx.app, 'demo'));
});
afterAll(() => ctx.close());

describe('notices in the reader’s language', () => {
  it('lists titles and sending departments in English for an English reader, Chinese for a Chinese one', async () => {
    const en = (await get('/frontend/v1/corner/notify?per_page=50', 'en')).json().data;
    expect(en.data.length).toBeGreaterThan(10);
    for (const n of en.data) {
      expect(n.title, n.title).not.toMatch(CJK);
      expect(n.send_department, n.send_department).not.toMatch(CJK);
    }
    const returned = en.data.find((n: { title: string }) => n.title.includes('RFC-2026-000123'));
    expect(returned.title).toBe('Application RFC-2026-000123 returned for changes');
    expect(returned.send_department).toBe('Certification Acceptance Department');

    // The same cached user, another language: not the English page from the cache.
    const zh = (await get('/frontend/v1/corner/notify?per_page=50', 'zh_CN')).json().data;
    expect(zh.data.find((n: { title: string }) => n.title.includes('RFC-2026-000123')).title).toBe('申请 RFC-2026-000123 已退回修改');
  });

  it('shows one notice’s content in Arabic for an Arabic reader, with the event’s own data kept', async () => {
    const list = (await get('/frontend/v1/corner/notify?per_page=50', 'ar')).json().data.data as { batch_code: string; title: string }[];
    const code = list.find((n) => n.title.includes('RFC-2026-000123'))!.batch_code;
    const detail = (await get(`/frontend/v1/corner/notify/${code}`, 'ar')).json().data;
    expect(detail.title).toBe('أُعيد الطلب RFC-2026-000123 لإجراء تعديلات');
    expect(detail.content).toContain('Invoice amount differs');
    expect(detail.content).toContain('السبب');
    expect(detail.send_department).toBe('قسم قبول الاعتماد');
  });

  it('keeps the stored text of a notice without parameters (written before they were kept)', async () => {
    const id = await userId('demo');
    const [row] = await ctx.database.db
      .insert(notices)
      .values({ userId: id, kind: 'custom', type: 'account', lang: 'zh_CN', title: '旧通知', content: '旧内容', sender: '客服', sendDepartment: '客户服务部' })
      .returning();
    const detail = (await get(`/frontend/v1/corner/notify/${row!.batchCode}`, 'en')).json().data;
    expect(detail.title).toBe('旧通知');
  });
});
