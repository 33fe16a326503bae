import { ApplicationFormScreen } from '../components/ApplicationFormScreen';
import { FORM_SCREENS } from '../lib/areas';

/** entrustedInspection/myApplication/fillInApplication/entrustedForm and /{id}: the inspection booking. */
export default function EntrustedFormPage() {
  return (
    <ApplicationFormScreen
      form="entrusted"
      basePath={FORM_SCREENS.entrusted}
      titleKey="route.entrustedInspection_myApplication_fillInApplication_entrustedForm"
    />
  );
}
