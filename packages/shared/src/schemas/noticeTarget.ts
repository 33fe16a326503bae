import { z } from 'zod';
import { STAFF_NOTICE_KINDS } from '../constants.js';

/**
 * What a notice is about, so that every notice links to it (issue 27: "Quotation QT… awaits your decision" had no
 * link). Derived from the event kind and the parameters every notice keeps (notices.params), so notices written
 * before this existed link too. `ref`: the object's number (quotation, remittance, certificate) as the notice
 * names it; the application is the notice's own application_id.
 */
export const NOTICE_TARGET_TYPES = [
  'application',
  'quotation',
  'remittance',
  'certificate',
  'draft_certificate',
  'info_request',
  'profile',
  'channel_profile',
  // A staff notice (staff/notices.ts): the application's page in the staff workstation.
  'staff_application',
  // A certificate to renew (issue 32): its page, with the Renew button.
  'renewal',
  // A document of the organisation's vault (issue 31): the vault page.
  'vault',
] as const;
export type NoticeTargetType = (typeof NOTICE_TARGET_TYPES)[number];
export const noticeTargetSchema = z.object({ type: z.enum(NOTICE_TARGET_TYPES), ref: z.string().nullable() });
export type NoticeTarget = z.infer<typeof noticeTargetSchema>;

const BY_KIND: Partial<Record<string, { type: NoticeTargetType; param?: string }>> = {
  quotation_issued: { type: 'quotation', param: 'quotation' },
  quotation_expired: { type: 'quotation', param: 'quotation' },
  remittance_confirmed: { type: 'remittance', param: 'remittance' },
  remittance_rejected: { type: 'remittance', param: 'remittance' },
  certificate_issued: { type: 'certificate', param: 'certificate' },
  certificate_suspended: { type: 'certificate', param: 'certificate' },
  certificate_withdrawn: { type: 'certificate', param: 'certificate' },
  certificate_reinstated: { type: 'certificate', param: 'certificate' },
  certificate_superseded: { type: 'certificate', param: 'replacement' },
  certificate_expiring: { type: 'renewal', param: 'certificate' },
  draft_certificate_ready: { type: 'draft_certificate' },
  info_requested: { type: 'info_request' },
  info_close_warning: { type: 'info_request' },
  profile_verified: { type: 'profile' },
  channel_profile_approved: { type: 'channel_profile' },
  channel_profile_returned: { type: 'channel_profile' },
  vault_expiring: { type: 'vault' },
  ...Object.fromEntries(STAFF_NOTICE_KINDS.map((k) => [k, { type: 'staff_application' as const }])),
};

/** The object a stored notice links to; any other notice about an application links to the application; else none. */
export function noticeTargetOf(
  kind: string,
  params: Readonly<Record<string, string | null | undefined>> | null,
  applicationId: number | null,
): NoticeTarget | null {
  const rule = BY_KIND[kind];
  if (rule) {
    const ref = rule.param ? params?.[rule.param] || null : null;
    // A certificate notice without its number (an old row) still has its application, which shows the certificate.
    if (rule.type === 'certificate' && !ref) return applicationId === null ? null : { type: 'application', ref: null };
    if (rule.type === 'staff_application') return applicationId === null ? null : { type: rule.type, ref: null };
    return { type: rule.type, ref };
  }
  return applicationId === null ? null : { type: 'application', ref: null };
}
