import type { Locale } from '../constants.js';
import { ar } from './ar.js';
import { en, type Messages as BaseMessages } from './en.js';
import { mergeCatalogues } from './merge.js';
import { registerCatalogue } from './translate.js';
import { accountsMessages } from './domains/accounts.js';
import { accountsWebMessages } from './domains/accountsWeb.js';
import { applicationsMessages } from './domains/applications.js';
import { applicationsWebMessages } from './domains/applicationsWeb.js';
import { certificatesMessages } from './domains/certificates.js';
import { invoiceProfileMessages } from './domains/invoiceProfiles.js';
import { moneyMessages } from './domains/money.js';
import { configurationMessages } from './domains/configuration.js';
import { contentMessages } from './domains/content.js';
import { referenceMessages } from './domains/reference.js';
import { formsEngineMessages } from './domains/formsEngine.js';
import { sharedLineFieldsMessages } from './domains/sharedLineFields.js';
import { nbCertificateMessages } from './domains/nbCertificate.js';
import { labFormsMessages } from './domains/labForms.js';
import { specExtrasMessages } from './domains/specExtras.js';
import { experienceMessages } from './domains/experience.js';
import { uploadsMessages } from './domains/uploads.js';
import { additionalInfoMessages } from './domains/additionalInfo.js';
import { trustMessages } from './domains/trust.js';
import { directoryMessages } from './domains/directory.js';
import { staffMessages } from './domains/staff.js';
import { staffWorkMessages } from './domains/staffWork.js';
import { hardeningMessages } from './domains/hardening.js';
import { communicationMessages } from './domains/communication.js';
import { draftPreviewMessages } from './domains/draftPreview.js';
import { webhooksMessages } from './domains/webhooks.js';
import { organisationsMessages } from './domains/organisations.js';
import { guestsMessages } from './domains/guests.js';
import { channelReviewMessages } from './domains/channelReview.js';
import { moneyDeskMessages } from './domains/moneyDesk.js';
import { calendarMessages } from './domains/calendar.js';
import { noticesMessages } from './domains/notices.js';
import { uiPolishMessages } from './domains/uiPolish.js';
import { moneyWayMessages } from './domains/moneyWay.js';
import { cancellationMessages } from './domains/cancellation.js';
import { statementMessages } from './domains/statement.js';
import { renewalsMessages } from './domains/renewals.js';
import { predictionMessages } from './domains/prediction.js';
import { vaultMessages } from './domains/vault.js';
import { consistencyMessages } from './domains/consistency.js';
import { zh_CN } from './zh_CN.js';
import { LINE_REGISTRY } from '../lines/registry.js';

/**
 * en.ts, zh_CN.ts and ar.ts hold the shell's texts; each business domain keeps its texts for the three
 * languages side by side in domains/<domain>.ts (typed to the en shape) and is merged in here.
 */
// One domain per line, so that branches adding domains merge without conflicts.
const DOMAINS = [
  referenceMessages,
  invoiceProfileMessages,
  contentMessages,
  configurationMessages,
  accountsMessages,
  accountsWebMessages,
  applicationsMessages,
  certificatesMessages,
  applicationsWebMessages,
  formsEngineMessages,
  sharedLineFieldsMessages,
  nbCertificateMessages,
  labFormsMessages,
  specExtrasMessages,
  experienceMessages,
  uploadsMessages,
  additionalInfoMessages,
  moneyMessages,
  trustMessages,
  directoryMessages,
  staffMessages,
  staffWorkMessages,
  hardeningMessages,
  communicationMessages,
  draftPreviewMessages,
  webhooksMessages,
  channelReviewMessages,
  moneyDeskMessages,
  calendarMessages,
  noticesMessages,
  uiPolishMessages,
  moneyWayMessages,
  cancellationMessages,
  statementMessages,
  organisationsMessages,
  guestsMessages,
  renewalsMessages,
  predictionMessages,
  vaultMessages,
  consistencyMessages,
] as const;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
export type Messages = BaseMessages & Intersection<(typeof DOMAINS)[number]['en']>;

/** The texts of the lines that carry their own (lines/<line>/messages.ts), from the line registry. */
const LINE_MESSAGES = LINE_REGISTRY.flatMap((l) => (l.messages ? [l.messages] : []));

const build = (locale: Locale, base: BaseMessages): Messages =>
  mergeCatalogues(base, ...DOMAINS.map((d) => d[locale]), ...LINE_MESSAGES.map((m) => m[locale])) as Messages;
export const catalogues: Record<Locale, Messages> = { zh_CN: build('zh_CN', zh_CN), en: build('en', en), ar: build('ar', ar) };
for (const [locale, messages] of Object.entries(catalogues)) registerCatalogue(locale as Locale, messages);
export { fillPlaceholders, formatDate, formatNumber, pluralRulesOf, registerCatalogue, translate } from './translate.js';

/** Flattened keys of a catalogue, for the completeness test. */
export function flatKeys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : flatKeys(v as object, `${prefix}${k}.`)));
}
