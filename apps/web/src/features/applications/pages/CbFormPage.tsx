import { ApplicationFormScreen } from '../components/ApplicationFormScreen';
import { FORM_SCREENS } from '../lib/areas';

/** internationalProduct/myApplication/CBApplicationForm and /{id}: the CB certificate application (electrical safety). */
export default function CbFormPage() {
  return <ApplicationFormScreen form="cb" basePath={FORM_SCREENS.cb} titleKey="route.internationalProduct_myApplication_CBApplicationForm" />;
}
