import { describe, expect, it } from 'vitest';
import { NOTICE_EVENT_KINDS, noticeTargetOf, STAFF_NOTICE_KINDS } from '../index.js';

describe('what a notice links to', () => {
  it('links money notices to their quotation or remittance by number', () => {
    expect(noticeTargetOf('quotation_issued', { quotation: 'QT2026-000006' }, null)).toEqual({ type: 'quotation', ref: 'QT2026-000006' });
    expect(noticeTargetOf('quotation_expired', { quotation: 'QT2026-000006' }, null)).toEqual({ type: 'quotation', ref: 'QT2026-000006' });
    expect(noticeTargetOf('remittance_confirmed', { remittance: 'RM2026-000002' }, null)).toEqual({ type: 'remittance', ref: 'RM2026-000002' });
    expect(noticeTargetOf('remittance_rejected', { remittance: 'RM2026-000002' }, null)).toEqual({ type: 'remittance', ref: 'RM2026-000002' });
  });

  it('links certificates, drafts, requests for information and profiles', () => {
    expect(noticeTargetOf('certificate_issued', { certificate: 'KE-1' }, 4)).toEqual({ type: 'certificate', ref: 'KE-1' });
    expect(noticeTargetOf('certificate_superseded', { certificate: 'KE-1', replacement: 'KE-2' }, 4)).toEqual({ type: 'certificate', ref: 'KE-2' });
    // An expiry reminder links to the certificate's renewal (issue 32).
    expect(noticeTargetOf('certificate_expiring', { certificate: 'KE-1', until: '2027-01-01' }, 4)).toEqual({ type: 'renewal', ref: 'KE-1' });
    expect(noticeTargetOf('certificate_issued', {}, 4)).toEqual({ type: 'application', ref: null });
    expect(noticeTargetOf('draft_certificate_ready', {}, 4)).toEqual({ type: 'draft_certificate', ref: null });
    expect(noticeTargetOf('info_requested', {}, 4)).toEqual({ type: 'info_request', ref: null });
    expect(noticeTargetOf('profile_verified', null, null)).toEqual({ type: 'profile', ref: null });
    expect(noticeTargetOf('channel_profile_returned', null, null)).toEqual({ type: 'channel_profile', ref: null });
  });

  it('links every other notice about an application to the application, and gives every event kind a target', () => {
    expect(noticeTargetOf('application_returned', { no: 'KE1' }, 9)).toEqual({ type: 'application', ref: null });
    expect(noticeTargetOf('unknown_kind', null, null)).toBeNull();
    for (const kind of NOTICE_EVENT_KINDS) expect(noticeTargetOf(kind, { quotation: 'Q', remittance: 'R', certificate: 'C' }, 1), kind).not.toBeNull();
  });

  it('links a staff notice to the application in the workstation (issue 29), never to the customer’s page', () => {
    for (const kind of STAFF_NOTICE_KINDS) expect(noticeTargetOf(kind, { certificate: 'RPT-1' }, 7), kind).toEqual({ type: 'staff_application', ref: null });
    expect(noticeTargetOf('staff_info_answered', null, null)).toBeNull();
  });
});
