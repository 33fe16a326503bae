import { describe, expect, it } from 'vitest';
import { issueMessage } from '../validation.js';
import { areaQuery, countryQuery, optAddressQuery } from './geo.js';
import { hsImportRow, hsSearchQuery, isHsRootRow, normalizeHsKeyword } from './hs.js';
import { dictionaryChildrenQuery, dictionaryItemCreate, dictionaryItemUpdate } from './reference.js';

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } };
const messages = (schema: Schema, value: unknown, locale: 'zh_CN' | 'en' | 'ar' = 'en') => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error!.issues.map((i) => issueMessage(i as never, locale));
};

describe('country and area queries', () => {
  it('pages countries by up to 999 (the dropdown size), 999 by default', () => {
    expect(countryQuery.parse({})).toEqual({ current_page: 1, per_page: 999 });
    expect(countryQuery.parse({ per_page: '999', current_page: '2', parent_id: '0', name: ' Ken ' })).toEqual({
      per_page: 999,
      current_page: 2,
      parent_id: 0,
      name: 'Ken',
    });
    expect(messages(countryQuery, { per_page: '1000' })).toEqual(['At most 999 rows per page']);
    expect(messages(countryQuery, { per_page: '1000' }, 'ar')).toEqual(['الحد الأقصى 999 صفًا في الصفحة']);
    expect(countryQuery.safeParse({ current_page: '0' }).success).toBe(false);
    expect(countryQuery.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
  });

  it('takes area levels 1 to 3 only', () => {
    expect(areaQuery.parse({ level: '3', parentId: '440300' })).toEqual({ level: 3, parentId: 440300 });
    expect(messages(areaQuery, { level: '0' })).toEqual(['Level must be 1 (province), 2 (city) or 3 (district)']);
    expect(messages(areaQuery, { level: '4' }, 'zh_CN')).toEqual(['级别须为 1（省）、2（市）或 3（区县）']);
  });

  it('needs an address of at most 255 characters', () => {
    expect(messages(optAddressQuery, { address: '  ' })).toEqual(['Address is required']);
    expect(messages(optAddressQuery, { address: 'x'.repeat(256) })).toEqual(['Address must be at most 255 characters']);
  });
});

describe('dictionary entries', () => {
  const ok = { label_zh: '快递', label_en: 'Courier', label_ar: 'بريد' };
  it('need the label in each of the three languages', () => {
    expect(dictionaryItemUpdate.parse(ok)).toEqual({ ...ok, sort: 0, status: 1 });
    expect(messages(dictionaryItemUpdate, { label_zh: ' ', label_en: 'a' })).toEqual(['Chinese label is required', 'Arabic label is required']);
    expect(messages(dictionaryItemUpdate, { ...ok, label_en: 'x'.repeat(101) })).toEqual(['English label must be at most 100 characters']);
    expect(messages(dictionaryItemUpdate, { ...ok, status: 0 })).toEqual(['Status must be 1 (on) or -1 (off)']);
  });
  it('turn an empty explanation into null (cleared), keep an omitted one undefined (unchanged)', () => {
    expect(dictionaryItemUpdate.parse({ ...ok, remark_en: '  ' }).remark_en).toBeNull();
    expect(dictionaryItemUpdate.parse(ok).remark_en).toBeUndefined();
  });
  it('check the dictionary code and key of a new entry', () => {
    expect(dictionaryItemCreate.safeParse({ ...ok, slug: 'customer.identity', dic_key: 'AGENCY_X' }).success).toBe(true);
    expect(messages(dictionaryItemCreate, { ...ok, slug: 'Customer', dic_key: 'a b' })).toEqual([
      'Dictionary code: lower-case letters, digits, dot or underscore, starting with a letter',
      'Entry key: up to 64 letters, digits, dot, hyphen or underscore',
    ]);
  });
  it('read the parent entry id from langId (the spec names it so)', () => {
    expect(dictionaryChildrenQuery.parse({ langId: '12' })).toEqual({ langId: 12 });
    expect(messages(dictionaryChildrenQuery, { langId: 'en' })).toEqual(['Give the id of the parent dictionary entry']);
  });
});

describe('HS rows and search', () => {
  const row = { section: 'XVI', hscode: '851713', description: 'Smartphones', parent: '8517', level: '6' };
  it('accepts the UN Comtrade layout, numbers as Excel gives them, and chapter 99 of section TOTAL', () => {
    expect(hsImportRow.parse(row)).toEqual({ ...row, level: 6 });
    expect(hsImportRow.parse({ section: 'xvi', hscode: 8517, description: 'Telephones', parent: 85, level: 4 })).toMatchObject({
      section: 'XVI',
      hscode: '8517',
      parent: '85',
    });
    expect(hsImportRow.safeParse({ section: 'TOTAL', hscode: '99', description: 'Not specified', parent: 'TOTAL', level: 2 }).success).toBe(true);
    expect(hsImportRow.safeParse({ ...row, section: '' }).success).toBe(true);
  });
  it('checks the code, its level and its parent', () => {
    expect(messages(hsImportRow, { ...row, hscode: '85171' })).toEqual(['HS code must be 2, 4 or 6 digits']);
    expect(messages(hsImportRow, { ...row, level: '4' })).toEqual(['Level does not match the number of digits of the code']);
    expect(messages(hsImportRow, { ...row, level: '5' })).toEqual(['Level must be 2, 4 or 6']);
    expect(messages(hsImportRow, { ...row, parent: '8518' })).toEqual(['Parent must be the code it starts with (TOTAL for a chapter)']);
    expect(messages(hsImportRow, { ...row, hscode: '85', level: 2, parent: '85' })).toEqual(['Parent must be the code it starts with (TOTAL for a chapter)']);
    expect(messages(hsImportRow, { ...row, section: 'Z' })).toEqual(['Section must be a Roman numeral (I to XXI)']);
    expect(messages(hsImportRow, { ...row, description: '' }, 'zh_CN')).toEqual(['请填写描述']);
  });
  it('skips the root row of the file', () => {
    expect(isHsRootRow('TOTAL')).toBe(true);
    expect(isHsRootRow('01')).toBe(false);
  });
  it('reads "8517.12", "8517 12" and "851712" as the same code, words as words', () => {
    expect(normalizeHsKeyword('8517.12')).toBe('851712');
    expect(normalizeHsKeyword(' 8517 12 ')).toBe('851712');
    expect(normalizeHsKeyword('live horses')).toBe('live horses');
    expect(hsSearchQuery.parse({ keyword: ' 85 ' })).toEqual({ keyword: '85', current_page: 1, per_page: 20 });
    expect(messages(hsSearchQuery, { keyword: '85', per_page: '101' })).toEqual(['At most 100 rows per page']);
  });
});
