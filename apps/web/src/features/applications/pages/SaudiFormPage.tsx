import { ApplicationFormScreen } from '../components/ApplicationFormScreen';

/** customsClearance/applicationForm/myApplicationForm/SAApplicationForm and /{id}: Saudi PCoC or shipment certificate. */
export default function SaudiFormPage() {
  return (
    <ApplicationFormScreen
      form="saudi"
      basePath="/customsClearance/applicationForm/myApplicationForm/SAApplicationForm"
      titleKey="route.customsClearance_applicationForm_myApplicationForm_SAApplicationForm"
    />
  );
}
