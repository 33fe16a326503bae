import { describe, expect, it } from 'vitest';
import { isOtherKey, profileParts } from './fileRules';

describe('profile parts by identity', () => {
  it.each([
    ['PERSONAL', { company: false, agency: false, idDocuments: true }],
    ['IDENTITY_BAILOR', { company: true, agency: false, idDocuments: false }],
    ['IDENTITY_MANUFACTURER', { company: true, agency: false, idDocuments: false }],
    ['IDENTITY_FACTORY', { company: true, agency: false, idDocuments: false }],
    ['IDENTITY_AGENCY', { company: true, agency: true, idDocuments: true }],
    [null, { company: false, agency: false, idDocuments: false }],
  ])('%s', (identity, parts) => expect(profileParts(identity)).toEqual(parts));

  it('treats other and Other as the free-text option', () => {
    expect(isOtherKey('other')).toBe(true);
    expect(isOtherKey('Other')).toBe(true);
    expect(isOtherKey('iso9001')).toBe(false);
  });
});
