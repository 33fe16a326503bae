/**
 * NB/RED's part in the application engine (applications/extensions.ts): the EU-type examination certificate's own
 * fields (proposed, confirmed at issue, printed on the draft and the certificate) and the staff route that reads them.
 */
import { nbLine, type EuTypeCertificate } from '@tic/shared';
import type { LineExtension } from '../applications/extensions.js';
import { euTypeAtIssue, isNbForm, proposeEuType } from './fields.js';
import { euTypeRows } from './pdfRows.js';
import { euTypeRoutes } from './routes.js';

export const euTypeLine: LineExtension = {
  name: 'euType',
  appliesTo: isNbForm,
  certificateFields: {
    // The key NB/RED declares for them (lines/nb's `api`), which the shared issue and certificate schemas carry too.
    bodyKey: nbLine.api.certificateFields.key,
    otherLine: 'validation.euTypeOnlyNb',
    propose: proposeEuType,
    atIssue: (db, app, sent, locale) => euTypeAtIssue(db, app, sent as EuTypeCertificate | undefined, locale),
    document: (fields, locale) => ({ headingKey: 'euType.heading', rows: euTypeRows(fields as EuTypeCertificate, locale) }),
  },
  routes: euTypeRoutes,
};
