import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PlainTag } from '../../../components/plain/PlainTag';
import { useMe } from '../../auth';
import { areaOfPath } from '../../menu';
import { CountCards } from '../components/CountCards';
import { Glossary } from '../components/Glossary';
import { PaymentCards } from '../../payments';

const STAFF_LANDING = '/staff/queues';

/** The home dashboard of each business area (spec section 2), drawn without antd (issue 16: a fast first load). */
export default function WorkbenchPage() {
  const { t } = useTranslation();
  const me = useMe();
  const area = areaOfPath(useLocation().pathname);
  const name = me.name?.trim() || me.username;
  // Staff have no customer workbench (its counts are all 0 for them): signing in, or the brand link, opens their queues.
  if (me.kind === 'staff') return <Navigate to={STAFF_LANDING} replace />;

  return (
    <div className="page" data-testid="workbench">
      <PageHeader
        title={t('workbench.welcome', { name })}
        subtitle={t('workbench.intro')}
        extra={area && <PlainTag className="wb-area-tag">{t(`area.${area}`)}</PlainTag>}
      />
      <CountCards />
      <PaymentCards />
      <Glossary />
    </div>
  );
}
