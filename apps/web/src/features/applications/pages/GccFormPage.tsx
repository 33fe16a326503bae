import { ApplicationFormScreen } from '../components/ApplicationFormScreen';
import { FORM_SCREENS } from '../lib/areas';

/** internationalProduct/myApplication/GCCApplicationForm and /{id}: the GCC G-Mark application. */
export default function GccFormPage() {
  return <ApplicationFormScreen form="gcc" basePath={FORM_SCREENS.gcc} titleKey="route.internationalProduct_myApplication_GCCApplicationForm" />;
}
