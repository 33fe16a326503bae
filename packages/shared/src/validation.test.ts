import { describe, expect, it } from 'vitest';
import { loginBody } from './schemas/auth.js';
import { switchLangBody } from './schemas/common.js';
import { issueMessage } from './validation.js';

const messages = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  value: unknown,
  locale: 'zh_CN' | 'en' | 'ar',
) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error!.issues.map((i) => issueMessage(i as never, locale));
};

describe('login name (2 to 16 digits or English letters)', () => {
  it.each([
    ['ab', true],
    ['demo2', true],
    ['A1234567890123456'.slice(0, 16), true],
    ['a', false],
    ['A12345678901234567', false],
    ['张三', false],
    ['de mo', false],
    ['demo!', false],
  ])('%s -> valid %s', (username, valid) => {
    expect(loginBody.safeParse({ username, password: 'x' }).success).toBe(valid);
  });

  it('gives the rule as a message in each language', () => {
    expect(messages(loginBody, { username: 'a', password: 'x' }, 'en')).toEqual(['Account name must be 2 to 16 letters or digits']);
    expect(messages(loginBody, { username: 'a', password: 'x' }, 'zh_CN')).toEqual(['账号须为 2 至 16 位字母或数字']);
  });

  it('says which field is missing', () => {
    expect(messages(loginBody, {}, 'en')).toEqual(['Account is required', 'Password is required']);
    expect(messages(loginBody, { username: 'demo', password: '' }, 'ar')).toEqual(['حقل كلمة المرور مطلوب']);
  });
});

describe('switch-lang', () => {
  it('accepts the three locales only', () => {
    for (const lang of ['zh_CN', 'en', 'ar']) expect(switchLangBody.safeParse({ lang }).success).toBe(true);
    expect(messages(switchLangBody, { lang: 'fr' }, 'en')).toEqual(['Language must be one of zh_CN, en, ar']);
  });
});
