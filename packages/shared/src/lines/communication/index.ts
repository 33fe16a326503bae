/** Communication products: SRRC, CTA, foreign type approval, VOC and PVOC; samples go to the laboratory. */
import { CERT_VALID_MONTHS } from '../../constants.js';
import { INFO_STEP } from '../../lifecycleSteps.js';
import { chain } from '../steps.js';
import { defineLine } from '../types.js';
import { communicationFollowOns } from './followOns.js';
import { communicationMessages } from './messages.js';
import { communicationForm } from './form.js';

const FORM = 'myApplication/communicationForm';

export const communicationLine = defineLine({
  form: 'communication',
  declaration: communicationForm,
  types: [
    {
      code: 'comm_srrc',
      names: { zh: 'SRRC 无线电型号核准', en: 'SRRC radio type approval', ar: 'اعتماد طراز الراديو SRRC' },
      sort: 0,
      dictionary: { sort: 13 },
    },
    {
      code: 'comm_cta',
      names: { zh: 'CTA 电信设备进网许可', en: 'CTA telecom network access', ar: 'ترخيص CTA لدخول شبكة الاتصالات' },
      sort: 1,
      dictionary: { sort: 14 },
    },
    { code: 'comm_foreign_ta', names: { zh: '国外型号核准', en: 'Foreign type approval', ar: 'اعتماد طراز أجنبي' }, sort: 2, dictionary: { sort: 15 } },
    {
      code: 'voc',
      names: { zh: 'VOC 认证', en: 'VOC certification', ar: 'شهادة VOC' },
      sort: 3,
      dictionary: { sort: 16, names: { zh: 'VOC 通信产品认证', en: 'VOC communication-product certification', ar: 'شهادة VOC لمنتجات الاتصالات' } },
    },
    {
      code: 'pvoc',
      names: { zh: 'PVOC 认证', en: 'PVOC certification', ar: 'شهادة PVOC' },
      sort: 4,
      dictionary: { sort: 17, names: { zh: 'PVOC 通信产品认证', en: 'PVOC communication-product certification', ar: 'شهادة PVOC لمنتجات الاتصالات' } },
    },
  ],
  routes: [
    { rel: 'myApplication/selectType', screen: 'chooser', newApplication: true },
    { rel: FORM, screen: 'form', newApplication: true, withId: { screen: 'form' } },
  ],
  formRoute: FORM,
  menu: [{ kind: 'group', name: 'communicationmyPVOCApplication', rel: 'myApplication/pvoc', icon: 'form', rels: ['myApplication/selectType', FORM] }],
  // The sample loop (its own actions) sets the steps up to the confirmed test data.
  workSteps: chain('conformity_assessment', 'certificate_production'),
  steps: [],
  // Unanswered for three months, the application is closed as rejected, by the system (business-lines.md).
  transitions: {
    close_unanswered: { from: ['processing'], to: 'cancelled', actors: ['staff'], stepFrom: [INFO_STEP], needsReason: true, notice: 'application_cancelled' },
  },
  transitionNotices: {},
  policyRows: {},
  staffActions: {},
  messages: communicationMessages,
  // SRRC type approval 5 years, CTA network access licence 3 years; foreign type approval and the VOC/PVOC
  // communication-product certificates are not in business-lines.md's table: the general 12 months.
  issues: {
    kind: 'certificate',
    validity: {
      comm_srrc: { months: 60 },
      comm_cta: { months: 36 },
      comm_foreign_ta: { months: CERT_VALID_MONTHS },
      voc: { months: CERT_VALID_MONTHS },
      pvoc: { months: CERT_VALID_MONTHS },
    },
  },
  followOns: communicationFollowOns,
  numberPrefix: 'COM',
  // Communication / VOC / PVOC / SRRC (the sample loop): the application fee once accepted; the testing fee (and an
  // express surcharge billed with it) once the samples are in test; the certificate fee once drafted. Business-lines.md
  // says only "certification keeps the application fee"; the rest is the officer's usual practice. Cancellable at any
  // step (also while an unanswered request waits).
  api: { detail: {}, historyActions: [], certificateFields: null },
  cancellation: {
    inWork: 'anyStep',
    keep: [
      { fees: ['application'], once: ['acceptance'] },
      { fees: ['testing', 'surcharge'], once: ['laboratory_testing', 'data_review'] },
      { fees: ['certificate'], once: ['certificate_issuance', 'certificate_production'] },
    ],
  },
  fees: [],
  // China's radio type approval and network access licence for radio and telecom equipment (chapter 85).
  covers: [
    { type: 'comm_srrc', destinations: ['CN'], chapters: [85] },
    { type: 'comm_cta', destinations: ['CN'], chapters: [85] },
  ],
});
