import { describe, expect, it } from 'vitest';
import { issueMessage } from '../validation.js';
import { invoiceProfileBody, invoiceProfileUpdate, mailingAddressBody, mailingAddressUpdate, optionalPhone, PHONE_PATTERN } from './invoiceProfiles.js';

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } };
const messages = (schema: Schema, value: unknown, locale: 'zh_CN' | 'en' | 'ar' = 'en') => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error!.issues.map((i) => issueMessage(i as never, locale));
};

describe('telephone: digits, plus and hyphen, 4 to 20 characters', () => {
  it.each([
    ['1234', true],
    ['+86-755-26000000', true],
    ['13800138000', true],
    ['1'.repeat(20), true],
    ['123', false],
    ['1'.repeat(21), false],
    ['138 0013 8000', false],
    ['(0755)2600', false],
    ['phone', false],
  ])('%s -> %s', (phone, valid) => expect(PHONE_PATTERN.test(phone)).toBe(valid));
  it('is optional where optional, empty meaning absent', () => {
    expect(optionalPhone.parse('')).toBeUndefined();
    expect(optionalPhone.safeParse('12').success).toBe(false);
  });
});

describe('invoice profile', () => {
  const special = {
    title: 'ACME',
    type: 'special_vat',
    taxpayer_number: '91440300MA5DEMO001',
    address: 'Shenzhen',
    phone: '0755-2600',
    bank_name: 'BOC',
    bank_account: '6222 0000 1111',
  };
  it('special VAT needs taxpayer number, address, phone, bank name and account', () => {
    expect(invoiceProfileBody.safeParse(special).success).toBe(true);
    expect(messages(invoiceProfileBody, { title: 'ACME', type: 'special_vat' })).toEqual([
      'Taxpayer number is required for this type of invoice',
      'Address is required for this type of invoice',
      'Phone is required for this type of invoice',
      'Bank name is required for this type of invoice',
      'Bank account is required for this type of invoice',
    ]);
  });
  it('ordinary VAT needs the taxpayer number; pro forma needs the address; neither needs a bank', () => {
    expect(messages(invoiceProfileBody, { title: 'ACME', type: 'ordinary_vat' }, 'zh_CN')).toEqual(['该发票类型须填写纳税人识别号']);
    expect(invoiceProfileBody.safeParse({ title: 'ACME', type: 'ordinary_vat', taxpayer_number: '440300123456789' }).success).toBe(true);
    expect(messages(invoiceProfileBody, { title: 'ACME', type: 'pro_forma' })).toEqual(['Address is required for this type of invoice']);
    expect(invoiceProfileBody.safeParse({ title: 'ACME', type: 'pro_forma', address: 'Dubai', taxpayer_number: 'TRN 100-2345' }).success).toBe(true);
  });
  it('normalises the taxpayer number (spaces out, capitals) and checks the Chinese forms for VAT invoices', () => {
    expect(invoiceProfileBody.parse({ ...special, taxpayer_number: ' 91440300ma5 demo001 ' }).taxpayer_number).toBe('91440300MA5DEMO001');
    for (const n of ['123456789012345', '91440300MA5DEMO001', '12345678901234567890'])
      expect(invoiceProfileBody.safeParse({ ...special, taxpayer_number: n }).success, n).toBe(true);
    expect(messages(invoiceProfileBody, { ...special, taxpayer_number: '1234567' })).toEqual(['Taxpayer number: 15, 18 or 20 letters and digits']);
  });
  it('caps the texts (title 100, address 255), checks the type and the bank account', () => {
    expect(messages(invoiceProfileBody, { ...special, title: 'x'.repeat(101), address: 'x'.repeat(256) })).toEqual([
      'Invoice title must be at most 100 characters',
      'Address must be at most 255 characters',
    ]);
    expect(messages(invoiceProfileBody, { ...special, type: 'receipt' }, 'ar')).toEqual(['اختر فاتورة ضريبة قيمة مضافة خاصة أو عادية أو فاتورة مبدئية']);
    expect(messages(invoiceProfileBody, { ...special, bank_account: 'acc#1' })).toEqual(['Bank account: 4 to 50 letters, digits, spaces or hyphens']);
    expect(invoiceProfileBody.safeParse({ ...special, bank_account: 'AE07 0331 2345 6789 0123 456' }).success).toBe(true);
  });
  it('an update carries the version it was read at', () => {
    expect(messages(invoiceProfileUpdate, special)).toEqual(['Version is required']);
    expect(invoiceProfileUpdate.parse({ ...special, version: '3' }).version).toBe(3);
  });
});

describe('mailing address', () => {
  const ok = { recipient: 'Li Lei', address: 'Nanshan, Shenzhen', phone: '13800138000' };
  it('needs recipient, address and phone; company and postcode are optional (postcode up to 50)', () => {
    expect(mailingAddressBody.parse({ ...ok, company: '', postcode: '' })).toEqual({ ...ok, company: undefined, postcode: undefined, is_default: false });
    expect(messages(mailingAddressBody, {})).toEqual(['Recipient is required', 'Address is required', 'Phone is required']);
    expect(messages(mailingAddressBody, { ...ok, postcode: 'x'.repeat(51), company: 'x'.repeat(101) })).toEqual([
      'Company must be at most 100 characters',
      'Postcode must be at most 50 characters',
    ]);
    expect(messages(mailingAddressUpdate, { ...ok, version: 0 })).toEqual(['Version is required']);
  });
});
