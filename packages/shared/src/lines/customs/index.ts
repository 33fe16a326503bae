/** Customs clearance, the general export-conformity form: Kenya PVoC, Iraq CoC, Nigeria SONCAP. */
import { chain } from '../steps.js';
import { ALL_CHAPTERS, NON_FOOD_CHAPTERS } from '../covers.js';
import { defineLine } from '../types.js';
import { customsFollowOns } from './followOns.js';
import { customsMessages } from './messages.js';
import { customsForm } from './form.js';

export const customsLine = defineLine({
  form: 'customs',
  declaration: customsForm,
  types: [
    { code: 'kenya_pvoc', names: { zh: '肯尼亚 PVoC', en: 'Kenya PVoC', ar: 'كينيا PVoC' }, sort: 0, dictionary: { sort: 0 } },
    { code: 'iraq_coc', names: { zh: '伊拉克 COC', en: 'Iraq COC', ar: 'العراق COC' }, sort: 3, dictionary: { sort: 3 } },
    { code: 'nigeria_soncap', names: { zh: '尼日利亚 SONCAP', en: 'Nigeria SONCAP', ar: 'نيجيريا SONCAP' }, sort: 4, dictionary: { sort: 4 } },
  ],
  routes: [{ rel: 'applicationForm/myApplicationForm', screen: 'form', newApplication: true, withId: { screen: 'form' } }],
  formRoute: 'applicationForm/myApplicationForm',
  menu: [{ kind: 'items', group: 'applicationForm', rels: ['applicationForm/myApplicationForm'] }],
  // The field inspection of the goods, then assessment and production.
  workSteps: chain('field_inspection', 'type_test', 'factory_inspection', 'laboratory_testing', 'conformity_assessment', 'certificate_production'),
  steps: [],
  transitions: {},
  transitionNotices: {},
  policyRows: {},
  staffActions: {},
  messages: customsMessages,
  // Kenya PVoC by route: A one consignment (90 days), B registration (1 year), C licence (3 years). Iraq's CoC and
  // Nigeria's SONCAP certificate (with the Form M) cover one shipment: no calendar expiry.
  issues: {
    kind: 'certificate',
    validity: {
      kenya_pvoc: { byRoute: { A: { days: 90 }, B: { months: 12 }, C: { months: 36 } }, otherwise: { days: 90 } },
      iraq_coc: null,
      nigeria_soncap: null,
    },
  },
  followOns: customsFollowOns,
  numberPrefix: 'RFC',
  // Kenya PVoC, Nigeria SONCAP, Iraq CoC (business-lines.md: "certification keeps the application fee"; the rest is
  // not said there, so as a TIC officer bills it): the application fee once accepted (the documents were reviewed);
  // the inspection fee and its travel once the goods or the factory were inspected; the testing fee once the samples
  // are in test; the certificate fee once the certificate was drafted. Cancellable at any step of the work.
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
  // The instant quote of Kenya PVoC (migration 0017): 0.5% of the goods' FOB value, USD 265 to 2,700.
  fees: [{ kind: 'instant_quote', code: 'pvoc_kenya', type: 'kenya_pvoc', percent: '0.5', min: '265.00', max: '2700.00', currency: 'USD' }],
  // Kenya's and Iraq's pre-export verification ask a certificate for every consignment of regulated goods; Nigeria's
  // SONCAP leaves food and medicines to NAFDAC.
  covers: [
    { type: 'kenya_pvoc', destinations: ['KE'], chapters: ALL_CHAPTERS },
    { type: 'iraq_coc', destinations: ['IQ'], chapters: ALL_CHAPTERS },
    { type: 'nigeria_soncap', destinations: ['NG'], chapters: NON_FOOD_CHAPTERS },
  ],
});
