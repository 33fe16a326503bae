import { ApplicationFormScreen } from '../components/ApplicationFormScreen';
import { FORM_SCREENS } from '../lib/areas';

/** communication/myApplication/communicationForm and /{id}: radio and telecom type approval, VOC / PVOC certification. */
export default function CommunicationFormPage() {
  return <ApplicationFormScreen form="communication" basePath={FORM_SCREENS.communication} titleKey="route.communication_myApplication_communicationForm" />;
}
