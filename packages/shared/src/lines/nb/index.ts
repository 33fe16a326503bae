/** NB/RED: EU-type examination by the notified body (2014/53/EU), with requests for additional information. */
import { chain } from '../steps.js';
import { EU_MEMBERS } from '../covers.js';
import { defineLine } from '../types.js';
import { nbFollowOns } from './followOns.js';
import { nbMessages } from './messages.js';
import { euTypeCertificateSchema, euTypeCertificateView, nbForm } from './form.js';

const FORM = 'myApplication/NBApplicationForm';
const INFO = 'myApplication/NBAdditionalInfo';

export const nbLine = defineLine({
  form: 'nb',
  declaration: nbForm,
  types: [
    { code: 'nb_new', names: { zh: '新申请 EU 型式检验', en: 'New EU-type examination', ar: 'فحص نوع أوروبي جديد' }, sort: 1, dictionary: { sort: 10 } },
    {
      code: 'nb_extension',
      names: { zh: '现有证书扩展', en: 'Extension of an existing certificate', ar: 'تمديد شهادة قائمة' },
      sort: 2,
      dictionary: { sort: 11 },
    },
    { code: 'nb_reassessment', names: { zh: '重新评估', en: 'Re-assessment', ar: 'إعادة التقييم' }, sort: 3, dictionary: { sort: 12 } },
  ],
  routes: [
    { rel: 'myApplication/NBSelectType', screen: 'chooser', newApplication: true },
    { rel: FORM, screen: 'form', newApplication: true, withId: { screen: 'form' } },
    { rel: INFO, screen: 'infoRequests', newApplication: false, withId: { screen: 'infoRequestAnswer' } },
  ],
  formRoute: FORM,
  menu: [{ kind: 'group', name: 'NBapplicationMyApplication', rel: 'myApplication/nb', icon: 'form', rels: ['myApplication/NBSelectType', FORM, INFO] }],
  // Documentation review, then assessment and the certificate.
  workSteps: chain('documentation_review', 'conformity_assessment', 'certificate_production'),
  // The technical documentation reviewed first.
  steps: ['documentation_review'],
  transitions: {},
  transitionNotices: {},
  policyRows: {},
  staffActions: {},
  messages: nbMessages,
  // The EU-type examination certificate: 5 years (the notified body's policy), whether new, extended or re-assessed.
  issues: { kind: 'certificate', validity: { nb_new: { months: 60 }, nb_extension: { months: 60 }, nb_reassessment: { months: 60 } } },
  followOns: nbFollowOns,
  numberPrefix: 'NB',
  // NB/RED (business-lines.md: certification keeps the application fee): the application fee once accepted (the
  // contract review); testing the notified body bills itself once the assessment started; the certificate fee once
  // the draft certificate was made. Cancellable at any step.
  // Its EU-type examination certificate's own fields (issued through LineExtension.certificateFields, modules/euType).
  api: { detail: {}, historyActions: [], certificateFields: { key: 'eu_type', issue: euTypeCertificateSchema, view: euTypeCertificateView } },
  cancellation: {
    inWork: 'anyStep',
    keep: [
      { fees: ['application'], once: ['acceptance'] },
      { fees: ['testing'], once: ['conformity_assessment'] },
      { fees: ['certificate'], once: ['certificate_issuance', 'certificate_production'] },
    ],
  },
  fees: [],
  // The radio equipment directive: radio and terminal equipment (chapter 85, and 84's machines with a radio) in the EU.
  covers: [{ type: 'nb_new', destinations: EU_MEMBERS, chapters: [84, 85] }],
});
