import { ApplicationFormScreen } from '../components/ApplicationFormScreen';
import { FORM_SCREENS } from '../lib/areas';

/** internationalProduct/myApplication/NBApplicationForm and /{id}: the NB/RED EU-type examination application. */
export default function NbFormPage() {
  return <ApplicationFormScreen form="nb" basePath={FORM_SCREENS.nb} titleKey="route.internationalProduct_myApplication_NBApplicationForm" />;
}
