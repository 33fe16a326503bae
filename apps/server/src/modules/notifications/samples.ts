import type { NoticeEventKind } from '@tic/shared';
import type { NoticeEvent } from './templates.js';

/** Demo applications that notices refer to (titles are what customers type, so they stay as typed). */
const APPLICATIONS = [
  { no: 'KE-RFC-2026-0001', title: 'LED panel lights for Nairobi distributor' },
  { no: 'SA-PCOC-2026-0012', title: 'Air conditioners, split type, 18000 BTU' },
  { no: 'IQ-COC-2026-0007', title: 'Solar inverters 5 kW for Baghdad' },
  { no: 'NG-SON-2026-0031', title: 'Electric kettles 1.7 L' },
  { no: 'KE-RFC-2026-0044', title: 'Children toys, plastic, assorted' },
  { no: 'SA-SC-2026-0019', title: 'Ceramic floor tiles 60x60' },
];
const STAGES = ['pending', 'acceptance', 'type_test', 'factory_inspection', 'conformity_assessment', 'laboratory_testing', 'field_inspection'];
const REASONS = ['the invoice amount does not match the packing list', 'the HS code of item 2 is missing', 'the test report is older than 12 months'];
const ATTACHMENTS = ['commercial-invoice.pdf', 'packing-list.xlsx', 'test-report.pdf', 'product-photos.zip'];
/** The everyday events of an application's life; a profile is verified once, so it is never in the cycle. */
const CYCLE: NoticeEventKind[] = [
  'application_submitted',
  'attachment_returned',
  'certificate_issued',
  'application_returned',
  'application_submitted',
  'certificate_issued',
];

/**
 * The i-th demo event of a customer: varied kinds, applications and stages, the same on every run.
 * Application ids are small numbers until the application engine gives real ones.
 */
export function sampleEvent(userId: number, i: number, kind?: NoticeEventKind): NoticeEvent {
  const k = kind ?? CYCLE[i % CYCLE.length]!;
  const a = APPLICATIONS[i % APPLICATIONS.length]!;
  const application = { id: (i % APPLICATIONS.length) + 1, no: a.no, title: a.title };
  const stage = STAGES[i % STAGES.length];
  switch (k) {
    case 'application_submitted':
      return { kind: k, userId, application, stage };
    case 'application_returned':
      return { kind: k, userId, application, stage, reason: REASONS[i % REASONS.length]! };
    case 'attachment_returned':
      return { kind: k, userId, application, attachmentName: ATTACHMENTS[i % ATTACHMENTS.length]!, reason: REASONS[(i + 1) % REASONS.length]! };
    case 'draft_certificate_ready':
      return { kind: k, userId, application, stage: 'certificate_issuance' };
    case 'certificate_issued':
      return { kind: k, userId, application, certificateNo: `CERT-${a.no.slice(0, 2)}-${String(1000 + i)}` };
    case 'profile_verified':
    case 'channel_profile_approved':
      return { kind: k, userId };
    case 'application_cancelled':
      return { kind: k, userId, application, reason: REASONS[i % REASONS.length]! };
    case 'channel_profile_returned':
      return { kind: k, userId, reason: REASONS[i % REASONS.length]! };
    case 'info_requested':
      return { kind: k, userId, application, dueDate: '2026-12-31', items: 3 };
    case 'info_answered':
      return { kind: k, userId, application };
    case 'vault_expiring':
      return { kind: k, userId, documentTitle: `Business licence 91310000MA1K${String(100 + i)}`, until: '2026-12-31', days: 30 };
    case 'info_close_warning':
      return { kind: k, userId, application, until: '2027-02-28' };
    case 'quotation_issued':
    case 'quotation_expired':
      return { kind: k, userId, quotationNo: `Q-DEMO-${String(100 + i)}`, amount: 'USD 1,200.00' };
    case 'remittance_confirmed':
      return { kind: k, userId, remittanceNo: `R-DEMO-${String(100 + i)}`, amount: 'USD 1,200.00' };
    case 'refund_paid':
      return { kind: k, userId, refundNo: `RF-DEMO-${String(100 + i)}`, amount: 'USD 400.00' };
    case 'refund_rejected':
      return { kind: k, userId, refundNo: `RF-DEMO-${String(100 + i)}`, amount: 'USD 400.00', reason: REASONS[i % REASONS.length]! };
    case 'remittance_rejected':
      return { kind: k, userId, remittanceNo: `R-DEMO-${String(100 + i)}`, reason: REASONS[i % REASONS.length]! };
    case 'certificate_suspended':
      return {
        kind: k,
        userId,
        application,
        certificateNo: `CERT-${a.no.slice(0, 2)}-${String(1000 + i)}`,
        until: '2027-01-31',
        reason: REASONS[i % REASONS.length]!,
      };
    case 'certificate_withdrawn':
      return { kind: k, userId, application, certificateNo: `CERT-${a.no.slice(0, 2)}-${String(1000 + i)}`, reason: REASONS[i % REASONS.length]! };
    case 'certificate_reinstated':
      return { kind: k, userId, application, certificateNo: `CERT-${a.no.slice(0, 2)}-${String(1000 + i)}` };
    case 'documents_accepted':
    case 'sample_delivery_notice':
    case 'sample_shipped':
    case 'sample_received':
    case 'sample_not_conforming':
    case 'sample_accepted':
    case 'test_data_ready':
    case 'test_data_confirmed':
    case 'test_data_disputed':
      return {
        kind: k,
        userId,
        application,
        sample: {
          labAddress: 'TIC Radio Laboratory, 3 Keji Road, Shenzhen',
          quantity: 2,
          dueDate: '2026-12-31',
          courier: 'SF Express',
          trackingNo: 'SF1234567890',
        },
        reason: REASONS[i % REASONS.length]!,
      };
    case 'inspection_accepted':
    case 'inspection_date_confirmed':
    case 'inspection_scheduled':
    case 'inspection_postponed':
    case 'inspection_aborted':
      return { kind: k, userId, application, inspection: { date: '2026-12-15', inspector: 'Zhang Wei' }, reason: REASONS[i % REASONS.length]! };
    case 'certificate_superseded':
      return {
        kind: k,
        userId,
        application,
        certificateNo: `CERT-${a.no.slice(0, 2)}-${String(1000 + i)}`,
        replacement: `CERT-${a.no.slice(0, 2)}-${String(2000 + i)}`,
      };
    case 'certificate_expiring':
      return { kind: k, userId, application, certificateNo: `CERT-${a.no.slice(0, 2)}-${String(1000 + i)}`, until: '2027-02-28' };
    // Staff notices (the demo writes them to whoever it is asked for).
    case 'staff_decision_release':
    case 'staff_decision_reject':
    case 'staff_decision_re_inspect':
    case 'staff_info_answered':
    case 'staff_samples_shipped':
    case 'staff_documents_resubmitted':
      return {
        kind: k,
        userId,
        application,
        sender: 'Shenzhen Bright Star Electronics Co., Ltd.',
        certificateNo: `RPT-${String(1000 + i)}`,
        items: 2,
        sample: { courier: 'SF Express', trackingNo: 'SF1234567890' },
      };
  }
}
