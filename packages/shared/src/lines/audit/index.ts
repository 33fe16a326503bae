/**
 * Factory audit (business-lines.md): quality, technical and social audits of a factory, booked by a buyer or the
 * factory; man-days from the headcount; the report carries a rating and a corrective-action due date, and a
 * rating that asks for it leads to a linked follow-up audit. Under the entrusted inspection area; numbers AUD-...
 */
import { chain } from '../steps.js';
import { defineLine } from '../types.js';
import { auditForm } from './form.js';
import { auditMessages } from './messages.js';

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
  // Accepted and quoted, the date is confirmed with the factory (confirm_date), then the audit on site.
  workSteps: chain('date_confirmation', 'inspection'),
  // Its own transitions and policy rows (the report with a rating and a corrective-action date) come with its
  // server module; until then staff move it through the work steps with `advance`.
  transitions: [],
  policyRows: [],
  messages: auditMessages,
  issues: { kind: 'report' },
  numberPrefix: 'AUD',
  fees: null,
});
