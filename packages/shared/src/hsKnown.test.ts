import { describe, expect, it } from 'vitest';
import { hsCodeKnown, hsDigits, hsTableCodeOf } from './hsKnown.js';

const TABLE = new Set(['85', '8539', '853952', '9405', '940541']);
const loaded = { loaded: true, holds: (c: string) => TABLE.has(c) };

describe('an HS code is known (one definition: consistency, GCC, scheme finder, web)', () => {
  it.each([
    ['8539.52.00', true],
    ['853952', true],
    ['853952001234', true],
    ['8539', true],
    ['85399900', false],
    ['8599', false],
    ['99999910', false],
    ['85395', undefined],
    ['85', undefined],
    ['', undefined],
    ['lamp', undefined],
  ] as const)('%s: %s', (code, known) => {
    expect(hsCodeKnown(code, loaded)).toBe(known);
  });
  it('knows nothing while no edition is loaded', () => {
    expect(hsCodeKnown('85399900', { loaded: false, holds: () => false })).toBeUndefined();
    expect(hsCodeKnown('853952', { loaded: false, holds: () => true })).toBeUndefined();
  });
  it('reads codes with dots, spaces and hyphens; the table code is the subheading or a heading', () => {
    expect(hsDigits(' 8539.52-00 ')).toBe('85395200');
    expect(hsDigits(85395200)).toBeNull();
    expect([hsTableCodeOf('85395200'), hsTableCodeOf('8539'), hsTableCodeOf('85395')]).toEqual(['853952', '8539', null]);
  });
});
