/** Laboratory testing (commissioned tests of electrical goods, textiles, chemistry, luggage): a test report. */
import { chain } from '../steps.js';
import { REPORT_STEPS, REPORT_TRANSITIONS } from '../transitionRows.js';
import { defineLine } from '../types.js';
import { testingMessages } from './messages.js';
import { testReportViewSchema } from './report.js';
import { testingForm } from './form.js';

export const testingLine = defineLine({
  form: 'testing',
  declaration: testingForm,
  types: [
    {
      code: 'electronics_test',
      names: { zh: '电子电气产品检测', en: 'Electronic and electrical product testing', ar: 'اختبار المنتجات الإلكترونية والكهربائية' },
      sort: 0,
      dictionary: {
        sort: 18,
        names: { zh: '电子电气产品检测', en: 'Electrical and electronic product testing', ar: 'اختبار المنتجات الكهربائية والإلكترونية' },
      },
    },
    { code: 'textile_test', names: { zh: '纺织品检测', en: 'Textile testing', ar: 'اختبار المنسوجات' }, sort: 1, dictionary: { sort: 19 } },
    { code: 'chemistry_test', names: { zh: '化学检测', en: 'Chemistry testing', ar: 'الاختبار الكيميائي' }, sort: 2, dictionary: { sort: 20 } },
    { code: 'luggage_test', names: { zh: '箱包检测', en: 'Luggage testing', ar: 'اختبار الحقائب' }, sort: 3, dictionary: { sort: 21 } },
  ],
  routes: [],
  // The type picks the form: a laboratory type opens on the inspection booking's route.
  formRoute: 'myApplication/fillInApplication/entrustedForm',
  menu: [],
  // The samples are tested; the report is recorded and issued (record_report, issue_report).
  workSteps: chain('laboratory_testing'),
  // Its test report, recorded and issued as every report (lines/transitionRows.ts).
  steps: REPORT_STEPS,
  transitions: REPORT_TRANSITIONS,
  transitionNotices: {},
  // POST /staff/rfc/{id}/test-report, /issue-test-report: the test engineer (or the reviewer who assesses the
  // confirmed data) records the report, a verdict per item; someone else issues it.
  policyRows: {
    record_test_report: { roles: ['inspector', 'reviewer', 'admin'], transition: 'record_report', assigneeOnly: true },
    issue_test_report: { roles: ['reviewer', 'issuer', 'admin'], transition: 'issue_report', separation: 'report' },
  },
  staffActions: {},
  messages: testingMessages,
  issues: { kind: 'report' },
  followOns: {},
  numberPrefix: 'LAB',
  // A test report: held by the applicant (else the manufacturer); it names the sample tested.
  publicNames: { holder: ['parties.applicant.company_name', 'parties.manufacturer.company_name'], product: ['sample.sample_description'] },
  // Laboratory testing (business-lines.md: "testing keeps the fees of tests already started"; the model does not
  // record which test started, so every testing fee is kept once the samples are in test, and a quotation not
  // itemised by code keeps all of it): the application fee once accepted; the testing fee and an express turnaround's
  // surcharge once the samples are in test. Cancellable at any step.
  // The test report once recorded (null while the samples are tested).
  api: { detail: { test_report: testReportViewSchema.nullable().optional() }, historyActions: [], certificateFields: null },
  cancellation: {
    inWork: 'anyStep',
    keep: [
      { fees: ['application'], once: ['acceptance'] },
      { fees: ['testing', 'surcharge'], once: ['laboratory_testing', 'data_review', 'report_review'], unitemised: 'keepAll' },
    ],
  },
  // A turnaround chosen as express adds the surcharge (migration 0042 wrote the same rules on existing databases).
  fees: [
    { kind: 'express_surcharge', code: 'express_testing_usd', percent: '50', min: '50.00', max: '500.00', currency: 'USD' },
    { kind: 'express_surcharge', code: 'express_testing_cny', percent: '50', min: '350.00', max: '3500.00', currency: 'CNY' },
    { kind: 'express_surcharge', code: 'express_testing_eur', percent: '50', min: '50.00', max: '450.00', currency: 'EUR' },
  ],
  // Laboratory tests a customer orders for any market: no scheme a destination asks for.
  covers: [],
});
