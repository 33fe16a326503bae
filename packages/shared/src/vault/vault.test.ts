import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.js';
import { dueReminder, vaultAttachmentFlag, vaultExpiry, vaultFileFits, VAULT_KINDS, vaultDocumentBody, vaultListQuery } from './index.js';

const doc = { kind: 'business_licence', issuer: 'SAMR', number: '91310000MA1K', valid_from: '2026-01-01', valid_until: '2027-01-01', file_id: 1 };
const issues = (v: unknown) => {
  const r = vaultDocumentBody.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('vault kinds', () => {
  it('every kind has a name in the three languages', () => {
    for (const k of VAULT_KINDS)
      for (const lang of ['zh_CN', 'en', 'ar'] as const) expect(translate(lang, `vault.kind.${k.id}`)).not.toBe(`vault.kind.${k.id}`);
  });
  it('judges a file by its kind', () => {
    expect(vaultFileFits('business_licence', 'pdf')).toBe(true);
    expect(vaultFileFits('business_licence', 'xlsx')).toBe(false);
    expect(vaultFileFits('product_photos', 'png')).toBe(true);
  });
});

describe('vault document schema', () => {
  it('takes a complete document', () => expect(issues(doc)).toEqual([]));
  it.each([
    [{ ...doc, valid_until: '2025-12-31' }, 'valid_until:validation.vaultUntilBeforeFrom'],
    [{ ...doc, kind: 'passport' }, 'kind:validation.vaultKind'],
    [{ ...doc, issuer: '' }, 'issuer:validation.required'],
    [{ ...doc, valid_from: '2026-13-40' }, 'valid_from:validation.date'],
    [{ ...doc, covers: Array.from({ length: 201 }, (_, i) => `M${i}`) }, 'covers:validation.vaultTooManyCovers'],
  ])('refuses %j with its message', (v, want) => expect(issues(v)).toContain(want));
  it('takes the same day as from and until, and no until at all', () => {
    expect(issues({ ...doc, valid_until: doc.valid_from })).toEqual([]);
    expect(issues({ ...doc, valid_until: '' })).toEqual([]);
  });
  it('product photos need no issuer or number', () => expect(issues({ kind: 'product_photos', valid_from: '2026-01-01', file_id: 2 })).toEqual([]));
  it('the message keys exist in the three languages', () => {
    for (const key of ['validation.vaultUntilBeforeFrom', 'validation.vaultKind', 'validation.vaultTooManyCovers', 'vault.fileType', 'vault.inUse'])
      for (const lang of ['zh_CN', 'en', 'ar'] as const) expect(translate(lang, key)).not.toBe(key);
  });
  it('reads the list filters', () => {
    expect(vaultListQuery.parse({ expiring_within: '30', expired: 'false', archived: '1' })).toEqual({ expiring_within: 30, expired: false, archived: true });
    expect(vaultListQuery.safeParse({ kind: 'x' }).success).toBe(false);
  });
});

describe('expiry status', () => {
  it.each([
    [null, 'open'],
    ['2026-06-01', 'expired'],
    ['2026-06-02', 'expiring'],
    ['2026-07-02', 'expiring'],
    ['2026-07-03', 'valid'],
  ] as const)('valid until %s on 2026-06-02 is %s', (until, want) => expect(vaultExpiry(until, '2026-06-02', 30)).toBe(want));
  it.each([
    ['2026-12-31', null],
    ['2026-08-31', 90],
    ['2026-07-02', 30],
    ['2026-06-20', 30],
    ['2026-06-09', 7],
    ['2026-06-02', 7],
    ['2026-06-01', null],
  ] as const)('the reminder due for %s on 2026-06-02 is %s', (until, want) => expect(dueReminder(until, '2026-06-02')).toBe(want));
});

describe("the officer's flag on an attached vault document", () => {
  it.each([
    [null, '2026-07-01T00:00:00Z', null],
    ['2026-06-01', '2026-07-01T00:00:00Z', 'expired'],
    ['2026-06-20', '2026-07-01T00:00:00Z', 'before_issue'],
    ['2026-07-01', '2026-07-01T08:00:00Z', null],
    ['2026-06-20', null, null],
  ] as const)('valid until %s, expected issue %s: %s', (until, due, want) => expect(vaultAttachmentFlag(until, due, '2026-06-02')).toBe(want));
});
