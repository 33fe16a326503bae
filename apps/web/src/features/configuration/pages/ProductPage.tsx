import { ConfigRecordsPage } from '../components/ConfigRecordsPage';

/** /configuration/product (staff, config:manage). */
export default function ProductPage() {
  return <ConfigRecordsPage kind="product" />;
}
