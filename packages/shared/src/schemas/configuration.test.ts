import { describe, expect, it } from 'vitest';
import { PORTAL_ROUTES, MENU_AREAS } from '../routes.js';
import { issueMessage } from '../validation.js';
import { configKindParam, configListQuery, configRecordBody, configRecordUpdate, configStatusBody, CONFIG_NUMBER_PATTERN } from './configuration.js';

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } };
const messages = (schema: Schema, value: unknown, locale: 'zh_CN' | 'en' | 'ar' = 'en') => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error!.issues.map((i) => issueMessage(i as never, locale));
};

describe('configuration records', () => {
  it.each([
    ['IEC 62368-1:2018', true],
    ['GB/T 2260-2007', true],
    ['SASO 2203(2018)', true],
    ['IEC 60335-1:2020+A1:2023', true],
    ['LAB_SZ.01', true],
    ['-LAB', false],
    ['', false],
    ['x'.repeat(51), false],
    ['标准一', false],
  ])('number %s -> %s', (n, ok) => expect(CONFIG_NUMBER_PATTERN.test(n)).toBe(ok));

  it('need number, name (255) and type (100); remarks are optional (500); Excel numbers are read as text', () => {
    expect(configRecordBody.parse({ number: 62368, name: ' Safety ', type: 'IEC', remarks: '' })).toEqual({
      number: '62368',
      name: 'Safety',
      type: 'IEC',
      remarks: undefined,
    });
    expect(messages(configRecordBody, {}, 'zh_CN')).toEqual(['请填写编号', '请填写名称', '请填写类型']);
    expect(messages(configRecordBody, { number: 'A', name: 'x'.repeat(256), type: 'x', remarks: 'x'.repeat(501) })).toEqual([
      'Name must be at most 255 characters',
      'Remarks must be at most 500 characters',
    ]);
    expect(messages(configRecordUpdate, { number: 'A', name: 'n', type: 't' })).toEqual(['Version is required']);
    expect(messages(configStatusBody, { status: 0, version: 1 })).toEqual(['Status must be 1 (on) or -1 (off)']);
  });

  it('know three kinds and page by at most 100', () => {
    expect(configKindParam.safeParse({ kind: 'standard' }).success).toBe(true);
    expect(messages(configKindParam, { kind: 'invoice' }, 'ar')).toEqual(['نوع سجل إعدادات غير معروف']);
    expect(configListQuery.parse({ status: '-1' })).toEqual({ status: -1, current_page: 1, per_page: 20 });
    expect(messages(configListQuery, { per_page: '101' })).toEqual(['At most 100 rows per page']);
  });

  it('have their routes in the configuration area, which is a menu area but no business area', () => {
    expect(MENU_AREAS).toContain('configuration');
    expect(PORTAL_ROUTES.filter((r) => r.area === 'configuration').map((r) => r.path)).toEqual([
      '/configuration/laboratory',
      '/configuration/product',
      '/configuration/standard',
      '/configuration/dictionary',
      '/configuration/hsCode',
    ]);
  });
});
