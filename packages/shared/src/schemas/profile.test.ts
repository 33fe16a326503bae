import { describe, expect, it } from 'vitest';
import { introMaxFor, normalisedProfileField, normaliseUsci, profileBody, profileFormFor, profileMissing } from './profile.js';

const company = {
  name: '欧阳明',
  identity: 'IDENTITY_BAILOR',
  mobile_zone: '+86',
  mobile: '13800138000',
  email: 'demo@example.com',
  country_id: 'CN',
  province_id: '440000',
  city_id: '440300',
  district_id: '440305',
  address: '科技园南区 18 号',
  zipcode: '518057',
  company: 'Bright Star Electronics',
  company_human_name: '欧阳明',
  license: ['/file/1'],
  telephone: '+86-755-26000000',
  company_email: 'export@example.com',
};

const issueOf = (v: object) => profileBody.safeParse(v).error?.issues[0];

describe('profile rules (spec section 5)', () => {
  it('accepts a complete company profile and finds nothing missing', () => {
    const r = profileBody.safeParse(company);
    expect(r.success).toBe(true);
    expect(profileMissing(r.data!)).toEqual([]);
  });
  it.each([
    [{ zipcode: '123' }, 'zipcode', 'validation.zipcode'],
    [{ zipcode: '1234567' }, 'zipcode', 'validation.zipcode'],
    [{ company: 'Abcd' }, 'company', 'validation.companyName'],
    [{ website: 'not a site' }, 'website', 'validation.website'],
    [{ license: ['/file/1', '/file/2', '/file/3', '/file/4', '/file/5', '/file/6'] }, 'license', 'validation.licenceMax'],
    [{ license: ['C:/x.pdf'] }, 'license', 'validation.filePath'],
    [{ identity: 'ROBOT' }, 'identity', 'validation.identity'],
    [{ identity: 'IDENTITY_AGENCY' }, 'identity_type', 'validation.channelType'],
    [{ id_type: 1, front: '/file/2' }, 'opposite', 'validation.idBack'],
    [{ id_type: 2 }, 'passport', 'validation.passportImage'],
    [{ qualification: ['iso9001'] }, 'qualificationPhoto', 'validation.qualificationFiles'],
    [{ qualification: ['other'] }, 'qualification_others', 'validation.qualificationOther'],
    [{ telephone: 'abc' }, 'telephone', 'validation.phone'],
    [{ name: '1234' }, 'name', 'validation.realNameDigits'],
  ])('%o -> %s', (patch, path, message) => {
    const issue = issueOf({ ...company, ...patch });
    expect(issue?.path[0]).toBe(path);
    expect(issue?.message).toBe(message);
  });
  it('accepts URLs and bare domains as website', () => {
    for (const w of ['https://a.example.com/x', 'example.cn', 'http://sub.example.co.uk:8080']) expect(issueOf({ ...company, website: w })).toBeUndefined();
  });
  it('strips non-word characters of the credit code', () => {
    expect(normaliseUsci('9144 0300-ma5d.emo001')).toBe('91440300MA5DEMO001');
    expect(profileBody.parse({ ...company, company_usci: '9144 0300-MA5D' }).company_usci).toBe('91440300MA5D');
  });
  it('caps intro at 500 characters in Chinese mode and 10000 otherwise', () => {
    expect(introMaxFor('zh_CN')).toBe(500);
    expect(introMaxFor('en')).toBe(10000);
    expect(profileFormFor('zh_CN').safeParse({ ...company, intro: 'x'.repeat(501) }).success).toBe(false);
    expect(profileFormFor('en').safeParse({ ...company, intro: 'x'.repeat(501) }).success).toBe(true);
    expect(profileFormFor('en').safeParse({ ...company, intro: 'x'.repeat(10001) }).success).toBe(false);
  });
});

describe('profileMissing', () => {
  it('names what a newly registered customer still needs', () => {
    expect(profileMissing({ name: '王小明', mobile: '13800138000', email: 'a@b.cn' })).toEqual(['identity', 'country_id', 'address', 'zipcode']);
  });
  it('asks a personal customer for an ID document', () => {
    const base = { name: 'Li Na', mobile: '1', email: 'e', identity: 'PERSONAL', country_id: 'DE', address: 'x', zipcode: '10115' };
    expect(profileMissing(base)).toEqual(['id_type']);
    expect(profileMissing({ ...base, id_type: 1, front: '/file/1' })).toEqual(['opposite']);
    expect(profileMissing({ ...base, id_type: 2, passport: '/file/3' })).toEqual([]);
  });
  it('asks a Chinese address for province, city and district, a company for its papers, an agency for evidence', () => {
    const p = {
      name: 'n',
      mobile: '1',
      email: 'e',
      identity: 'IDENTITY_AGENCY',
      identity_type: 'company',
      country_id: 'CN',
      address: 'x',
      zipcode: '1234',
      qualification: ['iso9001', 'other'],
    };
    expect(profileMissing(p)).toEqual([
      'province_id',
      'city_id',
      'district_id',
      'company',
      'company_human_name',
      'license',
      'telephone',
      'company_email',
      'qualificationPhoto.iso9001',
      'qualification_others',
    ]);
  });
});

describe('normalisedProfileField: a stored value in the form a saved one takes', () => {
  it('applies the field’s own rule, and keeps what the rule refuses as it is', () => {
    expect(normalisedProfileField('company_usci', '9131-0000 ma1fl0xx1q')).toBe('91310000MA1FL0XX1Q');
    expect(normalisedProfileField('address', '  Friedrichstraße 100 ')).toBe('Friedrichstraße 100');
    expect(normalisedProfileField('telephone', '')).toBeUndefined();
    expect(normalisedProfileField('company', 'Abc')).toBe('Abc');
    expect(normalisedProfileField('license', undefined)).toEqual([]);
  });
});
