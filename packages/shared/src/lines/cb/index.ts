/** The CB certificate (IECEE, electrical safety): the type tested with the national differences, the factory inspected. */
import { chain } from '../steps.js';
import { defineLine } from '../types.js';
import { cbMessages } from './messages.js';
import { cbForm } from './form.js';

const FORM = 'myApplication/CBApplicationForm';

export const cbLine = defineLine({
  form: 'cb',
  declaration: cbForm,
  types: [
    {
      code: 'cb',
      names: { zh: 'CB 证书（电气安全）', en: 'CB certificate (electrical safety)', ar: 'شهادة CB (السلامة الكهربائية)' },
      sort: 5,
      dictionary: { sort: 23 },
    },
  ],
  routes: [{ rel: FORM, screen: 'form', newApplication: true, withId: { screen: 'form' } }],
  formRoute: FORM,
  menu: [{ kind: 'items', group: 'internationalMyApplication', rels: [FORM] }],
  workSteps: chain('type_test', 'factory_inspection', 'conformity_assessment', 'certificate_production'),
  steps: [],
  transitions: {},
  transitionNotices: {},
  policyRows: {},
  staffActions: {},
  messages: cbMessages,
  // A CB test certificate has no expiry date: it is tied to its standard's edition.
  issues: { kind: 'certificate', validity: { cb: null } },
  followOns: {},
  numberPrefix: 'CB',
  // CB scheme: the application fee once accepted; the testing fee once the samples are in test (type test, or the
  // sample loop's testing); the factory inspection and its travel once the factory was visited; the certificate fee
  // once drafted (business-lines.md says only that certification keeps the application fee). Cancellable at any step.
  api: { detail: {}, historyActions: [], certificateFields: null },
  cancellation: {
    inWork: 'anyStep',
    keep: [
      { fees: ['application'], once: ['acceptance'] },
      { fees: ['testing', 'surcharge'], once: ['type_test', 'laboratory_testing', 'data_review'] },
      { fees: ['inspection', 'travel'], once: ['factory_inspection'] },
      { fees: ['certificate'], once: ['certificate_issuance', 'certificate_production'] },
    ],
  },
  fees: [],
  // The CB scheme is the route to national certificates, not one a destination asks for itself.
  covers: [],
});
