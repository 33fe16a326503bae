import { describe, expect, it } from 'vitest';
import { browserLang, localeOfTag } from './browserLang';

describe('first-visit language from the browser', () => {
  it('maps language tags to our locales', () => {
    expect(localeOfTag('en-KE')).toBe('en');
    expect(localeOfTag('ar-SA')).toBe('ar');
    expect(localeOfTag('zh-Hant-TW')).toBe('zh_CN');
    expect(localeOfTag('zh_CN')).toBe('zh_CN');
    expect(localeOfTag('fr-FR')).toBeNull();
  });
  it('takes the first preferred language we have', () => {
    expect(browserLang(['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(browserLang(['sw-KE', 'en-GB'])).toBe('en');
  });
  it('answers null when the browser names none of ours', () => {
    expect(browserLang(['fr', 'de'])).toBeNull();
    expect(browserLang([])).toBeNull();
    expect(browserLang(undefined)).toBeNull();
  });
});
