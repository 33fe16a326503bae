import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '@tic/shared';
import { profilePhone, withProfileContacts } from './profilePrefill';

const me = { name: '欧阳明', mobile: '13800138000', mobile_zone: '+86', email: 'demo@example.com' };
const entrusted = FORM_DEFINITIONS.entrusted;

describe('contacts from the profile', () => {
  it('fills the booking contact of a new entrusted booking (name, phone in E.164, e-mail)', () => {
    const v = withProfileContacts(entrusted, { booking: { inspection_date: '2030-01-01' } }, me);
    expect(v.booking).toEqual({ inspection_date: '2030-01-01', contact_name: '欧阳明', contact_phone: '+8613800138000', contact_email: 'demo@example.com' });
  });

  it('keeps what is already there and skips what the profile lacks', () => {
    const v = withProfileContacts(entrusted, { booking: { contact_name: 'Li Ming' } }, { ...me, email: null });
    expect(v.booking).toEqual({ contact_name: 'Li Ming', contact_phone: '+8613800138000' });
  });

  it('leaves the values alone without a profile, and touches no party', () => {
    const values = { parties: { client: {} } };
    expect(withProfileContacts(entrusted, values, null)).toBe(values);
    expect((withProfileContacts(entrusted, values, me).parties as Record<string, unknown>).client).toEqual({});
  });

  it('fills only the sections that hold the customer’s own contact (not an audited factory’s)', () => {
    const audit = withProfileContacts(FORM_DEFINITIONS.audit, { factory: {} }, me);
    expect(audit.factory).toEqual({});
    const saudi = withProfileContacts(FORM_DEFINITIONS.saudi, { general: {} }, me);
    expect(saudi.general).toMatchObject({ contact_name: '欧阳明', contact_email: 'demo@example.com' });
  });

  it('writes the profile mobile as one international number', () => {
    expect(profilePhone({ mobile: '13800138000', mobile_zone: '86' })).toBe('+8613800138000');
    expect(profilePhone({ mobile: '+971 50 123 4567', mobile_zone: null })).toBe('+971501234567');
    expect(profilePhone({ mobile: '020-555', mobile_zone: null })).toBe('020-555');
    expect(profilePhone({ mobile: ' ', mobile_zone: '+86' })).toBeNull();
  });
});
