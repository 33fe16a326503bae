import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './redirect';

describe('after-login target', () => {
  it('goes to an internal redirect, query included', () => {
    expect(afterLoginTarget('/communication/myCertificate?page=2')).toBe('/communication/myCertificate?page=2');
    expect(afterLoginTarget('/myProfile')).toBe('/myProfile');
  });

  it('goes home without a usable redirect', () => {
    expect(afterLoginTarget(null)).toBe('/customsClearance/workBench');
    expect(afterLoginTarget('')).toBe('/customsClearance/workBench');
    expect(afterLoginTarget('/login?redirect=/x')).toBe('/customsClearance/workBench');
    expect(afterLoginTarget('/')).toBe('/customsClearance/workBench');
  });

  it('refuses external targets', () => {
    expect(afterLoginTarget('https://evil.example/')).toBe('/customsClearance/workBench');
    expect(afterLoginTarget('//evil.example/')).toBe('/customsClearance/workBench');
    expect(afterLoginTarget('/\\evil.example')).toBe('/customsClearance/workBench');
    expect(afterLoginTarget('javascript:alert(1)')).toBe('/customsClearance/workBench');
  });
});
