import { normalisePhone, type FormDefinition, type UserInfo } from '@tic/shared';

type Me = Pick<UserInfo, 'name' | 'mobile' | 'mobile_zone' | 'email'>;

/** The profile's mobile as one international number ("+86" and "13800000000" -> "+8613800000000"), else as written. */
export function profilePhone(me: Pick<Me, 'mobile' | 'mobile_zone'>): string | null {
  const mobile = me.mobile?.trim();
  if (!mobile) return null;
  if (mobile.startsWith('+')) return String(normalisePhone(mobile));
  const zone = me.mobile_zone?.trim().replace(/^\+?/, '+');
  return String(normalisePhone(zone && zone !== '+' ? `${zone}${mobile}` : mobile));
}

/**
 * The contact fields of a new form from the customer's profile (issue 27: the booking's contact was not prefilled):
 * every fields section declared `contactFromProfile` (the customer's own contact, never a factory's) takes the profile's
 * name, mobile and e-mail where it is still blank (what the last application or the invoice profile filled in stays).
 */
export function withProfileContacts(def: Pick<FormDefinition, 'sections'>, values: Record<string, unknown>, me: Me | null): Record<string, unknown> {
  if (!me) return values;
  const fromProfile: Record<string, string | null> = {
    contact_name: me.name?.trim() || null,
    contact_phone: profilePhone(me),
    contact_email: me.email?.trim() || null,
  };
  const next = { ...values };
  for (const s of def.sections) {
    if (s.render !== 'fields' || !s.contactFromProfile) continue;
    const names = new Set(s.fields.map((f) => f.name));
    if (!names.has('contact_name') && !names.has('contact_phone') && !names.has('contact_email')) continue;
    const section = { ...((next[s.key] as Record<string, unknown> | undefined) ?? {}) };
    for (const [name, v] of Object.entries(fromProfile)) {
      const blank = section[name] === undefined || section[name] === null || section[name] === '';
      if (names.has(name) && v && blank) section[name] = v;
    }
    next[s.key] = section;
  }
  return next;
}
