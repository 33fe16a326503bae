import { describe, expect, it } from 'vitest';
import { quantityWithUnit, unitName, UNITS } from './units.js';

describe('units in the reader’s language', () => {
  it('names a unit code in each language, whatever its case', () => {
    expect(unitName('PCE', 'zh_CN')).toBe('件');
    expect(unitName('pce', 'en')).toBe('Piece');
    expect(unitName(' KGM ', 'ar')).toBe('كيلوغرام');
  });

  it('has a distinct name in each language for every unit', () => {
    for (const [code, en, zh, ar] of UNITS) {
      expect(new Set([en, zh, ar]).size, code).toBe(3);
      expect(unitName(code, 'en')).toBe(en);
    }
  });

  it('leaves free text and blanks alone', () => {
    expect(unitName('boxes', 'zh_CN')).toBeNull();
    expect(unitName(null, 'en')).toBeNull();
    expect(quantityWithUnit('5000', 'PCE', 'zh_CN')).toBe('5000 件');
    expect(quantityWithUnit(12, 'boxes', 'ar')).toBe('12 boxes');
    expect(quantityWithUnit(null, null, 'en')).toBe('');
  });
});
