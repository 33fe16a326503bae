import { describe, expect, it } from 'vitest';
import { destinationMatches, destinationOrder, type DestinationOption } from './destinationSearch';

const options: DestinationOption[] = [
  { value: 'HU', label: 'Hungary' },
  { value: 'KE', label: 'Kenya' },
  { value: 'NG', label: 'Nigeria' },
  { value: 'NL', label: 'Netherlands' },
];
const search = (input: string) => options.filter((o) => destinationMatches(input, o)).sort((a, b) => destinationOrder(a, b, input, 'en'));

describe('the destination search', () => {
  it('puts the exact ISO code first: "NG" is Nigeria, not Hungary', () => {
    expect(search('NG').map((o) => o.value)).toEqual(['NG', 'HU']);
    expect(search('ke')[0]?.value).toBe('KE');
  });
  it('then names that begin with the text, then names that contain it', () => {
    expect(search('n').map((o) => o.value)).toEqual(['NL', 'NG', 'HU', 'KE']);
  });
});
