import type { InvoiceProfile } from '@tic/shared';

/**
 * The applicant's billing fields of a new application from the default invoice profile (issue 19): who is
 * invoiced is the customer's declared default, so it takes precedence over the last application's applicant;
 * fields the profile leaves empty keep what was there.
 */
export function withInvoiceProfile(values: Record<string, unknown>, profile: InvoiceProfile | null): Record<string, unknown> {
  if (!profile) return values;
  const parties = (values.parties ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const billing: Record<string, unknown> = {
    company_name: profile.title,
    address: profile.address,
    telephone: profile.phone,
    contact_name: profile.contact,
    tax_no: profile.taxpayer_number,
  };
  const applicant = { ...(parties.applicant ?? {}) };
  for (const [k, v] of Object.entries(billing)) if (typeof v === 'string' && v.trim()) applicant[k] = v.trim();
  return { ...values, parties: { ...parties, applicant } };
}
