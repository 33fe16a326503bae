import { describe, expect, it } from 'vitest';
import { isolate } from './i18n';

describe('values in Arabic sentences', () => {
  it('isolates dates, times and numbers left to right', () => {
    expect(isolate('2026-11-28')).toBe('\u20662026-11-28\u2069');
    expect(isolate('12:30')).toBe('\u206612:30\u2069');
    expect(isolate(55)).toBe('\u206655\u2069');
  });
  it('leaves values with letters of their own as they are', () => {
    expect(isolate('Corp ID')).toBe('Corp ID');
    expect(isolate('RFC-KE-2026-000004')).toBe('RFC-KE-2026-000004');
    expect(isolate('شركة')).toBe('شركة');
  });
});
