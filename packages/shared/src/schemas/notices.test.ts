import { describe, expect, it } from 'vitest';
import { issueMessage } from '../validation.js';
import { noticeDealBody, noticeIdParam, noticeListQuery } from './notices.js';

const messages = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  value: unknown,
  locale: 'zh_CN' | 'en' | 'ar' = 'en',
) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error!.issues.map((i) => issueMessage(i as never, locale));
};

describe('GET /corner/notify query', () => {
  it('defaults to the first page of 30, any read state', () => {
    expect(noticeListQuery.parse({})).toEqual({ current_page: 1, per_page: 30 });
  });

  it('reads the query strings as numbers', () => {
    expect(noticeListQuery.parse({ is_deal: '0', current_page: '2', per_page: '100', type: 'certificate' })).toEqual({
      is_deal: 0,
      current_page: 2,
      per_page: 100,
      type: 'certificate',
    });
    expect(noticeListQuery.parse({ is_deal: 1 }).is_deal).toBe(1);
  });

  it.each([
    [{ per_page: '0' }, 'Page size must be a whole number from 1 to 100'],
    [{ per_page: '101' }, 'Page size must be a whole number from 1 to 100'],
    [{ per_page: '2.5' }, 'Page size must be a whole number from 1 to 100'],
    [{ current_page: '0' }, 'Page must be a whole number of at least 1'],
    [{ current_page: 'abc' }, 'Page must be a whole number of at least 1'],
    [{ is_deal: '7' }, 'Read flag must be 0 (unread) or 1 (read)'],
    [{ type: 'spam' }, 'Message type must be application, attachment, certificate or account'],
  ])('refuses %o with a message', (query, message) => {
    expect(messages(noticeListQuery, query)).toEqual([message]);
  });

  it('gives the message in the user language', () => {
    expect(messages(noticeListQuery, { per_page: '101' }, 'zh_CN')).toEqual(['每页条数须为 1 至 100 的整数']);
    expect(messages(noticeListQuery, { is_deal: '7' }, 'ar')).toEqual(['يجب أن تكون علامة القراءة 0 (غير مقروءة) أو 1 (مقروءة)']);
  });
});

describe('POST /corner/notify/deal body', () => {
  it('takes a list of batch codes, or an empty list for all', () => {
    expect(noticeDealBody.parse({ ids: [] })).toEqual({ ids: [] });
    expect(noticeDealBody.parse({ ids: ['a1b2', 'C-3_d'] }).ids).toHaveLength(2);
  });

  it.each([[{ ids: 'abc' }], [{ ids: 5 }], [{}], [{ ids: null }]])('refuses ids that are not a list: %o', (body) => {
    expect(messages(noticeDealBody, body)).toEqual(['ids must be a list of message codes']);
  });

  it('refuses codes of the wrong form and lists that are too long', () => {
    expect(messages(noticeDealBody, { ids: ['ok', 'not ok!'] })).toEqual(['Message code must be 1 to 64 letters, digits, - or _']);
    expect(messages(noticeDealBody, { ids: Array.from({ length: 501 }, (_, i) => `c${i}`) })).toEqual(['At most 500 messages can be marked at once']);
  });
});

describe('GET /corner/notify/{id}', () => {
  it('accepts a batch code only', () => {
    expect(noticeIdParam.safeParse({ id: '0f3a9c' }).success).toBe(true);
    expect(messages(noticeIdParam, { id: '../etc' })).toEqual(['Message code must be 1 to 64 letters, digits, - or _']);
    expect(messages(noticeIdParam, { id: 'x'.repeat(65) })).toEqual(['Message code must be 1 to 64 letters, digits, - or _']);
  });
});
