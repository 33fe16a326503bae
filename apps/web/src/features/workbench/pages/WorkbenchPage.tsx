import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PlainTag } from '../../../components/plain/PlainTag';
import { useMe } from '../../auth';
import { areaOfPath } from '../../menu';
import { CountCards } from '../components/CountCards';
import { Glossary } from '../components/Glossary';
import { PaymentCards } from '../../payments';

/** The home dashboard of each business area (spec section 2), drawn without antd (issue 16: a fast first load). */
export default function WorkbenchPage() {
  const { t } = useTranslation();
  const me = useMe();
  const area = areaOfPath(useLocation().pathname);
  const name = me.name?.trim() || me.username;

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
