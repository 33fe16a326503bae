import { describe, expect, it } from 'vitest';
import { directionOfText } from './autoDirection';

describe('directionOfText', () => {
  it('follows the first strong letter, as dir="auto" does', () => {
    expect(directionOfText('88 Keji Road, Nanshan, Shenzhen')).toBe('ltr');
    expect(directionOfText('شارع 88 Keji')).toBe('rtl');
    expect(directionOfText('88 شارع Keji')).toBe('rtl');
    expect(directionOfText('深圳市南山区')).toBe('ltr');
  });
  it('has no direction of its own without a letter (the field follows the page)', () => {
    expect(directionOfText('')).toBeUndefined();
    expect(directionOfText('+86 755-2600 0000')).toBeUndefined();
  });
});
