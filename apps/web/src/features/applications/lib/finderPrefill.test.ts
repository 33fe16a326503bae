import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '@tic/shared';
import { withFinderHs } from './finderPrefill';

describe('the scheme finder prefills the HS code of a new draft', () => {
  it('customs: the first product line', () => {
    const v = withFinderHs(FORM_DEFINITIONS.customs, { application_type: 'kenya_pvoc', products: [{}] }, '853952');
    expect(v.products).toEqual([{ hs_code: '853952' }]);
  });
  it('GCC: its product fields', () => {
    const v = withFinderHs(FORM_DEFINITIONS.gcc, { application_type: 'gcc' }, '85165000');
    expect(JSON.stringify(v)).toContain('"hs_code":"85165000"');
  });
  it('keeps what is there, and ignores a malformed code', () => {
    const kept = { products: [{ hs_code: '111111' }] };
    expect(withFinderHs(FORM_DEFINITIONS.customs, kept, '853952')).toBe(kept);
    const none = { products: [{}] };
    expect(withFinderHs(FORM_DEFINITIONS.customs, none, '85;drop')).toBe(none);
    expect(withFinderHs(FORM_DEFINITIONS.customs, none, null)).toBe(none);
  });
});
