import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestContext, login, type TestContext } from './helpers.js';

/** Demo data: the bank slips of the demo remittances are real files (their download used to answer 404). */
let ctx: TestContext;
let call: ReturnType<typeof apiCaller>;
let demo: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  call = apiCaller(ctx.app);
  demo = (await login(ctx.app)).cookies;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe('demo bank slips', () => {
  it('download as PDF files with bytes, twice alike', async () => {
    // The seeded remittances only (on PostgreSQL the test files share one database; others add their own slips).
    const DEMO_REFERENCES = ['BOC20261118001', 'BOC20261122007'];
    const all = (await call(demo, 'GET', '/remittance/list?per_page=100')).json().data.data as { id: number; bank_reference: string }[];
    const list = all.filter((r) => DEMO_REFERENCES.includes(r.bank_reference));
    expect(list).toHaveLength(2);
    const files = (
      await Promise.all(
        list.map(async (r) =>
          ((await call(demo, 'GET', `/remittance/${r.id}`)).json().data.files as { file_id: number; path: string }[]).map((f) => ({ r: r.id, ...f })),
        ),
      )
    ).flat();
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const f of files) {
      const first = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/remittance/${f.r}/file/${f.file_id}`, cookies: demo });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['content-type']).toContain('application/pdf');
      expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const again = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/remittance/${f.r}/file/${f.file_id}`, cookies: demo });
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  }, 120_000);
});
