import { describe, expect, it } from 'vitest';
import { noticeListQuery } from '@tic/shared';
import { guardedValidatorCompiler } from '../src/platform/requestGuards.js';
import { pureQuery, rememberValidations } from '../src/platform/pureQuery.js';

type Result = { value?: unknown; error?: unknown };
const compile = (schema: unknown) =>
  guardedValidatorCompiler({ schema, method: 'GET', url: '/corner/notify', httpPart: 'querystring' } as never) as unknown as (data: unknown) => Result;

describe('a query validated once per text (pureQuery)', () => {
  it('answers a repeated query with the same value, a fresh object each time', () => {
    let calls = 0;
    const validate = rememberValidations((data) => {
      calls++;
      return { value: { n: Number((data as { n: string }).n) } };
    });
    const a = validate({ n: '1' });
    const b = validate({ n: '1' });
    expect(a).toEqual({ value: { n: 1 } });
    expect(b).toEqual({ value: { n: 1 } });
    expect(b.value).not.toBe(a.value);
    (b.value as { n: number }).n = 9;
    expect(validate({ n: '1' })).toEqual({ value: { n: 1 } });
    expect(calls).toBe(1);
    expect(validate({ n: '2' })).toEqual({ value: { n: 2 } });
    expect(calls).toBe(2);
  });

  it('validates a refused query every time, and a repeated parameter as usual', () => {
    let calls = 0;
    const validate = rememberValidations((data) => {
      calls++;
      return Array.isArray((data as { n: unknown }).n) ? { value: { n: 0 } } : { error: 'no' };
    });
    validate({ n: 'x' });
    validate({ n: 'x' });
    validate({ n: ['1', '2'] });
    validate({ n: ['1', '2'] });
    expect(calls).toBe(4);
  });

  it('tells queries apart whatever their values hold (no value passes for two parameters)', () => {
    const seen: unknown[] = [];
    const validate = rememberValidations((data) => {
      seen.push(data);
      return { value: { ...(data as object) } };
    });
    validate({ a: 'b', c: 'd' });
    expect(validate({ a: 'b1:cd' })).toEqual({ value: { a: 'b1:cd' } });
    expect(validate({ a: 'b\u0000c\u0000d' })).toEqual({ value: { a: 'b\u0000c\u0000d' } });
    expect(seen).toHaveLength(3);
  });

  it("keeps the notice list's messages and the control-character rule when the schema is marked", () => {
    const plain = compile(noticeListQuery);
    const marked = compile(pureQuery(noticeListQuery));
    for (const query of [
      { is_deal: '0', current_page: '1', per_page: '30' },
      { per_page: '101' },
      { current_page: 'abc' },
      { type: 'spam' },
      { per_page: '3\u00000' },
    ]) {
      const expected = plain({ ...query });
      expect(marked({ ...query })).toEqual(expected);
      expect(marked({ ...query })).toEqual(expected);
    }
    expect(marked({ per_page: '3\u00000' }).error).toEqual([expect.objectContaining({ message: 'validation.controlChar', instancePath: '/per_page' })]);
  });
});
