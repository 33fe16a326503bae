/**
 * Page id (PortalRoute.page) -> lazily loaded screen. A route whose page id is not here renders the
 * in-preparation state with its own title, so every route of the spec is reachable from day one.
 */
import { createElement, type ComponentType } from 'react';
import type { LineScreen } from '@tic/shared';
// Which screen draws each line page (as data in a build); the forms themselves load with the form page.
import { LINE_PAGE_SCREENS } from '../lib/routeTable';

type PageModule = { default: ComponentType };

/** A screen that starts a new application: shown only once the customer's profile is complete (spec section 4). */
const newApplication = (load: () => Promise<PageModule>) => async (): Promise<PageModule> => {
  const [{ default: Page }, { ProfileGate }] = await Promise.all([load(), import('../features/accounts/components/ProfileGate')]);
  return { default: () => createElement(ProfileGate, null, createElement(Page)) };
};

/**
 * Pages drawn without antd (plain React and their own CSS), routed outside antd's provider so that their first load
 * holds nothing of antd (issue 16: /login within 200 KB of JavaScript, the workbench where signing in lands at
 * Lighthouse 0.9). Their antd parts load on demand (app/antd.tsx).
 */
export const PLAIN_PAGES: ReadonlySet<string> = new Set(['login', 'workBench']);

/** The screen of each kind of line route (a new LineScreen fails this typecheck until it has one). */
const LINE_SCREENS: Record<LineScreen, (id: string) => Promise<PageModule>> = {
  // The line registry (every line's form and rules) loads with the form page, not with the entry.
  form: (id) =>
    import('../features/applications/pages/FormPage').then(({ default: FormPage, linePage }) => {
      const page = linePage(id);
      return { default: () => createElement(FormPage, { page }) };
    }),
  chooser: () => import('../features/applications/pages/AreaChooserPage'),
  saudiSelectType: () => import('../features/applications/pages/SaudiSelectTypePage'),
  infoRequests: () => import('../features/additionalInfo/pages/InfoRequestListPage'),
  infoRequestAnswer: () => import('../features/additionalInfo/pages/InfoRequestAnswerPage'),
};
/** The pages of the lines' routes, derived from the line registry (packages/shared/src/lines). */
const LINE_ROUTE_PAGES = Object.fromEntries(
  Object.entries(LINE_PAGE_SCREENS).map(([id, page]) => {
    const load = () => LINE_SCREENS[page.screen](id);
    return [id, page.newApplication ? newApplication(load) : load];
  }),
);

export const PAGES: Record<string, () => Promise<PageModule>> = {
  ...LINE_ROUTE_PAGES,
  login: () => import('../features/auth/pages/LoginPage'),
  loginChannel: () => import('../features/auth/pages/LoginChannelPage'),
  registeredChannel: () => import('../features/auth/pages/RegisteredChannelPage'),
  denied: () => import('../features/errors/pages/DeniedPage'),
  qrConfirm: () => import('../features/accounts/pages/QrConfirmPage'),
  verify: () => import('../features/trust/pages/VerifyPage'),
  directory: () => import('../features/directory/pages/DirectoryPage'),
  schemeFinder: () => import('../features/directory/pages/SchemeFinderPage'),
  devOutbox: () => import('../features/accounts/pages/OutboxPage'),
  thirdCallback: () => import('../features/accounts/pages/ThirdCallbackPage'),
  myProfile: () => import('../features/accounts/pages/MyProfilePage'),
  myProfileInfo: () => import('../features/channel/pages/ChannelProfilePage'),
  members: () => import('../features/organisations/pages/MembersPage'),
  vault: () => import('../features/vault/pages/VaultPage'),
  invitation: () => import('../features/organisations/pages/InvitationPage'),
  guestInvitation: () => import('../features/organisations/pages/GuestInvitationPage'),
  guestApplications: () => import('../features/organisations/pages/GuestApplicationsPage'),
  guestApplication: () => import('../features/organisations/pages/GuestApplicationPage'),
  workBench: () => import('../features/workbench/pages/WorkbenchPage'),
  customsClearance_applicationForm_applicationList: () => import('../features/applications/pages/ApplicationListPage'),
  customsClearance_applicationForm_applicationDrafts: () => import('../features/applications/pages/ApplicationDraftsPage'),
  customsClearance_applicationForm_draft: () => import('../features/certificates/pages/DraftReviewPage'),
  customsClearance_myCertificate: () => import('../features/certificates/pages/CertificateListPage'),
  customsClearance_myCertificate_detail: () => import('../features/certificates/pages/CertificateDetailPage'),
  messageList: () => import('../features/notices/pages/MessageListPage'),
  messageDetails: () => import('../features/notices/pages/MessageDetailsPage'),
  policyInfo: () => import('../features/content/pages/PolicyInfoPage'),
  publicFile: () => import('../features/content/pages/PublicFilePage'),
  terms: () => import('../features/content/pages/TermsPage'),
  configuration_laboratory: () => import('../features/configuration/pages/LaboratoryPage'),
  configuration_product: () => import('../features/configuration/pages/ProductPage'),
  configuration_standard: () => import('../features/configuration/pages/StandardPage'),
  configuration_dictionary: () => import('../features/reference/pages/DictionaryPage'),
  configuration_hsCode: () => import('../features/reference/pages/HsCodePage'),
  // Entrusted inspection: the chooser of its types, the booking form, drafts, list, reports as certificates.
  entrustedInspection_myApplication_fillInApplication: newApplication(() => import('../features/applications/pages/AreaChooserPage')),
  entrustedInspection_myApplication_fillInApplication_selectType: newApplication(() => import('../features/applications/pages/AreaChooserPage')),
  entrustedInspection_myApplication_entrustedDrafts: () => import('../features/applications/pages/ApplicationDraftsPage'),
  entrustedInspection_myApplication_entrustedList: () => import('../features/applications/pages/ApplicationListPage'),
  entrustedInspection_myCertificate: () => import('../features/certificates/pages/CertificateListPage'),
  entrustedInspection_myCertificate_detail: () => import('../features/certificates/pages/CertificateDetailPage'),
  // NB/RED (international product): chooser, NBSelectType, the application form, drafts, list, draft certificates, certificates.
  internationalProduct_myApplication_fillInApplication: newApplication(() => import('../features/applications/pages/AreaChooserPage')),
  // GCC G-Mark and the CB certificate (issue 12), beside NB/RED in the area's chooser.
  internationalProduct_myApplication_applicationDrafts: () => import('../features/applications/pages/ApplicationDraftsPage'),
  internationalProduct_myApplication_applicationList: () => import('../features/applications/pages/ApplicationListPage'),
  internationalProduct_myApplication_DraftCertificate: () => import('../features/certificates/pages/DraftReviewPage'),
  internationalProduct_myCertificate: () => import('../features/certificates/pages/CertificateListPage'),
  internationalProduct_myCertificate_detail: () => import('../features/certificates/pages/CertificateDetailPage'),
  internationalProduct_certificationInformation_invoiceInformation: () => import('../features/invoiceProfiles/pages/InvoiceInformationPage'),
  internationalProduct_certificationInformation_postalManagement: () => import('../features/invoiceProfiles/pages/PostalManagementPage'),
  // Communication / VOC / PVOC: chooser, form, drafts, list, draft certificates, certificates, the sample notice screens.
  communication_myApplication_fillInApplication: newApplication(() => import('../features/applications/pages/AreaChooserPage')),
  communication_myApplication_applicationDrafts: () => import('../features/applications/pages/ApplicationDraftsPage'),
  communication_myApplication_applicationList: () => import('../features/applications/pages/ApplicationListPage'),
  communication_myApplication_DraftCertificate: () => import('../features/certificates/pages/DraftReviewPage'),
  communication_myCertificate: () => import('../features/certificates/pages/CertificateListPage'),
  communication_myCertificate_detail: () => import('../features/certificates/pages/CertificateDetailPage'),
  communication_notice_sampleDelivery: () => import('../features/applications/pages/SampleNoticesPage'),
  communication_notice_sampleReceipt: () => import('../features/applications/pages/SampleNoticesPage'),
  communication_notice_acceptance: () => import('../features/applications/pages/SampleNoticesPage'),
  communication_notice_dataReview: () => import('../features/applications/pages/SampleNoticesPage'),
  communication_paymentRecord_myRemittanceRecord: () => import('../features/payments/pages/RemittanceListPage'),
  communication_paymentRecord_myRemittanceRecord_add: () => import('../features/payments/pages/RemittanceAddPage'),
  communication_paymentRecord_myRemittanceRecord_detail: () => import('../features/payments/pages/RemittanceDetailPage'),
  communication_paymentRecord_unpaidRecordForm: () => import('../features/payments/pages/UnpaidPage'),
  communication_paymentRecord_feeNotification: () => import('../features/payments/pages/FeeNotificationPage'),
  staff_queues: () => import('../features/staff/pages/QueuesPage'),
  staff_rfc_detail: () => import('../features/staff/pages/StaffApplicationPage'),
  staff_customers: () => import('../features/staff/pages/CustomersPage'),
  staff_customers_detail: () => import('../features/staff/pages/CustomerPage'),
  staff_channelProfiles: () => import('../features/staff/pages/ChannelProfilesPage'),
  staff_feeRules: () => import('../features/staff/pages/FeeRulesPage'),
  staff_remittances: () => import('../features/staff/pages/FinanceRemittancesPage'),
  staff_holidays: () => import('../features/staff/pages/HolidaysPage'),
};
