import { describe, expect, it } from 'vitest';
import { COMPOUND_SURNAMES, surnameOf } from './surname.js';

describe('surnameOf (spec section 1)', () => {
  it.each([
    ['欧阳明', '欧阳'],
    ['司马光', '司马'],
    ['诸葛亮', '诸葛'],
    ['上官婉儿', '上官'],
    ['呼延灼', '呼延'],
    ['王小明', '王'],
    ['李娜', '李'],
    ['张', '张'],
    ['Amina Hassan', 'Hassan'],
    ['John Ronald Tolkien', 'Tolkien'],
    ['Madonna', 'Madonna'],
    ['  Amina   Hassan  ', 'Hassan'],
    ['', ''],
  ])('%s -> %s', (name, surname) => expect(surnameOf(name)).toBe(surname));

  it('knows every compound surname the issue lists', () => {
    for (const s of COMPOUND_SURNAMES) expect(surnameOf(`${s}某`)).toBe(s);
    expect(COMPOUND_SURNAMES).toHaveLength(20);
  });
});
