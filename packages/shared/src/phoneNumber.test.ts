import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phoneNumber.js';
import { phone } from './schemas/applicationFields.js';

describe('normalisePhone', () => {
  it('accepts spaces, dots and brackets and keeps a valid international number in E.164', () => {
    expect(normalisePhone('+254 20 555 0101')).toBe('+254205550101');
    expect(normalisePhone('+86 (755) 2600.0000')).toBe('+8675526000000');
    expect(normalisePhone('+1 (415) 555-2671')).toBe('+14155552671');
  });
  it('keeps a number it cannot place compact, for the format rule', () => {
    expect(normalisePhone('0755 2600 0000')).toBe('075526000000');
    expect(normalisePhone('12a')).toBe('12a');
    expect(normalisePhone(undefined)).toBeUndefined();
  });
  it('is the rule of the application forms: the draft and the submission store E.164', () => {
    const f = phone({ required: true });
    expect(f.submit.parse('+254 20 555 0101')).toBe('+254205550101');
    expect(f.draft.parse('+254 20 555 0101')).toBe('+254205550101');
    expect(f.submit.safeParse('12a').success).toBe(false);
    expect(f.submit.safeParse('  ').success).toBe(false);
  });
});
