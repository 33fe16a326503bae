/** The CB certificate (IECEE, electrical safety): the type tested with the national differences, the factory inspected. */
import { CERT_VALID_MONTHS } from '../../constants.js';
import { chain } from '../steps.js';
import { defineLine } from '../types.js';
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
  transitions: [],
  policyRows: [],
  messages: null,
  issues: { kind: 'certificate', validMonths: CERT_VALID_MONTHS },
  numberPrefix: 'RFC',
  fees: null,
});
