import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/StatusPage';

/** The permission-denied page at /403 (MainLayout shows the same in place for an area the menu does not grant). */
export default function DeniedPage() {
  const { t } = useTranslation();
  return <StatusPage status="403" title={t('denied.title')} desc={t('denied.desc')} testId="denied" standalone />;
}
