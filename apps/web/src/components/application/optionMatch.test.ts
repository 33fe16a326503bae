import { describe, expect, it } from 'vitest';
import { matchesOption } from './optionMatch';

describe('matchesOption', () => {
  it('finds a unit by its code or its label', () => {
    expect(matchesOption('pcs', { value: 'pcs', label: '件' })).toBe(true);
    expect(matchesOption('PCS', { value: 'pcs', label: '件' })).toBe(true);
    expect(matchesOption('件', { value: 'pcs', label: '件' })).toBe(true);
    expect(matchesOption('kg', { value: 'pcs', label: '件' })).toBe(false);
  });
});
