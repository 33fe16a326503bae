import { ApplicationFormScreen } from '../components/ApplicationFormScreen';

/** customsClearance/applicationForm/myApplicationForm and /{id}: the general export-conformity form (Kenya, Nigeria, Iraq). */
export default function CustomsFormPage() {
  return (
    <ApplicationFormScreen
      form="customs"
      basePath="/customsClearance/applicationForm/myApplicationForm"
      titleKey="route.customsClearance_applicationForm_myApplicationForm"
    />
  );
}
