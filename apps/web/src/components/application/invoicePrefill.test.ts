import { describe, expect, it } from 'vitest';
import type { InvoiceProfile } from '@tic/shared';
import { withInvoiceProfile } from './invoicePrefill';

const profile = {
  id: 1,
  title: 'Bright Star Co.',
  type: 'special_vat',
  taxpayer_number: '91440300MA5DEMO001',
  address: '18 Science Park',
  phone: '0755-86001234',
  bank_name: 'BOC',
  bank_account: '1234',
  contact: 'Ouyang',
  is_default: true,
  version: 1,
  updated_at: '',
} as unknown as InvoiceProfile;

describe('withInvoiceProfile', () => {
  it('fills the applicant billing fields from the default invoice profile, over the last applicant', () => {
    const v = withInvoiceProfile({ parties: { applicant: { company_name: 'Old Co', city: 'Shenzhen' }, importer: { company_name: 'Imp' } } }, profile);
    expect(v.parties).toEqual({
      importer: { company_name: 'Imp' },
      applicant: {
        company_name: 'Bright Star Co.',
        city: 'Shenzhen',
        address: '18 Science Park',
        telephone: '0755-86001234',
        contact_name: 'Ouyang',
        tax_no: '91440300MA5DEMO001',
      },
    });
  });
  it('keeps what was there when the profile leaves a field empty, and changes nothing without a profile', () => {
    const v = withInvoiceProfile({ parties: { applicant: { address: 'Kept' } } }, { ...profile, address: null } as unknown as InvoiceProfile);
    expect((v.parties as Record<string, Record<string, unknown>>).applicant!.address).toBe('Kept');
    const none = { parties: {} };
    expect(withInvoiceProfile(none, null)).toBe(none);
  });
});
