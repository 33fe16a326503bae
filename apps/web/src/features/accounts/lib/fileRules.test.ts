import { describe, expect, it } from 'vitest';
import { isOtherKey, profileParts } from './fileRules';

describe('profile parts by identity', () => {
  it.each([
    ['PERSONAL', null, { company: false, agency: false, idDocuments: true }],
    ['IDENTITY_BAILOR', null, { company: true, agency: false, idDocuments: false }],
    ['IDENTITY_MANUFACTURER', null, { company: true, agency: false, idDocuments: false }],
    ['IDENTITY_FACTORY', null, { company: true, agency: false, idDocuments: false }],
    ['IDENTITY_AGENCY', 'company', { company: true, agency: true, idDocuments: false }],
    ['IDENTITY_AGENCY', 'personal', { company: false, agency: true, idDocuments: true }],
    [null, null, { company: false, agency: false, idDocuments: false }],
  ])('%s (%s)', (identity, channel, parts) => expect(profileParts(identity, channel)).toEqual(parts));

  it('treats other and Other as the free-text option', () => {
    expect(isOtherKey('other')).toBe(true);
    expect(isOtherKey('Other')).toBe(true);
    expect(isOtherKey('iso9001')).toBe(false);
  });
});
