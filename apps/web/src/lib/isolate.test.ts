import { describe, expect, it } from 'vitest';
import { isolate } from './i18n';

describe('values in Arabic sentences', () => {
  it('isolates dates, times and numbers left to right', () => {
    expect(isolate('2026-11-28')).toBe('\u20662026-11-28\u2069');
    expect(isolate('12:30')).toBe('\u206612:30\u2069');
    expect(isolate('1,400.00')).toBe('\u20661,400.00\u2069');
  });
  it('leaves bare integers and values with letters of their own as they are', () => {
    expect(isolate('Corp ID')).toBe('Corp ID');
    expect(isolate(55)).toBe('55');
    expect(isolate('RFC-KE-2026-000004')).toBe('RFC-KE-2026-000004');
    expect(isolate('شركة')).toBe('شركة');
  });
});
