/** NB/RED's own texts: its form and the Annex V documents (formMessages.ts), the EU-type examination certificate (certificateMessages.ts). */
import { mergeCatalogues } from '../../i18n/merge.js';
import { nbCertificateMessages } from './certificateMessages.js';
import { nbFormMessages } from './formMessages.js';

export const nbMessages = {
  en: mergeCatalogues(nbFormMessages.en, nbCertificateMessages.en),
  zh_CN: mergeCatalogues(nbFormMessages.zh_CN, nbCertificateMessages.zh_CN),
  ar: mergeCatalogues(nbFormMessages.ar, nbCertificateMessages.ar),
};
