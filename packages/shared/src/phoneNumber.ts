import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A telephone as people write it (issue 27: "+254 20 555 0101" was refused): spaces, dots and brackets are dropped;
 * an international number the phone library knows as valid is kept in E.164 ("+254205550101"); anything else is
 * kept compact, for the format rule (digits, plus and hyphen) to judge. One rule for the forms and the server: the
 * application forms' phone fields run it before their check (schemas/applicationFields.ts).
 */
export function normalisePhone(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const compact = raw.trim().replace(/[\s.()\u00a0]/g, '');
  if (compact.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(compact);
    if (parsed?.isValid()) return parsed.number;
  }
  return compact;
}
