import { describe, expect, it } from 'vitest';
import { loginNameSchema } from '@tic/shared';
import { thirdPartyUsername } from '../src/modules/third/username.js';

const zeros = () => 0;

describe('login name of an account created by a third-party sign-in', () => {
  it.each([
    [{ preferred_username: 'li.na-2026' }, 'lina20260000'],
    [{ email: 'ahmed.k@example.com' }, 'ahmedk0000'],
    [{ name: '李娜', email: '李@example.com' }, 'corp0000'],
    [{ preferred_username: 'averyveryverylongname' }, 'averyveryv0000'],
    [{ name: 'Jo' }, 'Jo0000'],
    [{}, 'corp0000'],
  ])('%j -> %s', (claims, expected) => {
    const name = thirdPartyUsername(claims, 'corp', 0, zeros);
    expect(name).toBe(expected);
    expect(loginNameSchema.safeParse(name).success).toBe(true);
  });

  it('falls back to "user" when the provider name has no two letters or digits', () => {
    expect(thirdPartyUsername({}, '_', 0, zeros)).toBe('user0000');
  });

  it('ends with 4 random digits', () => {
    expect(thirdPartyUsername({ preferred_username: 'amal' }, 'corp')).toMatch(/^amal\d{4}$/);
  });
});

describe('retries', () => {
  it('adds a digit per retry, up to 16 characters', () => {
    expect(thirdPartyUsername({ preferred_username: 'averyveryverylongname' }, 'corp', 1, zeros)).toBe('averyveryv00000');
    expect(thirdPartyUsername({ preferred_username: 'averyveryverylongname' }, 'corp', 9, zeros)).toBe('averyveryv000000');
  });
});
