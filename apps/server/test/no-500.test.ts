import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { login, signedInContext, type TestContext } from './helpers.js';

// Every documented route, with hostile input, answers below 500: bad input is the client's error, never the server's.
let ctx: TestContext, customer: Record<string, string>, staff: Record<string, string>;
beforeAll(async () => ({ ctx, customer, staff } = await signedInContext()));
afterAll(() => ctx.close());

type Op = { method: string; url: string };
function operations(app: FastifyInstance): Op[] {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), url: p })),
  );
}

// A server-sent event stream never ends its answer (it has no input besides the session anyway).
const isStream = (op: Op) => op.url.endsWith('/stream');
// Routes that end the caller's own session are exercised last, by a throw-away sign-in.
const endsSession = (op: Op) => /\/(logout|sessions)/.test(op.url) && op.method !== 'GET';

// Real ids too (the demo rows: some the caller's, some another customer's), so handlers run, not only validation.
const PARAMS = ['1', '2', '3', '0', '99999999999999999999', 'abc', '%27%3B--', '%00'];
// Control characters (NUL, ESC, DEL, C1) in every common text field, at the top and nested, and in a key.
const CTRL = 'a\u0000b\u001b\u007f\u0085';
const CONTROL_BODY = Object.fromEntries(
  [
    'name',
    'title',
    'username',
    'password',
    'mobile',
    'email',
    'keyword',
    'reason',
    'address',
    'company_name',
    'content',
    'remarks',
    'real_name',
    'taxpayer_number',
  ].map((k) => [k, CTRL]),
);
const BODIES: unknown[] = [
  {},
  [],
  'text',
  { id: 'x', current_page: 'a', per_page: 1e9, data: [1, { a: [] }], name: 'x'.repeat(100_000) },
  { ...CONTROL_BODY, type: 'pro_forma', parties: { importer: { company_name: CTRL } }, products: [{ description: CTRL }], [`k${CTRL}`]: 1 },
];
const QUERIES = [
  '?keywords=%25_%5C%01&importer=%25&title=_&per_page=50&current_page=99999',
  '?keyword=%25&searchKey=%25_&country=KE&sort=title&order=asc',
  '?current_page=-1&per_page=100000&id[]=1&id[]=2',
  '?current_page=abc&sort=%27%3B--&order=sideways&keyword=%00%FF&start_date=2026-13-45&end_date=x&status=999',
  '?keywords=a%00b&keyword=%00&searchKey=%1B%7F&title=%C2%85&importer=%00&exporter=%01&q=%00&name=%00',
];

function urls(template: string): string[] {
  if (!template.includes('{')) return QUERIES.map((q) => template + q);
  return PARAMS.map((v) => template.replace(/\{[^}]+\}/g, v));
}

async function hammer(cookies: Record<string, string> | undefined, op: Op, failures: string[], answered = { ok: 0 }) {
  for (const url of urls(op.url)) {
    for (const body of op.method === 'GET' || op.method === 'DELETE' ? [undefined] : BODIES) {
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url,
        cookies,
        headers: { langId: 'en', ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
      });
      if (res.statusCode >= 500)
        console.error(failures[failures.push(`${op.method} ${url} ${JSON.stringify(body)?.slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 200)}`) - 1]);
      else if (res.statusCode < 300) answered.ok += 1;
      else if (res.statusCode >= 400) expect(res.json().msg, `${op.method} ${url} has a message`).toBeTruthy();
    }
  }
}

describe('no input produces a 500 on any documented route', () => {
  const roles = { guest: () => undefined, customer: () => customer, staff: () => staff };
  for (const [role, cookies] of Object.entries(roles)) {
    it(`as ${role}`, async () => {
      const ops = operations(ctx.app);
      expect(ops.length).toBeGreaterThan(100);
      const failures: string[] = [];
      const answered = { ok: 0 };
      for (const op of ops.filter((o) => !endsSession(o) && !isStream(o))) await hammer(cookies(), op, failures, answered);
      expect(failures).toEqual([]);
      // The handlers ran, not only the validation: a signed-in caller got many real answers.
      if (role !== 'guest') expect(answered.ok).toBeGreaterThan(100);
    }, 900_000);
  }
  it('routes that end the session', async () => {
    const failures: string[] = [];
    for (const op of operations(ctx.app).filter(endsSession)) await hammer((await login(ctx.app)).cookies, op, failures);
    expect(failures).toEqual([]);
  });
});
