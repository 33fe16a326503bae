import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/StatusPage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage status="404" title={t('notFound.title')} desc={t('notFound.desc')} testId="not-found" standalone />;
}
