/** Customs clearance, Saudi Arabia: the product certificate (PCoC) and the shipment certificate (SC). */
import { chain } from '../steps.js';
import { NON_FOOD_CHAPTERS } from '../covers.js';
import { defineLine } from '../types.js';
import { saudiFollowOns } from './followOns.js';
import { saudiMessages } from './messages.js';
import { saudiForm } from './form.js';

const SA_FORM = 'applicationForm/myApplicationForm/SAApplicationForm';

export const saudiLine = defineLine({
  form: 'saudi',
  declaration: saudiForm,
  types: [
    { code: 'saudi_pcoc', names: { zh: '沙特 PCoC', en: 'Saudi Arabia PCoC', ar: 'السعودية PCoC' }, sort: 1, dictionary: { sort: 1 } },
    {
      code: 'saudi_sc',
      names: { zh: '沙特 SC', en: 'Saudi Arabia SC', ar: 'السعودية SC' },
      sort: 2,
      dictionary: { sort: 2, names: { zh: '沙特 SC（清关证书）', en: 'Saudi Arabia SC (shipment certificate)', ar: 'السعودية SC (شهادة الإرسالية)' } },
    },
  ],
  routes: [
    { rel: 'applicationForm/myApplicationForm/SASelectType', screen: 'saudiSelectType', newApplication: true },
    { rel: SA_FORM, screen: 'form', newApplication: true, withId: { screen: 'form' } },
  ],
  formRoute: SA_FORM,
  menu: [{ kind: 'items', group: 'applicationForm', rels: ['applicationForm/myApplicationForm/SASelectType', SA_FORM] }],
  workSteps: chain('field_inspection', 'type_test', 'factory_inspection', 'laboratory_testing', 'conformity_assessment', 'certificate_production'),
  steps: [],
  transitions: {},
  transitionNotices: {},
  policyRows: {},
  staffActions: {},
  messages: saudiMessages,
  // The product certificate 1 year (the regulator's scheme may allow up to 3: staff never lengthen, a longer one is a
  // new type); the shipment certificate covers one shipment, no calendar expiry.
  issues: { kind: 'certificate', validity: { saudi_pcoc: { months: 12 }, saudi_sc: null } },
  followOns: saudiFollowOns,
  numberPrefix: 'RFC',
  // Saudi PCoC / shipment certificate: as the other country lines (customs/index.ts): the application fee once
  // accepted, inspection and travel once inspected, testing once the samples are in test, the certificate fee once
  // drafted. Cancellable at any step of the work.
  api: { detail: {}, historyActions: [], certificateFields: null },
  cancellation: {
    inWork: 'anyStep',
    keep: [
      { fees: ['application'], once: ['acceptance'] },
      { fees: ['inspection', 'travel'], once: ['field_inspection', 'factory_inspection'] },
      { fees: ['testing'], once: ['type_test', 'laboratory_testing'] },
      { fees: ['certificate'], once: ['certificate_issuance', 'certificate_production'] },
    ],
  },
  fees: [],
  // SABER: the product certificate first, then one shipment certificate per consignment (food and medicines: SFDA).
  covers: [
    { type: 'saudi_pcoc', destinations: ['SA'], chapters: NON_FOOD_CHAPTERS },
    { type: 'saudi_sc', destinations: ['SA'], chapters: NON_FOOD_CHAPTERS },
  ],
});
