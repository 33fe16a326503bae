import { describe, expect, it } from 'vitest';
import { formatDate } from './translate.js';

describe('formatDate (a notice’s {{nameDate}})', () => {
  it('writes an office date as each language does, in the digits its numbers use', () => {
    expect(formatDate('ar', '2026-12-14')).toBe('14 ديسمبر 2026');
    expect(formatDate('zh_CN', '2026-12-14')).toBe('2026年12月14日');
    expect(formatDate('en', '2026-12-14')).toBe('December 14, 2026');
    // The office date itself, whatever the process's time zone: no day earlier or later.
    expect(formatDate('en', '2027-01-01')).toBe('January 1, 2027');
  });

  it('leaves anything that is not a date as it is', () => {
    expect(formatDate('ar', '')).toBe('');
    expect(formatDate('en', 'soon')).toBe('soon');
    expect(formatDate('zh_CN', '2026-13-45')).toBe('2026-13-45');
  });
});
