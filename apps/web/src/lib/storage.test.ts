import { describe, expect, it } from 'vitest';
import { isLocale, readCookie } from './storage';

describe('storage helpers', () => {
  it('reads one cookie out of document.cookie', () => {
    const jar = 'a=1; TOKEN_frontend_present=1; b=x%3Dy';
    expect(readCookie(jar, 'TOKEN_frontend_present')).toBe('1');
    expect(readCookie(jar, 'b')).toBe('x=y');
    expect(readCookie(jar, 'TOKEN_frontend')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });

  it('accepts only the three locales as LANG', () => {
    expect(isLocale('zh_CN')).toBe(true);
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('zh-CN')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
