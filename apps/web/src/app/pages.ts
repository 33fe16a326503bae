/**
 * Page id (PortalRoute.page) -> lazily loaded screen. A route whose page id is not here renders the
 * in-preparation state with its own title, so every route of the spec is reachable from day one.
 */
import { createElement, type ComponentType } from 'react';

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

export const PAGES: Record<string, () => Promise<PageModule>> = {
  login: () => import('../features/auth/pages/LoginPage'),
  loginChannel: () => import('../features/auth/pages/LoginChannelPage'),
  registeredChannel: () => import('../features/auth/pages/RegisteredChannelPage'),
  denied: () => import('../features/errors/pages/DeniedPage'),
  qrConfirm: () => import('../features/accounts/pages/QrConfirmPage'),
  verify: () => import('../features/trust/pages/VerifyPage'),
  devOutbox: () => import('../features/accounts/pages/OutboxPage'),
  thirdCallback: () => import('../features/accounts/pages/ThirdCallbackPage'),
  myProfile: () => import('../features/accounts/pages/MyProfilePage'),
  myProfileInfo: () => import('../features/channel/pages/ChannelProfilePage'),
  workBench: () => import('../features/workbench/pages/WorkbenchPage'),
  customsClearance_applicationForm_myApplicationForm: newApplication(() => import('../features/applications/pages/CustomsFormPage')),
  customsClearance_applicationForm_myApplicationForm_detail: () => import('../features/applications/pages/CustomsFormPage'),
  customsClearance_applicationForm_myApplicationForm_SASelectType: newApplication(() => import('../features/applications/pages/SaudiSelectTypePage')),
  customsClearance_applicationForm_myApplicationForm_SAApplicationForm: newApplication(() => import('../features/applications/pages/SaudiFormPage')),
  customsClearance_applicationForm_myApplicationForm_SAApplicationForm_detail: () => import('../features/applications/pages/SaudiFormPage'),
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
  entrustedInspection_myApplication_fillInApplication_entrustedForm: newApplication(() => import('../features/applications/pages/EntrustedFormPage')),
  entrustedInspection_myApplication_fillInApplication_entrustedForm_detail: () => import('../features/applications/pages/EntrustedFormPage'),
  entrustedInspection_myApplication_entrustedDrafts: () => import('../features/applications/pages/ApplicationDraftsPage'),
  entrustedInspection_myApplication_entrustedList: () => import('../features/applications/pages/ApplicationListPage'),
  entrustedInspection_myCertificate: () => import('../features/certificates/pages/CertificateListPage'),
  entrustedInspection_myCertificate_detail: () => import('../features/certificates/pages/CertificateDetailPage'),
  // NB/RED (international product): chooser, NBSelectType, the application form, drafts, list, draft certificates, certificates.
  internationalProduct_myApplication_fillInApplication: newApplication(() => import('../features/applications/pages/AreaChooserPage')),
  internationalProduct_myApplication_NBSelectType: newApplication(() => import('../features/applications/pages/AreaChooserPage')),
  internationalProduct_myApplication_NBApplicationForm: newApplication(() => import('../features/applications/pages/NbFormPage')),
  internationalProduct_myApplication_NBApplicationForm_detail: () => import('../features/applications/pages/NbFormPage'),
  // GCC G-Mark and the CB certificate (issue 12), beside NB/RED in the area's chooser.
  internationalProduct_myApplication_GCCApplicationForm: newApplication(() => import('../features/applications/pages/GccFormPage')),
  internationalProduct_myApplication_GCCApplicationForm_detail: () => import('../features/applications/pages/GccFormPage'),
  internationalProduct_myApplication_CBApplicationForm: newApplication(() => import('../features/applications/pages/CbFormPage')),
  internationalProduct_myApplication_CBApplicationForm_detail: () => import('../features/applications/pages/CbFormPage'),
  internationalProduct_myApplication_applicationDrafts: () => import('../features/applications/pages/ApplicationDraftsPage'),
  internationalProduct_myApplication_applicationList: () => import('../features/applications/pages/ApplicationListPage'),
  internationalProduct_myApplication_DraftCertificate: () => import('../features/certificates/pages/DraftReviewPage'),
  internationalProduct_myCertificate: () => import('../features/certificates/pages/CertificateListPage'),
  internationalProduct_myCertificate_detail: () => import('../features/certificates/pages/CertificateDetailPage'),
  internationalProduct_myApplication_NBAdditionalInfo: () => import('../features/additionalInfo/pages/InfoRequestListPage'),
  internationalProduct_myApplication_NBAdditionalInfo_detail: () => import('../features/additionalInfo/pages/InfoRequestAnswerPage'),
  internationalProduct_certificationInformation_invoiceInformation: () => import('../features/invoiceProfiles/pages/InvoiceInformationPage'),
  internationalProduct_certificationInformation_postalManagement: () => import('../features/invoiceProfiles/pages/PostalManagementPage'),
  // Communication / VOC / PVOC: chooser, form, drafts, list, draft certificates, certificates, the sample notice screens.
  communication_myApplication_fillInApplication: newApplication(() => import('../features/applications/pages/AreaChooserPage')),
  communication_myApplication_selectType: newApplication(() => import('../features/applications/pages/AreaChooserPage')),
  communication_myApplication_communicationForm: newApplication(() => import('../features/applications/pages/CommunicationFormPage')),
  communication_myApplication_communicationForm_detail: () => import('../features/applications/pages/CommunicationFormPage'),
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
