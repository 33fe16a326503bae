import { ConfigRecordsPage } from '../components/ConfigRecordsPage';

/** /configuration/standard (staff, config:manage). */
export default function StandardPage() {
  return <ConfigRecordsPage kind="standard" />;
}
