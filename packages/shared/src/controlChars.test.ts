import { describe, expect, it } from 'vitest';
import { findControlChar, hasControlChar } from './controlChars.js';

describe('control characters', () => {
  it('NUL, other C0 controls, DEL and C1 controls are refused; tab and line breaks are text', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f']) expect(hasControlChar(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const s of ['a\tb', 'line\r\nnext', 'مرحبا', '中文', 'émigré', '\u200f']) expect(hasControlChar(s), s).toBe(false);
  });
  it('finds the first string with one, at any depth, and in keys', () => {
    expect(findControlChar({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual(['b', 0, 'c']);
    expect(findControlChar({ ['k\u0001']: 1 })).toEqual(['k\u0001']);
    expect(findControlChar({ a: 1, b: null, c: ['fine'] })).toBeNull();
    expect(findControlChar('\u0000')).toEqual([]);
  });
});
