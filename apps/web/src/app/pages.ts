/**
 * Page id (PortalRoute.page) -> lazily loaded screen. A route whose page id is not here renders the
 * in-preparation state with its own title, so every route of the spec is reachable from day one.
 */
import { createElement, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A screen that starts a new application: shown only once the customer's profile is complete (spec section 4). */
const newApplication =
  (load: () => Promise<PageModule>) =>
  async (): Promise<PageModule> => {
    const [{ default: Page }, { ProfileGate }] = await Promise.all([load(), import('../features/accounts/components/ProfileGate')]);
    return { default: () => createElement(ProfileGate, null, createElement(Page)) };
  };

export const PAGES: Record<string, () => Promise<PageModule>> = {
  login: () => import('../features/auth/pages/LoginPage'),
  loginChannel: () => import('../features/auth/pages/LoginChannelPage'),
  registeredChannel: () => import('../features/auth/pages/RegisteredChannelPage'),
  denied: () => import('../features/errors/pages/DeniedPage'),
  qrConfirm: () => import('../features/accounts/pages/QrConfirmPage'),
  devOutbox: () => import('../features/accounts/pages/OutboxPage'),
  thirdCallback: () => import('../features/accounts/pages/ThirdCallbackPage'),
  myProfile: () => import('../features/accounts/pages/MyProfilePage'),
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
  internationalProduct_certificationInformation_invoiceInformation: () => import('../features/billing/pages/InvoiceInformationPage'),
  staff_queues: () => import('../features/staff/pages/QueuesPage'),
  staff_rfc_detail: () => import('../features/staff/pages/StaffApplicationPage'),
  staff_customers: () => import('../features/staff/pages/CustomersPage'),
  staff_customers_detail: () => import('../features/staff/pages/CustomerPage'),
  internationalProduct_certificationInformation_postalManagement: () => import('../features/billing/pages/PostalManagementPage'),
};
