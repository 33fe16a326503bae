import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { multipart, signedInContext, type TestContext } from './helpers.js';
import { tusClient } from './tusClient.js';

// Issue 17, the second probe (a running server, hostile input on every route): what it found, each reproduced.
let ctx: TestContext, customer: Record<string, string>, staff: Record<string, string>;
// English by default: the answers Node's parser refuses are worded in the default language (no header of theirs is read).
beforeAll(async () => ({ ctx, customer, staff } = await signedInContext({ DEFAULT_LANG: 'en' })));
afterAll(() => ctx.close());

/** One past PostgreSQL's largest `integer` (written out, so this file reproduces the 500 without the shared bound). */
const PAST_INT = 2 ** 31;

type JsonSchema = { type?: string | string[]; maximum?: number; properties?: Record<string, JsonSchema>; items?: JsonSchema } & Record<string, unknown>;
type Operation = { parameters?: { in: string; name: string; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
const openApi = () => (ctx.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger().paths;

/** Every integer schema under `s` whose maximum PostgreSQL's `integer` cannot hold, by where it is. */
function looseIntegers(s: unknown, where: string, out: string[]) {
  if (!s || typeof s !== 'object') return;
  if (Array.isArray(s)) return s.forEach((x) => looseIntegers(x, where, out));
  const schema = s as JsonSchema;
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('integer') && !((schema.maximum ?? Infinity) < PAST_INT)) out.push(where);
  for (const [k, v] of Object.entries(schema)) if (k !== 'properties') looseIntegers(v, where, out);
  for (const [k, v] of Object.entries(schema.properties ?? {})) looseIntegers(v, `${where}.${k}`, out);
}

describe('integers the API receives fit the integer columns they are compared with', () => {
  it('every integer of a path, a query or a JSON body is bounded by PostgreSQL integer', () => {
    const loose: string[] = [];
    for (const [path, ops] of Object.entries(openApi())) {
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) looseIntegers(p.schema, `${method} ${path} ${p.in}:${p.name}`, loose);
        looseIntegers(op.requestBody?.content?.['application/json']?.schema, `${method} ${path} body`, loose);
      }
    }
    expect([...new Set(loose)]).toEqual([]);
  });

  it('an id past the bound answers 400 with a message, never 500, on every route with an id', async () => {
    const templated = Object.entries(openApi()).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'delete'].includes(m) && path.includes('{') && !/\/(logout|my-sessions)/.test(path))
        .map((m) => ({ method: m.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}/g, String(PAST_INT)) })),
    );
    expect(templated.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const cookies of [customer, staff]) {
      for (const op of templated) {
        const res = await ctx.app.inject({ ...op, cookies, headers: { langId: 'en' }, ...(op.method !== 'GET' && op.method !== 'DELETE' && { payload: {} }) });
        if (res.statusCode >= 500 || !res.json().msg) failures.push(`${op.method} ${op.url} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    const one = await ctx.app.inject({ method: 'GET', url: `/frontend/v1/invoice-info/${PAST_INT}`, cookies: customer, headers: { langId: 'en' } });
    expect(one.statusCode).toBe(400);
    expect(one.json().msg).toBe('ID is invalid');
    // In a body too: a version past the bound is refused by the shared schema.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/frontend/v1/invoice-info/1',
      cookies: customer,
      headers: { langId: 'en' },
      payload: { title: 'Bright Star', type: 'pro_forma', version: PAST_INT },
    });
    expect(put.statusCode, put.body).toBe(400);
  });
});

describe('the name and fields of an uploaded file follow the control-character rule', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  it.each([
    ['/frontend/v1/upload', () => customer],
    ['/frontend/v1/upload?kind=licence', () => customer],
    ['/frontend/v1/api/upload', () => customer],
    ['/frontend/v1/file', () => staff],
  ])('%s: a NUL or another control character in the file name is 400 naming it, nothing stored', async (url, who) => {
    const stored = async () =>
      Number(((await ctx.database.db.execute(sql`select count(*)::int as n from stored_files`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const before = await stored();
    for (const filename of ['a\u0000b.pdf', 'a\u001b[2Jb.pdf', 'a\u007fb.pdf']) {
      const m = multipart({ filename, content: PDF });
      const res = await ctx.app.inject({ method: 'POST', url, cookies: who(), ...m, headers: { ...m.headers, langId: 'en' } });
      expect(res.statusCode, `${JSON.stringify(filename)} ${res.body}`).toBe(400);
      expect(res.json().msg).toMatch(/control character/);
    }
    const fields = multipart({ filename: 'a.pdf', content: PDF }, { form: 'kenya\u0000' });
    const field = await ctx.app.inject({ method: 'POST', url, cookies: who(), ...fields, headers: { ...fields.headers, langId: 'en' } });
    expect(field.statusCode, field.body).toBe(400);
    expect(await stored()).toBe(before);
    // A name in any script is still welcome.
    const fine = multipart({ filename: '报告 تقرير.pdf', content: PDF });
    const ok = await ctx.app.inject({ method: 'POST', url, cookies: who(), ...fine, headers: { ...fine.headers, langId: 'en' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.name).toBe('报告 تقرير.pdf');
  });
});

describe('over HTTP', () => {
  let port = 0;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  it('a resumable upload whose name has a control character is refused at its creation', async () => {
    const tus = tusClient(`http://127.0.0.1:${port}`, customer);
    const res = await tus.create(45, { filename: 'a\u0000b.pdf', form: 'nb' });
    expect(res.status, res.body).toBe(400);
    expect(JSON.parse(res.body).msg).toBe('The file name contains a control character; remove it and try again');
    expect((await tus.create(45, { filename: 'report.pdf', form: 'nb\u001b' })).status).toBe(400);
    expect((await tus.create(45, { filename: 'report.pdf', form: 'nb' })).status).toBe(201);
  });

  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let out = '';
      socket.on('data', (d) => (out += d.toString('latin1')));
      socket.on('close', () => resolve(out));
      socket.on('error', () => resolve(out));
    });
  it.each([
    ['headers too large', `GET /frontend/v1/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'The request headers are too large'],
    [
      'a malformed chunked body',
      'POST /frontend/v1/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      400,
      'Invalid request',
    ],
    ['a NUL in the request line', 'GET /frontend/v1/me\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'Invalid request'],
    [
      'Content-Length beside Transfer-Encoding',
      'POST /frontend/v1/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'Invalid request',
    ],
  ])('Node refuses %s: the envelope with the security headers', async (_, request, status, msg) => {
    const answer = await raw(request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`);
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
    expect(head.toLowerCase()).toContain('x-frame-options: deny');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body)).toEqual({ code: status, msg, data: status === 400 ? [msg] : null });
  });
});
