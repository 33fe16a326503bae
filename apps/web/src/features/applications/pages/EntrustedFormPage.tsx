import type { ApplicationForm } from '@tic/shared';
import { ApplicationFormScreen } from '../components/ApplicationFormScreen';
import { FORM_SCREENS } from '../lib/areas';

const TESTING: readonly ApplicationForm[] = ['testing'];

/**
 * entrustedInspection/myApplication/fillInApplication/entrustedForm and /{id}: the inspection booking, or the commissioned-testing form of a
 * laboratory type.
 */
export default function EntrustedFormPage() {
  return (
    <ApplicationFormScreen
      form="entrusted"
      alsoForms={TESTING}
      basePath={FORM_SCREENS.entrusted}
      titleKey="route.entrustedInspection_myApplication_fillInApplication_entrustedForm"
    />
  );
}
