import { describe, expect, it } from 'vitest';
import { applicationListQuery } from './applications.js';

describe('the application list filters', () => {
  it('take a real ISO country code, in either case', () => {
    expect(applicationListQuery.parse({ country: 'ke' }).country).toBe('KE');
    expect(applicationListQuery.parse({ country: '' }).country).toBeUndefined();
    for (const bad of ['ZZ', 'K', 'KEN', '12']) {
      const r = applicationListQuery.safeParse({ country: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('validation.country');
    }
  });
  it('default to the newest first and refuse an unknown sort', () => {
    expect(applicationListQuery.parse({})).toMatchObject({ sort: 'created_at', order: 'desc' });
    expect(applicationListQuery.safeParse({ sort: 'password' }).success).toBe(false);
  });
});
