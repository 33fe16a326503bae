import { describe, expect, it } from 'vitest';
import { catalogues, flatKeys, translate } from './index.js';
import { PORTAL_ROUTES } from '../routes.js';
import { ERROR_STATUSES } from '../errors.js';

describe('i18n catalogues', () => {
  const en = flatKeys(catalogues.en).sort();
  for (const locale of ['zh_CN', 'ar'] as const) {
    it(`${locale} has exactly the keys of en, none empty`, () => {
      expect(flatKeys(catalogues[locale]).sort()).toEqual(en);
      for (const key of en) expect(translate(locale, key).trim(), key).not.toBe('');
    });
  }

  it('every route title and every catalogue error status is translated in the three languages', () => {
    for (const locale of ['zh_CN', 'en', 'ar'] as const) {
      for (const r of PORTAL_ROUTES) expect(translate(locale, r.titleKey), r.titleKey).not.toBe(r.titleKey);
      for (const s of ERROR_STATUSES) expect(translate(locale, `error.${s}`)).not.toBe(`error.${s}`);
    }
  });

  it('fills placeholders and returns the key for an unknown one', () => {
    expect(translate('en', 'validation.tooShort', { field: 'Name', min: 2 })).toBe('Name must be at least 2 characters');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });

  it('uses the spec wording of the error catalogue', () => {
    expect(translate('en', 'error.401')).toBe('Login expired, please log in again');
    expect(translate('en', 'error.403')).toBe('Access denied');
    expect(translate('en', 'error.404')).toBe('Resource not found');
    expect(translate('en', 'error.505')).toBe('HTTP version not supported');
  });
});

describe('catalogue merging', () => {
  it('adds each domain section and refuses a key defined twice', async () => {
    const { mergeCatalogues } = await import('./merge.js');
    expect(mergeCatalogues({ a: { x: '1' } }, { a: { y: '2' } }, { b: { z: '3' } })).toEqual({ a: { x: '1', y: '2' }, b: { z: '3' } });
    expect(() => mergeCatalogues({ a: { x: '1' } }, { a: { x: '2' } })).toThrow('i18n key defined twice: x');
    expect(translate('ar', 'reference.hsTitle')).toBe('رموز النظام المنسق (HS)');
  });
});
