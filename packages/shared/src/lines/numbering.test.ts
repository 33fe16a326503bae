import { describe, expect, it } from 'vitest';
import { numberCountryOf, numberPrefixFor } from './numbering.js';

const booking = (factory?: string, destinations: (string | undefined)[] = []) => ({
  parties: { factory: { company_name: 'Factory Co', ...(factory === undefined ? {} : { country: factory }) } },
  po_lines: destinations.map((d, i) => ({ po_no: `PO-${i}`, ...(d === undefined ? {} : { destination_country: d }) })),
});

describe('the number of an application: line prefix, country, year', () => {
  it.each([
    // The entrusted inspection: the country of inspection (the factory's) first.
    ['entrusted', null, booking('CN', ['DE']), 'ENT-CN-2026-'],
    ['entrusted', null, booking('vn', []), 'ENT-VN-2026-'],
    // No factory country: the destination the purchase-order lines agree on (rows without one do not disagree).
    ['entrusted', null, booking(undefined, ['DE', 'DE', undefined]), 'ENT-DE-2026-'],
    // Lines to different destinations, or none at all: no country part (never XX).
    ['entrusted', null, booking(undefined, ['DE', 'FR']), 'ENT-2026-'],
    ['entrusted', null, booking(undefined, []), 'ENT-2026-'],
    ['entrusted', null, undefined, 'ENT-2026-'],
    // Not a country code: ignored.
    ['entrusted', null, booking('Shenzhen', ['ZZ']), 'ENT-2026-'],
    // The type's country wins (the customs lines), whatever the payload says.
    ['customs', 'KE', booking('CN'), 'RFC-KE-2026-'],
    // A line that never said where its country is keeps XX (its numbers so far).
    ['nb', null, booking('CN'), 'NB-XX-2026-'],
    ['testing', null, {}, 'LAB-XX-2026-'],
    // A form no line declares: RFC.
    ['unknown', null, {}, 'RFC-XX-2026-'],
  ] as const)('%s, type country %s → %s', (form, typeCountry, payload, prefix) => {
    expect(numberPrefixFor({ form, typeCountry, payload }, 2026)).toBe(prefix);
  });

  it('the country alone', () => {
    expect(numberCountryOf('entrusted', null, booking('CN'))).toBe('CN');
    expect(numberCountryOf('entrusted', null, booking())).toBeNull();
    expect(numberCountryOf('gcc', null, {})).toBe('XX');
  });
});
