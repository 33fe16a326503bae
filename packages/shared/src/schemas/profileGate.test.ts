import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.js';
import { fieldLabel } from '../validation.js';
import { isOwnMissing, memberProfileMissing, profileGateHasOwnPart, profileGateLines, wordProfileGateLine } from './profileGate.js';

/** The organisation's founding account: its company complete, its own person's fields too. */
const company = {
  name: 'Owner Name',
  mobile: '13800138000',
  email: 'owner@example.com',
  identity: 'IDENTITY_BAILOR',
  country_id: 'DE',
  address: 'Friedrichstraße 100',
  zipcode: '10117',
  company: 'Berlin Handel GmbH',
  company_human_name: 'Owner Name',
  license: ['/file/1'],
  telephone: '+49-30-1234567',
  company_email: 'co@example.com',
};

describe('memberProfileMissing: what a member applying in an organisation must still fill in', () => {
  it('one account: its whole profile, as profileMissing reads it', () => {
    expect(memberProfileMissing(company)).toEqual([]);
    expect(memberProfileMissing({ ...company, name: null, address: '' })).toEqual(['name', 'address']);
  });

  it("a member: the organisation's company fields and the member's own fields, never the founder's own", () => {
    const member = { name: 'Mia Member', mobile: '13900000001', email: 'mia@example.com' };
    expect(memberProfileMissing(company, member)).toEqual([]);
    // The member's own name, mobile and e-mail are checked, not the founding account's.
    expect(memberProfileMissing(company, { email: 'mia@example.com' })).toEqual(['name', 'mobile']);
    expect(memberProfileMissing({ ...company, name: null, mobile: null }, member)).toEqual([]);
    // The member's own account's company fields do not stand in for the organisation's.
    expect(memberProfileMissing({ ...company, address: undefined }, { ...member, address: 'Elsewhere 1' })).toEqual(['address']);
  });

  it("a personal customer's identity document is the applying member's own", () => {
    const personal = { ...company, identity: 'PERSONAL', id_type: 2, passport: '/file/9' };
    const member = { name: 'Mia Member', mobile: '13900000001', email: 'mia@example.com' };
    expect(memberProfileMissing(personal, member)).toEqual(['id_type']);
    expect(memberProfileMissing(personal, { ...member, id_type: 2, passport: '/file/10' })).toEqual([]);
  });

  it('says which keys are the person’s own', () => {
    expect(['name', 'mobile', 'email', 'passport', 'id_type'].every(isOwnMissing)).toBe(true);
    expect(['address', 'company', 'license', 'qualificationPhoto.iso9001', 'identity'].some(isOwnMissing)).toBe(false);
  });
});

describe('profileGateLines: what the member is told', () => {
  const missing = ['name', 'mobile', 'address', 'qualificationPhoto.iso9001', 'qualificationPhoto.iso14001'];
  it('a member who may keep the company: one line naming every field, each once', () => {
    expect(profileGateLines(missing, true)).toEqual([{ key: 'accounts.profileIncomplete', fields: ['name', 'mobile', 'address', 'qualificationPhoto'] }]);
    expect(profileGateHasOwnPart(missing, true)).toBe(true);
    expect(profileGateHasOwnPart(['address'], true)).toBe(true);
  });

  it('anyone else: their own fields apart, and the company’s to ask an owner or administrator for', () => {
    expect(profileGateLines(missing, false)).toEqual([
      { key: 'accounts.profileIncompleteOwn', fields: ['name', 'mobile'] },
      { key: 'accounts.profileIncompleteAskAdmin', fields: ['address', 'qualificationPhoto'] },
    ]);
    expect(profileGateLines(['email'], false)).toEqual([{ key: 'accounts.profileIncompleteOwn', fields: ['email'] }]);
    expect(profileGateLines(['zipcode'], false)).toEqual([{ key: 'accounts.profileIncompleteAskAdmin', fields: ['zipcode'] }]);
    expect(profileGateHasOwnPart(['zipcode'], false)).toBe(false);
    expect(profileGateHasOwnPart(['zipcode', 'name'], false)).toBe(true);
    expect(profileGateLines([], false)).toEqual([]);
    expect(profileGateHasOwnPart([], true)).toBe(false);
  });

  it('worded in each language with the fields named', () => {
    const lines = profileGateLines(['name', 'address'], false);
    const word = (l: 'en' | 'zh_CN' | 'ar') =>
      lines.map((line) =>
        wordProfileGateLine(
          line,
          (k, p) => translate(l, k, p),
          (f) => fieldLabel(l, [f]),
        ),
      );
    expect(word('en')).toEqual([
      `Please complete your own details on My profile before applying: ${fieldLabel('en', ['name'])}`,
      `The company details of this organisation are incomplete (${fieldLabel('en', ['address'])}): please ask an owner or administrator to complete them`,
    ]);
    expect(word('zh_CN')[0]).toBe(`申请前请先在个人中心完善您本人的信息：${fieldLabel('zh_CN', ['name'])}`);
    expect(word('ar')[1]).toContain(fieldLabel('ar', ['address']));
    expect(word('ar')[1]).toContain('مسؤوليها');
  });
});
