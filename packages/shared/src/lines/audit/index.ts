/**
 * Factory audit (business-lines.md): quality, technical and social audits of a factory, booked by a buyer or the
 * factory; man-days from the headcount; the report carries a rating and a corrective-action due date, and a
 * rating that asks for it leads to a linked follow-up audit. Under the entrusted inspection area; numbers AUD-...
 */
import { VISIT_POLICY_ROWS } from '../policyRows.js';
import { chain } from '../steps.js';
import { REPORT_STEPS, REPORT_TRANSITIONS, VISIT_STEPS, VISIT_TRANSITIONS } from '../transitionRows.js';
import { defineLine } from '../types.js';
import { auditForm } from './form.js';
import { auditMessages } from './messages.js';
import { auditViewSchema } from './work.js';

const FORM = 'myApplication/fillInApplication/auditForm';

export const auditLine = defineLine({
  form: 'audit',
  declaration: auditForm,
  types: [
    { code: 'audit_quality', names: { zh: '质量体系审核', en: 'Quality system audit', ar: 'تدقيق نظام الجودة' }, sort: 9, dictionary: { sort: 24 } },
    { code: 'audit_technical', names: { zh: '技术能力审核', en: 'Technical capability audit', ar: 'تدقيق القدرة الفنية' }, sort: 10, dictionary: { sort: 25 } },
    { code: 'audit_social', names: { zh: '社会责任审核', en: 'Social compliance audit', ar: 'تدقيق الامتثال الاجتماعي' }, sort: 11, dictionary: { sort: 26 } },
  ],
  routes: [{ rel: FORM, screen: 'form', newApplication: true, withId: { screen: 'form' } }],
  formRoute: FORM,
  menu: [{ kind: 'items', group: 'entrustedMyApplication', rels: [FORM] }],
  // Accepted, quoted (man-days x day rate) and paid, the date is confirmed with the factory (confirm_date), then
  // the audit on site (advance to inspection); the report (record_report) is reviewed and issued by someone else.
  workSteps: chain('date_confirmation', 'inspection'),
  // The server module apps/server/src/modules/audit: POST /staff/audit/{id}/confirm-date | report | issue-report.
  steps: [...VISIT_STEPS, ...REPORT_STEPS],
  transitions: { ...VISIT_TRANSITIONS, ...REPORT_TRANSITIONS },
  // It confirms its date (confirm_date) without a notice of its own.
  transitionNotices: {},
  // Who may do what on an audit: the rows of a visit's report it shares with the entrusted inspection.
  policyRows: VISIT_POLICY_ROWS,
  // Its own routes for the date, the report and its issue; a rated report, and a quotation counting man-days.
  staffActions: {
    confirm_date: { path: 'confirm-date', dialog: 'auditConfirmDate' },
    quote: { dialog: 'auditQuote' },
    record_report: { path: 'report', dialog: 'auditReport' },
    issue_report: { path: 'issue-report' },
  },
  messages: auditMessages,
  issues: { kind: 'report' },
  followOns: {},
  numberPrefix: 'AUD',
  // An audit report: it names the factory audited and its production processes.
  publicNames: { holder: ['factory.factory_name_en', 'factory.factory_name'], product: ['factory.production_processes'] },
  // Factory audit (business-lines.md is silent): the application fee once accepted; the audit fee (man-days, coded
  // inspection) and the travel once the audit took place. The audit date's late-cancellation cutoff is not applied:
  // the engine's cancellationDate (which the guest flow also reads) does not name the audit's date yet.
  // Man-days, the date, the report's rating and corrective-action due date, the linked follow-up ('audit' is the audit trail).
  api: { detail: { factory_audit: auditViewSchema.optional() }, historyActions: [], certificateFields: null },
  cancellation: {
    inWork: 'anyStep',
    keep: [
      { fees: ['application'], once: ['acceptance'] },
      { fees: ['inspection', 'travel'], once: ['inspection', 'report_review'] },
    ],
  },
  // Quoted by staff: the man-days of the headcount (auditManDays) at the day rate they type.
  fees: [],
  // Factory audits a buyer orders: no scheme a destination asks for.
  covers: [],
});
