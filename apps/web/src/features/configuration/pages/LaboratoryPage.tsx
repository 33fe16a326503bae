import { ConfigRecordsPage } from '../components/ConfigRecordsPage';

/** /configuration/laboratory (staff, config:manage). */
export default function LaboratoryPage() {
  return <ConfigRecordsPage kind="laboratory" />;
}
