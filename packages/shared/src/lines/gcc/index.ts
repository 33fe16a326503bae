/** GCC G-Mark (international product): the technical file reviewed, the type tested, conformity assessed. */
import { chain } from '../steps.js';
import { GCC_MEMBERS } from '../covers.js';
import { defineLine } from '../types.js';
import { gccFollowOns } from './followOns.js';
import { gccMessages } from './messages.js';
import { GCC_CERT_VALID_MONTHS, gccForm } from './form.js';

const FORM = 'myApplication/GCCApplicationForm';

export const gccLine = defineLine({
  form: 'gcc',
  declaration: gccForm,
  types: [{ code: 'gcc', names: { zh: 'GCC G-Mark 认证', en: 'GCC G-Mark certification', ar: 'شهادة G-Mark الخليجية' }, sort: 4, dictionary: { sort: 22 } }],
  routes: [{ rel: FORM, screen: 'form', newApplication: true, withId: { screen: 'form' } }],
  formRoute: FORM,
  menu: [{ kind: 'items', group: 'internationalMyApplication', rels: [FORM] }],
  workSteps: chain('documentation_review', 'type_test', 'conformity_assessment', 'certificate_production'),
  // The technical documentation reviewed first.
  steps: ['documentation_review'],
  transitions: {},
  transitionNotices: {},
  policyRows: {},
  staffActions: {},
  messages: gccMessages,
  // The G-Mark certificate: 3 years from first issue.
  issues: { kind: 'certificate', validity: { gcc: { months: GCC_CERT_VALID_MONTHS } } },
  followOns: gccFollowOns,
  numberPrefix: 'GCC',
  // GCC G-Mark: the application fee once accepted; the testing fee once type testing started; the certificate fee
  // once drafted (business-lines.md says only that certification keeps the application fee). Cancellable at any step.
  api: { detail: {}, historyActions: [], certificateFields: null },
  cancellation: {
    inWork: 'anyStep',
    keep: [
      { fees: ['application'], once: ['acceptance'] },
      { fees: ['testing'], once: ['type_test'] },
      { fees: ['certificate'], once: ['certificate_issuance', 'certificate_production'] },
    ],
  },
  fees: [],
  // The G-Mark: low-voltage electrical appliances (chapters 84 and 85) and toys (95) sold in the GCC states.
  covers: [{ type: 'gcc', destinations: GCC_MEMBERS, chapters: [84, 85, 95] }],
});
