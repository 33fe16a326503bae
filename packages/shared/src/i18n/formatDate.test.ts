import { describe, expect, it } from 'vitest';
import { formatDate } from './translate.js';

describe('formatDate (a notice’s, an e-mail’s and a web page’s {{nameDate}})', () => {
  it('writes an office date as each language does, in the digits its numbers use', () => {
    expect(formatDate('ar', '2026-12-14')).toBe('14 ديسمبر 2026');
    expect(formatDate('zh_CN', '2026-12-14')).toBe('2026年12月14日');
    expect(formatDate('en', '2026-12-14')).toBe('December 14, 2026');
    // The office date itself, whatever the process's time zone: no day earlier or later.
    expect(formatDate('en', '2027-01-01')).toBe('January 1, 2027');
  });

  it('writes a moment (an ISO timestamp) as the day it falls on in the zone given, the reader’s own by default', () => {
    const at = '2026-12-04T08:00:00.000Z';
    expect(formatDate('zh_CN', at, 'UTC')).toBe('2026年12月4日');
    expect(formatDate('en', at, 'UTC')).toBe('December 4, 2026');
    expect(formatDate('ar', at, 'UTC')).toBe('4 ديسمبر 2026');
    // Late on the 4th in UTC is already the 5th in Shanghai.
    expect(formatDate('en', '2026-12-04T20:00:00Z', 'Asia/Shanghai')).toBe('December 5, 2026');
    expect(formatDate('zh_CN', '2026-12-04T20:00:00+08:00', 'Asia/Shanghai')).toBe('2026年12月4日');
    // Without a zone: the process's own (the browser's in the web app), never the ISO text.
    expect(formatDate('en', at)).toMatch(/^December [345], 2026$/);
    // Arabic: its month names, Latin digits (as its numbers and money), and no ISO date left to be drawn reversed.
    expect(formatDate('ar', '2026-01-31')).toBe('31 يناير 2026');
    expect(formatDate('ar', at, 'UTC')).not.toMatch(/\d{4}-\d{2}/);
  });

  it('leaves anything that is not a date as it is', () => {
    expect(formatDate('ar', '')).toBe('');
    expect(formatDate('en', 'soon')).toBe('soon');
    expect(formatDate('zh_CN', '2026-13-45')).toBe('2026-13-45');
    expect(formatDate('en', '2026-12-04 soon')).toBe('2026-12-04 soon');
    expect(formatDate('en', '2026-12-04T08:00')).toBe('2026-12-04T08:00');
    expect(formatDate('ar', '\u20662026-12-04\u2069')).toBe('\u20662026-12-04\u2069');
  });
});
