import { describe, expect, it } from 'vitest';
import { rowErrorLine } from '../src/platform/files/rowErrors.js';

describe('a line of an import report', () => {
  it.each([
    ['zh_CN', { row: 3, field: '原产国', message: '原产国：请选择国家' }, '第 3 行 · 原产国：请选择国家'],
    ['en', { row: 3, field: 'HS code', message: 'HS code: 6 to 10 digits' }, 'Row 3 · HS code: 6 to 10 digits'],
    ['en', { row: 4, field: 'HS code', message: 'HS code must be 2, 4 or 6 digits' }, 'Row 4 · HS code: HS code must be 2, 4 or 6 digits'],
    ['ar', { row: 5, field: null, message: 'صف فارغ' }, 'الصف 5: صف فارغ'],
  ] as const)('%s: %o', (locale, r, line) => {
    expect(rowErrorLine(r, locale)).toBe(line);
  });
});
