import { describe, expect, it } from 'vitest';
import { fieldText } from './fieldText';

const t = (k: string) => k;
const exists = () => false;

describe('a unit field as text', () => {
  it('shows a look-up unit by its name in the reader’s language', () => {
    expect(fieldText({ name: 'unit', kind: 'unit' }, 'PCE', t, exists, 'zh_CN')).toEqual({ text: '件', latin: false });
    expect(fieldText({ name: 'unit', kind: 'unit' }, 'PCE', t, exists, 'ar')).toEqual({ text: 'قطعة', latin: false });
    expect(fieldText({ name: 'unit', kind: 'unit' }, 'SET', t, exists, 'en')).toEqual({ text: 'Set', latin: false });
  });

  it('keeps a typed unit that is not in the list as typed (Latin data)', () => {
    expect(fieldText({ name: 'unit', kind: 'unit' }, 'rolls', t, exists, 'ar')).toEqual({ text: 'rolls', latin: true });
  });
});

describe('a date field as text', () => {
  it('writes the date as the reader’s language does, never the ISO date', () => {
    const date = (lang: string) => fieldText({ name: 'inspection_date', kind: 'date' }, '2026-12-09', t, exists, lang);
    expect(date('zh_CN')).toEqual({ text: '2026年12月9日', latin: false });
    expect(date('en')).toEqual({ text: 'December 9, 2026', latin: false });
    expect(date('ar')).toEqual({ text: '9 ديسمبر 2026', latin: false });
  });

  it('keeps a value that is not a date as it was (Latin data)', () => {
    expect(fieldText({ name: 'inspection_date', kind: 'date' }, '2026-13-45', t, exists, 'ar')).toEqual({ text: '2026-13-45', latin: true });
  });
});
