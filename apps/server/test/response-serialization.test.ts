import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { envelope, noticePageSchema, userInfoSchema } from '@tic/shared';
import { compileResponseSerializer, FAST_ROUTES, ResponseCheckError } from '../src/platform/serialization.js';
import { apiCaller, signedInContext, type TestContext } from './helpers.js';

/** The fast serialiser of the hot routes writes what zod's encode + JSON.stringify writes, and nothing more (issue 18). */
const userAnswer = envelope(userInfoSchema);
const user = {
  id: 7,
  username: 'demo',
  email: 'a"b\\c@example.com',
  mobile: null,
  mobile_zone: '+86',
  avatar: null,
  name: 'مرحبا 你好 \u2028 \n\t é 😀 \ud800',
  wechat: null,
  is_control: 0,
  kind: 'customer' as const,
  role: 'customer',
  identity: null,
  lang: 'ar',
};
const zodText = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

describe('fast response serialiser', () => {
  it('writes the same text as zod for awkward strings (quotes, escapes, line separators, Arabic, CJK, emoji, a lone surrogate)', () => {
    for (const check of [false, true]) {
      const serialize = compileResponseSerializer(userAnswer, { check, route: 'GET /me' });
      expect(serialize({ code: 200, msg: 'success', data: user })).toBe(zodText(userAnswer, { code: 200, msg: 'success', data: user }));
    }
  });

  it('never writes a property the schema does not name (a row with secrets answers only the schema fields)', () => {
    const serialize = compileResponseSerializer(userAnswer, { check: true, route: 'GET /me' });
    const out = serialize({ code: 200, msg: 'success', data: { ...user, passwordHash: '$argon2id$secret', tokenHash: 'abc' } });
    expect(out).not.toContain('argon2');
    expect(out).not.toContain('tokenHash');
    expect(Object.keys(JSON.parse(out).data)).toEqual(Object.keys(userInfoSchema.shape));
  });

  it('writes a page of notices as zod does, empty or full', () => {
    const schema = envelope(noticePageSchema);
    const serialize = compileResponseSerializer(schema, { check: true, route: 'GET /corner/notify' });
    const row = (i: number) => ({
      batch_code: `b${i}`,
      number: `N${i}`,
      title: `Certificate "${i}" issued`,
      type: 'certificate' as const,
      is_deal: i % 2,
      sender: 'Customer Service Center',
      send_department: 'قسم إصدار الشهادات',
      created_at: new Date(0).toISOString(),
      current_stage: i % 3 ? null : 'certificate_issuance',
      application_id: i % 2 ? null : i,
      application_no: null,
      application_title: 'x',
      // Issue 27: a notice links to its object, or to nothing.
      target: i % 4 ? null : { type: 'quotation' as const, ref: `QT2026-00000${i}` },
    });
    for (const data of [[], Array.from({ length: 30 }, (_, i) => row(i))]) {
      const answer = { code: 200, msg: 'success', data: { data, total: data.length, current_page: 1, per_page: 30 } };
      expect(serialize(answer)).toBe(zodText(schema, answer));
    }
  });

  it('checks nothing by itself, so the checking mode of the tests refuses what zod refuses', () => {
    const wrong = { code: 200, msg: 'success', data: { ...user, id: '7', kind: 'robot' } };
    const fast = compileResponseSerializer(userAnswer, { check: false, route: 'GET /me' });
    expect(JSON.parse(fast(wrong)).data).toMatchObject({ id: 7, kind: 'robot' });
    const checked = compileResponseSerializer(userAnswer, { check: true, route: 'GET /me' });
    expect(() => checked(wrong)).toThrow(ResponseCheckError);
    expect(() => checked({ code: 200, msg: 'success', data: { ...user, email: undefined } })).toThrow(ResponseCheckError);
  });
});

describe('every answer the running app writes with the fast serialiser matches its zod schema', () => {
  let ctx: TestContext, customer: Record<string, string>, staff: Record<string, string>;
  beforeAll(async () => ({ ctx, customer, staff } = await signedInContext()));
  afterAll(() => ctx.close());

  it('the server tests run in the checking mode (a fast answer that differs from zod is a 500 there)', () => {
    expect(ctx.config.responseCheck).toBe(true);
  });

  it('each fast route, for a customer and for staff, first answer and cached: the text parses back through the schema and is what zod writes', async () => {
    const call = apiCaller(ctx.app);
    const both = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) => {
      const out: LightMyRequestResponse[] = [];
      for (const who of [customer, staff, customer]) out.push(await call(who, method, url, payload));
      return out;
    };
    const batch = (await call(customer, 'GET', '/corner/notify?per_page=5')).json().data.data[0].batch_code as string;
    // How each fast route is called; a fast route added without a line here fails the first expectation.
    const calls: Record<string, () => Promise<LightMyRequestResponse[]>> = {
      'GET /frontend/v1/me': () => both('/me'),
      'GET /frontend/v1/permission': () => both('/permission'),
      'GET /frontend/v1/config': async () => [await call(undefined, 'GET', '/config'), ...(await both('/config'))],
      'GET /frontend/v1/corner/notify': async () => [...(await both('/corner/notify?per_page=5')), ...(await both('/corner/notify?is_deal=1&current_page=2'))],
      'GET /frontend/v1/corner/notify/:id': async () => [
        await call(customer, 'GET', `/corner/notify/${batch}`),
        await call(customer, 'GET', `/corner/notify/${batch}`),
      ],
      'POST /frontend/v1/corner/notify/deal': async () => [await call(customer, 'POST', '/corner/notify/deal', { ids: [batch] })],
      'GET /frontend/v1/kenya/workbench': () => both('/kenya/workbench'),
    };
    // (Fastify's automatic HEAD routes share the GET's serialiser and answer no body.)
    const routes = [...FAST_ROUTES].filter(([route]) => !route.startsWith('HEAD '));
    const fast = routes.filter(([route]) => route.includes(' /frontend/v1/'));
    expect(fast.map(([route]) => route).sort()).toEqual(Object.keys(calls).sort());
    // The /backend/v1 mount answers the same routes with the same serialiser.
    expect(
      routes
        .map(([r]) => r)
        .filter((r) => r.includes(' /backend/v1/'))
        .map((r) => r.replace('/backend/', '/frontend/'))
        .sort(),
    ).toEqual(Object.keys(calls).sort());
    for (const [route, schema] of fast) {
      for (const res of await calls[route]!()) {
        expect(res.statusCode, `${route} ${res.body.slice(0, 300)}`).toBe(200);
        const parsed = schema.safeParse(JSON.parse(res.body));
        expect(parsed.success, `${route}: ${parsed.error ? z.prettifyError(parsed.error) : ''}`).toBe(true);
        expect(res.body, route).toBe(JSON.stringify(z.encode(schema, parsed.data)));
      }
    }
  });
});
