/** Entrusted inspection: on-site inspection of goods (pre-shipment, during production ...), reported, not certified. */
import { COORDINATORS, VISIT_POLICY_ROWS } from '../policyRows.js';
import { chain } from '../steps.js';
import { defineLine } from '../types.js';
import { entrustedForm } from './form.js';
import { DECISION_HISTORY_ACTIONS } from './decision.js';
import { entrustedMessages } from './messages.js';
import { inspectionViewSchema } from './work.js';
import { ENTRUSTED_STEPS, ENTRUSTED_TRANSITIONS } from './transitions.js';

const FORM = 'myApplication/fillInApplication/entrustedForm';

export const entrustedLine = defineLine({
  form: 'entrusted',
  declaration: entrustedForm,
  types: [
    {
      code: 'insp_pre_shipment',
      names: { zh: '装运前检验（最终随机检验）', en: 'Pre-shipment (final random) inspection', ar: 'فحص ما قبل الشحن (الفحص العشوائي النهائي)' },
      sort: 4,
      dictionary: { sort: 5 },
    },
    {
      code: 'insp_during_production',
      names: { zh: '生产中检验', en: 'During-production inspection', ar: 'الفحص أثناء الإنتاج' },
      sort: 5,
      dictionary: { sort: 6 },
    },
    {
      code: 'insp_initial_production',
      names: { zh: '首批生产检验', en: 'Initial production inspection', ar: 'فحص الإنتاج الأولي' },
      sort: 6,
      dictionary: { sort: 7 },
    },
    {
      code: 'insp_container_loading',
      names: { zh: '装柜监装', en: 'Container loading supervision', ar: 'الإشراف على تحميل الحاويات' },
      sort: 7,
      dictionary: { sort: 8 },
    },
    { code: 'insp_re_inspection', names: { zh: '复检', en: 'Re-inspection', ar: 'إعادة الفحص' }, sort: 8, dictionary: { sort: 9 } },
  ],
  routes: [{ rel: FORM, screen: 'form', newApplication: true, withId: { screen: 'form' } }],
  formRoute: FORM,
  menu: [{ kind: 'items', group: 'entrustedMyApplication', rels: [FORM] }],
  // The date is agreed with the factory, the inspection runs on site; the line's own actions set the other steps.
  workSteps: chain('date_confirmation', 'inspection'),
  steps: ENTRUSTED_STEPS,
  transitions: ENTRUSTED_TRANSITIONS,
  // Accepting a booking and agreeing its date are announced in the inspection's own words.
  transitionNotices: { accept: 'inspection_accepted', confirm_date: 'inspection_date_confirmed' },
  // Who may do what on a booking (staff/policy.ts answers from these, for this line's applications): the acceptance
  // officers and inspectors agree the date and schedule or postpone the visit; the inspector on site records the
  // report or aborts; someone other than who recorded it issues the report; an acceptance officer cancels a booking.
  policyRows: {
    confirm_date: VISIT_POLICY_ROWS.confirm_date,
    schedule: { roles: COORDINATORS, transition: 'schedule' },
    postpone: { roles: COORDINATORS, transition: 'postpone' },
    record_report: VISIT_POLICY_ROWS.record_report,
    issue_report: VISIT_POLICY_ROWS.issue_report,
    abort: { roles: ['inspector', 'admin'], transition: 'abort', assigneeOnly: true },
    cancel_booking: { roles: ['acceptance_officer', 'admin'], transition: 'cancel_booking' },
  },
  staffActions: {},
  messages: entrustedMessages,
  issues: { kind: 'report' },
  followOns: {},
  numberPrefix: 'ENT',
  // The country of inspection (the factory's), else the destination the purchase-order lines agree on; else none.
  numberCountry: ['parties.factory.country', 'po_lines.*.destination_country'],
  // An inspection report: held by the client who booked it; it names the goods of the purchase-order lines.
  publicNames: { holder: ['parties.client.company_name_en', 'parties.client.company_name'], product: ['po_lines.*.description'] },
  // Free until one full working day before the inspection date (the provider's calendar), then the inspection fee
  // (the lines coded inspection; a quotation with no such line: the whole booking). Cancelled in work only through
  // the line's own cancel_booking, before anyone is on site (once on site: abort, billable).
  // The date, the inspector, the report; the client's release / reject / re-inspect decision on the issued report.
  api: { detail: { inspection: inspectionViewSchema.optional() }, historyActions: DECISION_HISTORY_ACTIONS, certificateFields: null },
  cancellation: {
    inWork: 'booking',
    keep: [{ fees: ['inspection'], once: [{ cutoffWorkingDays: 1 }, 'inspection', 'report_review'], unitemised: 'keepAll' }],
  },
  // Express bookings (fewer than 2 working days ahead, lines/entrusted/rules.ts) add 50% of the service, within each
  // currency's minimum and maximum (migration 0038).
  fees: [
    { kind: 'express_surcharge', code: 'express_entrusted_usd', percent: '50', min: '50.00', max: '500.00', currency: 'USD' },
    { kind: 'express_surcharge', code: 'express_entrusted_cny', percent: '50', min: '350.00', max: '3500.00', currency: 'CNY' },
    { kind: 'express_surcharge', code: 'express_entrusted_eur', percent: '50', min: '50.00', max: '450.00', currency: 'EUR' },
  ],
  // Inspections a buyer books, whatever the market: no scheme a destination asks for.
  covers: [],
});
