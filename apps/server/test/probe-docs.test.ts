import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

/** Issue 34: outside demo mode the API's page and document are off unless API_DOCS=1 turns them on. */
describe('the OpenAPI page and document', () => {
  const open: TestContext[] = [];
  const ctxOf = async (env: Record<string, string>) => {
    const ctx = await createTestContext(env);
    open.push(ctx);
    return ctx;
  };
  let prod: TestContext;
  beforeAll(async () => {
    prod = await ctxOf({ DEMO: '0' });
  });
  afterAll(async () => {
    for (const ctx of open) await ctx.close();
  });

  it('answer 404 outside demo mode', async () => {
    for (const url of ['/frontend/v1/docs', '/frontend/v1/docs/', '/frontend/v1/docs/json', '/frontend/v1/docs/yaml', '/frontend/v1/docs/static/index.html'])
      expect((await prod.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('are served outside demo mode with API_DOCS=1, and in demo mode', { timeout: 120_000 }, async () => {
    for (const ctx of [await ctxOf({ DEMO: '0', API_DOCS: '1' }), await ctxOf({})]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/frontend/v1/docs/json' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/frontend/v1/docs/static/swagger-initializer.js' })).statusCode).toBe(200);
    }
  });

  it('the page has its own policy: inline styles (Swagger UI sets them), scripts from this server only', async () => {
    const ctx = open.at(-1)!;
    for (const url of ['/frontend/v1/docs', '/frontend/v1/docs/static/swagger-initializer.js']) {
      const csp = String((await ctx.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toContain('swagger.io');
    }
  });

  it('say how to send the token in words the page shows (a code span, not an HTML tag)', async () => {
    const description = (prod.app.swagger() as { info: { description: string } }).info.description;
    expect(description).toContain('`Authorization: Bearer <token>`');
    expect(description.replace(/`[^`]*`/g, '')).not.toMatch(/<[a-z]/i);
  });
});
