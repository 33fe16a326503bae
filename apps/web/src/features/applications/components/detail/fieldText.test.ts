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
