import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, noticePageSchema, userInfoSchema } from '@tic/shared';
import { compileResponseSerializer, ResponseCheckError } from '../src/platform/serialization.js';

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
